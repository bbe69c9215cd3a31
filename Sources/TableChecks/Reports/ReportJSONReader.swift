import TableRenderKit
/// Decodes the JSON of `check --report` straight from its bytes into a `CheckReport`: one pass, no tree of
/// values, each key matched against the report's few known keys. Foundation's `JSONDecoder` spent seconds
/// and hundreds of megabytes on 100,000 entries (a map of every value, then keyed containers per field).
///
/// It accepts what `CheckReport.init(from:)` accepts from `JSONDecoder` (every key present, `null` where a
/// value may be missing, unknown keys ignored) and refuses, besides, duplicate keys and nesting deeper than
/// `maximumDepth`. Every entry and orphan is counted against `entryBudget` as it is read, so a report over the
/// limit is refused before the rest of it is decoded.
struct ReportJSONReader {
    /// Deepest nesting of arrays and objects read (a report needs 4); deeper input is refused rather than
    /// recursed into.
    static let maximumDepth = 64

    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var depth = 0
    /// Entries and orphans read so far (by this reader and the readers before it, for a merge).
    var entriesRead: Int
    /// The most entries and orphans that may be read in all.
    let entryLimit: Int

    /// An error on its way out, collecting the path of keys and indices it passes through.
    struct Failure: Error {
        var kind: ReportDecodingError.Kind
        var offset: Int
        /// Path components, innermost first.
        var path: [String] = []
    }

    init(bytes: UnsafeBufferPointer<UInt8>, entriesRead: Int, entryLimit: Int) {
        self.bytes = bytes
        self.entriesRead = entriesRead
        self.entryLimit = entryLimit
    }

    /// The report in `bytes`. `entriesRead` (the entries and orphans of the reports read before) grows by this
    /// report's; past `limit` the report is refused where the entry over the limit starts. Throws
    /// `ReportDecodingError`.
    static func decode(_ bytes: [UInt8], entriesRead: inout Int, limit: Int) throws -> CheckReport {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = ReportJSONReader(bytes: buffer, entriesRead: entriesRead, entryLimit: limit)
            do {
                let report = try reader.document()
                entriesRead = reader.entriesRead
                return report
            } catch let failure as Failure {
                throw reader.located(failure)
            }
        }
    }

    func located(_ failure: Failure) -> ReportDecodingError {
        var line = 1, column = 1
        for byte in bytes[..<min(failure.offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        var path = ""
        for component in failure.path.reversed() {
            path += component.hasPrefix("[") || path.isEmpty ? component : "." + component
        }
        return ReportDecodingError(kind: failure.kind, path: path, line: line, column: column)
    }

    // MARK: The report's shape

    static let reportKeys: [StaticString] = [
        "tool", "versions", "golden", "shard", "options", "summary", "specs", "orphans", "orphansPruned",
    ]

    mutating func document() throws -> CheckReport {
        // A UTF-8 byte order mark is not JSON, but editors add one; it carries nothing.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        var tool: String?, versions: String?, golden: String?, shard: String?, options: CheckReport.Options?
        var summary: CheckReport.Summary?, specs: [CheckReport.Entry]?, orphans: [String]?, orphansPruned: Bool?
        let seen = try object(Self.reportKeys) { reader, key in
            switch key {
            case 0: tool = try reader.string()
            case 1: versions = try reader.nullable { try $0.string() }
            case 2: golden = try reader.string()
            case 3: shard = try reader.nullable { try $0.string() }
            case 4: options = try reader.options()
            case 5: summary = try reader.summary()
            case 6: specs = try reader.entries()
            case 7: orphans = try reader.nullable { try $0.stringArray(counted: true) }
            default: orphansPruned = try reader.bool()
            }
        }
        skipWhitespace()
        if offset < bytes.count { throw Failure(kind: .syntax("unexpected text after the report"), offset: offset) }
        guard let tool, let golden, let options, let summary, let specs, let orphansPruned else {
            throw missing(Self.reportKeys, seen: seen, required: [0, 2, 4, 5, 6, 8])
        }
        var report = CheckReport(tool: tool, versions: versions, golden: golden, shard: shard, options: options,
                                 specs: specs, orphans: orphans, orphansPruned: orphansPruned)
        // As written, not recounted: a reader sees the file's own summary (`report merge` recounts its own).
        report.summary = summary
        return report
    }

    static let optionKeys: [StaticString] = ["threshold", "maxRatio", "includeAntiAliasing", "update"]

    mutating func options() throws -> CheckReport.Options {
        var threshold: Double?, maxRatio: Double?, antiAliasing: Bool?, update: Bool?
        let seen = try object(Self.optionKeys) { reader, key in
            switch key {
            case 0: threshold = try reader.double()
            case 1: maxRatio = try reader.double()
            case 2: antiAliasing = try reader.bool()
            default: update = try reader.bool()
            }
        }
        guard let threshold, let maxRatio, let antiAliasing, let update else {
            throw missing(Self.optionKeys, seen: seen, required: [0, 1, 2, 3])
        }
        return CheckReport.Options(threshold: threshold, maxRatio: maxRatio, includeAntiAliasing: antiAliasing,
                                   update: update)
    }

    static let summaryKeys: [StaticString] = ["specs", "match", "mismatch", "missing", "error", "updated"]

    mutating func summary() throws -> CheckReport.Summary {
        var counts = [Int?](repeating: nil, count: 6)
        let seen = try object(Self.summaryKeys) { reader, key in counts[key] = try reader.int() }
        guard counts.allSatisfy({ $0 != nil }) else {
            throw missing(Self.summaryKeys, seen: seen, required: Array(0..<6))
        }
        var summary = CheckReport.Summary()
        summary.specs = counts[0] ?? 0
        summary.match = counts[1] ?? 0
        summary.mismatch = counts[2] ?? 0
        summary.missing = counts[3] ?? 0
        summary.error = counts[4] ?? 0
        summary.updated = counts[5] ?? 0
        return summary
    }

    mutating func entries() throws -> [CheckReport.Entry] {
        var entries: [CheckReport.Entry] = []
        try array { reader, _ in
            try reader.spend()
            entries.append(try reader.entry())
        }
        return entries
    }

    /// Counts one entry or orphan, or refuses the report when it is one too many.
    mutating func spend() throws {
        guard entriesRead < entryLimit else { throw Failure(kind: .tooManyEntries(limit: entryLimit), offset: offset) }
        entriesRead += 1
    }

    static let entryKeys: [StaticString] = [
        "spec", "name", "order", "variant", "images", "golden", "status", "goldenVersions", "versionChanges",
        "updated", "artifacts", "message",
        // The comparison's, at the same level.
        "passed", "sizesMatch", "differingPixels", "antiAliasedPixels", "totalPixels", "ratio", "maxChannelDelta",
        "changedBounds", "expectedSize", "actualSize",
        // Optional: reports written before `accept` lack them.
        "goldenSHA256", "actualSHA256", "layoutChanges",
    ]

    mutating func entry() throws -> CheckReport.Entry {
        var spec: String?, name: String?, order: Int?, variant: [JobVariant.Value]?, images: [String: String]?
        var golden: String?, status: String?, goldenVersions: String?, versionChanges: [String]?, updated: Bool?
        var artifacts: [String]?, message: String?
        var passed: Bool??, sizesMatch: Bool?, differing: Int?, antiAliased: Int?, total: Int?, ratio: Double?
        var maxDelta: Int?, bounds: ComparisonReport.Bounds?, expectedSize: ImageSize?, actualSize: ImageSize?
        var goldenSHA256: String?, actualSHA256: String?, layoutChanges: [String]?
        // Where `passed` was read: a comparison missing its other fields is reported there.
        var statusOffset = offset
        let seen = try object(Self.entryKeys) { reader, key in
            switch key {
            case 0: spec = try reader.string()
            case 1: name = try reader.string()
            case 2: order = try reader.int()
            case 3: variant = try reader.variant()
            case 4: images = try reader.images()
            case 5: golden = try reader.string()
            case 6:
                statusOffset = reader.offset
                status = try reader.string()
            case 7: goldenVersions = try reader.nullable { try $0.string() }
            case 8: versionChanges = try reader.stringArray(counted: false)
            case 9: updated = try reader.bool()
            case 10: artifacts = try reader.stringArray(counted: false)
            case 11: message = try reader.nullable { try $0.string() }
            case 12: passed = .some(try reader.nullable { try $0.bool() })
            case 13: sizesMatch = try reader.nullable { try $0.bool() }
            case 14: differing = try reader.nullable { try $0.int() }
            case 15: antiAliased = try reader.nullable { try $0.int() }
            case 16: total = try reader.nullable { try $0.int() }
            case 17: ratio = try reader.nullable { try $0.double() }
            case 18: maxDelta = try reader.nullable { try $0.int() }
            case 19: bounds = try reader.nullable { try $0.bounds() }
            case 20: expectedSize = try reader.nullable { try $0.size() }
            case 21: actualSize = try reader.nullable { try $0.size() }
            case 22: goldenSHA256 = try reader.nullable { try $0.string() }
            case 23: actualSHA256 = try reader.nullable { try $0.string() }
            default: layoutChanges = try reader.nullable { try $0.stringArray(counted: false) }
            }
        }
        guard let spec, let name, let order, let variant, let images, let golden, let status, let versionChanges,
              let updated, let artifacts, let passed else {
            throw missing(Self.entryKeys, seen: seen, required: [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 12])
        }
        guard GoldenCheck.Status(rawValue: status) != nil else {
            throw Failure(kind: .shape("unknown status \"\(status)\""), offset: statusOffset, path: ["status"])
        }
        var comparison: ComparisonReport?
        if let passed {
            // A comparison is there: its counts must be too, as `ComparisonReport.init(from:)` requires.
            guard let sizesMatch, let differing, let antiAliased, let total, let ratio, let maxDelta else {
                let absent = [(13, sizesMatch == nil), (14, differing == nil), (15, antiAliased == nil),
                              (16, total == nil), (17, ratio == nil), (18, maxDelta == nil)]
                let key = absent.first { $0.1 }.map { Self.entryKeys[$0.0].description } ?? "passed"
                throw Failure(kind: .shape("must be a value when passed is not null"), offset: offset, path: [key])
            }
            comparison = ComparisonReport(passed: passed, sizesMatch: sizesMatch, differingPixels: differing,
                                          antiAliasedPixels: antiAliased, totalPixels: total, ratio: ratio,
                                          maxChannelDelta: maxDelta, changedBounds: bounds,
                                          expectedSize: expectedSize, actualSize: actualSize)
        }
        return CheckReport.Entry(spec: spec, name: name, order: order, variant: variant, images: images,
                                 golden: golden, status: status, comparison: comparison,
                                 goldenVersions: goldenVersions, versionChanges: versionChanges, updated: updated,
                                 artifacts: artifacts, message: message, goldenSHA256: goldenSHA256,
                                 actualSHA256: actualSHA256, layoutChanges: layoutChanges)
    }

    static let variantKeys: [StaticString] = ["axis", "value"]

    mutating func variant() throws -> [JobVariant.Value] {
        var values: [JobVariant.Value] = []
        try array { reader, _ in
            var axis: String?, value: String?
            let seen = try reader.object(Self.variantKeys) { reader, key in
                if key == 0 { axis = try reader.string() } else { value = try reader.string() }
            }
            guard let axis, let value else { throw reader.missing(Self.variantKeys, seen: seen, required: [0, 1]) }
            values.append(JobVariant.Value(axis: axis, value: value))
        }
        return values
    }

    static let boundsKeys: [StaticString] = ["x", "y", "width", "height"]

    mutating func bounds() throws -> ComparisonReport.Bounds {
        var values = [Int?](repeating: nil, count: 4)
        let seen = try object(Self.boundsKeys) { reader, key in values[key] = try reader.int() }
        guard let x = values[0], let y = values[1], let width = values[2], let height = values[3] else {
            throw missing(Self.boundsKeys, seen: seen, required: [0, 1, 2, 3])
        }
        return ComparisonReport.Bounds(x: x, y: y, width: width, height: height)
    }

    static let sizeKeys: [StaticString] = ["width", "height"]

    mutating func size() throws -> ImageSize {
        var values = [Int?](repeating: nil, count: 2)
        let seen = try object(Self.sizeKeys) { reader, key in values[key] = try reader.int() }
        guard let width = values[0], let height = values[1] else {
            throw missing(Self.sizeKeys, seen: seen, required: [0, 1])
        }
        return ImageSize(width: width, height: height)
    }

    /// `"KEY is missing"` for the first required key not seen, reported where the object ended.
    func missing(_ keys: [StaticString], seen: UInt64, required: [Int]) -> Failure {
        let absent = required.first { seen & (1 << $0) == 0 } ?? 0
        return Failure(kind: .shape("\(keys[absent]) is missing"), offset: max(offset - 1, 0))
    }

    // MARK: Containers

    /// Reads an object, calling `member` with the index in `keys` of each known key (the reader then at its
    /// value); unknown keys' values are skipped. Returns the keys seen, as bits; a key seen twice is refused.
    mutating func object(_ keys: [StaticString],
                                 _ member: (inout ReportJSONReader, Int) throws -> Void) throws -> UInt64 {
        var seen: UInt64 = 0
        try members(key: { reader in
            let keyOffset = reader.offset
            return (index: try reader.keyIndex(in: keys), offset: keyOffset)
        }) { reader, key in
            guard let index = key.index else { return try reader.skipValue() }
            guard seen & (1 << index) == 0 else {
                throw Failure(kind: .shape("\(keys[index]) is given twice"), offset: key.offset)
            }
            seen |= 1 << index
            do {
                try member(&reader, index)
            } catch var failure as Failure {
                failure.path.append(keys[index].description)
                throw failure
            }
        }
        return seen
    }

    /// Reads an object's members: `key` reads each key (the reader at its opening quote) before its `:` is
    /// looked for, `value` its value.
    @inline(__always)
    mutating func members<Key>(key: (inout ReportJSONReader) throws -> Key,
                               value: (inout ReportJSONReader, Key) throws -> Void) throws {
        try items(of: .object) { reader in
            guard reader.peek() == UInt8(ascii: "\"") else { throw reader.syntax("expected a key in quotes") }
            let read = try key(&reader)
            reader.skipWhitespace()
            guard reader.peek() == UInt8(ascii: ":") else { throw reader.syntax("expected ':' after a key") }
            reader.offset += 1
            reader.skipWhitespace()
            try value(&reader, read)
        }
    }

    /// Reads an array, calling `element` with each element's index (the reader at the element).
    mutating func array(_ element: (inout ReportJSONReader, Int) throws -> Void) throws {
        var index = 0
        try items(of: .array) { reader in
            do {
                try element(&reader, index)
            } catch var failure as Failure {
                failure.path.append("[\(index)]")
                throw failure
            }
            index += 1
        }
    }

    /// An object or an array: its brackets, and how messages name it.
    enum Container {
        case object, array

        var opening: UInt8 { self == .object ? UInt8(ascii: "{") : UInt8(ascii: "[") }
        var closing: UInt8 { self == .object ? UInt8(ascii: "}") : UInt8(ascii: "]") }
        var noun: String { self == .object ? "an object" : "an array" }
    }

    /// The one walk over a container: its opening bracket (refusing anything else, and nesting past
    /// `maximumDepth`), items separated by commas, each read by `item` (the reader at it), and its closing bracket.
    @inline(__always)
    mutating func items(of container: Container, _ item: (inout ReportJSONReader) throws -> Void) throws {
        guard peek() == container.opening else { throw expected(container.noun) }
        guard depth < Self.maximumDepth else { throw syntax("nested more than \(Self.maximumDepth) levels deep") }
        depth += 1
        offset += 1
        defer { depth -= 1 }
        skipWhitespace()
        if peek() == container.closing {
            offset += 1
            return
        }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ",")?: offset += 1
            case container.closing?:
                offset += 1
                return
            default:
                let closing = Character(Unicode.Scalar(container.closing))
                throw syntax(offset < bytes.count ? "expected ',' or '\(closing)' in \(container.noun)"
                                                  : "the text ends inside \(container.noun)")
            }
        }
    }

    mutating func stringArray(counted: Bool) throws -> [String] {
        var strings: [String] = []
        try array { reader, _ in
            if counted { try reader.spend() }
            strings.append(try reader.string())
        }
        return strings
    }

    static let imageKeys: [StaticString] = ["expected", "actual", "diff", "compare"]

    /// An entry's `images`: a path for some of the four kinds (`ReportImageKind`), each once. Another kind is
    /// refused rather than skipped: every path a report names is checked and re-based, so their number must
    /// be bounded by the entries.
    mutating func images() throws -> [String: String] {
        var images: [String: String] = [:]
        var seen: UInt64 = 0
        try members(key: { reader in
            let keyOffset = reader.offset
            guard let key = try reader.keyIndex(in: Self.imageKeys) else {
                throw Failure(kind: .shape("an image kind other than expected, actual, diff or compare"), offset: keyOffset)
            }
            guard seen & (1 << key) == 0 else {
                throw Failure(kind: .shape("\(Self.imageKeys[key]) is given twice"), offset: keyOffset)
            }
            seen |= 1 << key
            return key
        }) { reader, key in
            do {
                images[Self.imageKeys[key].description] = try reader.string()
            } catch var failure as Failure {
                failure.path.append(Self.imageKeys[key].description)
                throw failure
            }
        }
        return images
    }

    /// Skips any JSON value (an unknown key's), checking its syntax.
    mutating func skipValue() throws {
        switch peek() {
        case UInt8(ascii: "{")?:
            try members(key: { _ = try $0.string() }) { reader, _ in try reader.skipValue() }
        case UInt8(ascii: "[")?:
            try array { reader, _ in try reader.skipValue() }
        case UInt8(ascii: "\"")?:
            _ = try string()
        case UInt8(ascii: "t")?, UInt8(ascii: "f")?:
            _ = try bool()
        case UInt8(ascii: "n")?:
            try literal("null")
        default:
            _ = try numberRange()
        }
    }
}
