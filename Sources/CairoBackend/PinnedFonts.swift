/// Reads `Fonts/fonts.lock`: the font files tablerender draws with, each with the SHA-256 its bytes must have.
public enum PinnedFonts {
    /// One pinned font file.
    public struct Entry: Hashable, Sendable {
        /// The file's name in the fonts folder.
        public var fileName: String
        /// The lock's name of the archive it comes from (its `archive` line names registry, package, version).
        public var archive: String
        /// SHA-256 of the file, lowercase hex.
        public var sha256: String
    }

    /// The `font`, `private` and `instance` lines of a lock file's text (see the lock's header); other lines are skipped.
    public static func entries(inLock text: String) -> [Entry] {
        text.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let kind = columns.first, ["font", "private", "instance"].contains(kind), columns.count >= 5,
                  let sha256 = columns.last else { return nil }
            return Entry(fileName: columns[1], archive: columns[2], sha256: sha256)
        }
    }

    /// The file names a lock names.
    public static func fileNames(inLock text: String) -> [String] {
        entries(inLock: text).map(\.fileName)
    }
}
