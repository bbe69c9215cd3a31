import TableRenderKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds and removes goldens no job produces: every regular file named `*.png` (lower case, as goldens are
/// written) under the golden folder that no spec and variant of the run produces, whoever wrote it. The folder is
/// the team's goldens, and a golden need not carry tablerender's `tEXt` chunk: one shrunk by an optimiser
/// (oxipng, pngcrush, ImageOptim strip chunks), recorded by a test suite or another tool, or copied from
/// elsewhere is still a golden, and judging by the chunk left exactly those orphans behind unreported. Hidden
/// entries are skipped and symbolic links are neither followed nor deleted, so a linked shared folder is safe,
/// and files not named `.png` (a README) are never touched.
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
            if unlink(FolderEntries.cString(path)) != 0 {
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
            _ = rmdir(FolderEntries.cString(prefix + folder))
        }
        return orphans.map { display($0.relative, in: goldenFolder) }
    }

    static func found(in goldenFolder: String, producedBy jobs: [SpecJob]) -> [Found] {
        let names = Set(jobs.map(\.outputName))
        return pngFiles(in: goldenFolder)
            .filter { !isProduced($0, by: names) }
            .sorted { $0.lexicographicallyPrecedes($1) }
            .map(Found.init)
    }

    /// Whether `relative` (`a/b.png`, or a page `a/b-002.png` that `render` writes for a tall one) is an output
    /// of one of `names`.
    static func isProduced(_ relative: [UInt8], by names: Set<String>) -> Bool {
        guard PathEscaping.isValidUTF8(relative) else { return false }
        let stem = String(decoding: relative.dropLast(4), as: UTF8.self)
        if names.contains(stem) { return true }
        // NAME-001.png …: a page of NAME (three or more digits after the last hyphen).
        guard let hyphen = stem.lastIndex(of: "-") else { return false }
        let digits = stem[stem.index(after: hyphen)...]
        return digits.count >= 3 && digits.allSatisfy { ("0"..."9").contains($0) } && names.contains(String(stem[..<hyphen]))
    }

    /// The relative paths of the regular files named `*.png` under `folder`. Exactly `.png`, as tablerender
    /// names goldens: a `SHOT.PNG` someone put there is not one of ours.
    private static func pngFiles(in folder: String) -> [[UInt8]] {
        FolderEntries.files(in: folder) { name, _, type in
            type == S_IFREG && name.suffix(4).elementsEqual(".png".utf8)
        }
    }

    private static func display(_ relative: [UInt8], in goldenFolder: String) -> String {
        let prefix = goldenFolder.hasSuffix("/") ? goldenFolder : goldenFolder + "/"
        return PathEscaping.escaped(prefix) + PathEscaping.escaped(bytes: relative)
    }
}
