/// Why bytes are not a check report, in one line: where (the JSON path and the line and column), and what.
public struct ReportDecodingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The bytes are not JSON at all.
        case syntax(String)
        /// JSON, but not the shape of a report (a missing key, a wrong type, an unknown status).
        case shape(String)
        /// More entries (specs and orphans) than the reader was allowed to take (`ReportLimits.maximumEntries`).
        case tooManyEntries(limit: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// `specs[3].status`, empty for the document itself.
    public var path: String
    /// 1-based line of the byte where it went wrong.
    public var line: Int
    /// 1-based column (in Unicode scalars) of that byte.
    public var column: Int

    /// `specs[3].status: unknown status "x" (line 40, column 17)`, or `not valid JSON: …` for a syntax error.
    public var description: String {
        let position = "line \(line), column \(column)"
        switch kind {
        case .syntax(let reason):
            return "not valid JSON: \(reason) (\(position))"
        case .shape(let reason):
            return "\(path.isEmpty ? "the top level" : path): \(reason) (\(position))"
        case .tooManyEntries(let limit):
            return "more than \(limit) entries (specs and orphans) in the reports merged (\(position))"
        }
    }
}

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

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0
    /// Entries and orphans read so far (by this reader and the readers before it, for a merge).
    private(set) var entriesRead: Int
    /// The most entries and orphans that may be read in all.
    private let entryLimit: Int

    /// An error on its way out, collecting the path of keys and indices it passes through.
    private struct Failure: Error {
        var kind: ReportDecodingError.Kind
        var offset: Int
        /// Path components, innermost first.
        var path: [String] = []
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, entriesRead: Int, entryLimit: Int) {
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

    private func located(_ failure: Failure) -> ReportDecodingError {
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

    private static let reportKeys: [StaticString] = [
        "tool", "versions", "golden", "shard", "options", "summary", "specs", "orphans", "orphansPruned",
    ]

    private mutating func document() throws -> CheckReport {
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

    private static let optionKeys: [StaticString] = ["threshold", "maxRatio", "includeAntiAliasing", "update"]

    private mutating func options() throws -> CheckReport.Options {
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

    private static let summaryKeys: [StaticString] = ["specs", "match", "mismatch", "missing", "error", "updated"]

    private mutating func summary() throws -> CheckReport.Summary {
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

    private mutating func entries() throws -> [CheckReport.Entry] {
        var entries: [CheckReport.Entry] = []
        try array { reader, _ in
            try reader.spend()
            entries.append(try reader.entry())
        }
        return entries
    }

    /// Counts one entry or orphan, or refuses the report when it is one too many.
    private mutating func spend() throws {
        guard entriesRead < entryLimit else { throw Failure(kind: .tooManyEntries(limit: entryLimit), offset: offset) }
        entriesRead += 1
    }

    private static let entryKeys: [StaticString] = [
        "spec", "name", "order", "variant", "images", "golden", "status", "goldenVersions", "versionChanges",
        "updated", "artifacts", "message",
        // The comparison's, at the same level.
        "passed", "sizesMatch", "differingPixels", "antiAliasedPixels", "totalPixels", "ratio", "maxChannelDelta",
        "changedBounds", "expectedSize", "actualSize",
    ]

    private mutating func entry() throws -> CheckReport.Entry {
        var spec: String?, name: String?, order: Int?, variant: [JobVariant.Value]?, images: [String: String]?
        var golden: String?, status: String?, goldenVersions: String?, versionChanges: [String]?, updated: Bool?
        var artifacts: [String]?, message: String?
        var passed: Bool??, sizesMatch: Bool?, differing: Int?, antiAliased: Int?, total: Int?, ratio: Double?
        var maxDelta: Int?, bounds: ComparisonReport.Bounds?, expectedSize: ImageSize?, actualSize: ImageSize?
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
            default: actualSize = try reader.nullable { try $0.size() }
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
                                 artifacts: artifacts, message: message)
    }

    private static let variantKeys: [StaticString] = ["axis", "value"]

    private mutating func variant() throws -> [JobVariant.Value] {
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

    private static let boundsKeys: [StaticString] = ["x", "y", "width", "height"]

    private mutating func bounds() throws -> ComparisonReport.Bounds {
        var values = [Int?](repeating: nil, count: 4)
        let seen = try object(Self.boundsKeys) { reader, key in values[key] = try reader.int() }
        guard let x = values[0], let y = values[1], let width = values[2], let height = values[3] else {
            throw missing(Self.boundsKeys, seen: seen, required: [0, 1, 2, 3])
        }
        return ComparisonReport.Bounds(x: x, y: y, width: width, height: height)
    }

    private static let sizeKeys: [StaticString] = ["width", "height"]

    private mutating func size() throws -> ImageSize {
        var values = [Int?](repeating: nil, count: 2)
        let seen = try object(Self.sizeKeys) { reader, key in values[key] = try reader.int() }
        guard let width = values[0], let height = values[1] else {
            throw missing(Self.sizeKeys, seen: seen, required: [0, 1])
        }
        return ImageSize(width: width, height: height)
    }

    /// `"KEY is missing"` for the first required key not seen, reported where the object ended.
    private func missing(_ keys: [StaticString], seen: UInt64, required: [Int]) -> Failure {
        let absent = required.first { seen & (1 << $0) == 0 } ?? 0
        return Failure(kind: .shape("\(keys[absent]) is missing"), offset: max(offset - 1, 0))
    }

    // MARK: Containers

    /// Reads an object, calling `member` with the index in `keys` of each known key (the reader then at its
    /// value); unknown keys' values are skipped. Returns the keys seen, as bits; a key seen twice is refused.
    private mutating func object(_ keys: [StaticString],
                                 _ member: (inout ReportJSONReader, Int) throws -> Void) throws -> UInt64 {
        try enter("{", "an object")
        defer { depth -= 1 }
        var seen: UInt64 = 0
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return seen
        }
        while true {
            skipWhitespace()
            let keyOffset = offset
            guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a key in quotes") }
            let key = try keyIndex(in: keys)
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after a key") }
            offset += 1
            skipWhitespace()
            if let key {
                guard seen & (1 << key) == 0 else {
                    throw Failure(kind: .shape("\(keys[key]) is given twice"), offset: keyOffset)
                }
                seen |= 1 << key
                do {
                    try member(&self, key)
                } catch var failure as Failure {
                    failure.path.append(keys[key].description)
                    throw failure
                }
            } else {
                try skipValue()
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ",")?: offset += 1
            case UInt8(ascii: "}")?:
                offset += 1
                return seen
            default: throw syntax(offset < bytes.count ? "expected ',' or '}' in an object" : "the text ends inside an object")
            }
        }
    }

    /// Reads an array, calling `element` with each element's index (the reader at the element).
    private mutating func array(_ element: (inout ReportJSONReader, Int) throws -> Void) throws {
        try enter("[", "an array")
        defer { depth -= 1 }
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return
        }
        var index = 0
        while true {
            skipWhitespace()
            do {
                try element(&self, index)
            } catch var failure as Failure {
                failure.path.append("[\(index)]")
                throw failure
            }
            index += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ",")?: offset += 1
            case UInt8(ascii: "]")?:
                offset += 1
                return
            default: throw syntax(offset < bytes.count ? "expected ',' or ']' in an array" : "the text ends inside an array")
            }
        }
    }

    /// Steps into `{` or `[`, refusing anything else as `what` was expected, and nesting past `maximumDepth`.
    private mutating func enter(_ bracket: Unicode.Scalar, _ what: String) throws {
        guard peek() == UInt8(ascii: bracket) else { throw expected(what) }
        guard depth < Self.maximumDepth else { throw syntax("nested more than \(Self.maximumDepth) levels deep") }
        depth += 1
        offset += 1
    }

    private mutating func stringArray(counted: Bool) throws -> [String] {
        var strings: [String] = []
        try array { reader, _ in
            if counted { try reader.spend() }
            strings.append(try reader.string())
        }
        return strings
    }

    private static let imageKeys: [StaticString] = ["expected", "actual", "diff", "compare"]

    /// An entry's `images`: a path for some of the four kinds (`ReportImageKind`), each once. Another kind is
    /// refused rather than skipped: every path a report names is checked and re-based, so their number must
    /// be bounded by the entries.
    private mutating func images() throws -> [String: String] {
        var images: [String: String] = [:]
        try enter("{", "an object")
        defer { depth -= 1 }
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return images
        }
        var seen: UInt64 = 0
        while true {
            skipWhitespace()
            let keyOffset = offset
            guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a key in quotes") }
            guard let key = try keyIndex(in: Self.imageKeys) else {
                throw Failure(kind: .shape("an image kind other than expected, actual, diff or compare"), offset: keyOffset)
            }
            guard seen & (1 << key) == 0 else {
                throw Failure(kind: .shape("\(Self.imageKeys[key]) is given twice"), offset: keyOffset)
            }
            seen |= 1 << key
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after a key") }
            offset += 1
            skipWhitespace()
            do {
                images[Self.imageKeys[key].description] = try string()
            } catch var failure as Failure {
                failure.path.append(Self.imageKeys[key].description)
                throw failure
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ",")?: offset += 1
            case UInt8(ascii: "}")?:
                offset += 1
                return images
            default: throw syntax(offset < bytes.count ? "expected ',' or '}' in an object" : "the text ends inside an object")
            }
        }
    }

    /// Skips any JSON value (an unknown key's), checking its syntax.
    private mutating func skipValue() throws {
        switch peek() {
        case UInt8(ascii: "{")?:
            try enter("{", "an object")
            defer { depth -= 1 }
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                offset += 1
                return
            }
            while true {
                skipWhitespace()
                guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a key in quotes") }
                _ = try string()
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after a key") }
                offset += 1
                skipWhitespace()
                try skipValue()
                skipWhitespace()
                switch peek() {
                case UInt8(ascii: ",")?: offset += 1
                case UInt8(ascii: "}")?:
                    offset += 1
                    return
                default: throw syntax(offset < bytes.count ? "expected ',' or '}' in an object" : "the text ends inside an object")
                }
            }
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

    // MARK: Scalars

    /// `nil` for `null`, else what `read` reads.
    private mutating func nullable<T>(_ read: (inout ReportJSONReader) throws -> T) throws -> T? {
        if peek() == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        return try read(&self)
    }

    private mutating func bool() throws -> Bool {
        switch peek() {
        case UInt8(ascii: "t")?:
            try literal("true")
            return true
        case UInt8(ascii: "f")?:
            try literal("false")
            return false
        default:
            throw expected("true or false")
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
              UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[offset..<offset + count]) else {
            throw syntax("expected \(word)")
        }
        offset += count
    }

    private mutating func int() throws -> Int {
        let start = offset
        let (range, integral) = try numberRange(expecting: "an integer")
        if integral {
            var value = 0
            var index = range.lowerBound
            let negative = bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            while index < range.upperBound {
                let digit = Int(bytes[index] &- UInt8(ascii: "0"))
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                guard !overflow, !overflow2 else {
                    throw Failure(kind: .shape("the number does not fit in a 64-bit integer"), offset: start)
                }
                value = sum
                index += 1
            }
            return value
        }
        // `1e3` or `2.0`: an integer written as a float, which JSONDecoder takes when it is exact.
        guard let double = Double(String(decoding: bytes[range], as: UTF8.self)), let value = Int(exactly: double) else {
            throw Failure(kind: .shape("expected an integer"), offset: start)
        }
        return value
    }

    private mutating func double() throws -> Double {
        let start = offset
        let (range, _) = try numberRange(expecting: "a number")
        guard let value = Double(String(decoding: bytes[range], as: UTF8.self)), value.isFinite else {
            throw Failure(kind: .shape("the number is out of range"), offset: start)
        }
        return value
    }

    /// The bytes of a JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) and whether it is an
    /// integer (no fraction or exponent).
    private mutating func numberRange(expecting what: String = "a value") throws -> (Range<Int>, Bool) {
        let start = offset
        func digits(_ reader: inout ReportJSONReader) -> Int {
            let first = reader.offset
            while let byte = reader.peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { reader.offset += 1 }
            return reader.offset - first
        }
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let lead = peek(), lead >= UInt8(ascii: "0"), lead <= UInt8(ascii: "9") else {
            if offset == start { throw expected(what) }
            throw syntax("a number needs digits")
        }
        if lead == UInt8(ascii: "0") { offset += 1 } else { _ = digits(&self) }
        var integral = true
        if peek() == UInt8(ascii: ".") {
            offset += 1
            integral = false
            guard digits(&self) > 0 else { throw syntax("a number needs digits after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            integral = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw syntax("a number needs digits in its exponent") }
        }
        return (start..<offset, integral)
    }

    private mutating func string() throws -> String {
        let start = offset
        guard peek() == UInt8(ascii: "\"") else { throw expected("a string") }
        let (range, escaped) = try stringRange()
        let text = escaped
            ? try unescaped(range)
            : String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let text else { throw Failure(kind: .syntax("the string is not valid UTF-8"), offset: start) }
        return text
    }

    /// The index in `keys` of the key at the reader (an object's key, in quotes), nil for an unknown one.
    private mutating func keyIndex(in keys: [StaticString]) throws -> Int? {
        let start = offset
        let (range, escaped) = try stringRange()
        func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            keys.firstIndex { candidate in
                candidate.utf8CodeUnitCount == key.count
                    && UnsafeBufferPointer(start: candidate.utf8Start, count: candidate.utf8CodeUnitCount).elementsEqual(key)
            }
        }
        guard escaped else {
            let key = UnsafeBufferPointer(rebasing: bytes[range])
            if let known = index(of: key) { return known }
            try validateUTF8(range, at: start)
            return nil
        }
        // `"sp\u0065c"` is `spec` too.
        guard let key = try unescaped(range) else {
            throw Failure(kind: .syntax("the string is not valid UTF-8"), offset: start)
        }
        var utf8 = key
        return utf8.withUTF8 { index(of: $0) }
    }

    /// Refuses a string's raw bytes that are not UTF-8 (an unknown key, not otherwise made into a `String`).
    private func validateUTF8(_ range: Range<Int>, at start: Int) throws {
        guard String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) != nil else {
            throw Failure(kind: .syntax("the string is not valid UTF-8"), offset: start)
        }
    }

    /// Steps over a string (the reader at its opening quote) and returns the range of its content and whether
    /// it holds escapes. Control characters are refused, as JSON requires.
    private mutating func stringRange() throws -> (Range<Int>, Bool) {
        let start = offset
        offset += 1
        var escaped = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return (start + 1..<offset - 1, escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                offset += 2
                continue
            }
            if byte < 0x20 { throw syntax("a control character in a string must be escaped") }
            offset += 1
        }
        throw Failure(kind: .syntax("the text ends inside a string"), offset: start)
    }

    /// The content of a string with escapes, decoded; nil when the result is not valid UTF-8.
    private func unescaped(_ range: Range<Int>) throws -> String? {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(range.count)
        var index = range.lowerBound
        func hex4(_ at: Int) throws -> UInt32 {
            guard at + 4 <= range.upperBound else { throw Failure(kind: .syntax("a \\u escape needs four hex digits"), offset: at) }
            var value: UInt32 = 0
            for byte in bytes[at..<at + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Failure(kind: .syntax("a \\u escape needs four hex digits"), offset: at)
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while index < range.upperBound {
            // The text up to the next escape, in one piece.
            var end = index
            while end < range.upperBound, bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end > index {
                UTF8Escaping.append(UnsafeBufferPointer(rebasing: bytes[index..<end]), to: &utf8)
                index = end
                continue
            }
            guard index + 1 < range.upperBound else { throw Failure(kind: .syntax("an escape is cut short"), offset: index) }
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(code)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var value = try hex4(index)
                index += 4
                if (0xD800...0xDBFF).contains(value) {
                    // A high surrogate must be followed by `\u` and a low one: together one scalar.
                    guard index + 6 <= range.upperBound, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw Failure(kind: .syntax("a \\u escape of a lone surrogate"), offset: index - 6)
                    }
                    let low = try hex4(index + 2)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw Failure(kind: .syntax("a \\u escape of a lone surrogate"), offset: index - 6)
                    }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                } else if (0xDC00...0xDFFF).contains(value) {
                    throw Failure(kind: .syntax("a \\u escape of a lone surrogate"), offset: index - 6)
                }
                guard let scalar = Unicode.Scalar(value) else {
                    throw Failure(kind: .syntax("a \\u escape of no character"), offset: index - 6)
                }
                utf8.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
            default:
                throw Failure(kind: .syntax("an unknown escape"), offset: index - 2)
            }
        }
        return String(validating: utf8, as: UTF8.self)
    }

    // MARK: Bytes

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    private func syntax(_ reason: String) -> Failure {
        Failure(kind: .syntax(offset < bytes.count ? reason : "the text ends early"), offset: offset)
    }

    /// "expected an object, found an array": a value of the wrong type is a report of the wrong shape, unless
    /// nothing JSON is there at all.
    private func expected(_ what: String) -> Failure {
        let found: String
        switch peek() {
        case nil: return Failure(kind: .syntax("the text ends early"), offset: offset)
        case UInt8(ascii: "{")?: found = "an object"
        case UInt8(ascii: "[")?: found = "an array"
        case UInt8(ascii: "\"")?: found = "a string"
        case UInt8(ascii: "t")?, UInt8(ascii: "f")?: found = "true or false"
        case UInt8(ascii: "n")?: found = "null"
        case UInt8(ascii: "-")?, .some(UInt8(ascii: "0")...UInt8(ascii: "9")): found = "a number"
        default: return Failure(kind: .syntax("expected a value"), offset: offset)
        }
        return Failure(kind: .shape("expected \(what), found \(found)"), offset: offset)
    }
}
