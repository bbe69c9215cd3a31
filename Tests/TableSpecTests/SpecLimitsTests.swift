import TableSpec
import XCTest

/// The limits hold for YAML and JSON alike, and are checked before the work they bound.
final class SpecLimitsTests: XCTestCase {
    private func assertError(_ text: String, at location: SourceLocation, path: String, containing fragment: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try YAMLSourceParser.parse(text), file: file, line: line) { error in
            guard let error = error as? SourceSyntaxError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(error.location, location, file: file, line: line)
            XCTAssertEqual(error.path.description, path, file: file, line: line)
            XCTAssertTrue(error.message.contains(fragment), error.message, file: file, line: line)
        }
    }

    /// Few values, long strings: the old count of values let this through to minutes of layout.
    func testAliasesOfLongTextAreRefusedAtTheAliasThatExpandsTooFar() {
        let text = "sections: [&s {rows: [&r \"" + String(repeating: "x", count: 9000) + "\""
            + String(repeating: ", *r", count: 99) + "]}" + String(repeating: ", *s", count: 99) + "]\n"
        let firstSectionAlias = text.unicodeScalars.count - String(repeating: ", *s", count: 99).count - 2 + 3
        assertError(text, at: SourceLocation(line: 1, column: firstSectionAlias), path: "sections[1]",
                    containing: "aliases expand the document beyond 1068222 bytes of text")
    }

    func testTheErrorNamesTheAliasEvenWhenNestedAliasesExpandIt() {
        let text = """
            a: &a "\(String(repeating: "y", count: 5000))"
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: [*c, *c, *c, *c]
            """
        // b is 50 KB and c 500 KB of text, so the second *c passes 1 MiB plus twice the file.
        assertError(text, at: SourceLocation(line: 4, column: 9), path: "d[1]", containing: "bytes of text")
    }

    func testOrdinaryAnchorsAndAliasFreeDocumentsStayWithinTheBudget() throws {
        let styled = "rows:\n  - &row {title: \"Wi-Fi\", detail: \"Home\", accessory: disclosure, icon: {color: systemBlue, glyph: W}}\n"
            + String(repeating: "  - *row\n", count: 5000)
        XCTAssertNoThrow(try YAMLSourceParser.parse(styled))
        // Alias-free: long texts and many short values both fit in twice the file's size.
        let long = "rows:\n" + String(repeating: "  - \"" + String(repeating: "t", count: 10_000) + "\"\n", count: 110)
        XCTAssertNoThrow(try YAMLSourceParser.parse(long))
        let short = "rows: [" + Array(repeating: "a", count: 100_000).joined(separator: ",") + "]\n"
        XCTAssertNoThrow(try YAMLSourceParser.parse(short))
        XCTAssertGreaterThan(short.utf8.count + long.utf8.count, SpecLimits.aliasAllowanceBytes,
                             "the alias-free cases are bigger than the allowance alone")
    }

    func testSpecsOverTheSizeLimitAreRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: SpecLimits.maximumSpecBytes + 1)
        for format in [SpecFormat.json, .yaml] {
            XCTAssertThrowsError(try SpecLoader.parse(bytes, format: format)) { error in
                let message = (error as? SpecError)?.diagnostics.first?.message ?? ""
                XCTAssertTrue(message.contains("at most \(SpecLimits.maximumSpecBytes)"), message)
            }
        }
    }

    /// JSON has no aliases, and an escape never decodes to more bytes than it is written with, so the text
    /// of a document is bounded by the file, and the file by `maximumSpecBytes`.
    func testJSONTextNeverExceedsTheFile() throws {
        let escapes = #"\u0041\n\t\"\\\/\ud83d\ude00"#
        let json = #"{"sections": [{"rows": [""# + String(repeating: escapes, count: 1000) + #""]}]}"#
        let root = try JSONSourceParser.parse(Array(json.utf8))
        XCTAssertLessThan(textBytes(root), json.utf8.count)
    }

    /// A letter under 60,000 combining marks is one character, within the 10,000-character limit; HarfBuzz
    /// shapes it in the square of its marks (12 s). It is refused while decoding, at its value, with its path.
    func testACharacterOfTooManyScalarsIsRefusedAtItsValue() {
        let marks = "e" + String(repeating: "\u{301}", count: 60_000)
        XCTAssertEqual(marks.count, 1)
        XCTAssertEqual(SpecFixtures.rowMessages(#"{"title": "T", "detail": "ab\#(marks)"}"#), [
            "1:50: sections[0].rows[0].detail: character 3 is 60001 Unicode scalars long (a letter and its combining "
                + "marks); at most 32 are allowed in one character",
        ])
        let limit = "e" + String(repeating: "\u{301}", count: SpecLimits.maximumScalarsPerCharacter - 1)
        XCTAssertEqual(SpecFixtures.rowMessages(#"{"title": "\#(limit)\#(limit)"}"#), [], "32 scalars are allowed")
        XCTAssertEqual(SpecFixtures.rowMessages(#"{"title": "\#(limit)\u0301"}"#).first?.hasSuffix(
            "character 1 is 33 Unicode scalars long (a letter and its combining marks); at most 32 are allowed in one character"),
            true)
        // Emoji sequences, the longest characters of real text, are far below it.
        XCTAssertEqual(SpecFixtures.rowMessages(#"{"title": "👩🏻‍❤️‍💋‍👨🏼 🏴󠁧󠁢󠁳󠁣󠁴󠁿 👨‍👩‍👧‍👦"}"#), [])
    }

    func testATextOfTooManyScalarsIsRefused() {
        let four = String(repeating: "e\u{301}\u{302}\u{303}", count: 10_000)
        XCTAssertEqual(four.count, 10_000, "within the character limit")
        XCTAssertEqual(SpecFixtures.rowMessages(#"{"title": "\#(four)"}"#), [])
        XCTAssertEqual(SpecFixtures.rowMessages(#"{"title": "\#(four)\u0301"}"#), [
            "1:35: sections[0].rows[0].title: text of 40001 Unicode scalars (letters and combining marks); at most 40000 are allowed",
        ])
    }

    private func textBytes(_ node: SourceNode) -> Int {
        switch node.value {
        case .string(let text): return text.utf8.count
        case .array(let elements): return elements.map(textBytes).reduce(0, +)
        case .object(let members): return members.map { $0.key.utf8.count + textBytes($0.value) }.reduce(0, +)
        case .number, .bool, .null: return 0
        }
    }
}
