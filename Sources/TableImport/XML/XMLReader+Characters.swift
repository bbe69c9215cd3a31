import TableSpec

/// The parser's character classes, positions and error messages.
extension XMLReader.Parser {
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// ASCII letters, `_`, `:` and any non-ASCII character (a lead byte) may start a name.
    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), 0xC0...0xFF:
            return true
        default:
            return false
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), 0x80...0xBF:
            return true
        default:
            return isNameStart(byte)
        }
    }

    static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return and everything from space up, without surrogates,
    /// U+FFFE and U+FFFF.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    // MARK: Positions and errors

    /// The location of byte `index`; cheap when asked in document order.
    mutating func location(at index: Int) -> SourceLocation {
        if index < cacheIndex {
            cacheIndex = 0
            cacheLine = 1
            cacheColumn = 1
        }
        while cacheIndex < index, cacheIndex < bytes.count {
            let byte = bytes[cacheIndex]
            if byte == 0x0A {
                cacheLine += 1
                cacheColumn = 1
            } else if byte == 0x0D {
                cacheLine += 1
                cacheColumn = 1
                // A CRLF is one line end: step over both, so the cache never sits between them.
                if cacheIndex + 1 < bytes.count, bytes[cacheIndex + 1] == 0x0A { cacheIndex += 1 }
            } else if byte & 0xC0 != 0x80 {
                cacheColumn += 1
            }
            cacheIndex += 1
        }
        return SourceLocation(line: cacheLine, column: cacheColumn)
    }

    mutating func fail(_ message: String, at index: Int? = nil) -> XMLSyntaxError {
        XMLSyntaxError(message, at: location(at: index ?? pos))
    }

    mutating func controlCharacter(_ byte: UInt8) -> XMLSyntaxError {
        let hex = String(byte, radix: 16, uppercase: true)
        return fail("control character U+" + String(repeating: "0", count: 4 - hex.count) + hex
                    + " is not allowed in XML")
    }

    /// Describes the character at `pos` for an error.
    mutating func unexpectedCharacter(expected: String) -> XMLSyntaxError {
        let byte = bytes[pos]
        let shown: String
        if byte < 0x20 || byte == 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            shown = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        } else if let end = TextDecoding.utf8SequenceEnd(bytes, at: pos) {
            let text = String(decoding: bytes[pos..<end], as: UTF8.self)
            shown = "\"" + (text == "\"" ? "\\\"" : text) + "\""
        } else {
            shown = "an invalid byte"
        }
        return fail("expected \(expected), found \(shown)")
    }
}
