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
        if let oversize = ImportLimits.oversize(bytes) {
            throw XMLSyntaxError(oversize, at: SourceLocation(line: 1, column: 1))
        }
        var parser = Parser(try TextDecoding.utf8(bytes))
        return try parser.parseDocument()
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
                    guard let d = HexDigit.value(digit), d < radix else {
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
    }
}
