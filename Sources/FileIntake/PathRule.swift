import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Why a path an input names was refused by `PathRule`, in one line.
public enum PathRuleRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path is empty.
    case empty
    /// The path is a URL (`scheme://…`): nothing is ever fetched.
    case url
    /// An absolute path where the input may only name files relative to its folder (a bundle's `File`).
    case absolute
    /// The path, once `..` and symbolic links are resolved, leads outside the allowed folder.
    case outside

    /// The message, worded for the user.
    public var description: String {
        switch self {
        case .empty: return "the path is empty"
        case .url: return "URLs are not fetched; give a file's path relative to its folder"
        case .absolute: return "the path is absolute; it must be relative to its folder"
        case .outside: return "the path leads outside its folder"
        }
    }
}

/// The one rule for every file path that an input names: a spec's icon and header images (outline children
/// included), a Settings bundle's panes, strings tables and cell images, a storyboard's images, a report's images.
///
/// A path is data, not an instruction: it is resolved against the folder the input allows (the spec's folder,
/// the bundle, the reports' folders), with `.`/`..` applied on its text and then the symbolic links of its
/// folder and of its own name followed, and refused when the result is not one of the allowed folders or below
/// one, unless the user allowed outside paths (`--allow-outside-paths`). When the path's folder does not exist,
/// nothing on the way can be followed and the path is judged as written. URLs are never fetched. A folder itself
/// counts as inside (a spec naming `.` as an image gets "not a regular file", not "outside").
///
/// `resolve(_:)` takes one path an input names, relative to the rule's first folder; `PathRule.Resolver` takes
/// the many paths of a report, each relative to the folder of the report that names it, with the folders
/// resolved once.
public struct PathRule: Sendable, Equatable {
    /// The allowed folders, standardised with symbolic links resolved; the first is the base relative paths start from.
    public let roots: [String]
    /// Whether a path may resolve outside every root (`--allow-outside-paths`).
    public let allowsOutside: Bool
    /// Whether absolute paths may be named at all (a spec may name one inside its folder; a bundle may not).
    public let allowsAbsolute: Bool

    /// A rule for paths relative to `folder`, and optionally inside `otherFolders` too.
    public init(folder: URL, otherFolders: [URL] = [], allowsOutside: Bool = false, allowsAbsolute: Bool = true) {
        let base = FileManager.default.currentDirectoryPath
        self.init(roots: ([folder] + otherFolders).map { Self.following(Self.lexical($0.path, from: base)) },
                  allowsOutside: allowsOutside, allowsAbsolute: allowsAbsolute)
    }

    /// A rule admitting paths inside `roots` (absolute, resolved).
    init(roots: [String], allowsOutside: Bool = false, allowsAbsolute: Bool = true) {
        self.roots = roots
        self.allowsOutside = allowsOutside
        self.allowsAbsolute = allowsAbsolute
    }

    /// The folder relative paths start from.
    public var base: URL { URL(fileURLWithPath: roots.first ?? "/") }

    /// `path` resolved against the base folder (symbolic links followed), or the reason it is refused.
    public func resolve(_ path: String) throws -> URL {
        if path.isEmpty { throw PathRuleRefusal.empty }
        if Self.isURL(path) { throw PathRuleRefusal.url }
        if path.hasPrefix("/") && !allowsAbsolute { throw PathRuleRefusal.absolute }
        // No file name holds a NUL: it stands as `%00`, as it does in a file URL, so no file is found by a
        // shorter name.
        let written = path.utf8.contains(0) ? path.replacingOccurrences(of: "\u{0}", with: "%00") : path
        let resolved = Self.following(Self.lexical(written, from: roots.first ?? "/"))
        guard allowsOutside || contains(resolved) else { throw PathRuleRefusal.outside }
        return URL(fileURLWithPath: resolved)
    }

    /// `path` resolved, or nil when the rule refuses it.
    public func resolved(_ path: String) -> URL? {
        try? resolve(path)
    }

    /// Whether the resolved absolute `path` is one of the roots or below one.
    public func contains(_ path: String) -> Bool {
        roots.contains { Self.isInside(path, $0) }
    }

    /// Whether `path` is `root` or below it (both absolute, `..` applied), compared as bytes, as the kernel
    /// compares names (two spellings of `é` are two folders).
    static func isInside(_ path: String, _ root: String) -> Bool {
        guard path.utf8.starts(with: root.utf8) else { return false }
        if root.utf8.last == UInt8(ascii: "/") { return true }
        return path.utf8.count == root.utf8.count || path.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/")
    }

    /// Whether `path` starts with a URL scheme (`http://`, `file://`, `data:` is not a path either).
    static func isURL(_ path: String) -> Bool {
        if path.contains("://") { return true }
        return path.lowercased().hasPrefix("data:")
    }
}

/// Paths as text: made absolute with `.` and `..` applied as written, before any link is followed.
extension PathRule {
    /// The components of `path` made absolute against `folder` (default: the current folder), with empty and
    /// `.` components dropped and `..` applied as written (`..` at the top stays there).
    public static func lexicalComponents(_ path: String,
                                         from folder: String = FileManager.default.currentDirectoryPath) -> [String] {
        let full = path.hasPrefix("/") ? path : folder + "/" + path
        var components: [String] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(part))
            }
        }
        return components
    }

    /// `lexicalComponents(path, from: folder)` as one absolute path.
    public static func lexical(_ path: String, from folder: String) -> String {
        "/" + lexicalComponents(path, from: folder).joined(separator: "/")
    }

    /// Whether `path` is relative and made of plain names only (no empty, `.` or `..` component): what `check`
    /// writes into reports, and what can be joined to a folder without resolving anything.
    public static func isPlainRelative(_ path: String) -> Bool {
        var length = 0, dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // An empty component (`a//b`, a leading `/`), `.` or `..`.
                if length == 0 || length == dots { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") && length == dots + 1 { dots += 1 }
            }
        }
        return length > 0 && length != dots
    }
}

/// Following symbolic links: the folder of a path with `realpath(3)`, then its own name when it is a link.
extension PathRule {
    /// The absolute, `..`-free `lexical` path with its links followed: its folder resolved, then its name
    /// followed when it is a link (to where the link leads, or the link itself when that is nowhere); `lexical`
    /// as it is when its folder does not exist.
    static func following(_ lexical: String) -> String {
        guard let slash = lexical.utf8.lastIndex(of: UInt8(ascii: "/")) else { return lexical }
        let name = lexical[lexical.utf8.index(after: slash)...]
        guard !name.isEmpty else { return lexical }
        guard let folder = realPath(slash == lexical.startIndex ? "/" : String(lexical[..<slash])) else { return lexical }
        var info = stat()
        let file = joined(folder, name)
        guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return file }
        return realPath(file) ?? file
    }

    /// `name` in the resolved folder `folder`.
    static func joined(_ folder: String, _ name: Substring) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + name
    }

    /// `realpath(3)`: absolute, every link resolved; nil when something on the way does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
