import TableSpec

/// Markup the reader passes over: comments, processing instructions, the DOCTYPE, and the scanning helpers.
extension XMLReader.Parser {
    mutating func skipComment() throws {
        let start = pos
        pos += 4
        guard let end = find("--") else { throw fail("unterminated comment", at: start) }
        guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else {
            if end + 2 >= bytes.count { throw fail("unterminated comment", at: start) }
            throw fail("\"--\" is not allowed inside a comment", at: end)
        }
        try checkCharacters(pos..<end)
        pos = end + 3
    }

    mutating func skipProcessingInstruction(allowDeclaration: Bool) throws {
        let start = pos
        pos += 2
        let target = try readName(expected: "a processing instruction's target after \"<?\"")
        if target.lowercased() == "xml" && !allowDeclaration {
            throw fail("the XML declaration is only allowed at the very start of the file", at: start)
        }
        guard let end = find("?>") else { throw fail("unterminated processing instruction", at: start) }
        try checkCharacters(pos..<end)
        pos = end + 2
    }

    /// Skips `<!DOCTYPE name ids [internal subset]>`: declarations are read past, never acted on.
    mutating func skipDoctype() throws {
        let start = pos
        pos += 9
        var inSubset = false
        while pos < bytes.count {
            let byte = bytes[pos]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try skipQuoted(start: start)
            case UInt8(ascii: "["):
                if inSubset { throw fail("unexpected \"[\" in the DOCTYPE's internal subset") }
                inSubset = true
                pos += 1
            case UInt8(ascii: "]"):
                inSubset = false
                pos += 1
            case UInt8(ascii: ">"):
                if !inSubset {
                    pos += 1
                    return
                }
                pos += 1
            case UInt8(ascii: "<"):
                guard inSubset else { throw fail("unexpected \"<\" in the DOCTYPE") }
                if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<?") {
                    try skipProcessingInstruction(allowDeclaration: false)
                } else if starts(with: "<!") {
                    // A markup declaration (ENTITY, ELEMENT, ATTLIST, NOTATION): quoted parts may hold ">".
                    pos += 2
                    while pos < bytes.count, bytes[pos] != UInt8(ascii: ">") {
                        if bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") {
                            try skipQuoted(start: start)
                        } else {
                            pos += 1
                        }
                    }
                    pos += 1
                } else {
                    throw fail("unexpected \"<\" in the DOCTYPE's internal subset")
                }
            default:
                pos += 1
            }
        }
        throw fail("unterminated DOCTYPE", at: start)
    }

    mutating func skipQuoted(start: Int) throws {
        let quote = bytes[pos]
        pos += 1
        while pos < bytes.count, bytes[pos] != quote { pos += 1 }
        guard pos < bytes.count else { throw fail("unterminated DOCTYPE", at: start) }
        pos += 1
    }

    // MARK: Scanning

    /// Reads an XML name at `pos`.
    mutating func readName(expected: String) throws -> String {
        guard pos < bytes.count else { throw fail("unexpected end of file, expected \(expected)") }
        guard Self.isNameStart(bytes[pos]) else { throw unexpectedCharacter(expected: expected) }
        let start = pos
        pos += 1
        while pos < bytes.count, Self.isNameByte(bytes[pos]) { pos += 1 }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    /// Skips XML whitespace; true when there was some.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = pos
        while pos < bytes.count, Self.isSpace(bytes[pos]) { pos += 1 }
        return pos > start
    }

    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard pos + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[pos + offset] != pointer[offset] { return false }
        return true
    }

    /// The index of the next `marker` at or after `pos`, or nil.
    func find(_ marker: StaticString) -> Int? {
        let count = marker.utf8CodeUnitCount
        let pointer = marker.utf8Start
        var index = pos
        while index + count <= bytes.count {
            if bytes[index] == pointer[0] {
                var matches = true
                for offset in 1..<count where bytes[index + offset] != pointer[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    /// Rejects control characters in a comment, CDATA section or processing instruction.
    mutating func checkCharacters(_ range: Range<Int>) throws {
        for index in range where bytes[index] < 0x20 && !Self.isSpace(bytes[index]) {
            pos = index
            throw controlCharacter(bytes[index])
        }
    }

    func appendNormalisingLineEnds(_ slice: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var index = slice.startIndex
        while index < slice.endIndex {
            if slice[index] == 0x0D {
                output.append(0x0A)
                if index + 1 < slice.endIndex, slice[index + 1] == 0x0A { index += 1 }
            } else {
                output.append(slice[index])
            }
            index += 1
        }
    }

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

    /// XML 1.0's `Char`: tab, line feed, carriage return and everything from space up, without surrogates,
    /// U+FFFE and U+FFFF.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
