import FileIntake
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SpecSource {
    /// The raw bytes of the spec: a regular file (read through `RegularFile`: checked with `stat` before it is
    /// opened, so a FIFO or a device never blocks), or standard input, read up to the size limit and no further.
    public func readBytes() throws -> [UInt8] {
        if path == "-" { return try Self.read(STDIN_FILENO, name: displayName) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw RenderError.input("\(displayName): \(missingReason(errno))") }
        do {
            return try RegularFile.read(path, limit: Self.maximumBytes)
        } catch let refusal as RegularFile.Refusal {
            switch refusal {
            case .missing: throw RenderError.input("\(displayName): \(missingReason(ENOENT))")
            case .notRegular(kind: "a folder"):
                throw RenderError.input("\(displayName): is a folder; render a folder with --out-dir DIR")
            case .notRegular(let kind): throw RenderError.input("\(displayName): not a regular file (\(kind))")
            case let .tooLarge(size, limit):
                throw RenderError.input("\(displayName): the spec is \(size) bytes; at most \(limit) are read")
            case .unreadable(let reason): throw RenderError.input("\(displayName): cannot read the spec: \(reason)")
            }
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
