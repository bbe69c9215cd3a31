import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SpecSource {
    /// The raw bytes of the spec: a regular file (checked with `stat` before opening, so a FIFO or a device is
    /// never opened and cannot block), or standard input, read up to the size limit and no further.
    public func readBytes() throws -> [UInt8] {
        if path == "-" { return try Self.read(STDIN_FILENO, name: displayName) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw RenderError.input("\(displayName): \(missingReason(errno))") }
        try checkRegular(info)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw RenderError.input("\(displayName): cannot read the spec: \(Errno.text(errno))")
        }
        defer { close(descriptor) }
        // The path may have been replaced between stat and open: check what was opened.
        guard fstat(descriptor, &info) == 0 else {
            throw RenderError.input("\(displayName): cannot read the spec: \(Errno.text(errno))")
        }
        try checkRegular(info)
        return try Self.read(descriptor, name: displayName)
    }

    /// Refuses anything but a regular file, and files over the limit, with a message naming what it is.
    private func checkRegular(_ info: stat) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if info.st_size > Self.maximumBytes {
                throw RenderError.input("\(displayName): the spec is \(info.st_size) bytes; at most \(Self.maximumBytes) are read")
            }
        case S_IFDIR:
            throw RenderError.input("\(displayName): is a folder; render a folder with --out-dir DIR")
        case S_IFIFO: throw RenderError.input("\(displayName): not a regular file (a FIFO)")
        case S_IFCHR: throw RenderError.input("\(displayName): not a regular file (a character device)")
        case S_IFBLK: throw RenderError.input("\(displayName): not a regular file (a block device)")
        case S_IFSOCK: throw RenderError.input("\(displayName): not a regular file (a socket)")
        default: throw RenderError.input("\(displayName): not a regular file")
        }
    }

    /// Why `stat` failed, in words: a dangling link is told apart from a missing file.
    private func missingReason(_ code: Int32) -> String {
        var info = stat()
        switch code {
        case ENOENT where lstat(path, &info) == 0:
            return "a symbolic link to a missing file"
        case ENOENT where path.contains("\u{FFFD}"):
            // The command line's bytes were not UTF-8 and were replaced, so the name no longer names the file.
            return "no such file (the name given is not valid UTF-8; rename the file to read it)"
        case ENOENT:
            return "no such file"
        case ENOTDIR:
            return "no such file (a part of the path is not a folder)"
        default:
            return "cannot read the spec: \(Errno.text(code))"
        }
    }

    /// Reads to the end, refusing as soon as more than `maximumBytes` arrive.
    private static func read(_ descriptor: Int32, name: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        // 64 KiB a read: a spec is usually a few KiB, and a zero-filled megabyte cost 256 page faults a run.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw RenderError.input("\(name): cannot read the spec: \(Errno.text(errno))")
            }
            guard bytes.count + count <= maximumBytes else {
                throw RenderError.input("\(name): the spec is over \(maximumBytes) bytes")
            }
            bytes += chunk[0..<count]
        }
    }
}
