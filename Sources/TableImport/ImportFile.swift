import FileIntake
import Foundation

/// Why an import file was not read, in one line.
public struct ImportFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file (`not a regular file`, `larger than …`).
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// Reading the files a bundle or storyboard names, safely: inside their folder, regular files only, bounded.
public enum ImportFile {
    /// `relative` inside `folder`, standardised with symbolic links resolved, or nil when the result leaves the
    /// folder's own resolved path (`../x`, an absolute path, a link pointing out): `PathRule`, with absolute paths
    /// refused. The file need not exist.
    public static func contained(_ relative: String, in folder: URL) -> URL? {
        PathRule(folder: folder, allowsAbsolute: false).resolved(relative)
    }

    /// `name` with `.` and empty components dropped and `..` applied, so `./Child` and `Child` are one name; a
    /// `..` that would leave the folder is kept (the containment check then refuses it).
    public static func standardized(_ name: String) -> String {
        var parts: [Substring] = []
        for part in name.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (name.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The bytes of the file at `url` after resolving symbolic links: only a regular file (a FIFO or device
    /// would block or never end), refused before reading when over `ImportLimits.maximumFileBytes`, and read
    /// through a bounded handle so a file that grows meanwhile still stops at the limit (`RegularFile`).
    public static func read(_ url: URL, limit: Int = ImportLimits.maximumFileBytes) throws -> [UInt8] {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        do {
            return try RegularFile.read(path, limit: limit)
        } catch let refusal as RegularFile.Refusal {
            switch refusal {
            case .missing: throw ImportFileError("cannot read the file (no such file)")
            case .notRegular: throw ImportFileError("cannot read the file (not a regular file)")
            case .tooLarge: throw ImportFileError("the file is larger than \(limit) bytes")
            case .unreadable(let reason): throw ImportFileError("cannot read the file (\(reason))")
            }
        }
    }
}
