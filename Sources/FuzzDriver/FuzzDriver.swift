import Foundation

/// A fuzz executable's target, and its `@main`: `run` takes one input, and the `main` below starts the driver
/// on it, so each executable writes only what it fuzzes.
public protocol FuzzEntry {
    /// Runs one input through the code under test; refusals are expected answers, only crashes, hangs, leaks
    /// and failed preconditions are findings.
    static func run(_ bytes: [UInt8])
}

extension FuzzEntry {
    /// The executable's entry point: libFuzzer on `run` when built with `-sanitize=fuzzer -DFUZZING`, otherwise
    /// the replay of the input files given (`FuzzDriver.main`).
    public static func main() {
        FuzzDriver.main(run: run)
    }
}

/// What every fuzz executable shares: built with `-sanitize=fuzzer -DFUZZING` they run libFuzzer on their
/// target; otherwise they replay the input files given, once each, so findings can be reproduced and kept as
/// regression tests (`FuzzReplayTests`).
public enum FuzzDriver {
    /// Runs libFuzzer on `run`, or replays each file argument through it; never returns.
    public static func main(run: @escaping ([UInt8]) -> Void) -> Never {
        #if FUZZING
        fuzzedTarget = run
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
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
/// The target libFuzzer runs. A C callback cannot capture it, so `FuzzDriver.main` stores it here once, before
/// the driver starts; libFuzzer then calls the entry point below one input at a time.
private var fuzzedTarget: ([UInt8]) -> Void = { _ in }

/// The conventional libFuzzer entry point: libFuzzer calls it by name, and `FuzzDriver.main` hands it to the
/// driver.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    fuzzedTarget(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// libFuzzer's driver, linked by `-sanitize=fuzzer`; SwiftPM gives every executable its own `main`, so the
/// driver is started from there rather than from libFuzzer's.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
