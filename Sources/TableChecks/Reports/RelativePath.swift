import FileIntake
import Foundation

/// Paths between a report and its images, computed from the text of the paths alone (no file system access),
/// so a report and its diff folder can be moved together (a CI artifact) and still find each other.
public enum RelativePath {
    /// The components of `path` made absolute against `base` (default: the current folder), with `.` and
    /// `..` resolved as written (`PathRule.lexicalComponents`).
    public static func absoluteComponents(_ path: String, base: String = FileManager.default.currentDirectoryPath) -> [String] {
        PathRule.lexicalComponents(path, from: base)
    }

    /// `target` as seen from the folder `folder`: `diffs/a.png` from `.`, `../diffs/a.png` from `reports`.
    public static func path(to target: String, from folder: String,
                            base: String = FileManager.default.currentDirectoryPath) -> String {
        let to = absoluteComponents(target, base: base)
        let from = absoluteComponents(folder, base: base)
        var common = 0
        while common < to.count, common < from.count, to[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let parts = up + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `relative` (as found in a report in `folder`) as a path from the current folder.
    public static func resolve(_ relative: String, in folder: String,
                               base: String = FileManager.default.currentDirectoryPath) -> String {
        if relative.hasPrefix("/") { return relative }
        return path(to: (folder.isEmpty ? "." : folder) + "/" + relative, from: ".", base: base)
    }

    /// Re-bases many paths from one folder to another (every image of a report): the folders are compared
    /// once, so a plain relative path (`PathRule.isPlainRelative`) only gets a prefix, and any other path is worked out
    /// once per folder it names (a diff folder holds thousands of images in a few folders). The same results
    /// as `path(to: resolve(p, in: old), from: new)`.
    public final class Rebaser {
        private let oldFolder: String
        private let newFolder: String
        private let base: String
        private let newComponents: [String]
        /// What a plain path gets in front (`../s1/`, or nothing when the folders are the same); nil when the
        /// new folder is inside the old one, where a path's own folders may cancel out.
        private let prefix: String?
        /// Folders of paths already re-based: the folder re-based, or nil when the new folder lies inside it
        /// (a file's name might then cancel out too, so such paths are worked out whole).
        private var folders: [String: String?] = [:]

        /// Paths relative to `old` made relative to `new`, both from `base` (default: the current folder).
        public init(from old: String, to new: String, base: String = FileManager.default.currentDirectoryPath) {
            oldFolder = old
            newFolder = new
            self.base = base
            let from = RelativePath.absoluteComponents(old, base: base)
            let to = RelativePath.absoluteComponents(new, base: base)
            newComponents = to
            var common = 0
            while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
            if common == from.count && common == to.count {
                prefix = ""
            } else if common < from.count {
                // The folders part inside `old`: nothing in a path below it can meet `new` again.
                prefix = (Array(repeating: "..", count: to.count - common) + from[common...]).joined(separator: "/") + "/"
            } else {
                prefix = nil
            }
        }

        /// `path` (relative to the old folder, or absolute) as seen from the new folder.
        public func rebase(_ path: String) -> String {
            if let prefix, PathRule.isPlainRelative(path) { return prefix + path }
            // On bytes: a search by Character walks graphemes backwards, slowly.
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return whole(path) }
            let name = path[path.utf8.index(after: slash)...]
            guard !name.isEmpty, name != ".", name != ".." else { return whole(path) }
            let folder = String(path[..<slash])
            let rebased: String?
            if let known = folders[folder] {
                rebased = known
            } else {
                let target = RelativePath.absoluteComponents(RelativePath.resolve(folder, in: oldFolder, base: base), base: base)
                var common = 0
                while common < target.count, common < newComponents.count, target[common] == newComponents[common] { common += 1 }
                rebased = common == target.count && newComponents.count > target.count ? nil : whole(folder)
                folders[folder] = .some(rebased)
            }
            guard let rebased else { return whole(path) }
            return rebased == "." ? String(name) : rebased + "/" + name
        }

        private func whole(_ path: String) -> String {
            RelativePath.path(to: RelativePath.resolve(path, in: oldFolder, base: base), from: newFolder, base: base)
        }
    }

    /// The folder holding `file`: `reports` for `reports/check.json`, `.` for `check.json`.
    public static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }
}
