import SwiftParser
import SwiftSyntax
import TableSpec

/// One Swift file as read: its bytes (checked UTF-8), its syntax tree, and a way to turn a node's offset into the
/// line and column (in Unicode scalars) a message shows.
final class SourceText {
    /// The file as messages name it.
    let name: String
    /// The file's bytes.
    let bytes: [UInt8]
    /// The syntax tree.
    let tree: SourceFileSyntax
    /// The offset of each line's first byte.
    private let lineStarts: [Int]

    /// Why a file cannot be read at all, with where.
    struct Refusal: Error {
        var message: String
        var location: TableSpec.SourceLocation?
    }

    /// Checks `bytes` (size, UTF-8, nesting) and parses them; throws `Refusal` before parsing when a check fails.
    init(name: String, bytes: [UInt8]) throws {
        self.name = name
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
        guard bytes.count <= SwiftUILimits.maximumFileBytes else {
            throw Refusal(message: "the file is \(bytes.count) bytes; at most \(SwiftUILimits.maximumFileBytes) are read", location: nil)
        }
        self.bytes = bytes
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw Refusal(message: "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true))); a Swift file is UTF-8",
                          location: Self.location(ofOffset: bad, in: bytes, lineStarts: starts))
        }
        if let deep = Self.tooDeep(bytes) {
            let message = deep.square
                ? "square brackets nest more than \(SwiftUILimits.maximumSquareNesting) deep"
                : "brackets nest more than \(SwiftUILimits.maximumNesting) deep"
            throw Refusal(message: message, location: Self.location(ofOffset: deep.offset, in: bytes, lineStarts: starts))
        }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: SwiftUILimits.maximumNesting * 2)
        }
        tree = parsed
    }

    /// The line and column (counted in Unicode scalars, from 1) of the byte at `offset`.
    func location(ofOffset offset: Int) -> TableSpec.SourceLocation {
        Self.location(ofOffset: offset, in: bytes, lineStarts: lineStarts)
    }

    static func location(ofOffset offset: Int, in bytes: [UInt8], lineStarts: [Int]) -> TableSpec.SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        let end = min(offset, bytes.count)
        while index < end {
            // Count scalars: every byte that does not continue a sequence starts one.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return TableSpec.SourceLocation(line: low + 1, column: column)
    }

    /// Where `node` starts (its first token, past leading trivia).
    func location(of node: some SyntaxProtocol) -> TableSpec.SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The offset of the first bracket nested deeper than the limit (and whether the square-bracket limit was the
    /// one passed), or nil. Strings and comments are skipped
    /// roughly (their brackets do not count); the parser has its own bound as well.
    static func tooDeep(_ bytes: [UInt8]) -> (offset: Int, square: Bool)? {
        var depth = 0
        var square = 0
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == 0x5C { index += 2; continue }  // backslash escape
                if byte == 0x22 || byte == 0x0A { inString = false }
                index += 1
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            case 0x28, 0x5B, 0x7B:
                depth += 1
                if depth > SwiftUILimits.maximumNesting { return (index, false) }
                if byte == 0x5B {
                    square += 1
                    if square > SwiftUILimits.maximumSquareNesting { return (index, true) }
                }
            case 0x29, 0x5D, 0x7D:
                depth = max(0, depth - 1)
                if byte == 0x5D { square = max(0, square - 1) }
            default: break
            }
            index += 1
        }
        return nil
    }
}
