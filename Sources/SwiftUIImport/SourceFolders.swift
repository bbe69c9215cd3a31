import Foundation

/// The folders a Swift file's other views and string tables come from, and the files found in them.
struct SourceFolders {
    /// `.swift` files, sorted, the file being read left out.
    var swiftFiles: [String] = []
    /// `.strings` and `.stringsdict` files (in `*.lproj` folders) and `.xcstrings` files, sorted.
    var stringFiles: [String] = []
    /// What was left out past a limit, for a warning.
    var truncated: String?

    /// Folders given as lists of files.
    init(swiftFiles: [String], stringFiles: [String]) {
        self.swiftFiles = swiftFiles
        self.stringFiles = stringFiles
    }

    /// The default: the nearest folder above `file` holding `Package.swift`, an `.xcodeproj`, an
    /// `.xcworkspace` or `.git`, else the file's own folder.
    static func defaultRoot(for file: String) -> String {
        let start = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        let manager = FileManager.default
        for _ in 0..<64 {
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj")
                || $0.hasSuffix(".xcworkspace") }) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return start.path
    }

    /// Every file of interest under `roots`, walked breadth-first within the limits; hidden folders and build
    /// products (`.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`) are skipped.
    init(roots: [String], excluding main: String) {
        let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]
        let manager = FileManager.default
        let mainPath = URL(fileURLWithPath: main).standardizedFileURL.resolvingSymlinksInPath().path
        var queue = roots.map { URL(fileURLWithPath: $0).standardizedFileURL }
        var seen: Set<String> = []
        var folders = 0
        while !queue.isEmpty {
            let folder = queue.removeFirst()
            let resolved = folder.resolvingSymlinksInPath().path
            guard seen.insert(resolved).inserted else { continue }
            folders += 1
            if folders > SwiftUILimits.maximumFolders {
                truncated = "more than \(SwiftUILimits.maximumFolders) folders under the source folders; the rest are not looked at"
                break
            }
            let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for entry in entries where !entry.hasPrefix(".") {
                let url = folder.appendingPathComponent(entry)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    // A link to a folder is not followed: it could lead anywhere, or round in a circle.
                    let isLink = (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) ?? false
                    if !skipped.contains(entry), !isLink { queue.append(url) }
                    continue
                }
                let lowered = entry.lowercased()
                if lowered.hasSuffix(".swift") {
                    guard url.resolvingSymlinksInPath().path != mainPath else { continue }
                    if swiftFiles.count >= SwiftUILimits.maximumSourceFiles {
                        truncated = "more than \(SwiftUILimits.maximumSourceFiles) Swift files under the source folders; the rest are not looked at"
                        continue
                    }
                    swiftFiles.append(url.path)
                } else if lowered.hasSuffix(".xcstrings")
                            || ((lowered.hasSuffix(".strings") || lowered.hasSuffix(".stringsdict"))
                                && folder.lastPathComponent.hasSuffix(".lproj")) {
                    stringFiles.append(url.path)
                }
            }
        }
        swiftFiles.sort()
        stringFiles.sort()
    }
}
