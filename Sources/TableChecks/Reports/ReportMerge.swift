import TableRenderKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `report merge`: the reports of a run's shards joined into the report an unsharded run writes (entries in
/// run order, summary recounted, `shard` null, orphans united), after checking they belong together.
public enum ReportMerge {
    /// One report to merge and the file it came from (its images are relative to that file's folder).
    public struct Source: Sendable {
        /// The report file's path, as given.
        public var path: String
        /// Its contents.
        public var report: CheckReport

        /// Creates a source.
        public init(path: String, report: CheckReport) {
            self.path = path
            self.report = report
        }
    }

    /// The merged report and what a reader should know about it.
    public struct Result: Sendable {
        /// The merged report; its images are relative to the folder given to `merge`.
        public var report: CheckReport
        /// Lines about the inputs that do not stop the merge (shards missing, other versions, image paths
        /// left out).
        public var warnings: [String]
        /// The rule the merged report's images were checked with (inside the folders of the reports merged):
        /// pages built from it read images only through it.
        public var imagePolicy: ReportImagePolicy
        /// The report each entry with images came from, by entry name: for a warning about an image a page
        /// refuses when it comes to read it.
        public var imageSources: [String: String]

        /// The warning about `entry`'s image `kind` at `path`, refused for `reason` and left out.
        public func warning(entry: CheckReport.Entry, kind: String, path: String, reason: String) -> String {
            ReportMerge.warning(report: imageSources[entry.name] ?? "report merge", entry: entry.name, kind: kind,
                                path: path, reason: reason)
        }
    }

    /// `report merge: warning: REPORT: "ENTRY": the "KIND" image "PATH" is REASON; left out`, escaped.
    static func warning(report: String, entry: String, kind: String, path: String, reason: String) -> String {
        "report merge: warning: \(PathEscaping.escaped(report)): \"\(PathEscaping.escaped(entry))\": the \"\(PathEscaping.escaped(kind))\" image \"\(PathEscaping.escaped(path))\" is \(reason); left out"
    }

    /// What refusals name: the folders a report's images may be in.
    public static let imageFolders = "the folders of the reports merged"

    /// Most image paths left out that are named one by one per report; the rest are counted in one more line.
    public static let maximumImageWarnings = 10

    /// Reads the reports at `paths` for a merge, within `ReportLimits`: their number and total size checked
    /// before any is read, their entries and orphans counted while they are decoded. Throws
    /// `RenderError.input` with one line naming the file and the limit.
    public static func read(_ paths: [String]) throws -> [Source] {
        try read(paths, entryLimit: ReportLimits.maximumEntries)
    }

    /// `read(_:)` with another limit on the entries (tests lower it).
    static func read(_ paths: [String], entryLimit: Int) throws -> [Source] {
        guard paths.count <= ReportLimits.maximumReports else {
            throw RenderError.input("report merge: \(paths.count) reports given; at most \(ReportLimits.maximumReports) are merged (a run splits into at most \(Shard.maximumCount) shards)")
        }
        var total = 0
        for path in paths {
            var info = stat()
            // Only regular files count here; what cannot be read is reported by `CheckReport.read`.
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            total += Int(info.st_size)
            guard total <= ReportLimits.maximumTotalBytes else {
                throw RenderError.input("\(PathEscaping.escaped(path)): the reports given reach \(total) bytes with this one; report merge reads at most \(ReportLimits.maximumTotalBytes) in all")
            }
        }
        var entriesRead = 0
        return try paths.map { path in
            Source(path: path, report: try CheckReport.read(path, entriesRead: &entriesRead, limit: entryLimit))
        }
    }

    /// Joins `sources`; image paths are re-based to `folder` (where the merged report will be written). An
    /// image path that leads outside the folders of the reports (`ReportImagePolicy.placementRefusal`) is left
    /// out of the merged report, with a warning naming the report and the entry; the files themselves are
    /// checked when a page reads them. Throws `RenderError.input`, one line naming the files,
    /// when the reports do not belong together: other golden folders or tolerances, two splits into shards, a
    /// shard or a spec given twice.
    public static func merge(_ sources: [Source], imagesRelativeTo folder: String) throws -> Result {
        guard let first = sources.first else { throw RenderError.input("report merge: no reports given") }
        var warnings: [String] = []
        let firstName = PathEscaping.escaped(first.path)
        for source in sources.dropFirst() {
            let name = PathEscaping.escaped(source.path)
            if let difference = difference(first.report, source.report) {
                throw RenderError.input("\(name): cannot be merged with \(firstName): \(difference)")
            }
            if source.report.versions != nil, first.report.versions != nil, source.report.versions != first.report.versions {
                warnings.append("\(name): rendered by other versions than \(firstName) (\(source.report.versions ?? "")); pixels may differ for that reason")
            }
        }
        warnings += try shardWarnings(sources)

        let policy = ReportImagePolicy(folders: sources.map { RelativePath.folder(of: $0.path) },
                                       description: imageFolders)
        var entries: [CheckReport.Entry] = []
        entries.reserveCapacity(sources.reduce(0) { $0 + $1.report.specs.count })
        var seen: [String: Int] = [:]
        var imageSources: [String: String] = [:]
        for (index, source) in sources.enumerated() {
            let sourceFolder = RelativePath.folder(of: source.path)
            let rebaser = RelativePath.Rebaser(from: sourceFolder, to: folder)
            var refused = 0
            for var entry in source.report.specs {
                if let other = seen.updateValue(index, forKey: entry.name) {
                    throw RenderError.input("\(PathEscaping.escaped(source.path)): \(entry.name) is also in \(PathEscaping.escaped(sources[other].path)); each spec and variant must be in one report")
                }
                if !entry.images.isEmpty {
                    var refusals: [(kind: String, image: String, reason: String)] = []
                    for (kind, image) in entry.images {
                        guard let reason = policy.placementRefusal(for: image, relativeTo: sourceFolder) else { continue }
                        refusals.append((kind, image, reason))
                    }
                    // In the report's order of kinds, not the table's (which changes from run to run), so the
                    // warnings, and which of them the cap keeps, are the same every run.
                    refusals.sort { $0.kind.utf8.lexicographicallyPrecedes($1.kind.utf8) }
                    for refusal in refusals {
                        refused += 1
                        if refused <= maximumImageWarnings {
                            warnings.append(warning(report: source.path, entry: entry.name, kind: refusal.kind,
                                                    path: refusal.image, reason: refusal.reason))
                        }
                        entry.images[refusal.kind] = nil
                    }
                    // `mapValues` keeps the table as it is: no key is hashed again.
                    entry.images = entry.images.mapValues(rebaser.rebase)
                    if !entry.images.isEmpty { imageSources[entry.name] = source.path }
                }
                entries.append(entry)
            }
            if refused > maximumImageWarnings {
                warnings.append("report merge: warning: \(PathEscaping.escaped(source.path)): \(refused - maximumImageWarnings) more image paths left out (outside \(imageFolders))")
            }
        }
        entries.sort { $0.order != $1.order ? $0.order < $1.order : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

        // The versions an unsharded run records: those of the first spec in run order that rendered.
        let firstOrders = sources.map { $0.report.specs.lazy.map(\.order).min() ?? .max }
        let byOrder = sources.indices.sorted { firstOrders[$0] < firstOrders[$1] }.map { sources[$0] }
        let versions = byOrder.lazy.compactMap(\.report.versions).first
        let orphanLists = sources.compactMap(\.report.orphans)
        let orphans = orphanLists.isEmpty ? nil
            : Set(orphanLists.joined()).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let merged = CheckReport(tool: first.report.tool, versions: versions, golden: first.report.golden, shard: nil,
                                 options: first.report.options, specs: entries, orphans: orphans,
                                 orphansPruned: sources.contains { $0.report.orphansPruned })
        return Result(report: merged, warnings: warnings, imagePolicy: policy, imageSources: imageSources)
    }

    /// What makes two reports impossible to merge, in words, or nil.
    static func difference(_ a: CheckReport, _ b: CheckReport) -> String? {
        if a.golden != b.golden { return "it checks the golden folder \(b.golden), not \(a.golden)" }
        let (x, y) = (a.options, b.options)
        if x.threshold != y.threshold { return "--threshold \(y.threshold), not \(x.threshold)" }
        if x.maxRatio != y.maxRatio { return "--max-ratio \(y.maxRatio), not \(x.maxRatio)" }
        if x.includeAntiAliasing != y.includeAntiAliasing {
            return "anti-aliased pixels \(y.includeAntiAliasing ? "counted" : "forgiven"), not \(x.includeAntiAliasing ? "counted" : "forgiven")"
        }
        if x.update != y.update { return "--update \(y.update ? "given" : "not given"), unlike the other" }
        return nil
    }

    /// Refuses shards of different splits or the same shard twice; warns about the shards of a split not given.
    static func shardWarnings(_ sources: [Source]) throws -> [String] {
        var count: (Int, String)?
        var given: [Int: String] = [:]
        for source in sources {
            guard let text = source.report.shard else { continue }
            let name = PathEscaping.escaped(source.path)
            guard let shard = Shard(parsing: text) else { throw RenderError.input("\(name): shard \"\(text)\" is not I/N") }
            if let (total, other) = count, total != shard.count {
                throw RenderError.input("\(name): shard \(shard) is from a split into \(shard.count), \(PathEscaping.escaped(other)) from a split into \(total)")
            }
            count = (shard.count, source.path)
            if let other = given.updateValue(source.path, forKey: shard.index) {
                throw RenderError.input("\(name): shard \(shard) is also \(PathEscaping.escaped(other))")
            }
        }
        guard let (total, _) = count else { return [] }
        let missing = (1...total).filter { given[$0] == nil }
        if missing.isEmpty { return [] }
        let list = missing.prefix(20).map { "\($0)/\(total)" }.joined(separator: ", ") + (missing.count > 20 ? ", …" : "")
        return ["report merge: warning: \(missing.count) of \(total) shards not given (\(list)); the merged report covers part of the run"]
    }
}
