import TableSpec

/// The parser's scanning of text, references, comments, processing instructions, the DOCTYPE and names.
extension XMLReader.Parser {
    /// Reads character data up to the next `<` into the open element.
    mutating func readText(into open: inout Open) throws {
        if open.textLocation == nil { open.textLocation = location(at: pos) }
        while pos < bytes.count {
            let byte = bytes[pos]
            switch byte {
            case UInt8(ascii: "<"):
                return
            case UInt8(ascii: "&"):
                try readReference(into: &open.text)
            case 0x0D:
                open.text.append(0x0A)
                pos += 1
                if pos < bytes.count, bytes[pos] == 0x0A { pos += 1 }
            case UInt8(ascii: "]"):
                if starts(with: "]]>") { throw fail("\"]]>\" is not allowed in text; write ]]&gt;") }
                open.text.append(byte)
                pos += 1
            case 0x09, 0x0A:
                open.text.append(byte)
                pos += 1
            case 0x00..<0x20:
                throw controlCharacter(byte)
            default:
                // Copy a run of ordinary bytes at once: most text has no references or line ends.
                let start = pos
                pos += 1
                while pos < bytes.count, bytes[pos] >= 0x20, bytes[pos] != UInt8(ascii: "<"),
                      bytes[pos] != UInt8(ascii: "&"), bytes[pos] != UInt8(ascii: "]") {
                    pos += 1
                }
                open.text.append(contentsOf: bytes[start..<pos])
            }
        }
    }

    /// Reads `&name;` or a character reference at `pos` and appends what it stands for.
    mutating func readReference(into output: inout [UInt8]) throws {
        let start = pos
        pos += 1
        var end = pos
        while end < bytes.count, end - pos < 40, bytes[end] != UInt8(ascii: ";"),
              Self.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "#") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > pos else {
            throw fail("\"&\" must start a reference such as &amp; (ending in \";\")", at: start)
        }
        let name = bytes[pos..<end]
        let written = "&" + String(decoding: name, as: UTF8.self) + ";"
        pos = end + 1
        if name.first == UInt8(ascii: "#") {
            var digits = name.dropFirst()
            var radix: UInt32 = 10
            if digits.first == UInt8(ascii: "x") {
                radix = 16
                digits = digits.dropFirst()
            }
            var value: UInt32 = 0
            guard !digits.isEmpty, digits.count <= 8 else {
                throw fail("invalid character reference \(ImportText.quoted(written))", at: start)
            }
            for digit in digits {
                guard let d = Self.digitValue(digit), d < radix else {
                    throw fail("invalid character reference \(ImportText.quoted(written))", at: start)
                }
                value = value * radix + d
            }
            guard Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw fail("character reference \(ImportText.quoted(written)) is not a character XML allows", at: start)
            }
            output.append(contentsOf: UTF8.encode(scalar) ?? [])
            return
        }
        switch written {
        case "&lt;": output.append(UInt8(ascii: "<"))
        case "&gt;": output.append(UInt8(ascii: ">"))
        case "&amp;": output.append(UInt8(ascii: "&"))
        case "&apos;": output.append(UInt8(ascii: "'"))
        case "&quot;": output.append(UInt8(ascii: "\""))
        default:
            throw fail("undefined entity \(ImportText.quoted(written)) (only &lt; &gt; &amp; &apos; &quot; and character "
                       + "references are read)", at: start)
        }
    }

    // MARK: Markup that is skipped

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
}
