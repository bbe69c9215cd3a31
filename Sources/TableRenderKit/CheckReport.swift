import Foundation
import ImageDiff

/// The JSON report of `check --report FILE.json`: options, a summary and one entry per spec, in spec order.
public struct CheckReport: Encodable, Sendable {
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

    /// The check's settings.
    public struct Options: Encodable, Sendable {
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
    public struct Summary: Encodable, Sendable, Equatable {
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
    public struct Entry: Encodable, Sendable {
        /// The spec file.
        public var spec: String
        /// Its name under the golden folder, without extension, with the variant's values (`a/b.dark.AX2`).
        public var name: String
        /// The position of the spec and variant in the whole, unsharded run: merged shards sort by it.
        public var order: Int
        /// The matrix values of this variant, in axis order; empty without `--matrix`.
        public var variant: [JobVariant.Value]
        /// The images a reader shows, as paths relative to the report file's folder: `expected`, `actual`,
        /// `diff` and `compare`, for each artifact written (`--diff-dir`); empty otherwise.
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
            message = outcome.error?.description ?? outcome.note
        }

        private enum CodingKeys: String, CodingKey {
            case spec, name, order, variant, images, golden, status, goldenVersions, versionChanges, updated,
                 artifacts, message
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
            if let comparison {
                try comparison.encode(to: encoder)
            } else {
                try NoComparison().encode(to: encoder)
            }
        }
    }

    /// Creates the report of a finished check.
    public init(check: GoldenCheck, outcomes: [GoldenCheck.Outcome]) {
        tool = ToolVersion.tool
        versions = outcomes.lazy.compactMap(\.versions).first
        golden = check.goldenFolder
        options = Options(threshold: check.options.threshold, maxRatio: check.options.maxDifferentRatio,
                          includeAntiAliasing: check.options.includeAntiAliasing, update: check.update)
        summary = Summary(outcomes)
        specs = outcomes.map(Entry.init)
    }

    /// The report as pretty-printed JSON with sorted keys: the same outcomes always give the same bytes.
    public func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
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
