import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension TemporaryFiles {
    /// Kept alive for the life of the process: a released source stops listening.
    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

    /// On SIGINT, SIGTERM or SIGHUP: removes every temporary file of this process, then exits with 128 + the
    /// signal, as a shell reports a process the signal killed. A signal the parent set to be ignored (`nohup`)
    /// stays ignored.
    ///
    /// The handler runs on a dispatch queue, not inside the signal, so it may take the lock that guards the
    /// files; a worker in the middle of a commit finishes its renames first.
    public static func removeOnInterrupt() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber, SIG_IGN)
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                removeAllForExit()
                let name = signalNumber == SIGINT ? "SIGINT" : signalNumber == SIGTERM ? "SIGTERM" : "SIGHUP"
                FileHandle.standardError.write(Data("tablerender: interrupted by \(name); unfinished outputs were not written\n".utf8))
                _exit(128 + signalNumber)
            }
            source.resume()
            signalSources.append(source)
        }
    }
}
