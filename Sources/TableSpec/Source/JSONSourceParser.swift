import Foundation

/// Parses strict RFC 8259 JSON into a `SourceNode` tree that remembers where every value starts.
public enum JSONSourceParser {
    /// How deeply objects and arrays may nest; deeper input is rejected so hostile files cannot exhaust the stack.
    public static let maximumDepth = SpecLimits.maximumDepth

    /// Parses a UTF-8 JSON document, skipping a leading byte order mark.
    public static func parse(_ bytes: [UInt8]) throws -> SourceNode {
        var reader = Reader(bytes)
        return try reader.parseDocument()
    }

    /// Parses a UTF-8 JSON document held in `data`.
    public static func parse(_ data: Data) throws -> SourceNode {
        try parse([UInt8](data))
    }

    /// Parses a JSON document held in `text`.
    public static func parse(_ text: String) throws -> SourceNode {
        try parse(Array(text.utf8))
    }
}

extension JSONSourceParser {
    /// A cursor over the bytes. Values are decoded straight from byte ranges, and the column is
    /// tracked incrementally so that asking for a location stays cheap even on a single 10 MB line.
    struct Reader {
        let bytes: [UInt8]
        var pos = 0
        /// Keys and indices from the root to the value being read, so an error can name its JSON path.
        var path: [JSONPath.Component] = []
        var line = 1
        var lineStart = 0
        var columnPos = 0
        var column = 1
        /// Reused for strings containing escapes, so decoding them allocates once per document, not per string.
        var scratch: [UInt8] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                pos = 3
                lineStart = 3
                columnPos = 3
            }
        }

        mutating func parseDocument() throws -> SourceNode {
            skipWhitespace()
            guard pos < bytes.count else { throw SourceSyntaxError("empty file", at: SourceLocation(line: 1, column: 1)) }
            let root = try parseValue(depth: 0)
            skipWhitespace()
            guard pos == bytes.count else { throw fail("unexpected text after the document") }
            return root
        }

        // MARK: Values

        mutating func parseValue(depth: Int) throws -> SourceNode {
            guard pos < bytes.count else { throw fail("unexpected end of file, expected a value") }
            let start = location(at: pos)
            switch bytes[pos] {
            case UInt8(ascii: "\""):
                return SourceNode(.string(try parseString()), at: start)
            case UInt8(ascii: "{"):
                return try parseObject(depth: depth + 1, start: start)
            case UInt8(ascii: "["):
                return try parseArray(depth: depth + 1, start: start)
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return SourceNode(.number(try parseNumber()), at: start)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                return SourceNode(try parseLiteral(), at: start)
            case UInt8(ascii: "'"):
                throw fail("strings must use double quotes")
            default:
                throw unexpectedCharacter(expected: "a value")
            }
        }

        mutating func parseObject(depth: Int, start: SourceLocation) throws -> SourceNode {
            guard depth <= maximumDepth else { throw fail("nested deeper than \(maximumDepth) levels") }
            pos += 1
            skipWhitespace()
            var members: [SourceMember] = []
            // Small objects check duplicates by scanning; the set only pays off once an object is large.
            var seen = Set<String>()
            if peek == UInt8(ascii: "}") {
                pos += 1
                return SourceNode(.object(members), at: start)
            }
            while true {
                guard pos < bytes.count else {
                    throw fail("unexpected end of file, expected " + (members.isEmpty ? "\"}\"" : "a key"))
                }
                guard bytes[pos] == UInt8(ascii: "\"") else {
                    throw fail(members.isEmpty ? "expected a double-quoted key or \"}\"" : "expected a double-quoted key")
                }
                let keyLocation = location(at: pos)
                let key = try parseString()
                let isDuplicate: Bool
                if members.count < 16 {
                    isDuplicate = members.contains { $0.key == key }
                } else {
                    if seen.isEmpty { seen = Set(members.lazy.map(\.key)) }
                    isDuplicate = !seen.insert(key).inserted
                }
                if isDuplicate {
                    throw SourceSyntaxError("duplicate key \(DiagnosticText.quoted(key))", at: keyLocation,
                                            path: JSONPath(components: path + [.key(key)]))
                }
                skipWhitespace()
                guard pos < bytes.count else { throw fail("unexpected end of file, expected \":\"") }
                guard bytes[pos] == UInt8(ascii: ":") else { throw fail("expected \":\" after a key") }
                pos += 1
                skipWhitespace()
                path.append(.key(key))
                members.append(SourceMember(key: key, keyLocation: keyLocation, value: try parseValue(depth: depth)))
                path.removeLast()
                if try closes(UInt8(ascii: "}"), after: "an object member") {
                    return SourceNode(.object(members), at: start)
                }
            }
        }

        mutating func parseArray(depth: Int, start: SourceLocation) throws -> SourceNode {
            guard depth <= maximumDepth else { throw fail("nested deeper than \(maximumDepth) levels") }
            pos += 1
            skipWhitespace()
            var elements: [SourceNode] = []
            guard pos < bytes.count else { throw fail("unexpected end of file, expected \"]\"") }
            if bytes[pos] == UInt8(ascii: "]") {
                pos += 1
                return SourceNode(.array(elements), at: start)
            }
            while true {
                path.append(.index(elements.count))
                elements.append(try parseValue(depth: depth))
                path.removeLast()
                if try closes(UInt8(ascii: "]"), after: "an array element") {
                    return SourceNode(.array(elements), at: start)
                }
            }
        }

        /// What follows a member or an element, for objects and arrays alike: the container's `close` (consumed:
        /// true) or a comma and the next item (false); a missing or trailing comma is an error naming `item`.
        mutating func closes(_ close: UInt8, after item: String) throws -> Bool {
            // The quoted bracket is built only for a message, never on the way through a valid document.
            func quoted() -> String { "\"\(Character(Unicode.Scalar(close)))\"" }
            skipWhitespace()
            guard pos < bytes.count else { throw fail("unexpected end of file, expected \(quoted())") }
            if bytes[pos] == close {
                pos += 1
                return true
            }
            guard bytes[pos] == UInt8(ascii: ",") else { throw fail("expected \",\" or \(quoted()) after \(item)") }
            let comma = location(at: pos)
            pos += 1
            skipWhitespace()
            if peek == close { throw SourceSyntaxError("trailing comma before \(quoted())", at: comma) }
            return false
        }

        mutating func parseLiteral() throws -> SourceValue {
            let start = pos
            while pos < bytes.count, Self.isWordByte(bytes[pos]) { pos += 1 }
            let word = bytes[start..<pos]
            if word.elementsEqual("true".utf8) { return .bool(true) }
            if word.elementsEqual("false".utf8) { return .bool(false) }
            if word.elementsEqual("null".utf8) { return .null }
            throw fail("invalid value \(DiagnosticText.quoted(String(decoding: word, as: UTF8.self)))", at: start)
        }

        // MARK: Numbers

        /// Powers of ten that a `Double` holds exactly, for the exact fast path below.
        static let exactPowersOfTen: [Double] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
            1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
        ]

        mutating func parseNumber() throws -> Double {
            let start = pos
            var p = pos
            func digit(_ index: Int) -> UInt64? {
                guard index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 else { return nil }
                return UInt64(bytes[index] &- UInt8(ascii: "0"))
            }
            let negative = p < bytes.count && bytes[p] == UInt8(ascii: "-")
            if negative { p += 1 }
            // The digits are gathered into an integer mantissa and a decimal exponent; when both are small
            // the value is one correctly rounded operation away, so only unusual numbers go through `Double(String)`.
            var mantissa: UInt64 = 0
            var significantDigits = 0
            var exponent = 0
            var isExact = true
            func accumulate(_ d: UInt64, isFraction: Bool) {
                if mantissa == 0 && d == 0 {
                    if isFraction { exponent -= 1 }
                } else if significantDigits < 19 {
                    mantissa = mantissa * 10 + d
                    significantDigits += 1
                    if isFraction { exponent -= 1 }
                } else {
                    isExact = false
                    if !isFraction { exponent += 1 }
                }
            }
            if digit(p) == 0 {
                p += 1
            } else if digit(p) != nil {
                while let d = digit(p) {
                    accumulate(d, isFraction: false)
                    p += 1
                }
            } else {
                throw invalidNumber(from: start)
            }
            if p < bytes.count, bytes[p] == UInt8(ascii: ".") {
                p += 1
                guard digit(p) != nil else { throw invalidNumber(from: start) }
                while let d = digit(p) {
                    accumulate(d, isFraction: true)
                    p += 1
                }
            }
            if p < bytes.count, bytes[p] | 0x20 == UInt8(ascii: "e") {
                p += 1
                var sign = 1
                if p < bytes.count, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") {
                    if bytes[p] == UInt8(ascii: "-") { sign = -1 }
                    p += 1
                }
                guard digit(p) != nil else { throw invalidNumber(from: start) }
                var written = 0
                while let d = digit(p) {
                    written = min(written * 10 + Int(d), 1_000_000)
                    p += 1
                }
                exponent += sign * written
            }
            // "01", "1.2.3" or "12px" are one bad token, not a number followed by junk.
            if p < bytes.count, Self.isNumberTokenByte(bytes[p]) { throw invalidNumber(from: start) }
            pos = p
            if isExact, significantDigits <= 15, abs(exponent) < Self.exactPowersOfTen.count {
                let power = Self.exactPowersOfTen[abs(exponent)]
                let value = exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
                return negative ? -value : value
            }
            let text = String(decoding: bytes[start..<p], as: UTF8.self)
            guard let parsed = Double(text), parsed.isFinite else {
                throw fail("number \(DiagnosticText.quoted(text)) is out of range", at: start)
            }
            return parsed
        }

        mutating func invalidNumber(from start: Int) -> SourceSyntaxError {
            var end = start
            while end < bytes.count, Self.isNumberTokenByte(bytes[end]) { end += 1 }
            return fail("invalid number \(DiagnosticText.quoted(String(decoding: bytes[start..<end], as: UTF8.self)))", at: start)
        }

        static func isNumberTokenByte(_ byte: UInt8) -> Bool {
            isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                return true
            default:
                return false
            }
        }
    }
}
