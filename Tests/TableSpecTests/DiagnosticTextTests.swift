import TableSpec
import XCTest

/// Diagnostics print text from the spec; none of it may break, colour, reorder or stretch the line.
final class DiagnosticTextTests: XCTestCase {
    func testControlFormatAndSeparatorCharactersAreEscaped() {
        let cases: [(String, String)] = [
            ("a\nb", #"a\nb"#), ("a\rb", #"a\rb"#), ("a\tb", #"a\tb"#),
            ("\u{1B}[31m", #"\u{1B}[31m"#), ("\u{0}", #"\u{0}"#), ("\u{7F}", #"\u{7F}"#),
            ("\u{85}", #"\u{85}"#), ("\u{9B}2J", #"\u{9B}2J"#),
            ("\u{202E}abc", #"\u{202E}abc"#), ("\u{2066}x\u{2069}", #"\u{2066}x\u{2069}"#),
            ("a\u{200B}b\u{200D}c", #"a\u{200B}b\u{200D}c"#), ("\u{FEFF}", #"\u{FEFF}"#),
            ("\u{2028}\u{2029}", #"\u{2028}\u{2029}"#), ("\u{E0001}", #"\u{E0001}"#),
        ]
        for (raw, shown) in cases {
            XCTAssertEqual(DiagnosticText.line(raw), shown, raw.debugDescription)
        }
    }

    func testOrdinaryTextIsLeftAlone() {
        for text in ["Wi-Fi", "Réglages", "設定", "مرحبا", "😀 ✈", #"a "quoted" part"#, #"C:\path"#, "…"] {
            XCTAssertEqual(DiagnosticText.line(text), text)
        }
    }

    func testQuotedPartsAreCutAtEightyCharactersCountingEscapesAsOne() {
        let long = String(repeating: "k", count: 200)
        XCTAssertEqual(DiagnosticText.line(#"unknown key "\#(long)"; did you mean "width"?"#),
                       #"unknown key "\#(String(repeating: "k", count: 80))…"; did you mean "width"?"#)
        let exactly = String(repeating: "k", count: 80)
        XCTAssertEqual(DiagnosticText.line(#"key "\#(exactly)""#), #"key "\#(exactly)""#)
        let escapes = String(repeating: "\u{202E}", count: 100)
        XCTAssertEqual(DiagnosticText.line(#""\#(escapes)""#),
                       "\"" + String(repeating: #"\u{202E}"#, count: 80) + "…\"")
        // An escaped quote stays inside the quoted part.
        XCTAssertEqual(DiagnosticText.line(#"a "b\"c" d"#), #"a "b\"c" d"#)
    }

    func testTheWholeLineIsBounded() {
        let line = DiagnosticText.line(String(repeating: "x", count: 5000))
        XCTAssertEqual(line.unicodeScalars.count, DiagnosticText.maximumLineLength)
        XCTAssertTrue(line.hasSuffix("…"))
    }

    func testFormattingTwicePrintsTheSame() {
        let samples = [
            "f.json:1:2: a\nb: unknown key \"a\nb\"",
            "\"" + String(repeating: "\u{1B}", count: 120) + "\" and \"" + String(repeating: "y", count: 300) + "\"",
            String(repeating: "z", count: 3000), #"a "b\"c\u{41}" d"#,
        ]
        for sample in samples {
            let once = DiagnosticText.line(sample)
            XCTAssertEqual(DiagnosticText.line(once), once, sample.debugDescription)
        }
    }

    func testDiagnosticsAreOneBoundedLineWhateverTheFileKeyAndValue() {
        let hugeKey = String(repeating: "k", count: 1_000_000)
        let diagnostic = SpecDiagnostic(location: SourceLocation(line: 3, column: 3),
                                        path: JSONPath.root.appending("a\nb").appending(hugeKey),
                                        message: "unknown key \"\(hugeKey)\"; expected \"width\"\n2:2: forged")
        let line = diagnostic.formatted(file: "evil\n\u{1B}[2J.json")
        XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.properties.generalCategory == .format })
        XCTAssertLessThanOrEqual(line.unicodeScalars.count, DiagnosticText.maximumLineLength)
        XCTAssertTrue(line.hasPrefix(#"evil\n\u{1B}[2J.json:3:3: a\nb.kkkk"#), line)
        XCTAssertTrue(line.contains(#"…"; expected "width"\n2:2: forged"#), line)
    }

    func testPathKeysAreEscapedAndCapped() {
        let path = JSONPath.root.appending("sec\u{202E}tions").appending(0).appending(String(repeating: "r", count: 500))
        XCTAssertEqual(path.description, #"sec\u{202E}tions[0]."# + String(repeating: "r", count: 80) + "…")
    }
}
