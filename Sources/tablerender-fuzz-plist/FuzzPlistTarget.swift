import Foundation
import TableImport

/// One fuzz input through the import readers: the XML reader, the plist reader (XML or binary) and the `.strings`
/// reader. Errors and problems are expected answers; only crashes, hangs and leaks are findings.
enum FuzzPlistTarget {
    static func run(_ bytes: [UInt8]) {
        _ = try? XMLReader.parse(bytes)
        _ = try? PlistReader.read(bytes)
        _ = StringsFile.parse(bytes)
    }
}

#if FUZZING
/// libFuzzer's driver, linked by `-sanitize=fuzzer`; started from SwiftPM's `main` as in `tablerender-fuzz`.
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
    FuzzPlistTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#endif

/// `make fuzz-plist` builds this with `-sanitize=fuzzer -DFUZZING` and it runs libFuzzer; otherwise it replays the
/// given input files once each, so findings can be reproduced and kept as regression tests.
@main
enum FuzzPlistMain {
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
            FuzzPlistTarget.run([UInt8](data))
            print("\(path): ok")
        }
        #endif
    }
}
