import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a file beside an output set, held while the set is replaced, so two processes writing
/// the same output commit one after the other and readers end up with one run's complete set, never a mix.
struct CommitLock {
    /// The lock file: `.tablerender-lock-` and a hash of the output's name, a fixed length whatever the name.
    let path: String
    private let descriptor: Int32

    /// Waits for and takes the lock of `output`'s set.
    static func acquire(for output: String) throws -> CommitLock {
        let url = URL(fileURLWithPath: output)
        let folder = (output as NSString).deletingLastPathComponent
        let path = (folder.isEmpty ? "" : folder + "/") + TemporaryFiles.prefix + "lock-" + hash(url.lastPathComponent)
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                throw RenderError.output("\(PathEscaping.escaped(output)): cannot create the lock file: \(Errno.text(errno))")
            }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = Errno.text(errno)
                    close(descriptor)
                    throw RenderError.output("\(PathEscaping.escaped(output)): cannot lock the output: \(reason)")
                }
            }
            // The holder before us removes the file when done; a lock on a removed file locks nothing, so retry
            // until the locked file is the one at the path.
            var locked = stat(), current = stat()
            if fstat(descriptor, &locked) == 0, stat(path, &current) == 0,
               locked.st_ino == current.st_ino, locked.st_dev == current.st_dev {
                TemporaryFiles.adopt(path)
                return CommitLock(path: path, descriptor: descriptor)
            }
            close(descriptor)
        }
    }

    /// Removes the lock file, then releases the lock.
    func release() {
        TemporaryFiles.remove(path)
        close(descriptor)
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and processes (unlike `Hasher`).
    private static func hash(_ name: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
