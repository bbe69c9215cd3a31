import CairoBackend
import Foundation
import FuzzDriver
import TableRenderKit
import TableSpec

/// One fuzz input through the whole pipeline: decode (JSON, or YAML when the input starts with `#` or `---`),
/// layout, and render to memory. Errors are expected answers; only crashes, hangs and leaks are findings.
///
/// `make fuzz` builds this with `-sanitize=fuzzer -DFUZZING` and it runs libFuzzer; otherwise it replays the
/// given input files once each (`FuzzDriver`).
@main
enum FuzzTarget: FuzzEntry {
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
        spec.updateRows { row in
            if case .image = row.icon { row.icon = nil }
            if case .avatar(let avatar)? = row.icon, case .image = avatar.content { row.icon = nil }
        }
        for format in [OutputFormat.png, .svg] {
            _ = try? pipeline.render(spec, format: format)
        }
    }
}
