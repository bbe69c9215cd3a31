import TableRenderKit
/// The JSON of a `CheckReport` written straight into a sink, byte for byte what `JSONEncoder` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` makes of it (`ReportJSONWriterTests` holds the two
/// side by side). Foundation's encoder first builds a tree of every value, then sorts every object's keys, which
/// for 100,000 entries took seconds and hundreds of megabytes; here the keys are written in their sorted order
/// as the fields are visited.
struct ReportJSONWriter {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    private let sink: ReportSink
    /// Bytes not yet handed to the sink: appending to a local array is several times cheaper than a call on
    /// the sink per token, and it goes to the sink after each entry once it is large.
    private var buffer: [UInt8] = []
    private var indent = 0
    /// Whether the container at each depth (bit `depth`) has no member yet; a report nests five deep.
    private var first: UInt64 = 0

    private init(sink: ReportSink) {
        self.sink = sink
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    private static let flushSize = 1 << 16

    /// Writes `report` and the line feed that ends the file.
    static func write(_ report: CheckReport, to sink: ReportSink) throws {
        var writer = ReportJSONWriter(sink: sink)
        try writer.report(report)
        writer.raw("\n")
        sink.write(writer.buffer)
    }

    private mutating func report(_ report: CheckReport) throws {
        open("{")
        key("golden"); string(report.golden)
        key("options"); try options(report.options)
        key("orphans"); optional(report.orphans) { $0.stringArray($1) }
        key("orphansPruned"); bool(report.orphansPruned)
        key("shard"); optional(report.shard) { $0.string($1) }
        key("specs")
        open("[")
        for entry in report.specs {
            element()
            try self.entry(entry)
            if buffer.count >= Self.flushSize {
                sink.write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        close("]")
        key("summary"); summary(report.summary)
        key("tool"); string(report.tool)
        key("versions"); optional(report.versions) { $0.string($1) }
        close("}")
    }

    private mutating func options(_ options: CheckReport.Options) throws {
        open("{")
        key("includeAntiAliasing"); bool(options.includeAntiAliasing)
        key("maxRatio"); try double(options.maxRatio)
        key("threshold"); try double(options.threshold)
        key("update"); bool(options.update)
        close("}")
    }

    private mutating func summary(_ summary: CheckReport.Summary) {
        integers(["error": summary.error, "match": summary.match, "mismatch": summary.mismatch,
                  "missing": summary.missing, "specs": summary.specs, "updated": summary.updated])
    }

    /// The entry's own keys and the comparison's (`null` when nothing was compared), merged in one sorted order.
    private mutating func entry(_ entry: CheckReport.Entry) throws {
        let comparison = entry.comparison
        open("{")
        key("actualSHA256"); optional(entry.actualSHA256) { $0.string($1) }
        key("actualSize"); optional(comparison?.actualSize) { $0.size($1) }
        key("antiAliasedPixels"); optional(comparison?.antiAliasedPixels) { $0.int($1) }
        key("artifacts"); stringArray(entry.artifacts)
        key("changedBounds"); optional(comparison?.changedBounds) { $0.bounds($1) }
        key("differingPixels"); optional(comparison?.differingPixels) { $0.int($1) }
        key("expectedSize"); optional(comparison?.expectedSize) { $0.size($1) }
        key("golden"); string(entry.golden)
        key("goldenSHA256"); optional(entry.goldenSHA256) { $0.string($1) }
        key("goldenVersions"); optional(entry.goldenVersions) { $0.string($1) }
        key("images")
        open("{")
        for (kind, path) in entry.images.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            key(kind)
            string(path)
        }
        close("}")
        key("layoutChanges"); optional(entry.layoutChanges) { $0.stringArray($1) }
        key("maxChannelDelta"); optional(comparison?.maxChannelDelta) { $0.int($1) }
        key("message"); optional(entry.message) { $0.string($1) }
        key("name"); string(entry.name)
        key("order"); int(entry.order)
        key("passed"); optional(comparison?.passed) { $0.bool($1) }
        key("ratio")
        if let ratio = comparison?.ratio { try double(ratio) } else { null() }
        key("sizesMatch"); optional(comparison?.sizesMatch) { $0.bool($1) }
        key("spec"); string(entry.spec)
        key("status"); string(entry.status)
        key("totalPixels"); optional(comparison?.totalPixels) { $0.int($1) }
        key("updated"); bool(entry.updated)
        key("variant")
        open("[")
        for value in entry.variant {
            element()
            open("{")
            key("axis"); string(value.axis)
            key("value"); string(value.value)
            close("}")
        }
        close("]")
        key("versionChanges"); stringArray(entry.versionChanges)
        close("}")
    }

    private mutating func size(_ size: ImageSize) {
        integers(["height": size.height, "width": size.width])
    }

    private mutating func bounds(_ bounds: ComparisonReport.Bounds) {
        integers(["height": bounds.height, "width": bounds.width, "x": bounds.x, "y": bounds.y])
    }

    /// An object of integers, its keys in the order given (sorted, as every object's are).
    @inline(__always)
    private mutating func integers(_ members: KeyValuePairs<StaticString, Int>) {
        open("{")
        for (name, value) in members {
            key(name)
            int(value)
        }
        close("}")
    }

    private mutating func stringArray(_ strings: [String]) {
        open("[")
        for text in strings {
            element()
            string(text)
        }
        close("]")
    }

    // MARK: Layout, as Foundation's pretty printer lays it out

    /// `{` or `[` and a line feed; the members follow on lines of their own, indented two spaces deeper.
    private mutating func open(_ bracket: StaticString) {
        raw(bracket)
        buffer.append(UInt8(ascii: "\n"))
        indent += 1
        first |= 1 << indent
    }

    /// A line feed, the outer indentation and `}` or `]` (so an empty container is `{`, an empty line, `}`).
    private mutating func close(_ bracket: StaticString) {
        buffer.append(UInt8(ascii: "\n"))
        first &= ~(1 << indent)
        indent -= 1
        writeIndent()
        raw(bracket)
    }

    /// The separator before an array's element and its indentation.
    private mutating func element() {
        if first & (1 << indent) != 0 {
            first &= ~(1 << indent)
        } else {
            raw(",\n")
        }
        writeIndent()
    }

    /// The separator, indentation and `"name" : ` before an object's member.
    private mutating func key(_ name: StaticString) {
        element()
        buffer.append(UInt8(ascii: "\""))
        raw(name)
        raw("\" : ")
    }

    /// A key that is data (an `images` kind), escaped like any string.
    private mutating func key(_ name: String) {
        element()
        string(name)
        raw(" : ")
    }

    private mutating func writeIndent() {
        for _ in 0..<indent {
            buffer.append(UInt8(ascii: " "))
            buffer.append(UInt8(ascii: " "))
        }
    }

    /// Appends markup or a key known at compile time.
    private mutating func raw(_ text: StaticString) {
        UTF8Escaping.append(text, to: &buffer)
    }

    private mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
    }

    // MARK: Values

    private mutating func optional<T>(_ value: T?, _ write: (inout ReportJSONWriter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    private mutating func null() { raw("null") }

    private mutating func bool(_ value: Bool) { raw(value ? "true" as StaticString : "false") }

    private mutating func int(_ value: Int) { write(String(value)) }

    /// Foundation's form: Swift's shortest round-trip `description`, without a trailing `.0`; a value JSON
    /// cannot hold (infinity, NaN) is refused as `JSONEncoder` refuses it.
    private mutating func double(_ value: Double) throws {
        guard value.isFinite else {
            throw RenderError.output("the report holds \(value), which JSON cannot represent")
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        write(text)
    }

    /// `text` quoted, with `"`, `\` and control characters below U+0020 escaped as Foundation escapes them
    /// (`\b \f \n \r \t`, else `\u00XX`); `/`, DEL and everything else as UTF-8.
    private mutating func string(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                UTF8Escaping.append(UnsafeBufferPointer(rebasing: utf8[start..<index]), to: &buffer)
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                default:
                    raw("\\u00")
                    buffer.append(Self.hexDigits[Int(byte >> 4)])
                    buffer.append(Self.hexDigits[Int(byte & 0xF)])
                }
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
