import TableSpec

/// A small well-formedness XML 1.0 reader for plists, storyboards and xibs, with positions for every element,
/// attribute and text run.
///
/// Our own rather than Foundation's `XMLParser`, so positions, limits and Linux behaviour are ours. It reads UTF-8
/// (with or without a byte order mark), UTF-16 (with a byte order mark, or sniffed from `<?xml`) and ISO-8859-1
/// when the declaration names it. A DOCTYPE is skipped, internal subset included: entities declared there are never
/// expanded and nothing external is fetched, so a reference to one is an "undefined entity" error. Line ends are
/// normalised to `\n` in text, and attribute values are normalised as XML 1.0 says (literal tabs and line ends
/// become spaces; character references are kept).
public enum XMLReader {
    /// Parses a document and returns its root element.
    public static func parse(_ bytes: [UInt8]) throws -> XMLElement {
        guard bytes.count <= ImportLimits.maximumFileBytes else {
            throw XMLSyntaxError("the file is \(bytes.count) bytes; at most \(ImportLimits.maximumFileBytes) are read",
                                 at: SourceLocation(line: 1, column: 1))
        }
        var parser = Parser(try TextDecoding.utf8(bytes))
        return try parser.parseDocument()
    }
}

/// Turns a file's bytes into UTF-8 without a byte order mark, so every reader scans one encoding.
enum TextDecoding {
    /// The file as UTF-8: a BOM selects UTF-8 or UTF-16; without one, `<?xml` in UTF-16 is sniffed from its
    /// zero bytes, and the declaration's encoding may ask for ISO-8859-1. UTF-8 is validated here, once.
    static func utf8(_ bytes: [UInt8]) throws -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try validated(Array(bytes[3...])) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return try utf16(bytes[...], bigEndian: false) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return try utf16(bytes[...], bigEndian: true) }
        if let encoding = declaredEncoding(bytes) {
            switch encoding {
            case "utf-8", "utf8", "us-ascii", "ascii":
                break
            case "iso-8859-1", "latin1", "latin-1", "iso_8859-1":
                var output: [UInt8] = []
                output.reserveCapacity(bytes.count)
                for byte in bytes {
                    if byte < 0x80 {
                        output.append(byte)
                    } else {
                        output.append(0xC0 | byte >> 6)
                        output.append(0x80 | byte & 0x3F)
                    }
                }
                return output
            case "utf-16", "utf-16le", "utf-16be":
                // Declared UTF-16 but read as ASCII-compatible bytes: the writer left out the byte order mark
                // and wrote UTF-8 after all, which is what the bytes say.
                break
            default:
                throw XMLSyntaxError("unsupported encoding \(ImportText.quoted(encoding)); use UTF-8 or UTF-16",
                                     at: SourceLocation(line: 1, column: 1))
            }
        }
        return try validated(bytes)
    }

    /// The lowercased `encoding` of an XML declaration at the very start, if there is one.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let head = bytes.prefix(200)
        guard let end = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: head[..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return String(rest.prefix { $0 != quote }).lowercased()
    }

    /// `bytes` when they are well-formed UTF-8 (RFC 3629: no overlongs, surrogates or values past U+10FFFF).
    static func validated(_ bytes: [UInt8]) throws -> [UInt8] {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let end = utf8SequenceEnd(bytes, at: index) else {
                throw XMLSyntaxError("invalid UTF-8", at: location(in: bytes, at: index))
            }
            index = end
        }
        return bytes
    }

    /// The end of the well-formed UTF-8 sequence starting at `start`, or nil (`UTF8Validation`, the one rule).
    static func utf8SequenceEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        UTF8Validation.sequenceEnd(bytes, at: start)
    }

    /// UTF-16 code units converted to UTF-8; an unpaired surrogate or an odd byte is an error at its position.
    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        // Only for errors: where the next scalar would be, in lines and scalars.
        var line = 1
        var column = 1
        var previousWasCR = false
        func unit(at i: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1]) : UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i])
        }
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else {
                throw XMLSyntaxError("UTF-16 text ends in the middle of a character",
                                     at: SourceLocation(line: line, column: column))
            }
            var value = unit(at: index)
            index += 2
            if value >= 0xD800 && value < 0xDC00 {
                guard index + 1 < bytes.endIndex, case let low = unit(at: index), low >= 0xDC00 && low < 0xE000 else {
                    throw XMLSyntaxError("unpaired surrogate in UTF-16", at: SourceLocation(line: line, column: column))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                index += 2
            } else if value >= 0xDC00 && value < 0xE000 {
                throw XMLSyntaxError("unpaired surrogate in UTF-16", at: SourceLocation(line: line, column: column))
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw XMLSyntaxError("invalid UTF-16", at: SourceLocation(line: line, column: column))
            }
            output.append(contentsOf: UTF8.encode(scalar) ?? [])
            if value == 0x0A {
                if !previousWasCR { line += 1 }
                column = 1
            } else if value == 0x0D {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = value == 0x0D
        }
        return output
    }

    /// The 1-based line and scalar column of byte `index` in UTF-8 `bytes` (`\r\n`, `\r` and `\n` end lines).
    static func location(in bytes: [UInt8], at index: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var i = 0
        while i < index && i < bytes.count {
            switch bytes[i] {
            case 0x0A:
                line += 1
                column = 1
            case 0x0D:
                line += 1
                column = 1
                if i + 1 < index, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            case let byte where byte & 0xC0 != 0x80:
                column += 1
            default:
                break
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }
}

extension UTF8 {
    /// The UTF-8 bytes of `scalar`.
    static func encode(_ scalar: Unicode.Scalar) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4)
        UTF8.encode(scalar) { bytes.append($0) }
        return bytes
    }
}

extension XMLReader {
    /// One pass over UTF-8 bytes. Elements are built with an explicit stack, so nesting costs heap, not stack.
    struct Parser {
        let bytes: [UInt8]
        var pos = 0
        var elementCount = 0
        var attributeCount = 0
        /// Where the last location was computed; locations are asked for in document order, so each costs only
        /// the bytes since the previous one, even on a single 10 MB line.
        var cacheIndex = 0
        var cacheLine = 1
        var cacheColumn = 1

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// An element being read, with the character data gathered since its last child.
        struct Open {
            var element: XMLElement
            var text: [UInt8] = []
            var textLocation: SourceLocation?

            mutating func flushText() {
                guard let location = textLocation else { return }
                element.content.append(.text(String(decoding: text, as: UTF8.self), location))
                text.removeAll(keepingCapacity: true)
                textLocation = nil
            }
        }

        mutating func parseDocument() throws -> XMLElement {
            if bytes.isEmpty { throw XMLSyntaxError("empty file", at: SourceLocation(line: 1, column: 1)) }
            if starts(with: "<?xml"), pos + 5 < bytes.count, Self.isSpace(bytes[pos + 5]) {
                try skipProcessingInstruction(allowDeclaration: true)
            }
            var sawDoctype = false
            while true {
                skipWhitespace()
                guard pos < bytes.count else { throw fail("no root element") }
                if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<?") {
                    try skipProcessingInstruction(allowDeclaration: false)
                } else if starts(with: "<!DOCTYPE") {
                    if sawDoctype { throw fail("only one DOCTYPE is allowed") }
                    sawDoctype = true
                    try skipDoctype()
                } else if bytes[pos] == UInt8(ascii: "<") {
                    break
                } else {
                    throw fail("text is not allowed before the root element")
                }
            }
            let root = try parseElements()
            while true {
                skipWhitespace()
                guard pos < bytes.count else { return root }
                if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<?") {
                    try skipProcessingInstruction(allowDeclaration: false)
                } else if starts(with: "<!DOCTYPE") {
                    throw fail("a DOCTYPE is only allowed before the root element")
                } else if bytes[pos] == UInt8(ascii: "<"), pos + 1 < bytes.count, Self.isNameStart(bytes[pos + 1]) {
                    throw fail("only one root element is allowed")
                } else {
                    throw fail("unexpected text after the root element")
                }
            }
        }

        /// Reads the root element and everything in it.
        mutating func parseElements() throws -> XMLElement {
            var stack: [Open] = []
            let (first, firstIsEmpty) = try parseStartTag(depth: 1)
            if firstIsEmpty { return first }
            stack.append(Open(element: first))
            while true {
                // Only the open element's name and location are read here: holding a copy of it would make the
                // next append copy its whole content (copy-on-write), quadratic in the number of children.
                let openName = stack[stack.count - 1].element.name
                let openLocation = stack[stack.count - 1].element.location
                guard pos < bytes.count else {
                    throw fail("unexpected end of file, expected </\(openName)> to close <\(openName)> at \(openLocation)")
                }
                if bytes[pos] != UInt8(ascii: "<") {
                    try readText(into: &stack[stack.count - 1])
                } else if starts(with: "</") {
                    let tagStart = pos
                    pos += 2
                    let name = try readName(expected: "an element name after \"</\"")
                    skipWhitespace()
                    guard pos < bytes.count else {
                        throw fail("unexpected end of file in the end tag </\(name)>")
                    }
                    guard bytes[pos] == UInt8(ascii: ">") else {
                        throw unexpectedCharacter(expected: "\">\" to end </\(name)>")
                    }
                    guard name == openName else {
                        throw fail("mismatched end tag: expected </\(openName)> to close <\(openName)> at "
                                   + "\(openLocation), found </\(name)>", at: tagStart)
                    }
                    pos += 1
                    var closed = stack.removeLast()
                    closed.flushText()
                    if stack.isEmpty { return closed.element }
                    stack[stack.count - 1].element.content.append(.element(closed.element))
                } else if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    let start = location(at: pos)
                    pos += 9
                    guard let end = find("]]>") else {
                        throw fail("unterminated CDATA section", at: pos - 9)
                    }
                    if stack[stack.count - 1].textLocation == nil { stack[stack.count - 1].textLocation = start }
                    try checkCharacters(pos..<end)
                    appendNormalisingLineEnds(bytes[pos..<end], to: &stack[stack.count - 1].text)
                    pos = end + 3
                } else if starts(with: "<?") {
                    try skipProcessingInstruction(allowDeclaration: false)
                } else if starts(with: "<!DOCTYPE") {
                    throw fail("a DOCTYPE is only allowed before the root element")
                } else if starts(with: "<!") {
                    throw fail("expected a comment or CDATA section after \"<!\"")
                } else {
                    stack[stack.count - 1].flushText()
                    let (element, isEmpty) = try parseStartTag(depth: stack.count + 1)
                    if isEmpty {
                        stack[stack.count - 1].element.content.append(.element(element))
                    } else {
                        stack.append(Open(element: element))
                    }
                }
            }
        }

        /// Reads `<name attributes…>` or `<name …/>`; true when the element is empty (`/>`).
        mutating func parseStartTag(depth: Int) throws -> (XMLElement, Bool) {
            let start = pos
            guard depth <= ImportLimits.maximumDepth else {
                throw fail("nested deeper than \(ImportLimits.maximumDepth) levels")
            }
            elementCount += 1
            guard elementCount <= ImportLimits.maximumElements else {
                throw fail("more than \(ImportLimits.maximumElements) elements")
            }
            let startLocation = location(at: start)
            pos += 1
            let name = try readName(expected: "an element name after \"<\"")
            var element = XMLElement(name: name, location: startLocation)
            while true {
                let hadSpace = skipWhitespace()
                guard pos < bytes.count else { throw fail("unexpected end of file in the start tag of <\(name)>") }
                if bytes[pos] == UInt8(ascii: ">") {
                    pos += 1
                    return (element, false)
                }
                if starts(with: "/>") {
                    pos += 2
                    return (element, true)
                }
                guard Self.isNameStart(bytes[pos]) else {
                    throw unexpectedCharacter(expected: "an attribute, \">\" or \"/>\" in <\(name)>")
                }
                let attributeStart = pos
                let attributeName = try readName(expected: "an attribute name")
                guard hadSpace else {
                    throw fail("expected whitespace before the attribute \(ImportText.quoted(attributeName))", at: attributeStart)
                }
                if element.attributes.contains(where: { $0.name == attributeName }) {
                    throw fail("duplicate attribute \(ImportText.quoted(attributeName)) in <\(name)>", at: attributeStart)
                }
                guard element.attributes.count < ImportLimits.maximumAttributesPerElement else {
                    throw fail("more than \(ImportLimits.maximumAttributesPerElement) attributes in <\(name)>",
                               at: attributeStart)
                }
                attributeCount += 1
                guard attributeCount <= ImportLimits.maximumAttributes else {
                    throw fail("more than \(ImportLimits.maximumAttributes) attributes", at: attributeStart)
                }
                let attributeLocation = location(at: attributeStart)
                skipWhitespace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else {
                    throw fail("expected \"=\" after the attribute name \(ImportText.quoted(attributeName))")
                }
                pos += 1
                skipWhitespace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") else {
                    throw fail("expected a quoted value for the attribute \(ImportText.quoted(attributeName))")
                }
                let value = try readAttributeValue(of: attributeName)
                element.attributes.append(XMLAttribute(name: attributeName, value: value, location: attributeLocation))
            }
        }

        /// Reads a quoted attribute value: references replaced, literal whitespace characters turned into spaces.
        mutating func readAttributeValue(of name: String) throws -> String {
            let quote = bytes[pos]
            let open = pos
            pos += 1
            var value: [UInt8] = []
            while true {
                guard pos < bytes.count else {
                    throw fail("unterminated value of the attribute \(ImportText.quoted(name))", at: open)
                }
                let byte = bytes[pos]
                switch byte {
                case quote:
                    pos += 1
                    return String(decoding: value, as: UTF8.self)
                case UInt8(ascii: "<"):
                    throw fail("\"<\" is not allowed in an attribute value; write &lt;")
                case UInt8(ascii: "&"):
                    try readReference(into: &value)
                case 0x0D:
                    value.append(UInt8(ascii: " "))
                    pos += 1
                    if pos < bytes.count, bytes[pos] == 0x0A { pos += 1 }
                case 0x09, 0x0A:
                    value.append(UInt8(ascii: " "))
                    pos += 1
                case 0x00..<0x20:
                    throw controlCharacter(byte)
                default:
                    value.append(byte)
                    pos += 1
                }
            }
        }

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
}
