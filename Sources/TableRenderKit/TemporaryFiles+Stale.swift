import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension TemporaryFiles {
    /// A temporary whose process still runs is left alone unless it is older than this: its PID may have been
    /// reused, or it may belong to another PID namespace, and no render stages a file for a day.
    static let staleAge: TimeInterval = 24 * 60 * 60

    private static let sweptLock = NSLock()
    nonisolated(unsafe) private static var swept: Set<String> = []

    /// Removes, once per folder and process, the temporaries that interrupted or killed runs left in `folder`:
    /// `.tablerender-PID-RANDOM.tmp` (and the older `.NAME.PID.RANDOM.tmp`) whose process is gone, or that are
    /// older than a day.
    static func removeStale(in folder: String) {
        let base = folder.isEmpty ? "." : folder
        let first = sweptLock.withLock { swept.insert(base).inserted }
        guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        let now = Date()
        for name in names {
            guard let owner = owner(ofTemporary: name), owner != getpid() else { continue }
            let path = (base.hasSuffix("/") ? base : base + "/") + name
            let dead = kill(owner, 0) != 0 && errno == ESRCH
            if dead || isOlder(path, than: now.addingTimeInterval(-staleAge)) {
                unlink(path)
            }
        }
    }

    /// Removes the stale temporaries in the folder `output` will be written to, now rather than when it is
    /// staged: a render calls this while it would otherwise wait for its prefetched fonts, since listing a
    /// folder is the kernel's work in proportion to its entries (≈2.6 ms for 6,000 files on ext4). Staging
    /// there later does not list it again.
    public static func removeStale(besides output: String) {
        removeStale(in: (output as NSString).deletingLastPathComponent)
    }

    /// The PID in a temporary name of this tool, or nil for any other name.
    static func owner(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        if name.hasPrefix(prefix) {
            // .tablerender-PID-HEX16.tmp
            let parts = name.dropFirst(prefix.count).dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].count == 16, parts[1].allSatisfy(\.isHexDigit),
                  parts[0].allSatisfy(\.isASCII), let pid = pid_t(parts[0]), pid > 0 else { return nil }
            return pid
        }
        // Before: .NAME.PID.UINT32.tmp
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, UInt32(parts[parts.count - 1]) != nil,
              parts[parts.count - 1].allSatisfy(\.isASCII),
              let pid = pid_t(parts[parts.count - 2]), pid > 0 else { return nil }
        return pid
    }

    private static func isOlder(_ path: String, than limit: Date) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return TimeInterval(info.st_mtim.tv_sec) < limit.timeIntervalSince1970
    }
}
