import TableRenderKit
/// Scalars and bytes: literals, numbers and strings read straight from the report's bytes.
extension ReportJSONReader {
    /// `nil` for `null`, else what `read` reads.
    mutating func nullable<T>(_ read: (inout ReportJSONReader) throws -> T) throws -> T? {
        if peek() == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        return try read(&self)
    }

    mutating func bool() throws -> Bool {
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

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
              UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[offset..<offset + count]) else {
            throw syntax("expected \(word)")
        }
        offset += count
    }

    mutating func int() throws -> Int {
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

    mutating func double() throws -> Double {
        let start = offset
        let (range, _) = try numberRange(expecting: "a number")
        guard let value = Double(String(decoding: bytes[range], as: UTF8.self)), value.isFinite else {
            throw Failure(kind: .shape("the number is out of range"), offset: start)
        }
        return value
    }

    /// The bytes of a JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) and whether it is an
    /// integer (no fraction or exponent).
    mutating func numberRange(expecting what: String = "a value") throws -> (Range<Int>, Bool) {
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

    mutating func string() throws -> String {
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
    mutating func keyIndex(in keys: [StaticString]) throws -> Int? {
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
    func validateUTF8(_ range: Range<Int>, at start: Int) throws {
        guard String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) != nil else {
            throw Failure(kind: .syntax("the string is not valid UTF-8"), offset: start)
        }
    }

    /// Steps over a string (the reader at its opening quote) and returns the range of its content and whether
    /// it holds escapes. Control characters are refused, as JSON requires.
    mutating func stringRange() throws -> (Range<Int>, Bool) {
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
    func unescaped(_ range: Range<Int>) throws -> String? {
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

    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    func syntax(_ reason: String) -> Failure {
        Failure(kind: .syntax(offset < bytes.count ? reason : "the text ends early"), offset: offset)
    }

    /// "expected an object, found an array": a value of the wrong type is a report of the wrong shape, unless
    /// nothing JSON is there at all.
    func expected(_ what: String) -> Failure {
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
