import Foundation

/// What both fuzz executables share: built with `-sanitize=fuzzer -DFUZZING` they run libFuzzer on their
/// callback; otherwise they replay the input files given, once each, so findings can be reproduced and kept as
/// regression tests (`FuzzReplayTests`).
public enum FuzzDriver {
    /// The signature of libFuzzer's `LLVMFuzzerTestOneInput`, which each executable defines for its target.
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer with `callback`, or replays each file argument through `run`; never returns.
    public static func main(callback: Callback, run: ([UInt8]) -> Void) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, callback))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
                exit(1)
            }
            run([UInt8](data))
            print("\(path): ok")
        }
        exit(0)
        #endif
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
#endif
