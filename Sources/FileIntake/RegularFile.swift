import Foundation
#if canImport(Glibc)
import Glibc
/// `read(2)`, named so it does not clash with `RegularFile.read`.
private let systemRead = Glibc.read
#else
import Darwin
/// `read(2)`, named so it does not clash with `RegularFile.read`.
private let systemRead = Darwin.read
#endif

/// The one way tablerender reads a file an input or an option names (a spec, a pane plist, a strings table, a
/// storyboard, an icon, a golden, a report): a regular file only, checked with `stat` before it is opened (so a
/// FIFO or a device never blocks the run), opened without blocking, checked again on the descriptor (the path may
/// have been swapped in between), and read up to a limit and never further, even when the file grows meanwhile.
public enum RegularFile {
    /// Why a file was not read.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing at the path (`danglingLink`: a symbolic link to nothing is there).
        case missing(danglingLink: Bool)
        /// A folder, FIFO, socket or device: `kind` names it ("a folder", "a FIFO").
        case notRegular(kind: String)
        /// Larger than the limit (`size` as `stat` saw it, or `limit + 1` when it grew while being read).
        case tooLarge(size: Int64, limit: Int)
        /// Any other failure, as `strerror` says it ("permission denied").
        case unreadable(String)

        /// A short phrase for messages.
        public var description: String {
            switch self {
            case .missing(let dangling): return dangling ? "a symbolic link to a missing file" : "no such file"
            case .notRegular(let kind): return "not a regular file (\(kind))"
            case let .tooLarge(size, limit): return "\(size) bytes; at most \(limit) are read"
            case .unreadable(let reason): return reason
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; `head` (when given) sees the first
    /// `headCount` bytes before anything else is read and may throw to stop there (a PNG's header is checked
    /// against a raster limit before its pixels are read), or return a smaller limit for the whole file. With
    /// `followingLinks` false, a symbolic link at `path` is refused (`notRegular`), even one swapped in after
    /// the path was resolved.
    public static func read(_ path: String, limit: Int, headCount: Int = 0, followingLinks: Bool = true,
                            head: (([UInt8]) throws -> Int?)? = nil) throws -> [UInt8] {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            throw refusal(errno: errno, path: path)
        }
        try check(info, limit: limit)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { throw refusal(errno: errno, path: path) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw Refusal.unreadable(text(errno)) }
        try check(info, limit: limit)
        var bound = limit
        var bytes: [UInt8] = []
        // The size `fstat` saw, plus one byte to notice a file that grew: one allocation for the usual file.
        bytes.reserveCapacity(min(Int(info.st_size), limit) + 1)
        if let head, headCount > 0 {
            try append(from: descriptor, upTo: min(headCount, limit), to: &bytes)
            if let smaller = try head(bytes) { bound = min(bound, smaller) }
        }
        try append(from: descriptor, upTo: bound + 1 - bytes.count, to: &bytes)
        guard bytes.count <= bound else { throw Refusal.tooLarge(size: Int64(bytes.count), limit: bound) }
        return bytes
    }

    /// Appends to `bytes` what `descriptor` holds, up to `count` bytes (fewer only at the end of the file),
    /// through one reused 64 KiB buffer.
    private static func append(from descriptor: Int32, upTo count: Int, to bytes: inout [UInt8]) throws {
        var remaining = count
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { buffer in
            while remaining > 0 {
                let got = systemRead(descriptor, buffer.baseAddress, min(buffer.count, remaining))
                if got == 0 { return }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw Refusal.unreadable(text(errno))
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<got]))
                remaining -= got
            }
        }
    }

    /// Refuses what is not a regular file, or is over `limit`, from its `stat`.
    private static func check(_ info: stat, limit: Int) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if Int64(info.st_size) > Int64(limit) { throw Refusal.tooLarge(size: Int64(info.st_size), limit: limit) }
        case S_IFDIR: throw Refusal.notRegular(kind: "a folder")
        case S_IFIFO: throw Refusal.notRegular(kind: "a FIFO")
        case S_IFCHR: throw Refusal.notRegular(kind: "a character device")
        case S_IFBLK: throw Refusal.notRegular(kind: "a block device")
        case S_IFSOCK: throw Refusal.notRegular(kind: "a socket")
        case S_IFLNK: throw Refusal.notRegular(kind: "a symbolic link")
        default: throw Refusal.notRegular(kind: "not a file")
        }
    }

    private static func refusal(errno code: Int32, path: String) -> Refusal {
        var info = stat()
        switch code {
        // A part of the path that is not a folder (`golden/sub` a file) means there is no such file either.
        case ENOENT, ENOTDIR: return .missing(danglingLink: lstat(path, &info) == 0)
        default: return .unreadable(text(code))
        }
    }

    /// `strerror`'s text with a lower-case first letter.
    private static func text(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
