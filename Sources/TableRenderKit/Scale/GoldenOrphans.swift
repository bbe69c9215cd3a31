import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `check --orphans` / `--prune`: golden PNGs under the golden folder that no spec (and variant) of the run
/// produces.
public struct OrphanResult: Sendable, Equatable {
    /// Each orphan's path as printed (the golden folder joined with its relative name, escaped if not UTF-8),
    /// in byte order.
    public var orphans: [String]
    /// Whether they were deleted (`--prune`).
    public var pruned: Bool

    /// Creates a result.
    public init(orphans: [String], pruned: Bool) {
        self.orphans = orphans
        self.pruned = pruned
    }
}

/// Finds and removes goldens no job produces. Only regular files named `*.png` (lower case, as goldens are written) count (hidden entries are skipped and
/// symbolic links never followed nor deleted), so a golden folder's README or a linked shared folder is safe.
public enum GoldenOrphans {
    /// One orphan: its path relative to the golden folder, as bytes (names need not be UTF-8).
    struct Found {
        var relative: [UInt8]
    }

    /// The orphans of `goldenFolder` for a run of `jobs` (every job of the run, before `--shard`), in byte order.
    public static func find(in goldenFolder: String, producedBy jobs: [SpecJob]) -> [String] {
        found(in: goldenFolder, producedBy: jobs).map { display($0.relative, in: goldenFolder) }
    }

    /// Deletes the orphans and then the folders they leave empty (never the golden folder itself); returns the
    /// paths deleted, or throws on the first file that cannot be.
    public static func prune(in goldenFolder: String, producedBy jobs: [SpecJob]) throws -> [String] {
        let orphans = found(in: goldenFolder, producedBy: jobs)
        let prefix = Array(goldenFolder.utf8) + (goldenFolder.hasSuffix("/") ? [] : [UInt8(ascii: "/")])
        var folders: Set<[UInt8]> = []
        for orphan in orphans {
            let path = prefix + orphan.relative
            if unlink(cString(path)) != 0 {
                throw RenderError.output("\(display(orphan.relative, in: goldenFolder)): cannot delete the orphan golden: \(Errno.text(errno))")
            }
            var parent = orphan.relative
            while let slash = parent.lastIndex(of: UInt8(ascii: "/")) {
                parent = Array(parent[..<slash])
                folders.insert(parent)
            }
        }
        // Deepest first; rmdir fails harmlessly on a folder that still holds anything.
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            _ = rmdir(cString(prefix + folder))
        }
        return orphans.map { display($0.relative, in: goldenFolder) }
    }

    static func found(in goldenFolder: String, producedBy jobs: [SpecJob]) -> [Found] {
        let produced = Set(jobs.map { Array(($0.outputName + ".png").utf8) })
        return pngFiles(in: open(goldenFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC), relative: [])
            .filter { !produced.contains($0) }
            .sorted { $0.lexicographicallyPrecedes($1) }
            .map(Found.init)
    }

    /// The relative paths of the regular `.png` files under the open folder `descriptor`, which this closes.
    private static func pngFiles(in descriptor: Int32, relative: [UInt8]) -> [[UInt8]] {
        guard descriptor >= 0 else { return [] }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return []
        }
        defer { closedir(directory) }
        var found: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
            var info = stat()
            guard fstatat(descriptor, cString(name), &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                found += pngFiles(in: openat(descriptor, cString(name), O_RDONLY | O_DIRECTORY | O_CLOEXEC), relative: path)
            // Exactly `.png`, as tablerender names goldens: a `SHOT.PNG` someone put there is not one of ours.
            case S_IFREG where name.suffix(4).elementsEqual(".png".utf8):
                found.append(path)
            default:
                break
            }
        }
        return found
    }

    private static func display(_ relative: [UInt8], in goldenFolder: String) -> String {
        let prefix = goldenFolder.hasSuffix("/") ? goldenFolder : goldenFolder + "/"
        return PathEscaping.escaped(prefix) + PathEscaping.escaped(bytes: relative)
    }

    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }
}
