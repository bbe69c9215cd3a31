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

    func testQuotedPartsAreCutAtSixtyCharactersCountingEscapesAsOne() {
        let long = String(repeating: "k", count: 200)
        XCTAssertEqual(DiagnosticText.line(#"unknown key "\#(long)"; did you mean "width"?"#),
                       #"unknown key "\#(String(repeating: "k", count: 60))…"; did you mean "width"?"#)
        let exactly = String(repeating: "k", count: 60)
        XCTAssertEqual(DiagnosticText.line(#"key "\#(exactly)""#), #"key "\#(exactly)""#)
        let escapes = String(repeating: "\u{202E}", count: 100)
        XCTAssertEqual(DiagnosticText.line(#""\#(escapes)""#),
                       "\"" + String(repeating: #"\u{202E}"#, count: 60) + "…\"")
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
        XCTAssertEqual(path.description, #"sec\u{202E}tions[0]."# + String(repeating: "r", count: 60) + "…")
    }

    // MARK: Issue 27 item 10e: no diagnostic echoes unbounded input

    func testQuotedTextIsEscapedAndCut() {
        XCTAssertEqual(DiagnosticText.quoted(#"a"b\c"# + "\n"), #""a\"b\\c\n""#)
        let long = String(repeating: "x", count: 1_000_000)
        XCTAssertEqual(DiagnosticText.quoted(long), "\"" + String(repeating: "x", count: 60) + "…\"")
        for text in [long, String(repeating: "q\"\\", count: 1000), "\\", "\"", "a\u{202E}\u{1B}[2J"] {
            let quoted = DiagnosticText.quoted(text)
            XCTAssertEqual(DiagnosticText.line(quoted), quoted, "already one safe line")
            XCTAssertEqual(DiagnosticText.line("x " + quoted + " tail"), "x " + quoted + " tail", "the quote closes where it should")
        }
        // A quote in a path key opens nothing: the message after the path is printed whole.
        let path = JSONPath.root.appending(#"a"b"#)
        let line = SpecDiagnostic(location: SourceLocation(line: 1, column: 2), path: path,
                                  message: "unknown key " + DiagnosticText.quoted(#"a"b"#) + "; " + String(repeating: "m", count: 100))
            .description
        XCTAssertEqual(line, #"1:2: a\"b: unknown key "a\"b"; "# + String(repeating: "m", count: 100))
    }

    /// The diagnostics of a spec, one formatted line each.
    private func lines(_ text: String, _ format: SpecFormat) -> [String] {
        do {
            _ = try SpecLoader.load(Array(text.utf8), format: format)
            return []
        } catch {
            return (error as? SpecError)?.diagnostics.map { $0.formatted(file: "s") } ?? ["\(error)"]
        }
    }

    func testNoDiagnosticEchoesMoreThanSixtyCharactersOfAValueOrKey() {
        // Quotes and backslashes in the text used to close the quoted part early, so the rest of a megabyte
        // value was printed as if it were the message, up to the 1000-character cap.
        // 9000 characters: under the 10,000-character text limit, so each value reaches its own check.
        let hostile = String(repeating: #"q"\"#, count: 3000)
        let json = hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let shown = "\"" + String(repeating: #"q\"\\"#, count: 20) + "…\""
        let row = #"{"sections": [{"rows": [{"title": "A", "icon": {"symbol": "\#(json)"}}]}]}"#
        let cases: [(String, SpecFormat, String)] = [
            (#"{"sections": [], "style": "\#(json)"}"#, .json,
             #"s:1:27: style: unknown value \#(shown); expected one of "insetGrouped", "grouped", "plain", "rounded", "classic", "cards""#),
            (#"{"sections": [], "width": "\#(json)"}"#, .json, #"s:1:27: width: expected a number, found the string \#(shown)"#),
            (#"{"sections": [], "tint": "\#(json)"}"#, .json,
             #"s:1:26: tint: unknown colour \#(shown); expected #RGB, #RRGGBB, #RRGGBBAA or a semantic name such as "systemBlue""#),
            (##"{"sections": [], "tint": "#\##(json)"}"##, .json,
             ##"s:1:26: tint: invalid colour "#\##(String(repeating: #"q\"\\"#, count: 19))q\"…"; expected #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"##),
            ("sections: []\nstyle: '\(hostile)'\n", .yaml,
             #"s:2:8: style: unknown value \#(shown); expected one of "insetGrouped", "grouped", "plain", "rounded", "classic", "cards""#),
        ]
        for (text, format, expected) in cases {
            XCTAssertEqual(lines(text, format), [expected], String(expected.prefix(40)))
        }
        let key = lines(#"{"sections": [], "\#(json)": 1}"#, .json)
        let capped = String(repeating: #"q\"\\"#, count: 20) + "…"
        XCTAssertEqual(key.count, 1)
        XCTAssertTrue(key.first?.hasPrefix(#"s:1:18: \#(capped): unknown key \#(shown); expected one of "$schema", "#) == true,
                      String(describing: key.first?.prefix(300)))
        XCTAssertTrue(key.first?.hasSuffix(#""selection", "valueLayout""#) == true, "the list of keys is whole")
        // An unknown symbol name is a warning, capped the same way.
        let warnings = (try? SpecLoader.decodeReporting(SpecLoader.parse(Array(row.utf8), format: .json)))?.warnings
        XCTAssertEqual(warnings?.map { $0.formattedWarning(file: "s") },
                       [#"s:1:59: warning: unknown SF Symbol \#(shown); drawn as a placeholder (`tablerender symbols --search WORD` finds names)"#])
    }

    func testAMegabyteKeyIsEchoedAtMostSixtyCharactersAtATime() {
        let huge = String(repeating: "a", count: 1_000_000)
        for (text, format) in [(#"{"sections": [], "\#(huge)": 1}"#, SpecFormat.json),
                               (#"{"sections": [], "style": "\#(huge)"}"#, .json),
                               ("sections: []\nstyle: \(huge)\n", .yaml)] {
            let found = lines(text, format)
            XCTAssertEqual(found.count, 1)
            let runs = found.first?.split(whereSeparator: { $0 != "a" }).map(\.count) ?? []
            // 60, written out: the promise of docs/spec.md, not whatever the constant says.
            XCTAssertLessThanOrEqual(runs.max() ?? 0, 60, String(describing: found.first?.prefix(200)))
        }
    }
}
