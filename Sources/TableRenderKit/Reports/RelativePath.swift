import Foundation

/// Paths between a report and its images, computed from the text of the paths alone (no file system access),
/// so a report and its diff folder can be moved together (a CI artifact) and still find each other.
public enum RelativePath {
    /// The components of `path` made absolute against `base` (default: the current folder), with `.` and
    /// `..` resolved as written.
    public static func absoluteComponents(_ path: String, base: String = FileManager.default.currentDirectoryPath) -> [String] {
        let full = path.hasPrefix("/") ? path : base + "/" + path
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

    /// The folder holding `file`: `reports` for `reports/check.json`, `.` for `check.json`.
    public static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }
}
