import Foundation
import TableImport
import TableSpec

/// Reads the storyboard fixtures into positioned `XMLElement` trees for the storyboard tests.
///
/// A stand-in until `XMLReader.parse` lands on main: just enough XML for Xcode's output (declaration, comments,
/// elements, double-quoted attributes, the five entities and character references), with the reader's position
/// conventions (an element at its `<`, an attribute at its name, columns in Unicode scalars).
enum StoryboardFixtureXML {
    /// The fixtures folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Storyboards")

    /// The path of the fixture `name` (relative to the fixtures folder).
    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The root element of the fixture `name`.
    static func root(_ name: String) throws -> XMLElement {
        try parse(String(decoding: Data(contentsOf: URL(fileURLWithPath: path(name))), as: UTF8.self))
    }

    struct Failure: Error { var message: String; var location: SourceLocation }

    static func parse(_ text: String) throws -> XMLElement {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        return try parser.document()
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var location: SourceLocation { SourceLocation(line: line, column: column) }

        func peek(_ text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            return index + wanted.count <= scalars.count && Array(scalars[index..<index + wanted.count]) == wanted
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
        }

        mutating func skip(until end: String) throws {
            while !peek(end) {
                guard index < scalars.count else { throw Failure(message: "expected \(end)", location: location) }
                advance()
            }
            advance(end.unicodeScalars.count)
        }

        mutating func skipSpace() {
            while index < scalars.count, scalars[index].properties.isWhitespace { advance() }
        }

        mutating func skipMisc() throws {
            while true {
                skipSpace()
                if peek("<?") { try skip(until: "?>") } else if peek("<!--") { try skip(until: "-->") } else { return }
            }
        }

        mutating func name() -> String {
            var result = ""
            while index < scalars.count, !scalars[index].properties.isWhitespace,
                  !["=", ">", "/", "<"].contains(scalars[index]) {
                result.unicodeScalars.append(scalars[index])
                advance()
            }
            return result
        }

        mutating func document() throws -> XMLElement {
            try skipMisc()
            let root = try element()
            try skipMisc()
            return root
        }

        mutating func element() throws -> XMLElement {
            let start = location
            guard peek("<") else { throw Failure(message: "expected <", location: location) }
            advance()
            var node = XMLElement(name: name(), location: start)
            while true {
                skipSpace()
                if peek("/>") { advance(2); return node }
                if peek(">") { advance(); break }
                let attributeStart = location
                let attributeName = name()
                skipSpace()
                guard peek("=") else { throw Failure(message: "expected =", location: location) }
                advance()
                skipSpace()
                guard peek("\"") else { throw Failure(message: "expected \"", location: location) }
                advance()
                var raw = ""
                while !peek("\"") {
                    guard index < scalars.count else { throw Failure(message: "unterminated", location: location) }
                    raw.unicodeScalars.append(scalars[index])
                    advance()
                }
                advance()
                node.attributes.append(XMLAttribute(name: attributeName, value: Self.unescape(raw),
                                                       location: attributeStart))
            }
            while true {
                if peek("</") {
                    try skip(until: ">")
                    return node
                } else if peek("<!--") {
                    try skip(until: "-->")
                } else if peek("<") {
                    node.content.append(.element(try element()))
                } else {
                    let textStart = location
                    var raw = ""
                    while index < scalars.count, !peek("<") {
                        raw.unicodeScalars.append(scalars[index])
                        advance()
                    }
                    guard index < scalars.count else { throw Failure(message: "unclosed element", location: location) }
                    node.content.append(.text(Self.unescape(raw), textStart))
                }
            }
        }

        static func unescape(_ raw: String) -> String {
            guard raw.contains("&") else { return raw }
            var result = ""
            var rest = Substring(raw)
            while let amp = rest.firstIndex(of: "&") {
                result += rest[..<amp]
                guard let semi = rest[amp...].firstIndex(of: ";") else { break }
                let entity = rest[rest.index(after: amp)..<semi]
                switch entity {
                case "amp": result += "&"
                case "lt": result += "<"
                case "gt": result += ">"
                case "quot": result += "\""
                case "apos": result += "'"
                default:
                    let hex = entity.hasPrefix("#x")
                    let digits = entity.dropFirst(hex ? 2 : 1)
                    if let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value) {
                        result.unicodeScalars.append(scalar)
                    }
                }
                rest = rest[rest.index(after: semi)...]
            }
            return result + rest
        }
    }
}
