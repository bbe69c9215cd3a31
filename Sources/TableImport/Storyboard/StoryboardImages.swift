import FileIntake
import Foundation

/// Finds the PNG an image view's `image="NAME"` stands for in the asset catalogs next to a storyboard.
public struct StoryboardImages: Sendable {
    /// The PNG for an image name, as a path relative to the storyboard's folder, or nil.
    private let lookup: @Sendable (String) -> String?
    /// What keeps the PNG at a relative path from being shown, or nil.
    private let vet: @Sendable (String) -> String?

    /// Most folder entries one storyboard's catalogs are scanned through: far above a real app's catalogs, and a
    /// bound on a storyboard placed beside a huge folder.
    public static let maximumEntries = 10_000

    /// Looks images up with `lookup` (a name to a path relative to the storyboard's folder, or nil).
    public init(lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
        vet = { _ in nil }
    }

    /// Looks images up with `lookup`; `vet` says what keeps a found path from being shown, or nil.
    init(lookup: @escaping @Sendable (String) -> String?, vet: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
        self.vet = vet
    }

    /// No images at all (every image view is skipped with a warning).
    public static let none = StoryboardImages { _ in nil }

    /// The PNG for `name`, relative to the storyboard's folder, or nil.
    public func path(for name: String) -> String? {
        lookup(name)
    }

    /// What keeps the PNG at `relative` (a path `path(for:)` gave) from being shown, or nil when it can be.
    public func problem(with relative: String) -> String? {
        vet(relative)
    }

    /// The asset catalogs (`*.xcassets`) in the storyboard's folder and, for a localised storyboard in
    /// `Base.lproj`/`xx.lproj`, in the folder above it, where Xcode's templates put `Assets.xcassets`. Scanned on
    /// the first lookup (a storyboard without image views reads no folders), symbolic links skipped so nothing
    /// outside those folders is read.
    public static func catalogs(near storyboard: String, check: ImageCheck = .regularFile) -> StoryboardImages {
        let scan = CatalogScan(storyboard: storyboard)
        let folder = URL(fileURLWithPath: storyboard).deletingLastPathComponent()
        let rule = PathRule(folder: folder, otherFolders: folder.pathExtension == "lproj" ? [folder.deletingLastPathComponent()] : [],
                            allowsAbsolute: false)
        return StoryboardImages(lookup: { scan.images()[$0] }, vet: { relative in
            do {
                return check.problem(with: try rule.resolve(relative))
            } catch {
                return "\(error)"
            }
        })
    }

    /// One scan of the catalogs, done once on first use and shared by every lookup (lookups may come from any
    /// thread, hence the lock).
    private final class CatalogScan: @unchecked Sendable {
        let storyboard: String
        private let lock = NSLock()
        private var found: [String: String]?

        init(storyboard: String) { self.storyboard = storyboard }

        func images() -> [String: String] {
            lock.lock()
            defer { lock.unlock() }
            if let found { return found }
            let scanned = StoryboardImages.scan(near: storyboard)
            found = scanned
            return scanned
        }
    }

    /// Every image set in the catalogs near `storyboard`, name to relative PNG path.
    static func scan(near storyboard: String) -> [String: String] {
        let folder = URL(fileURLWithPath: storyboard).deletingLastPathComponent()
        var searched: [(url: URL, prefix: String)] = [(folder, "")]
        if folder.pathExtension == "lproj" { searched.append((folder.deletingLastPathComponent(), "../")) }
        var found: [String: String] = [:]
        var budget = maximumEntries
        for (url, prefix) in searched {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            budget -= entries.count
            for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") && budget > 0 {
                let catalogURL = url.appendingPathComponent(catalog)
                guard isRealFolder(catalogURL) else { continue }
                collect(in: catalogURL, relative: prefix + catalog, into: &found, budget: &budget)
            }
        }
        return found
    }

    /// Whether `url` is a folder itself, not a symbolic link to one (a link could lead anywhere on the disk).
    static func isRealFolder(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `url` is a regular file itself, not a symbolic link.
    static func isRealFile(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Records every `NAME.imageset` under `folder` (namespace and group folders included) with its best PNG,
    /// keeping the first found for a name as Xcode does for a name in two catalogs.
    private static func collect(in folder: URL, relative: String, into found: inout [String: String],
                                budget: inout Int, depth: Int = 0) {
        // Catalogs nest a few folders deep at most.
        guard depth < 8, budget > 0 else { return }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        budget -= entries.count
        for entry in entries where budget > 0 {
            let url = folder.appendingPathComponent(entry)
            guard isRealFolder(url) else { continue }
            if entry.hasSuffix(".imageset") {
                let name = String(entry.dropLast(".imageset".count))
                if found[name] == nil, let png = bestPNG(in: url) { found[name] = "\(relative)/\(entry)/\(png)" }
            } else {
                collect(in: url, relative: "\(relative)/\(entry)", into: &found, budget: &budget, depth: depth + 1)
            }
        }
    }

    /// The image set's PNG drawn sharpest at tablerender's default 3× scale: `@3x`, then `@2x`, then the rest,
    /// alphabetically within each (vector PDFs and SVGs are not read; nor are symbolic links).
    static func bestPNG(in imageset: URL) -> String? {
        let pngs = ((try? FileManager.default.contentsOfDirectory(atPath: imageset.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".png") && isRealFile(imageset.appendingPathComponent($0)) }.sorted()
        return pngs.first { $0.contains("@3x") } ?? pngs.first { $0.contains("@2x") } ?? pngs.first
    }
}
