import Foundation

/// Where the reader is, in lines and columns, and its one-line errors.
extension JSONSourceParser.Reader {
    var peek: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                pos += 1
            case UInt8(ascii: "\n"):
                pos += 1
                startLine()
            case UInt8(ascii: "\r"):
                pos += 1
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "\n") { pos += 1 }
                startLine()
            default:
                return
            }
        }
    }

    mutating func startLine() {
        line += 1
        lineStart = pos
        columnPos = pos
        column = 1
    }

    /// The location of byte `index` on the current line; columns count scalars, i.e. non-continuation bytes.
    mutating func location(at index: Int) -> SourceLocation {
        if index < columnPos {
            columnPos = lineStart
            column = 1
        }
        while columnPos < index {
            if bytes[columnPos] & 0xC0 != 0x80 { column += 1 }
            columnPos += 1
        }
        return SourceLocation(line: line, column: column)
    }

    mutating func fail(_ message: String, at index: Int? = nil) -> SourceSyntaxError {
        SourceSyntaxError(message, at: location(at: index ?? pos), path: JSONPath(components: path))
    }

    /// Describes the character at `pos` for an error, or reports it as invalid UTF-8.
    mutating func unexpectedCharacter(expected: String) -> SourceSyntaxError {
        let byte = bytes[pos]
        let shown: String
        if byte < 0x20 || byte == 0x7F {
            shown = "U+" + String(format: "%04X", UInt32(byte))
        } else if byte < 0x80 {
            shown = DiagnosticText.quoted(String(UnicodeScalar(byte)))
        } else if let end = utf8SequenceEnd(at: pos) {
            shown = DiagnosticText.quoted(String(decoding: bytes[pos..<end], as: UTF8.self))
        } else {
            return fail("invalid UTF-8")
        }
        return fail("expected \(expected), found \(shown)")
    }
}
