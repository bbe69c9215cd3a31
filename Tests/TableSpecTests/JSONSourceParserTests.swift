import Foundation
import TableSpec
import XCTest

final class JSONSourceParserTests: XCTestCase {
    private func loc(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(line: line, column: column)
    }

    private func parse(_ text: String) throws -> SourceNode {
        try JSONSourceParser.parse(Array(text.utf8))
    }

    /// Asserts that `bytes` fails with exactly `message` at `line`:`column`.
    private func assertError(
        _ bytes: [UInt8], _ message: String, at line: Int, _ column: Int, file: StaticString = #filePath, line testLine: UInt = #line
    ) {
        XCTAssertThrowsError(try JSONSourceParser.parse(bytes), file: file, line: testLine) { error in
            guard let error = error as? SourceSyntaxError else {
                return XCTFail("not a SourceSyntaxError: \(error)", file: file, line: testLine)
            }
            XCTAssertEqual(error.message, message, file: file, line: testLine)
            XCTAssertEqual(error.location, SourceLocation(line: line, column: column), file: file, line: testLine)
        }
    }

    private func assertError(
        _ text: String, _ message: String, at line: Int, _ column: Int, file: StaticString = #filePath, line testLine: UInt = #line
    ) {
        assertError(Array(text.utf8), message, at: line, column, file: file, line: testLine)
    }

    private func members(_ node: SourceNode, file: StaticString = #filePath, line: UInt = #line) -> [SourceMember] {
        guard case .object(let members) = node.value else {
            XCTFail("not an object: \(node)", file: file, line: line)
            return []
        }
        return members
    }

    private func elements(_ node: SourceNode, file: StaticString = #filePath, line: UInt = #line) -> [SourceNode] {
        guard case .array(let elements) = node.value else {
            XCTFail("not an array: \(node)", file: file, line: line)
            return []
        }
        return elements
    }

    // MARK: Values and locations

    func testParsesEveryKindOfValueWithItsLocation() throws {
        let root = try parse("""
        {
          "title": "Settings",
          "count": 3,
          "on": true, "off": false,
          "none": null,
          "rows": [ {"a": 1}, [], {} ]
        }
        """)
        XCTAssertEqual(root.location, loc(1, 1))
        let all = members(root)
        XCTAssertEqual(all.map(\.key), ["title", "count", "on", "off", "none", "rows"])
        XCTAssertEqual(all[0], SourceMember(key: "title", keyLocation: loc(2, 3), value: SourceNode(.string("Settings"), at: loc(2, 12))))
        XCTAssertEqual(all[1].value, SourceNode(.number(3), at: loc(3, 12)))
        XCTAssertEqual(all[2].value, SourceNode(.bool(true), at: loc(4, 9)))
        XCTAssertEqual(all[3].keyLocation, loc(4, 15))
        XCTAssertEqual(all[3].value, SourceNode(.bool(false), at: loc(4, 22)))
        XCTAssertEqual(all[4].value, SourceNode(.null, at: loc(5, 11)))
        let rows = elements(all[5].value)
        XCTAssertEqual(all[5].value.location, loc(6, 11))
        XCTAssertEqual(rows.map(\.location), [loc(6, 13), loc(6, 23), loc(6, 27)])
        XCTAssertEqual(members(rows[0]), [SourceMember(key: "a", keyLocation: loc(6, 14), value: SourceNode(.number(1), at: loc(6, 19)))])
        XCTAssertEqual(rows[1].value, .array([]))
        XCTAssertEqual(rows[2].value, .object([]))
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        // "é" is 2 bytes and "😀" 4 bytes in UTF-8, yet each is one column.
        let root = try parse("{\"é😀\": \"ü\", \"n\": [\"😀😀\", 2]}")
        let all = members(root)
        XCTAssertEqual(all[0].keyLocation, loc(1, 2))
        XCTAssertEqual(all[0].value, SourceNode(.string("ü"), at: loc(1, 8)))
        XCTAssertEqual(all[1].keyLocation, loc(1, 13))
        XCTAssertEqual(elements(all[1].value).map(\.location), [loc(1, 19), loc(1, 25)])
        // "e\u{301}" is one Character but two scalars, so two columns.
        XCTAssertEqual(elements(try parse("[\"e\u{301}\", 1]"))[1].location, loc(1, 8))
    }

    func testLineBreaksMayBeLFCRLFOrCR() throws {
        for lineBreak in ["\n", "\r\n", "\r"] {
            let root = try parse(["[", "  1,", "", "\t2", "]"].joined(separator: lineBreak))
            XCTAssertEqual(elements(root).map(\.location), [loc(2, 3), loc(4, 2)], lineBreak.debugDescription)
        }
    }

    func testLocationsStayExactOnAVeryLongLine() throws {
        let count = 20_000
        let root = try parse("[" + Array(repeating: "\"é\"", count: count).joined(separator: ",") + "]")
        let all = elements(root)
        XCTAssertEqual(all.count, count)
        XCTAssertEqual(all.last?.location, loc(1, 2 + 4 * (count - 1)))
    }

    func testStringsDecodeEveryEscape() throws {
        let root = try parse(#"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC", "\ud83d\ude00", "a\u0000b", "", "plain é"]"#)
        XCTAssertEqual(elements(root).map(\.value), [
            .string("\"\\/\u{8}\u{C}\n\r\t"), .string("Aé€"), .string("😀"), .string("a\u{0}b"), .string(""), .string("plain é"),
        ])
    }

    func testNumbersFollowTheJSONGrammar() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", -0.0), ("7", 7), ("-12", -12), ("1.5", 1.5), ("0.1", 0.1), ("1e3", 1000), ("1E+3", 1000),
            ("-1.25e-2", -0.0125), ("0.000001", 0.000001), ("123456789012345678901234", 1.2345678901234568e23),
            // 2^53 + 1 lies halfway between two doubles and rounds to the even one.
            ("1e-400", 0), ("9007199254740993", 9007199254740992), ("2.2250738585072014e-308", 2.2250738585072014e-308),
            ("1.7976931348623157e308", 1.7976931348623157e308),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try parse(text).value, .number(expected), text)
        }
        XCTAssertEqual(try parse("-0").value, .number(0))
        if case .number(let zero) = try parse("-0").value { XCTAssertEqual(zero.sign, .minus) }
    }

    func testNumbersRoundExactlyLikeTheStandardLibrary() throws {
        // The parser takes a shortcut for short numbers; it must agree with `Double(String)` bit for bit.
        let next = randomSequence(seed: 42)
        for _ in 0..<5_000 {
            let digits = String(next() % 10_000_000_000_000_000)
            let point = Int(next() % UInt64(digits.count + 1))
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if text.hasPrefix(".") { text = "0" + text }
            if text.hasSuffix(".") { text += "0" }
            if next() % 2 == 0 { text += "e\(Int(next() % 61) - 30)" }
            guard case .number(let value) = try parse(text).value else { return XCTFail(text) }
            XCTAssertEqual(value.bitPattern, Double(text)?.bitPattern, text)
        }
    }

    func testBareWordsAndMalformedNumbersAreRejected() {
        assertError("[01]", "invalid number \"01\"", at: 1, 2)
        assertError("[+1]", "invalid number \"+1\"", at: 1, 2)
        assertError("[.5]", "invalid number \".5\"", at: 1, 2)
        assertError("[1.]", "invalid number \"1.\"", at: 1, 2)
        assertError("[1e]", "invalid number \"1e\"", at: 1, 2)
        assertError("[1e+]", "invalid number \"1e+\"", at: 1, 2)
        assertError("[-]", "invalid number \"-\"", at: 1, 2)
        assertError("[1.2.3]", "invalid number \"1.2.3\"", at: 1, 2)
        assertError("[12px]", "invalid number \"12px\"", at: 1, 2)
        assertError("[-Infinity]", "invalid number \"-Infinity\"", at: 1, 2)
        assertError("[NaN]", "invalid value \"NaN\"", at: 1, 2)
        assertError("Infinity", "invalid value \"Infinity\"", at: 1, 1)
        assertError("[True]", "invalid value \"True\"", at: 1, 2)
        assertError("[nulls]", "invalid value \"nulls\"", at: 1, 2)
        assertError("{\"color\": red}", "invalid value \"red\"", at: 1, 11)
    }

    func testNumbersBeyondDoubleAreRejected() {
        assertError("[1, 1e400]", "number \"1e400\" is out of range", at: 1, 5)
        assertError("-1.5e309", "number \"-1.5e309\" is out of range", at: 1, 1)
        assertError("[1" + String(repeating: "0", count: 400) + "]", "number \"1" + String(repeating: "0", count: 59) + "…\" is out of range", at: 1, 2)
    }

    // MARK: Errors

    func testStructuralErrorsSayWhatWasExpectedWhere() {
        assertError("{\"a\": 1", "unexpected end of file, expected \"}\"", at: 1, 8)
        assertError("{\"a\": 1,\n", "unexpected end of file, expected a key", at: 2, 1)
        assertError("{", "unexpected end of file, expected \"}\"", at: 1, 2)
        assertError("{\"a\"", "unexpected end of file, expected \":\"", at: 1, 5)
        assertError("{\"a\":", "unexpected end of file, expected a value", at: 1, 6)
        assertError("[1, 2", "unexpected end of file, expected \"]\"", at: 1, 6)
        assertError("[", "unexpected end of file, expected \"]\"", at: 1, 2)
        assertError("[1,", "unexpected end of file, expected a value", at: 1, 4)
        assertError("[1 2]", "expected \",\" or \"]\" after an array element", at: 1, 4)
        assertError("{\"a\": 1 \"b\": 2}", "expected \",\" or \"}\" after an object member", at: 1, 9)
        assertError("{\"a\" 1}", "expected \":\" after a key", at: 1, 6)
        assertError("{a: 1}", "expected a double-quoted key or \"}\"", at: 1, 2)
        assertError("{\"a\": 1, b: 2}", "expected a double-quoted key", at: 1, 10)
        assertError("{\"a\": }", "expected a value, found \"}\"", at: 1, 7)
        assertError("[\u{7}]", "expected a value, found U+0007", at: 1, 2)
        assertError("[é]", "expected a value, found \"é\"", at: 1, 2)
        assertError("['a']", "strings must use double quotes", at: 1, 2)
    }

    func testTrailingCommasPointAtTheComma() {
        assertError("[1, 2,]", "trailing comma before \"]\"", at: 1, 6)
        assertError("{\n  \"a\": 1,\n}", "trailing comma before \"}\"", at: 2, 9)
    }

    func testDuplicateKeysPointAtTheSecondKey() {
        assertError("{\"width\": 1,\n \"height\": 2,\n \"width\": 3}", "duplicate key \"width\"", at: 3, 2)
        // Large objects switch to a set; the report must not change.
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        assertError("{\(many), \"k7\": 0}", "duplicate key \"k7\"", at: 1, 2 + many.count + 2)
        // Keys compare after unescaping.
        assertError(#"{"é": 1, "\u00e9": 2}"#, "duplicate key \"é\"", at: 1, 10)
        XCTAssertNoThrow(try parse(#"{"a": {"a": 1}, "b": {"a": 2}}"#))
    }

    func testStringErrors() {
        assertError(#"{"a": "\q"}"#, "invalid escape \"\\q\"", at: 1, 8)
        assertError(#"["ok", "\é"]"#, "invalid escape \"\\é\"", at: 1, 9)
        assertError(#"["\u12G4"]"#, "invalid escape \"\\u12G4\"", at: 1, 3)
        assertError(#"["\u12"]"#, "invalid escape \"\\u12\"", at: 1, 3)
        assertError(#"["\ud83d"]"#, "lone surrogate \"\\ud83d\" in string", at: 1, 3)
        assertError(#"["\ud83dx"]"#, "lone surrogate \"\\ud83d\" in string", at: 1, 3)
        assertError(#"["\ud83d\u0041"]"#, "lone surrogate \"\\ud83d\" in string", at: 1, 3)
        assertError(#"["a\ude00"]"#, "lone surrogate \"\\ude00\" in string", at: 1, 4)
        assertError("[\"line\nbreak\"]", "unterminated string; the line ends before the closing quote", at: 1, 2)
        assertError("[\"tab\there\"]", "control character in string; escape it as \\t", at: 1, 6)
        assertError("[\"bell\u{7}\"]", "control character in string; escape it as \\u0007", at: 1, 7)
        assertError("[\"a\\\u{1}\"]", "control character in string; escape it as \\u0001", at: 1, 5)
        assertError("[\"never closed", "unterminated string", at: 1, 2)
        assertError("[\"ends in a backslash\\", "unterminated string", at: 1, 2)
    }

    func testInvalidUTF8IsReportedWhereItStarts() {
        let prefix = Array("[\"é".utf8)
        assertError(prefix + [0xFF] + Array("\"]".utf8), "invalid UTF-8", at: 1, 4)
        assertError(prefix + [0xC3] + Array("\"]".utf8), "invalid UTF-8", at: 1, 4)  // truncated sequence
        assertError(prefix + [0xC0, 0xAF] + Array("\"]".utf8), "invalid UTF-8", at: 1, 4)  // overlong "/"
        assertError(prefix + [0xED, 0xA0, 0x80] + Array("\"]".utf8), "invalid UTF-8", at: 1, 4)  // encoded surrogate
        assertError(prefix + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8), "invalid UTF-8", at: 1, 4)  // above U+10FFFF
        assertError(Array("[1, ".utf8) + [0xFE] + Array("]".utf8), "invalid UTF-8", at: 1, 5)
        assertError(Array("[\"".utf8) + [0xE2, 0x82], "invalid UTF-8", at: 1, 3)
    }

    func testDocumentBoundaries() {
        assertError("", "empty file", at: 1, 1)
        assertError(" \n\t\r\n", "empty file", at: 1, 1)
        assertError([0xEF, 0xBB, 0xBF], "empty file", at: 1, 1)
        assertError("{} {}", "unexpected text after the document", at: 1, 4)
        assertError("[1]\n]", "unexpected text after the document", at: 2, 1)
        assertError("true false", "unexpected text after the document", at: 1, 6)
        XCTAssertEqual(try parse("  \"just a string\"  \n").value, .string("just a string"))
        XCTAssertEqual(try parse("\n\n  42").location, loc(3, 3))
    }

    func testByteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let root = try JSONSourceParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        XCTAssertEqual(root.location, loc(1, 1))
        XCTAssertEqual(members(root).first?.value.location, loc(1, 7))
        assertError([0xEF, 0xBB, 0xBF] + Array("{,}".utf8), "expected a double-quoted key or \"}\"", at: 1, 2)
    }

    func testNestingIsLimitedTo64Levels() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertNoThrow(try parse(deepest))
        assertError(String(repeating: "[", count: 65) + String(repeating: "]", count: 65), "nested deeper than 64 levels", at: 1, 65)
        let objects = String(repeating: "{\"a\":", count: 64) + "1" + String(repeating: "}", count: 64)
        XCTAssertNoThrow(try parse(objects))
        assertError("[" + objects + "]", "nested deeper than 64 levels", at: 1, 2 + 63 * 5)
        // Hostile depth fails fast instead of exhausting the stack.
        assertError(String(repeating: "[", count: 1_000_000), "nested deeper than 64 levels", at: 1, 65)
    }

    func testConvenienceOverloadsAgree() throws {
        let text = "{\"é\": [1, \"x\"]}"
        let expected = try JSONSourceParser.parse(Array(text.utf8))
        XCTAssertEqual(try JSONSourceParser.parse(text), expected)
        XCTAssertEqual(try JSONSourceParser.parse(Data(text.utf8)), expected)
    }

    // MARK: Robustness and speed

    func testNeverCrashesOnTruncatedOrMutatedInput() {
        let sample = Array("""
        {"rows": [{"title": "Wi\\u2011Fi é😀", "value": -1.5e3, "on": true}, null, [], {}], "x": "\\ud83d\\ude00"}
        """.utf8)
        for end in 0...sample.count {
            assertParsesOrThrowsSyntaxError(Array(sample[..<end]))
        }
        let next = randomSequence(seed: 7)
        let interesting: [UInt8] = Array("{}[],:\"\\u0eE+-.tfn ".utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        for _ in 0..<3_000 {
            var bytes = sample
            for _ in 0...(next() % 4) {
                let index = Int(next() % UInt64(bytes.count))
                let byte = interesting[Int(next() % UInt64(interesting.count))]
                switch next() % 3 {
                case 0: bytes[index] = byte
                case 1: bytes.insert(byte, at: index)
                default: bytes.remove(at: index)
                }
            }
            assertParsesOrThrowsSyntaxError(bytes)
        }
    }

    private func assertParsesOrThrowsSyntaxError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try JSONSourceParser.parse(bytes)
        } catch let error as SourceSyntaxError {
            XCTAssertGreaterThanOrEqual(error.location.line, 1, file: file, line: line)
            XCTAssertGreaterThanOrEqual(error.location.column, 1, file: file, line: line)
            XCTAssertFalse(error.message.contains("\n"), error.message, file: file, line: line)
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
    }

    func testParsesALargeSpec() throws {
        let rowCount = 100_000
        func row(_ index: Int) -> String {
            "  {\"title\": \"Row \(index) — café\", \"detail\": \"\\u00e9\\n\", \"height\": \(index).5, \"on\": true}"
        }
        var text = "{\"sections\": [{\"rows\": [\n"
        for index in 0..<rowCount {
            text += row(index) + (index == rowCount - 1 ? "\n" : ",\n")
        }
        text += "]}]}"
        let start = Date()
        let root = try parse(text)
        let elapsed = Date().timeIntervalSince(start)
        let rows = elements(members(elements(members(root)[0].value)[0])[0].value)
        XCTAssertEqual(rows.count, rowCount)
        XCTAssertEqual(rows.last?.location, loc(rowCount + 1, 3))
        let heightColumn = (row(rowCount - 1).components(separatedBy: "\"height\": ")[0] + "\"height\": ").unicodeScalars.count + 1
        XCTAssertEqual(members(rows[rowCount - 1])[2].value, SourceNode(.number(Double(rowCount - 1) + 0.5), at: loc(rowCount + 1, heightColumn)))
        XCTAssertEqual(members(rows[rowCount - 1])[1].value.value, .string("é\n"))
        // Generous even for debug builds on a slow machine; a quadratic slip would take minutes.
        XCTAssertLessThan(elapsed, 30, "\(text.utf8.count) bytes took \(elapsed) s")
    }
}

/// A reproducible pseudo-random sequence (SplitMix64), so randomized tests fail the same way on every run.
private func randomSequence(seed: UInt64) -> () -> UInt64 {
    var state = seed
    return {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
