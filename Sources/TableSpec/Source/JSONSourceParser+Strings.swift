/// Strings: quoted text with its escapes decoded, checked as UTF-8 as it is read.
extension JSONSourceParser.Reader {
    /// Reads the string whose opening quote is at `pos`.
    mutating func parseString() throws -> String {
        let open = pos
        pos += 1
        var runStart = pos
        var hasEscapes = false
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if hasEscapes {
                    scratch.append(contentsOf: bytes[runStart..<pos])
                    text = String(decoding: scratch, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[runStart..<pos], as: UTF8.self)
                }
                pos += 1
                return text
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes { scratch.removeAll(keepingCapacity: true) }
                hasEscapes = true
                scratch.append(contentsOf: bytes[runStart..<pos])
                try parseEscape(stringStart: open)
                runStart = pos
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                // A raw line break almost always means a missing closing quote, not a character to escape.
                throw fail("unterminated string; the line ends before the closing quote", at: open)
            } else if byte < 0x20 {
                throw fail("control character in string; escape it as \(Self.escapeSpelling(of: byte))")
            } else if byte < 0x80 {
                pos += 1
            } else {
                guard let next = utf8SequenceEnd(at: pos) else { throw fail("invalid UTF-8") }
                pos = next
            }
        }
        throw fail("unterminated string", at: open)
    }

    /// Decodes the escape whose backslash is at `pos` into `scratch`.
    mutating func parseEscape(stringStart: Int) throws {
        let backslash = pos
        guard pos + 1 < bytes.count else { throw fail("unterminated string", at: stringStart) }
        let letter = bytes[pos + 1]
        let simple: UInt8?
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = letter
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            pos += 1
            if letter < 0x20 {
                throw fail("control character in string; escape it as \(Self.escapeSpelling(of: letter))")
            }
            guard let end = letter < 0x80 ? pos + 1 : utf8SequenceEnd(at: pos) else { throw fail("invalid UTF-8") }
            throw fail("invalid escape \"\\\(String(decoding: bytes[pos..<end], as: UTF8.self))\"", at: backslash)
        }
        if let simple {
            scratch.append(simple)
            pos += 2
            return
        }
        var scalar = try hexEscape(at: backslash)
        pos = backslash + 6
        if (0xDC00...0xDFFF).contains(scalar) { throw loneSurrogate(at: backslash) }
        if (0xD800...0xDBFF).contains(scalar) {
            guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
                throw loneSurrogate(at: backslash)
            }
            let low = try hexEscape(at: pos)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(at: backslash) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            pos += 6
        }
        // Surrogates were handled above, so the value is always a valid scalar.
        if let unicode = Unicode.Scalar(scalar) { UTF8.encode(unicode) { scratch.append($0) } }
    }

    /// Reads the four hex digits of the `\u` escape whose backslash is at `backslash`.
    mutating func hexEscape(at backslash: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for index in backslash + 2 ..< backslash + 6 {
            guard index < bytes.count, let nibble = HexDigit.value(bytes[index]) else {
                // Quote up to four following characters, as long as they print on one line.
                var end = backslash + 2
                while end < min(backslash + 6, bytes.count), bytes[end] > 0x20, bytes[end] < 0x7F,
                      bytes[end] != UInt8(ascii: "\"") {
                    end += 1
                }
                let written = String(decoding: bytes[backslash..<end], as: UTF8.self)
                throw fail("invalid escape \"\(written)\"", at: backslash)
            }
            value = value << 4 | nibble
        }
        return value
    }

    mutating func loneSurrogate(at backslash: Int) -> SourceSyntaxError {
        let written = String(decoding: bytes[backslash..<backslash + 6], as: UTF8.self)
        return fail("lone surrogate \"\(written)\" in string", at: backslash)
    }

    static func escapeSpelling(of control: UInt8) -> String {
        switch control {
        case 0x08: return "\\b"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0C: return "\\f"
        case 0x0D: return "\\r"
        default:
            let hex = String(control, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// The end of the well-formed UTF-8 sequence starting at `start` (`UTF8Validation`, the one rule).
    func utf8SequenceEnd(at start: Int) -> Int? {
        UTF8Validation.sequenceEnd(bytes, at: start)
    }
}
