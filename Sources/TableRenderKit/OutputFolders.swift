import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Creates the folders outputs go into, safely from several threads at once.
public enum OutputFolders {
    /// Worker threads create the same subfolders at the same moment; `createDirectory` checks and then
    /// creates, so two threads can both see "missing" and one then fails. One lock makes it check-then-create.
    private static let lock = NSLock()

    /// Creates `path` and its missing parents; an existing folder is fine.
    public static func create(_ path: String) throws {
        if let problem = problem(creating: path) {
            // The folder the user named (`--out-dir`) comes first; a parent in the way is named after it.
            throw RenderError.output("\(PathEscaping.escaped(path)): \(problem.reason(naming: problem.folder == path ? nil : problem.folder))")
        }
    }

    /// Creates the folder that will hold `file`. A failure names `file` first, since that is what could not be
    /// written, and then the folder in the way.
    public static func create(parentOf file: String) throws {
        let parent = (file as NSString).deletingLastPathComponent
        guard !parent.isEmpty, let problem = problem(creating: parent) else { return }
        throw RenderError.output("\(PathEscaping.escaped(file)): cannot create its folder: \(problem.reason(naming: problem.folder))")
    }

    /// Why a folder could not be made: `folder` (the path itself or one of its parents) is in the way.
    struct Problem {
        var folder: String
        var isNotAFolder: Bool
        var errorText: String

        /// `exists and is not a folder` or `cannot create the folder: permission denied`, after `folder` when named.
        func reason(naming folder: String?) -> String {
            let subject = folder.map { PathEscaping.escaped($0) + " " } ?? ""
            if isNotAFolder { return subject + "exists and is not a folder" }
            return (folder.map { "cannot create \(PathEscaping.escaped($0))" } ?? "cannot create the folder") + ": " + errorText
        }
    }

    /// Creates `path` and its parents with `mkdir`, one level at a time, so a failure knows which level and
    /// why (Foundation's error text is a generic sentence).
    private static func problem(creating path: String) -> Problem? {
        lock.withLock {
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in path.split(separator: "/", omittingEmptySubsequences: true) {
                prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
                if component == "." || component == ".." { continue }
                if mkdir(prefix, 0o777) == 0 { continue }
                let code = errno
                // An existing entry is fine when it is a folder (or a link to one).
                var info = stat()
                if stat(prefix, &info) == 0 {
                    if info.st_mode & S_IFMT == S_IFDIR { continue }
                    return Problem(folder: prefix, isNotAFolder: true, errorText: "")
                }
                return Problem(folder: prefix, isNotAFolder: false, errorText: Errno.text(code))
            }
            return nil
        }
    }
}
