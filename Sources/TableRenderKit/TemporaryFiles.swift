import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The temporary and lock files this process holds, so an interrupt can remove every one of them. Files are
/// created, renamed and removed under one lock, which the signal handler takes too: it never sees a half-done
/// commit and nothing it removes can be recreated behind it.
public enum TemporaryFiles {
    /// Temporary names start with this, so stale ones from interrupted runs can be recognised and removed.
    public static let prefix = ".tablerender-"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var held: Set<String> = []
    /// Set by the signal handler: no file may be created after it has cleaned up.
    nonisolated(unsafe) private static var terminating = false

    /// `.tablerender-PID-RANDOM.tmp`: 16 hex digits of randomness and a fixed length (under 50 bytes), whatever
    /// the output's name, so any legal output name (up to 255 bytes) can be staged.
    static func temporaryName() -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return prefix + "\(getpid())-" + String(repeating: "0", count: 16 - random.count) + random + ".tmp"
    }

    /// Creates an empty temporary file in `folder`, registered for removal on an interrupt, and returns its path
    /// and an open descriptor. Errors name `output`, the file it stands in for: that is what was not written.
    static func create(in folder: String, for output: String) throws -> (path: String, descriptor: Int32) {
        let base = folder.isEmpty ? "." : folder
        return try lock.withLock {
            while true {
                guard !terminating else { throw RenderError.output("\(PathEscaping.escaped(output)): interrupted") }
                let path = (base.hasSuffix("/") ? base : base + "/") + temporaryName()
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if descriptor >= 0 {
                    held.insert(path)
                    return (path, descriptor)
                }
                if errno != EEXIST {
                    throw RenderError.output("\(PathEscaping.escaped(output)): cannot write: cannot create a temporary file in \(PathEscaping.escaped(base)): \(Errno.text(errno))")
                }
            }
        }
    }

    /// Registers a file this process now owns (a lock file it holds), to be removed on an interrupt.
    static func adopt(_ path: String) {
        lock.withLock { _ = held.insert(path) }
    }

    /// Removes a file this process created and forgets it.
    static func remove(_ path: String) {
        lock.withLock {
            unlink(path)
            held.remove(path)
        }
    }

    /// Renames each temporary file over its target and then removes `obsolete`, all without an interrupt in
    /// between. Stops at the first failed rename and returns its index and reason.
    static func commit(_ moves: [(temporary: String, path: String)], removing obsolete: [String]) -> (index: Int, reason: String)? {
        lock.withLock {
            for (index, move) in moves.enumerated() {
                if rename(move.temporary, move.path) != 0 { return (index, Errno.text(errno)) }
                held.remove(move.temporary)
            }
            for path in obsolete { unlink(path) }
            return nil
        }
    }

    /// Removes every held file and stops further creation; called by the signal handler just before exiting.
    /// The lock stays taken, so no other thread renames or creates anything before the process ends.
    static func removeAllForExit() {
        lock.lock()
        terminating = true
        for path in held { unlink(path) }
        held = []
    }
}
