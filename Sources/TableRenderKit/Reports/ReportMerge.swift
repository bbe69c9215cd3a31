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
        /// Lines about the inputs that do not stop the merge (shards missing, other versions).
        public var warnings: [String]
    }

    /// Joins `sources`; image paths are re-based to `folder` (where the merged report will be written).
    /// Throws `RenderError.input`, one line naming the files, when the reports do not belong together: other
    /// golden folders or tolerances, two splits into shards, a shard or a spec given twice.
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

        var entries: [CheckReport.Entry] = []
        var seen: [String: String] = [:]
        for source in sources {
            let rebased = source.report.rebasingImages(from: RelativePath.folder(of: source.path), to: folder)
            for entry in rebased.specs {
                if let other = seen.updateValue(source.path, forKey: entry.name) {
                    throw RenderError.input("\(PathEscaping.escaped(source.path)): \(entry.name) is also in \(PathEscaping.escaped(other)); each spec and variant must be in one report")
                }
                entries.append(entry)
            }
        }
        entries.sort { $0.order != $1.order ? $0.order < $1.order : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

        // The versions an unsharded run records: those of the first spec in run order that rendered.
        let byOrder = sources.sorted { ($0.report.specs.map(\.order).min() ?? .max) < ($1.report.specs.map(\.order).min() ?? .max) }
        let versions = byOrder.lazy.compactMap(\.report.versions).first
        let orphanLists = sources.compactMap(\.report.orphans)
        let orphans = orphanLists.isEmpty ? nil
            : Set(orphanLists.joined()).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let merged = CheckReport(tool: first.report.tool, versions: versions, golden: first.report.golden, shard: nil,
                                 options: first.report.options, specs: entries, orphans: orphans,
                                 orphansPruned: sources.contains { $0.report.orphansPruned })
        return Result(report: merged, warnings: warnings)
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
