import TableSpec

extension StringsFile {
    /// Reads a `.strings` file: old-style `"key" = "value";` text in UTF-16 or UTF-8, or an XML or binary plist
    /// dictionary. Never throws: what Apple's parser would reject becomes a `Problem`, and reading goes on after
    /// the next `;` so that `validate` reports every problem at once; a table with a problem that rejects it
    /// (`isRejected`) is then ignored as a whole, as iOS ignores it.
    public static func parse(_ bytes: [UInt8]) -> StringsFile {
        let start = SourceLocation(line: 1, column: 1)
        if let oversize = ImportLimits.oversize(bytes) {
            return StringsFile(problems: [Problem(oversize, at: start)])
        }
        var problems: [Problem] = []
        let scalars = StringsDecoding.scalars(bytes, problems: &problems)
        if bytes.starts(with: Array("bplist".utf8)) || StringsDecoding.looksLikeXML(scalars) {
            return fromPlist(bytes)
        }
        var parser = StringsParser(scalars)
        parser.problems = problems
        parser.parse()
        return StringsFile(entries: parser.entries, problems: parser.problems)
    }

    /// A `.strings` file written as a plist: a dictionary of strings.
    static func fromPlist(_ bytes: [UInt8]) -> StringsFile {
        let start = SourceLocation(line: 1, column: 1)
        let root: PlistNode
        var warnings: [PlistError] = []
        do {
            root = try PlistReader.read(bytes, warnings: &warnings)
        } catch let error as PlistError {
            return StringsFile(problems: [Problem(error.message, at: error.location ?? start)])
        } catch {
            return StringsFile(problems: [Problem("\(error)", at: start)])
        }
        guard case .dictionary(let members) = root.value else {
            return StringsFile(problems: [Problem("a plist .strings file must hold a dictionary", at: root.location ?? start)])
        }
        var file = StringsFile()
        file.problems = warnings.map { Problem($0.message, at: $0.location ?? start, rejectsTable: false) }
        for member in members {
            if case .string(let value) = member.value.value {
                file.entries[member.key] = value
            } else {
                file.problems.append(Problem("the value of \(ImportText.quoted(member.key)) is not a string",
                                             at: member.value.location ?? start))
            }
        }
        return file
    }
}

/// The text of a `.strings` file as scalars, whatever its encoding.
enum StringsDecoding {
    /// UTF-16 by byte order mark, or without one when a zero byte comes first or second (as Apple guesses:
    /// these files start with ASCII); otherwise UTF-8, invalid bytes replaced and reported.
    static func scalars(_ bytes: [UInt8], problems: inout [StringsFile.Problem]) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes[2...], bigEndian: false, problems: &problems) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes[2...], bigEndian: true, problems: &problems) }
        if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return utf16(bytes[...], bigEndian: true, problems: &problems) }
        if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 { return utf16(bytes[...], bigEndian: false, problems: &problems) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes[3...]) : bytes
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(body.count)
        var reported = false
        var index = 0
        while index < body.count {
            guard let end = TextDecoding.utf8SequenceEnd(body, at: index) else {
                if !reported {
                    problems.append(.init("invalid UTF-8", at: TextDecoding.location(in: body, at: index)))
                    reported = true
                }
                output.append("\u{FFFD}")
                index += 1
                continue
            }
            var scalarValue: UInt32 = 0
            let length = end - index
            let lead = UInt32(body[index])
            scalarValue = length == 1 ? lead : lead & (0xFF >> UInt32(length + 1))
            for continuation in body[index + 1 ..< end] { scalarValue = scalarValue << 6 | UInt32(continuation & 0x3F) }
            output.append(Unicode.Scalar(scalarValue) ?? "\u{FFFD}")
            index = end
        }
        return output
    }

    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool,
                      problems: inout [StringsFile.Problem]) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var reported = false
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                output.append(scalar)
            case .emptyInput:
                break loop
            case .error:
                if !reported {
                    // CFString keeps an unpaired surrogate (drawn as a replacement glyph): the table stays.
                    problems.append(.init("unpaired surrogate in UTF-16; shown as a replacement character",
                                          at: location(in: output, at: output.count), rejectsTable: false))
                    reported = true
                }
                output.append("\u{FFFD}")
            }
        }
        if bytes.count % 2 == 1 {
            problems.append(.init("UTF-16 text ends in the middle of a character", at: location(in: output, at: output.count)))
        }
        return output
    }

    /// Whether the text starts (after whitespace) like an XML plist.
    static func looksLikeXML(_ scalars: [Unicode.Scalar]) -> Bool {
        let head = String(String.UnicodeScalarView(scalars.prefix(64).drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }))
        return head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE") || head.hasPrefix("<plist")
    }

    static func location(in scalars: [Unicode.Scalar], at index: Int) -> SourceLocation {
        LineCounter.location(in: scalars, at: index)
    }
}

/// Old-style (NeXT) `.strings` text: `"key" = "value";`, comments, unquoted words, `"key";`.
struct StringsParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var counter = LineCounter()
    var entries: [String: String] = [:]
    var problems: [StringsFile.Problem] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// A problem found while reading one entry; the entry is dropped and reading resumes after the next `;`.
    struct Skip: Error {}

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    var location: SourceLocation { counter.location }

    mutating func advance() {
        counter.advance(over: scalars[index])
        index += 1
    }

    mutating func parse() {
        var braced = false
        var first = true
        while true {
            do {
                try skipWhitespaceAndComments()
                guard let scalar = current else {
                    if braced { problems.append(.init("expected \"}\" at the end of the file", at: location)) }
                    return
                }
                if first && scalar == "{" {
                    // A NeXT-style dictionary in braces holds the same entries.
                    braced = true
                    first = false
                    advance()
                    continue
                }
                first = false
                if braced && scalar == "}" {
                    advance()
                    braced = false
                    try skipWhitespaceAndComments()
                    if current != nil {
                        problems.append(.init("unexpected text after \"}\"", at: location))
                        return
                    }
                    continue
                }
                try readEntry()
            } catch {
                skipPastSemicolon()
            }
        }
    }

    mutating func readEntry() throws {
        let key = try readString(what: "a key")
        try skipWhitespaceAndComments()
        switch current {
        case ";":
            // `"key";` stands for `"key" = "key";`, as Apple reads it.
            advance()
            entries[key] = key
        case "=":
            advance()
            try skipWhitespaceAndComments()
            let value = try readString(what: "a value")
            entries[key] = value
            try skipWhitespaceAndComments()
            if current == ";" {
                advance()
            } else {
                // The entry was read whole; carry on from here rather than skip the next entry too.
                problems.append(.init("expected \";\" after the value of \(ImportText.quoted(key))", at: location))
            }
        case nil:
            problems.append(.init("unexpected end of file, expected \"=\" or \";\" after \(ImportText.quoted(key))",
                                  at: location))
        default:
            problems.append(.init("expected \"=\" or \";\" after \(ImportText.quoted(key))", at: location))
            throw Skip()
        }
    }

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", ".", ":", "/", "-": return true
        default: return false
        }
    }

    mutating func readString(what: String) throws -> String {
        guard let scalar = current else {
            problems.append(.init("unexpected end of file, expected \(what)", at: location))
            throw Skip()
        }
        if scalar == "\"" || scalar == "'" { return try readQuoted() }
        guard Self.isUnquoted(scalar) else {
            problems.append(.init("expected \(what), found \(ImportText.quoted(String(scalar)))", at: location))
            throw Skip()
        }
        var text = String.UnicodeScalarView()
        while let scalar = current, Self.isUnquoted(scalar) {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    mutating func readQuoted() throws -> String {
        let open = location
        let quote = scalars[index]
        advance()
        var text = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        func flushHigh(_ text: inout String.UnicodeScalarView) {
            if pendingHigh != nil { text.append("\u{FFFD}") }
            pendingHigh = nil
        }
        while true {
            guard let scalar = current else {
                problems.append(.init("unterminated string", at: open))
                throw Skip()
            }
            if scalar == quote {
                advance()
                flushHigh(&text)
                return String(text)
            }
            guard scalar == "\\" else {
                flushHigh(&text)
                text.append(scalar)
                advance()
                continue
            }
            let escapeLocation = location
            advance()
            guard let escaped = current else {
                problems.append(.init("unterminated string", at: open))
                throw Skip()
            }
            advance()
            switch escaped {
            case "U", "u":
                // Up to four hex digits, as Apple reads them; surrogate pairs written as two escapes combine.
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let next = current, let digit = HexDigit.value(next) {
                    value = value << 4 | digit
                    digits += 1
                    advance()
                }
                if digits == 0 {
                    problems.append(.init("\\\(escaped) needs hexadecimal digits", at: escapeLocation))
                    throw Skip()
                }
                if (0xD800..<0xDC00).contains(value) {
                    flushHigh(&text)
                    pendingHigh = value
                } else if (0xDC00..<0xE000).contains(value), let high = pendingHigh {
                    pendingHigh = nil
                    text.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) ?? "\u{FFFD}")
                } else {
                    flushHigh(&text)
                    text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
                continue
            case "0"..."7":
                var value = escaped.value - 0x30
                var digits = 1
                while digits < 3, let next = current, ("0"..."7").contains(next) {
                    value = value * 8 + next.value - 0x30
                    digits += 1
                    advance()
                }
                flushHigh(&text)
                // Apple maps octal escapes above 127 through the NeXTSTEP encoding; Latin-1 is kept here.
                text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                continue
            default:
                break
            }
            flushHigh(&text)
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "a": text.append("\u{07}")
            case "b": text.append("\u{08}")
            case "f": text.append("\u{0C}")
            case "v": text.append("\u{0B}")
            default: text.append(escaped)  // \" \' \\ and any other character stand for themselves
            }
        }
    }

    mutating func skipWhitespaceAndComments() throws {
        while let scalar = current {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}"
                || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let open = location
                advance()
                advance()
                while true {
                    guard current != nil else {
                        problems.append(.init("unterminated comment", at: open))
                        throw Skip()
                    }
                    if current == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = current, next != "\n", next != "\r" { advance() }
            } else {
                return
            }
        }
    }

    mutating func skipPastSemicolon() {
        while let scalar = current {
            advance()
            if scalar == ";" { return }
        }
    }
}
