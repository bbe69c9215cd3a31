import TableSpec

/// Where the reader is, in lines and columns, and its one-line errors.
extension XMLReader.Parser {
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
