import CairoBackend
import Foundation
import TableRenderKit
import TableSpec

/// One fuzz input through the whole pipeline: decode (JSON, or YAML when the input starts with `#` or `---`),
/// layout, and render to memory. Errors are expected answers; only crashes, hangs and leaks are findings.
enum FuzzTarget {
    /// Built once: fonts and Pango contexts are the slow part of a render.
    static let pipeline: RenderPipeline? = try? RenderPipeline()

    static func run(_ bytes: [UInt8]) {
        guard let pipeline else { return }
        let yaml = bytes.starts(with: Array("#".utf8)) || bytes.starts(with: Array("---".utf8))
        guard var spec = try? SpecLoader.load(bytes, format: yaml ? .yaml : .json) else { return }
        // Keep each run small so the fuzzer explores inputs rather than rasterising huge canvases; the limits
        // themselves are tested separately.
        let canvas = pipeline.resolve(spec).canvas
        spec.scale = min(canvas.scale, 1)
        spec.width = min(canvas.width, 600)
        if let height = spec.height { spec.height = min(height, 2000) }
        if case .image? = spec.tableHeader?.artwork { spec.tableHeader = nil }
        spec.sections = spec.sections.map { section in
            var section = section
            section.rows = section.rows.map { row in
                var row = row
                if case .image = row.icon { row.icon = nil }
                if case .avatar(let avatar)? = row.icon, case .image = avatar.content { row.icon = nil }
                return row
            }
            return section
        }
        for format in [OutputFormat.png, .svg] {
            _ = try? pipeline.render(spec, format: format)
        }
    }
}

#if FUZZING
/// libFuzzer's driver, linked by `-sanitize=fuzzer`; SwiftPM gives every executable its own `main`, so the
/// driver is started from there rather than from libFuzzer's.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The conventional libFuzzer entry point, also defined because parts of libFuzzer refer to it by name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#endif

/// `make fuzz` builds this with `-sanitize=fuzzer -DFUZZING` and it runs libFuzzer; otherwise it replays the
/// given input files once each, so findings can be reproduced and kept as regression tests.
@main
enum FuzzMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
                exit(1)
            }
            FuzzTarget.run([UInt8](data))
            print("\(path): ok")
        }
        #endif
    }
}
