import Yams

/// What a YAML document may still expand to while its tree is built, and where the alias being expanded is.
///
/// Yams shares aliased nodes, but `SourceNode` copies them, and layout works on every copy, so the cost of a
/// document is what it expands to: its values, and the bytes of its text. Counting only values let 13 KB of
/// aliases over long strings expand to megabytes of text. Both are spent before each value is built, so a
/// bomb stops as soon as it passes a limit, at the line and column of the alias that expands it.
struct YAMLExpansionBudget {
    /// The limits, for the messages.
    let valueLimit: Int
    let textLimit: Int
    private var values: Int
    private var textBytes: Int
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Anchored nodes already built once: meeting one again means an alias is being expanded.
    private var builtAnchors = Set<ObjectIdentifier>()
    /// How many aliases enclose the node being built; 0 while building what the text itself spells out.
    private var aliasDepth = 0
    /// How far the build has read the text outside aliases, as a byte offset and its location: aliases are
    /// searched after it. It only moves forward, and positions are counted from it, so tracking stays linear
    /// even on a document written on one long line.
    private var cursor = (offset: 0, location: SourceLocation(line: 1, column: 1))
    /// The outermost alias being expanded, and its path, which the error names.
    private var aliasSite: (location: SourceLocation, path: JSONPath)?

    /// A budget for `text`, per `SpecLimits.maximumExpandedValues` and `maximumExpandedTextBytes`.
    init(text: String) {
        bytes = Array(text.utf8)
        valueLimit = SpecLimits.maximumExpandedValues(fileBytes: bytes.count)
        textLimit = SpecLimits.maximumExpandedTextBytes(fileBytes: bytes.count)
        values = valueLimit
        textBytes = textLimit
        var starts = [0]
        for (offset, byte) in bytes.enumerated() {
            // "\r\n", "\r" and "\n" each end a line, as libyaml counts them.
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && bytes.dropFirst(offset + 1).first != UInt8(ascii: "\n")) {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
    }

    /// Notes that `node` at `location` is about to be built under `path`; returns whether it expands an
    /// alias, in which case `leave()` must follow once it is built.
    mutating func enter(_ node: Yams.Node, at location: SourceLocation, path: JSONPath) -> Bool {
        if aliasDepth == 0 { advance(to: location) }
        guard let anchor = node.scalar?.anchor ?? node.mapping?.anchor ?? node.sequence?.anchor else { return false }
        guard !builtAnchors.insert(ObjectIdentifier(anchor)).inserted else { return false }
        if aliasDepth == 0 {
            aliasSite = (findAlias(named: anchor.rawValue) ?? location, path)
        }
        aliasDepth += 1
        return true
    }

    /// Ends the expansion `enter` started.
    mutating func leave() {
        aliasDepth -= 1
        if aliasDepth == 0 { aliasSite = nil }
    }

    /// Notes a mapping key at `location`: keys move the reading position like values do.
    mutating func enterKey(at location: SourceLocation) {
        if aliasDepth == 0 { advance(to: location) }
    }

    /// Spends `values` values and `text` bytes of text, or throws at the alias that expands too far.
    mutating func spend(values: Int, text: Int, at location: SourceLocation, path: JSONPath) throws {
        self.values -= values
        textBytes -= text
        let problem: String
        if self.values < 0 {
            problem = "\(valueLimit) values (the limit: twice the file's size plus \(SpecLimits.aliasAllowanceValues))"
        } else if textBytes < 0 {
            problem = "\(textLimit) bytes of text (the limit: twice the file's size plus "
                + "\(SpecLimits.aliasAllowanceBytes / 1024 / 1024) MiB)"
        } else {
            return
        }
        let site = aliasSite ?? (location, path)
        throw SourceSyntaxError("aliases expand the document beyond " + problem, at: site.location, path: site.path)
    }

    // MARK: Positions in the text

    private mutating func advance(to location: SourceLocation) {
        guard (location.line, location.column) > (cursor.location.line, cursor.location.column),
              location.line <= lineStarts.count else { return }
        var offset: Int, column: Int
        if location.line == cursor.location.line {
            (offset, column) = (cursor.offset, cursor.location.column)
        } else {
            (offset, column) = (lineStarts[location.line - 1], 1)
        }
        while offset < bytes.count, column < location.column {
            offset = nextScalar(after: offset)
            column += 1
        }
        cursor = (offset, SourceLocation(line: location.line, column: column))
    }

    /// The next `*name` after the reading position that stands as an alias token (not inside a word); the
    /// reading position moves past it.
    private mutating func findAlias(named name: String) -> SourceLocation? {
        let token = Array(("*" + name).utf8)
        var start = cursor.offset
        while start + token.count <= bytes.count {
            guard let star = bytes[start...].firstIndex(of: UInt8(ascii: "*")) else { return nil }
            let end = star + token.count
            if end <= bytes.count, bytes[star..<end].elementsEqual(token),
               star == 0 || Self.precedesToken(bytes[star - 1]),
               end == bytes.count || Self.endsAlias(bytes[end]) {
                let found = location(ofOffset: star)
                cursor = (end, SourceLocation(line: found.line, column: found.column + 1 + name.unicodeScalars.count))
                return found
            }
            start = star + 1
        }
        return nil
    }

    private static func precedesToken(_ byte: UInt8) -> Bool {
        " \t\r\n[{,:-?".utf8.contains(byte)
    }

    /// An alias name runs up to white space or a flow indicator.
    private static func endsAlias(_ byte: UInt8) -> Bool {
        " \t\r\n,[]{}".utf8.contains(byte)
    }

    private func nextScalar(after offset: Int) -> Int {
        var next = offset + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    /// The location of `offset`, which is at or after the reading position: counted from the reading position
    /// on its line, or from the start of a later line.
    private func location(ofOffset offset: Int) -> SourceLocation {
        // The last line starting at or before `offset`.
        var low = cursor.location.line - 1, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let onCursorLine = low == cursor.location.line - 1 && cursor.offset <= offset
        let from = onCursorLine ? cursor.offset : lineStarts[low]
        let firstColumn = onCursorLine ? cursor.location.column : 1
        let column = firstColumn + bytes[from..<offset].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return SourceLocation(line: low + 1, column: column)
    }
}
