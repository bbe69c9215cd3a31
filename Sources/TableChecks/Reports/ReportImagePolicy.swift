import CairoBackend
import FileIntake

/// Which image files the paths inside reports may make tablerender open: only files inside the given folders
/// (for `report merge`, the folders of the reports merged; for `check --html`, its `--diff-dir`), by
/// `PathRule` (`PathRule.Resolver`: inside as written and with symbolic links resolved), and only regular
/// files of bounded size with a PNG header.
///
/// A report is input: `report merge` joins files downloaded from CI jobs, and each entry's `images` holds
/// paths written by whoever wrote the report. Opened as written, `/etc/…`, `../../home/…` or a link planted
/// in a diff folder would put any PNG of the machine (or its `tEXt` chunks) into a page that is then uploaded.
/// Reading, the file is opened by its resolved path without following a link, without blocking (a FIFO), and
/// must be a regular file of at most `maximumImageBytes` whose PNG header is within the raster limit
/// (`RegularFile`). A merge, which opens nothing, checks where each path leads (`placementRefusal`); the file
/// itself is looked at when a page reads it.
public final class ReportImagePolicy: Sendable {
    /// Largest image file read for a page, in bytes: a screenshot is a few megabytes, a `compare` strip of a
    /// tall table a few more; an entry's three images and their copies stay within a few hundred megabytes.
    public static let maximumImageBytes = 32 << 20

    /// What the rule says about one path.
    public enum Verdict: Equatable, Sendable {
        /// Inside: the file's absolute path with symbolic links resolved, which is what is opened.
        case inside(String)
        /// Inside as written, but nothing is there (a diff folder not downloaded): nothing to open or warn about.
        case missing
        /// Not to be opened, and why (`outside the folders of the reports merged`).
        case refused(String)
    }

    /// Where the paths may lead.
    private let resolver: PathRule.Resolver
    /// What `outside …` names in a refusal.
    private let description: String

    /// A rule admitting files inside `folders` (paths from the current folder); `description` names them in
    /// refusals (`the folders of the reports merged`).
    public init(folders: [String], description: String) {
        resolver = PathRule.Resolver(folders: folders)
        self.description = description
    }

    /// What the rule says about `image` as a file in `folder` names it (relative to `folder`, or absolute);
    /// `folder` is taken from the current folder.
    public func verdict(for image: String, relativeTo folder: String = ".") -> Verdict {
        guard Self.isFilePath(image) else { return .refused(Self.notAFilePath) }
        switch resolver.resolution(of: image, from: folder) {
        case .file(let path, isRegular: true): return .inside(path)
        case .file(_, isRegular: false): return .refused("not a regular file")
        case .missing: return .missing
        case .outside(let throughLink): return .refused(outside(throughLink: throughLink))
        }
    }

    /// Why `image` (as a file in `folder` names it) is refused by where it is, or nil: outside the folders as
    /// written, or in a folder that leads outside once its links are resolved. The file itself (a link, a
    /// FIFO) is not looked at: that is `read`'s part, when it is about to be opened. For a merge, which checks
    /// a hundred thousand paths and opens none, so it costs no system call per path.
    public func placementRefusal(for image: String, relativeTo folder: String = ".") -> String? {
        guard Self.isFilePath(image) else { return Self.notAFilePath }
        if case .outside(let throughLink) = resolver.placement(of: image, from: folder) {
            return outside(throughLink: throughLink)
        }
        return nil
    }

    /// The bytes of `image` (as `folder` names it) when the rule admits it and it is a regular file within
    /// `maximumImageBytes` whose PNG header passes the raster limit; nil otherwise (the page goes without it),
    /// after passing the reason to `refused` when the rule refused it.
    public func read(_ image: String, relativeTo folder: String = ".", refused: (String) -> Void = { _ in }) -> [UInt8]? {
        let file: String
        switch verdict(for: image, relativeTo: folder) {
        case .inside(let path): file = path
        case .missing: return nil
        case .refused(let reason):
            refused(reason)
            return nil
        }
        // The resolved path, no link followed at its end and no wait on a FIFO swapped in since the verdict.
        return try? RegularFile.read(file, limit: Self.maximumImageBytes, headCount: PNGHeader.byteCount,
                                     followingLinks: false) { head in
            try PNGHeader(head).check(against: .raster)
            return nil
        }
    }

    private static let notAFilePath = "not a file path"

    /// Whether `image` can name a file at all: not empty, and no NUL (which no file name holds).
    private static func isFilePath(_ image: String) -> Bool {
        !image.isEmpty && !image.utf8.contains(0)
    }

    private func outside(throughLink: Bool) -> String {
        "outside \(description)" + (throughLink ? " (through a symbolic link)" : "")
    }
}
