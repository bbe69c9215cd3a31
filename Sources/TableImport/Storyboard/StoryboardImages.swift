import Foundation

/// Finds the PNG an image view's `image="NAME"` stands for in the asset catalogs next to a storyboard.
public struct StoryboardImages: Sendable {
    /// The PNG for an image name, as a path relative to the storyboard's folder, or nil.
    private let lookup: @Sendable (String) -> String?

    /// Looks images up with `lookup` (a name to a path relative to the storyboard's folder, or nil).
    public init(lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
    }

    /// No images at all (every image view is skipped with a warning).
    public static let none = StoryboardImages { _ in nil }

    /// The PNG for `name`, relative to the storyboard's folder, or nil.
    public func path(for name: String) -> String? {
        lookup(name)
    }

    /// The asset catalogs (`*.xcassets`) in the storyboard's folder and, for a localised storyboard in
    /// `Base.lproj`/`xx.lproj`, in the folder above it, where Xcode's templates put `Assets.xcassets`.
    public static func catalogs(near storyboard: String) -> StoryboardImages {
        let folder = URL(fileURLWithPath: storyboard).deletingLastPathComponent()
        var searched: [(url: URL, prefix: String)] = [(folder, "")]
        if folder.pathExtension == "lproj" { searched.append((folder.deletingLastPathComponent(), "../")) }
        var found: [String: String] = [:]
        for (url, prefix) in searched {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                collect(in: url.appendingPathComponent(catalog), relative: prefix + catalog, into: &found)
            }
        }
        let images = found
        return StoryboardImages { images[$0] }
    }

    /// Records every `NAME.imageset` under `folder` (namespace and group folders included) with its best PNG,
    /// keeping the first found for a name as Xcode does for a name in two catalogs.
    private static func collect(in folder: URL, relative: String, into found: inout [String: String], depth: Int = 0) {
        // Catalogs nest a few folders deep at most; the bound keeps a symlink loop from recursing forever.
        guard depth < 8 else { return }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in entries {
            let url = folder.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            if entry.hasSuffix(".imageset") {
                let name = String(entry.dropLast(".imageset".count))
                if found[name] == nil, let png = bestPNG(in: url) { found[name] = "\(relative)/\(entry)/\(png)" }
            } else {
                collect(in: url, relative: "\(relative)/\(entry)", into: &found, depth: depth + 1)
            }
        }
    }

    /// The image set's PNG drawn sharpest at tablerender's default 3× scale: `@3x`, then `@2x`, then the rest,
    /// alphabetically within each (vector PDFs and SVGs are not read).
    static func bestPNG(in imageset: URL) -> String? {
        let pngs = ((try? FileManager.default.contentsOfDirectory(atPath: imageset.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".png") }.sorted()
        return pngs.first { $0.contains("@3x") } ?? pngs.first { $0.contains("@2x") } ?? pngs.first
    }
}
