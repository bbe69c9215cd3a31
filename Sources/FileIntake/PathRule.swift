import Foundation

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
/// the bundle, the reports' folders), with `.`/`..` applied and symbolic links followed, and refused when the
/// result is not that folder or below it, unless the user allowed outside paths (`--allow-outside-paths`). URLs
/// are never fetched. The folder itself counts as inside (a spec naming `.` as an image gets "not a regular file",
/// not "outside").
public struct PathRule: Sendable, Equatable {
    /// The allowed folders, standardised with symbolic links resolved; the first is the base relative paths start from.
    public let roots: [String]
    /// Whether a path may resolve outside every root (`--allow-outside-paths`).
    public let allowsOutside: Bool
    /// Whether absolute paths may be named at all (a spec may name one inside its folder; a bundle may not).
    public let allowsAbsolute: Bool

    /// A rule for paths relative to `folder`, and optionally inside `otherFolders` too.
    public init(folder: URL, otherFolders: [URL] = [], allowsOutside: Bool = false, allowsAbsolute: Bool = true) {
        roots = ([folder] + otherFolders).map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
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
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path))
            .standardizedFileURL.resolvingSymlinksInPath()
        guard allowsOutside || contains(url.path) else { throw PathRuleRefusal.outside }
        return url
    }

    /// `path` resolved, or nil when the rule refuses it.
    public func resolved(_ path: String) -> URL? {
        try? resolve(path)
    }

    /// Whether the resolved absolute `path` is one of the roots or below one.
    public func contains(_ path: String) -> Bool {
        roots.contains { Self.isInside(path, $0) }
    }

    /// Whether `path` is `root` or below it (both already resolved).
    static func isInside(_ path: String, _ root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        return path == root || path.hasPrefix(root + "/")
    }

    /// Whether `path` starts with a URL scheme (`http://`, `file://`, `data:` is not a path either).
    static func isURL(_ path: String) -> Bool {
        if path.contains("://") { return true }
        return path.lowercased().hasPrefix("data:")
    }
}
