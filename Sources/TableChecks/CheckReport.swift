import TableRenderKit
import Foundation
import ImageDiff

/// The JSON report of `check --report FILE.json`: options, a summary and one entry per spec, in spec order.
/// Decodable too, so `report merge` reads the reports of shards back.
public struct CheckReport: Codable, Sendable, Equatable {
    /// The tool, e.g. `tablerender 0.1.0`.
    public var tool: String
    /// The versions this run records in PNGs (`ToolchainVersions.description`), nil when nothing rendered.
    public var versions: String?
    /// The golden folder.
    public var golden: String
    /// `I/N` when the run was one shard (`--shard`), nil for a whole run or a merge of every shard.
    public var shard: String?
    /// The tolerances and mode.
    public var options: Options
    /// How many specs ended in each status.
    public var summary: Summary
    /// One entry per spec.
    public var specs: [Entry]
    /// Goldens no spec of the run produces (`--orphans`, `--prune`), as printed; nil when not looked for.
    public var orphans: [String]?
    /// Whether those orphans were deleted (`--prune`).
    public var orphansPruned = false

    /// The check's settings.
    public struct Options: Codable, Sendable, Equatable {
        /// Per-pixel YIQ threshold.
        public var threshold: Double
        /// Share of pixels allowed to differ.
        public var maxRatio: Double
        /// Whether anti-aliased pixels count.
        public var includeAntiAliasing: Bool
        /// Whether goldens were updated.
        public var update: Bool
    }

    /// Counts per status.
    public struct Summary: Codable, Sendable, Equatable {
        /// All specs.
        public var specs = 0
        /// Specs within the tolerances.
        public var match = 0
        /// Specs beyond them.
        public var mismatch = 0
        /// Specs without a golden.
        public var missing = 0
        /// Specs that could not be checked.
        public var error = 0
        /// Goldens written by `--update`.
        public var updated = 0

        /// All zero.
        public init() {}

        /// Counts the entries of a report (what `report merge` recomputes).
        public init(entries: [Entry]) {
            specs = entries.count
            for entry in entries {
                switch GoldenCheck.Status(rawValue: entry.status) {
                case .match?: match += 1
                case .mismatch?: mismatch += 1
                case .missing?: missing += 1
                case .error?, nil: error += 1
                }
                if entry.updated { updated += 1 }
            }
        }

        /// Counts the outcomes.
        public init(_ outcomes: [GoldenCheck.Outcome]) {
            specs = outcomes.count
            for outcome in outcomes {
                switch outcome.status {
                case .match: match += 1
                case .mismatch: mismatch += 1
                case .missing: missing += 1
                case .error: error += 1
                }
                if outcome.updated { updated += 1 }
            }
        }
    }

    /// One spec's result (one variant of it under `--matrix`).
    public struct Entry: Codable, Sendable, Equatable {
        /// The spec file.
        public var spec: String
        /// Its name under the golden folder, without extension, with the variant's values (`a/b.dark.AX2`).
        public var name: String
        /// The position of the spec and variant in the whole, unsharded run: merged shards sort by it.
        public var order: Int
        /// The matrix values of this variant, in axis order; empty without `--matrix`.
        public var variant: [JobVariant.Value]
        /// The images a reader shows, keyed by `ReportImageKind` (`expected`, `actual`, `diff`, `compare`), for
        /// each artifact written (`--diff-dir`); empty otherwise. Paths as written by `check` until the report
        /// is written, then relative to the report file's folder (`rebasingImages`).
        public var images: [String: String] = [:]
        /// The golden's path.
        public var golden: String
        /// `match`, `mismatch`, `missing` or `error`.
        public var status: String
        /// The comparison, when both images were decoded.
        public var comparison: ComparisonReport?
        /// The versions recorded in the golden, if any.
        public var goldenVersions: String?
        /// Recorded → current for each version that differs.
        public var versionChanges: [String]
        /// Whether `--update` wrote the golden.
        public var updated: Bool
        /// Diff artifacts written.
        public var artifacts: [String]
        /// The error or note, if any.
        public var message: String?
        /// For a missing or mismatching golden: the SHA-256 of the golden as compared (nil when it was missing
        /// or for older reports), which `accept` requires the golden still to have.
        public var goldenSHA256: String?
        /// For a missing or mismatching golden: the SHA-256 of the render (`images.actual`), which `accept`
        /// requires of the file it copies.
        public var actualSHA256: String?
        /// What changed in the layout, in words; nil when the golden records no layout summary.
        public var layoutChanges: [String]?

        /// The entry of one outcome.
        public init(_ outcome: GoldenCheck.Outcome) {
            spec = outcome.job.path
            name = outcome.job.outputName
            order = outcome.job.order
            variant = outcome.job.variant?.values ?? []
            golden = outcome.golden
            status = outcome.status.rawValue
            comparison = outcome.result.map {
                ComparisonReport($0, expectedSize: outcome.expectedSize, actualSize: outcome.actualSize)
            }
            goldenVersions = outcome.recordedVersions
            versionChanges = outcome.versionChanges
            updated = outcome.updated
            artifacts = outcome.artifacts
            images = outcome.imagePaths
            message = outcome.error?.description ?? outcome.note
            goldenSHA256 = outcome.goldenSHA256
            actualSHA256 = outcome.actualSHA256
            layoutChanges = outcome.layoutChanges
        }

        /// Creates an entry from its fields (what `ReportJSONReader` reads back).
        init(spec: String, name: String, order: Int, variant: [JobVariant.Value], images: [String: String],
             golden: String, status: String, comparison: ComparisonReport?, goldenVersions: String?,
             versionChanges: [String], updated: Bool, artifacts: [String], message: String?,
             goldenSHA256: String? = nil, actualSHA256: String? = nil, layoutChanges: [String]? = nil) {
            self.goldenSHA256 = goldenSHA256
            self.actualSHA256 = actualSHA256
            self.layoutChanges = layoutChanges
            self.spec = spec
            self.name = name
            self.order = order
            self.variant = variant
            self.images = images
            self.golden = golden
            self.status = status
            self.comparison = comparison
            self.goldenVersions = goldenVersions
            self.versionChanges = versionChanges
            self.updated = updated
            self.artifacts = artifacts
            self.message = message
        }

        /// Reads what `encode(to:)` writes: the comparison's fields are read as one when `passed` is not null.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            spec = try container.decode(String.self, forKey: .spec)
            name = try container.decode(String.self, forKey: .name)
            order = try container.decode(Int.self, forKey: .order)
            variant = try container.decode([JobVariant.Value].self, forKey: .variant)
            images = try container.decode([String: String].self, forKey: .images)
            golden = try container.decode(String.self, forKey: .golden)
            status = try container.decode(String.self, forKey: .status)
            if GoldenCheck.Status(rawValue: status) == nil {
                throw DecodingError.dataCorruptedError(forKey: .status, in: container,
                                                       debugDescription: "unknown status \"\(status)\"")
            }
            goldenVersions = try container.decodeIfPresent(String.self, forKey: .goldenVersions)
            versionChanges = try container.decode([String].self, forKey: .versionChanges)
            updated = try container.decode(Bool.self, forKey: .updated)
            artifacts = try container.decode([String].self, forKey: .artifacts)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            // Reports written before `accept` existed lack these three.
            goldenSHA256 = try container.decodeIfPresent(String.self, forKey: .goldenSHA256)
            actualSHA256 = try container.decodeIfPresent(String.self, forKey: .actualSHA256)
            layoutChanges = try container.decodeIfPresent([String].self, forKey: .layoutChanges)
            let comparisonKeys = try decoder.container(keyedBy: ComparisonKey.self)
            if try comparisonKeys.decodeNil(forKey: .passed) {
                comparison = nil
            } else {
                comparison = try ComparisonReport(from: decoder)
            }
        }

        private enum ComparisonKey: String, CodingKey {
            case passed
        }

        private enum CodingKeys: String, CodingKey {
            case spec, name, order, variant, images, golden, status, goldenVersions, versionChanges, updated,
                 artifacts, message, goldenSHA256, actualSHA256, layoutChanges
        }

        /// The spec's own fields, then the comparison's at the same level (all `null` when nothing was
        /// compared), so `.specs[].differingPixels` always exists for a reader.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(spec, forKey: .spec)
            try container.encode(name, forKey: .name)
            try container.encode(order, forKey: .order)
            try container.encode(variant, forKey: .variant)
            try container.encode(images, forKey: .images)
            try container.encode(golden, forKey: .golden)
            try container.encode(status, forKey: .status)
            try container.encode(goldenVersions, forKey: .goldenVersions)
            try container.encode(versionChanges, forKey: .versionChanges)
            try container.encode(updated, forKey: .updated)
            try container.encode(artifacts, forKey: .artifacts)
            try container.encode(message, forKey: .message)
            try container.encode(goldenSHA256, forKey: .goldenSHA256)
            try container.encode(actualSHA256, forKey: .actualSHA256)
            try container.encode(layoutChanges, forKey: .layoutChanges)
            if let comparison {
                try comparison.encode(to: encoder)
            } else {
                try NoComparison().encode(to: encoder)
            }
        }
    }

    /// Creates the report of a finished check; `orphans` when they were looked for.
    public init(check: GoldenCheck, outcomes: [GoldenCheck.Outcome], orphans: OrphanResult? = nil) {
        tool = ToolVersion.tool
        versions = outcomes.lazy.compactMap(\.versions).first
        golden = check.goldenFolder
        options = Options(threshold: check.options.threshold, maxRatio: check.options.maxDifferentRatio,
                          includeAntiAliasing: check.options.includeAntiAliasing, update: check.update)
        summary = Summary(outcomes)
        specs = outcomes.map(Entry.init)
        self.orphans = orphans?.orphans
        orphansPruned = orphans?.pruned ?? false
    }

    /// Assembles a report from its parts (what `report merge` builds).
    public init(tool: String, versions: String?, golden: String, shard: String?, options: Options, specs: [Entry],
                orphans: [String]?, orphansPruned: Bool) {
        self.tool = tool
        self.versions = versions
        self.golden = golden
        self.shard = shard
        self.options = options
        self.summary = Summary(entries: specs)
        self.specs = specs
        self.orphans = orphans
        self.orphansPruned = orphansPruned
    }

    private enum CodingKeys: String, CodingKey {
        case tool, versions, golden, shard, options, summary, specs, orphans, orphansPruned
    }

    /// Reads a report; every key must be there (`null` where nothing applies).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tool = try container.decode(String.self, forKey: .tool)
        versions = try container.decodeIfPresent(String.self, forKey: .versions)
        golden = try container.decode(String.self, forKey: .golden)
        shard = try container.decodeIfPresent(String.self, forKey: .shard)
        options = try container.decode(Options.self, forKey: .options)
        summary = try container.decode(Summary.self, forKey: .summary)
        specs = try container.decode([Entry].self, forKey: .specs)
        orphans = try container.decodeIfPresent([String].self, forKey: .orphans)
        orphansPruned = try container.decode(Bool.self, forKey: .orphansPruned)
    }

    /// Writes every key, `null` included (`shard` of a whole run, `orphans` not looked for), so readers see the
    /// same fields whatever the run.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tool, forKey: .tool)
        try container.encode(versions, forKey: .versions)
        try container.encode(golden, forKey: .golden)
        try container.encode(shard, forKey: .shard)
        try container.encode(options, forKey: .options)
        try container.encode(summary, forKey: .summary)
        try container.encode(specs, forKey: .specs)
        try container.encode(orphans, forKey: .orphans)
        try container.encode(orphansPruned, forKey: .orphansPruned)
    }

    /// The report as pretty-printed JSON with sorted keys: the same outcomes always give the same bytes.
    public func json() throws -> [UInt8] {
        let sink = ReportSink()
        try writeJSON(to: sink)
        return sink.bytes
    }

    /// `json()` written into `sink` as it is produced: the bytes `JSONEncoder` makes with
    /// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and a final line feed, without its tree of
    /// every value (`ReportJSONWriter`).
    public func writeJSON(to sink: ReportSink) throws {
        try ReportJSONWriter.write(self, to: sink)
    }
}

/// The comparison fields of `ComparisonReport`, all `null`: for specs where nothing was compared.
private struct NoComparison: Encodable {
    private enum CodingKeys: String, CodingKey {
        case passed, sizesMatch, differingPixels, antiAliasedPixels, totalPixels, ratio, maxChannelDelta,
             changedBounds, expectedSize, actualSize
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for key in [CodingKeys.passed, .sizesMatch, .differingPixels, .antiAliasedPixels, .totalPixels, .ratio,
                    .maxChannelDelta, .changedBounds, .expectedSize, .actualSize] {
            try container.encodeNil(forKey: key)
        }
    }
}
