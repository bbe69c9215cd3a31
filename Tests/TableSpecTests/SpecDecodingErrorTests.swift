import TableSpec
import XCTest

/// Invalid specs are reported with the exact line, column, JSON path and message of each problem.
final class SpecDecodingErrorTests: XCTestCase {
    func testDiagnosticCarriesLocationPathAndMessage() throws {
        let text = """
            {
              "sections": [
                { "rows": [ "A" ] },
                { "rows": [
                    { "title": "B", "accessory": "disclousre" }
                ] }
              ]
            }
            """
        let error = try XCTUnwrap(specError(of: text))
        XCTAssertEqual(error.diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(error.diagnostics.first)
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 5, column: 38))
        XCTAssertEqual(diagnostic.path.components, [.key("sections"), .index(1), .key("rows"), .index(0), .key("accessory")])
        XCTAssertEqual(diagnostic.path.description, "sections[1].rows[0].accessory")
        XCTAssertEqual(diagnostic.message, #"unknown value "disclousre"; did you mean "disclosure"?"#)
        XCTAssertEqual(diagnostic.formatted(file: "spec.json"),
                       #"spec.json:5:38: sections[1].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?"#)
    }

    func testNavigationBarRejectsBothBackAndLeading() {
        let text = #"{ "screen": true, "navigationBar": { "title": "T", "back": "Settings", "leading": "Reset" }, "sections": [] }"#
        let lines = diagnostics(of: text)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines.first?.contains("navigationBar.leading: a navigation bar shows either a back button or a leading button") ?? false,
                      "\(lines)")
    }

    // MARK: Unknown keys

    func testUnknownTopLevelKeySuggestsTheClosestKey() {
        XCTAssertEqual(diagnostics(of: """
            {
              "widht": 390,
              "sections": []
            }
            """), [#"2:3: widht: unknown key "widht"; did you mean "width"?"#])
    }

    func testUnknownKeyInAnotherCaseSuggestsTheRightSpelling() {
        XCTAssertEqual(diagnostics(of: """
            { "sections": [ { "rows": [
              { "Title": "A" }
            ] } ] }
            """), [#"2:5: sections[0].rows[0].Title: unknown key "Title"; did you mean "title"?"#])
    }

    func testUnknownKeyWithNothingCloseListsTheAllowedKeys() {
        XCTAssertEqual(diagnostics(of: """
            { "sections": [ { "rows": [
              { "frobnicate": true }
            ] } ] }
            """), [
                #"2:5: sections[0].rows[0].frobnicate: unknown key "frobnicate"; expected one of "title", "subtitle", "#
                    + #""detail", "cellStyle", "accessory", "switch", "badge", "icon", "role", "align", "selected", "#
                    + #""disabled", "lines", "valueLayout", "height", "textField", "slider", "stepper", "segments", "menu", "progress", "#
                    + #""spinner", "swipe", "edit", "reorder", "children", "expanded""#,
            ])
    }

    func testUnknownKeysInSectionsSeparatorsAndIcons() {
        XCTAssertEqual(diagnostics(of: """
            {
              "separator": { "style": "line", "insets": 4 },
              "sections": [
                { "heder": "A" },
                { "rows": [ { "icon": { "glyph": "A", "colour": "systemRed" } } ] }
              ]
            }
            """), [
                #"2:35: separator.insets: unknown key "insets"; did you mean "inset"?"#,
                #"4:7: sections[0].heder: unknown key "heder"; did you mean "header"?"#,
                #"5:43: sections[1].rows[0].icon.colour: unknown key "colour"; did you mean "color"?"#,
            ])
    }

    // MARK: Enumerations

    func testUnknownEnumerationValueSuggestsTheClosestValue() {
        XCTAssertEqual(diagnostics(of: """
            {
              "sections": [
                { "rows": [ "A" ] },
                { "rows": [
                    { "title": "B", "accessory": "disclousre" }
                ] }
              ]
            }
            """), [#"5:38: sections[1].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?"#])
    }

    func testUnknownEnumerationValueWithNothingCloseListsTheValues() {
        XCTAssertEqual(diagnostics(of: """
            {
              "style": "fancy",
              "separator": "dashed",
              "sections": []
            }
            """), [
                #"2:12: style: unknown value "fancy"; expected one of "insetGrouped", "grouped", "plain", "rounded", "#
                    + #""classic", "cards""#,
                #"3:16: separator: unknown value "dashed"; expected one of "line", "none", "etched", "snake""#,
            ])
    }

    func testEnumerationGivenAnotherTypeListsTheValues() {
        XCTAssertEqual(diagnostics(of: """
            {
              "appearance": true,
              "sections": []
            }
            """), [#"2:17: appearance: expected one of "light", "dark", found true"#])
    }

    // MARK: Types and ranges

    func testWrongTypeNamesWhatWasExpectedAndFound() {
        XCTAssertEqual(diagnostics(of: """
            {
              "width": "wide",
              "sections": []
            }
            """), [#"2:12: width: expected a number, found the string "wide""#])
    }

    func testWrongTypesInRowsAndSections() {
        XCTAssertEqual(diagnostics(of: """
            {
              "sections": [
                { "header": 5, "footer": [], "rows": [
                    { "title": 7, "switch": "on", "selected": null },
                    42
                ] },
                "not a section"
              ]
            }
            """), [
                #"3:17: sections[0].header: expected a string or an object with "text", found the number 5"#,
                #"3:30: sections[0].footer: expected a string, found an array"#,
                #"4:20: sections[0].rows[0].title: expected a string, found the number 7"#,
                #"4:33: sections[0].rows[0].switch: expected true, false or an object with "on" and "tint", found the string "on""#,
                #"5:9: sections[0].rows[1]: expected a string or a row object, found the number 42"#,
                #"7:5: sections[1]: expected an object, found the string "not a section""#,
            ])
    }

    func testSectionsMustBeAnArrayAndTheRootAnObject() {
        XCTAssertEqual(diagnostics(of: #"{ "sections": {} }"#), [#"1:15: sections: expected an array, found an object"#])
        XCTAssertEqual(diagnostics(of: "[]"), ["1:1: $: expected an object, found an array"])
    }

    func testNumbersOutOfRange() {
        XCTAssertEqual(diagnostics(of: """
            {
              "width": 0,
              "scale": 9,
              "height": 0,
              "layoutMargin": -1,
              "sections": [ { "rows": [ { "title": "A", "height": 0 } ] } ]
            }
            """), [
                "2:12: width: 0 is out of range; expected 1…4096",
                "3:12: scale: 9 is out of range; expected 0.5…4",
                "4:13: height: 0 is out of range; expected 1…100000",
                "5:19: layoutMargin: -1 is out of range; expected 0…2048",
                "6:55: sections[0].rows[0].height: 0 is out of range; expected 1…10000",
            ])
    }

    func testWidthAboveTheMaximumIsOutOfRange() {
        XCTAssertEqual(diagnostics(of: #"{ "width": 4097, "sections": [] }"#),
                       ["1:12: width: 4097 is out of range; expected 1…4096"])
        XCTAssertEqual(diagnostics(of: #"{ "scale": 0.25, "sections": [] }"#),
                       ["1:12: scale: 0.25 is out of range; expected 0.5…4"])
    }

    func testLinesMustBeAWholeNumber() {
        XCTAssertEqual(diagnostics(of: """
            {
              "sections": [ { "rows": [ { "title": "A", "lines": 1.5 } ] } ]
            }
            """), ["2:54: sections[0].rows[0].lines: 1.5 is not allowed; expected a whole number 0…1000"])
        XCTAssertEqual(diagnostics(of: #"{ "sections": [ { "rows": [ { "lines": -1 } ] } ] }"#),
                       ["1:40: sections[0].rows[0].lines: -1 is not allowed; expected a whole number 0…1000"])
    }

    func testSeparatorInsetOutOfRange() {
        XCTAssertEqual(diagnostics(of: #"{ "separator": { "inset": -1 }, "sections": [] }"#),
                       ["1:27: separator.inset: -1 is out of range; expected 0…2048"])
        XCTAssertEqual(diagnostics(of: #"{ "separator": { "inset": { "leading": -2 } }, "sections": [] }"#),
                       ["1:40: separator.inset.leading: -2 is out of range; expected 0…2048"])
    }

    // MARK: Colours

    func testBadColours() {
        XCTAssertEqual(diagnostics(of: """
            {
              "tint": "#12",
              "background": "systemBlu",
              "cellBackground": "#GGGGGG",
              "separator": { "color": "chartreuse" },
              "sections": []
            }
            """), [
                ##"2:11: tint: invalid colour "#12"; expected #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"##,
                #"3:17: background: unknown colour "systemBlu"; did you mean "systemBlue"?"#,
                ##"4:21: cellBackground: invalid colour "#GGGGGG"; expected #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"##,
                ##"5:27: separator.color: unknown colour "chartreuse"; expected #RGB, #RRGGBB, #RRGGBBAA or a semantic name such as "systemBlue""##,
            ])
    }

    // MARK: Versions and generations

    func testOnlyVersionOneIsRead() {
        XCTAssertEqual(diagnostics(of: """
            {
              "version": 2,
              "sections": []
            }
            """), ["2:14: version: unsupported version 2; this tablerender reads version 1"])
    }

    func testUnsupportedIOSGeneration() {
        let expected = #"expected 13…18 or 26, or a point release such as "26.0" or 18.2"#
        XCTAssertEqual(diagnostics(of: """
            {
              "ios": 20,
              "sections": []
            }
            """), [#"2:10: ios: unsupported iOS version "20"; "# + expected])
        XCTAssertEqual(diagnostics(of: #"{ "ios": 12, "sections": [] }"#),
                       [#"1:10: ios: unsupported iOS version "12"; "# + expected])
        // 19…25 never shipped; the model (IOSGeneration) cannot even hold them, where an Int read them as 18.
        for ios in 19...25 {
            XCTAssertEqual(diagnostics(of: #"{ "ios": \#(ios), "sections": [] }"#),
                           [#"1:10: ios: unsupported iOS version "\#(ios)"; "# + expected])
        }
        // A point release has one digit; the generation must be one tablerender draws.
        for ios in [#""26.12""#, #""26.""#, #""iOS 26""#, "19.5", "26.25"] {
            XCTAssertEqual(diagnostics(of: #"{ "ios": \#(ios), "sections": [] }"#).first?.hasPrefix("1:10: ios: unsupported iOS version"),
                           true, ios)
        }
        XCTAssertEqual(diagnostics(of: #"{ "ios": true, "sections": [] }"#),
                       [#"1:10: ios: expected an iOS version (13…18 or 26, or a point release such as "26.0" or 18.2), found true"#])
    }

    /// Issue 32: a point release as a number with a fraction or as a string (the number 26.0 is 26).
    func testPointReleases() throws {
        for (text, generation, point) in [("18.5", IOSGeneration.ios18, 5 as Int?), (#""26.0""#, .ios26, 0),
                                           ("26.4", .ios26, 4), ("26", .ios26, nil), ("26.0", .ios26, nil)] {
            let spec = try SpecLoader.load(Array(#"{"ios": \#(text), "sections": []}"#.utf8), format: .json)
            XCTAssertEqual(spec.ios, generation, text)
            XCTAssertEqual(spec.iosPointRelease, point, text)
        }
        let yaml = try SpecLoader.load(Array("ios: '26.0'\nsections: []\n".utf8), format: .yaml)
        XCTAssertEqual(yaml.iosPointRelease, 0)
        // Written back as a string, so it reads the same.
        var spec = Spec()
        spec.ios = .ios26
        spec.iosPointRelease = 0
        XCTAssertTrue(SpecWriter.write(spec, format: .json).contains(#""ios" : "26.0""#)
                      || SpecWriter.write(spec, format: .json).contains(#""ios": "26.0""#))
    }

    /// Issue 32: `screen` as an object turns parts of the chrome off; `statusBar: false` does the same.
    func testScreenChromeParts() throws {
        let parts = try SpecLoader.load(Array(#"{"screen": {"statusBar": false, "homeIndicator": false}, "sections": []}"#.utf8),
                                        format: .json)
        XCTAssertTrue(parts.screen)
        XCTAssertEqual(parts.windowChrome, WindowChrome(statusBar: false, homeIndicator: false))
        let bare = try SpecLoader.load(Array(#"{"screen": true, "statusBar": false, "sections": []}"#.utf8), format: .json)
        XCTAssertEqual(bare.windowChrome, WindowChrome(statusBar: false, homeIndicator: true))
        XCTAssertEqual(diagnostics(of: #"{"screen": {"statusbar": false}, "sections": []}"#).first?.contains(#"unknown key "statusbar""#),
                       true)
        XCTAssertEqual(diagnostics(of: #"{"screen": 1, "sections": []}"#),
                       ["1:12: screen: expected true, false or an object, found the number 1"])
        XCTAssertEqual(diagnostics(of: #"{"statusBar": "no", "sections": []}"#),
                       [#"1:15: statusBar: expected an object or false, found the string "no""#])
        // Round trip through the writer.
        let written = try SpecLoader.load(Array(SpecWriter.write(parts, format: .json).utf8), format: .json)
        XCTAssertEqual(written.windowChrome, parts.windowChrome)
    }

    // MARK: Missing and conflicting keys

    func testMissingSections() {
        XCTAssertEqual(diagnostics(of: #"{ "width": 320 }"#), [#"1:1: $: missing required key "sections""#])
    }

    func testHeaderObjectNeedsText() {
        XCTAssertEqual(diagnostics(of: """
            { "sections": [
              { "header": { "uppercase": false } }
            ] }
            """), [#"2:15: sections[0].header: missing required key "text""#])
    }

    func testIconCannotHaveBothGlyphAndImage() {
        XCTAssertEqual(diagnostics(of: """
            { "sections": [ { "rows": [
              { "title": "A", "icon": { "glyph": "A", "image": "a.png" } }
            ] } ] }
            """), [#"2:27: sections[0].rows[0].icon: an icon has either "glyph" or "image", not both"#])
    }

    func testEmptyFontFamily() {
        XCTAssertEqual(diagnostics(of: #"{ "font": " ", "sections": [] }"#),
                       ["1:11: font: font family must not be empty"])
    }

    // MARK: Several problems

    func testSeveralProblemsAreReportedTogetherInDocumentOrder() {
        XCTAssertEqual(diagnostics(of: """
            {
              "style": "insetgrouped",
              "widht": 390,
              "scale": 9,
              "sections": [
                { "header": { "uppercase": false }, "rows": [
                    { "title": "A", "accessory": "disclousre", "switch": "on" },
                    42
                ] }
              ]
            }
            """), [
                #"2:12: style: unknown value "insetgrouped"; did you mean "insetGrouped"?"#,
                #"3:3: widht: unknown key "widht"; did you mean "width"?"#,
                "4:12: scale: 9 is out of range; expected 0.5…4",
                #"6:17: sections[0].header: missing required key "text""#,
                #"7:38: sections[0].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?"#,
                #"7:62: sections[0].rows[0].switch: expected true, false or an object with "on" and "tint", found the string "on""#,
                "8:9: sections[0].rows[1]: expected a string or a row object, found the number 42",
            ])
    }

    func testProblemsFollowTheDocumentNotTheDecodingOrder() {
        XCTAssertEqual(diagnostics(of: """
            {
              "sections": [ { "rows": [ { "accessory": "chevron" } ] } ],
              "style": "groupd"
            }
            """), [
                #"2:44: sections[0].rows[0].accessory: unknown value "chevron"; expected one of "none", "disclosure", "#
                    + #""checkmark", "detail", "detailDisclosure""#,
                #"3:12: style: unknown value "groupd"; did you mean "grouped"?"#,
            ])
    }

    // MARK: Syntax

    func testJSONSyntaxErrorIsReportedAtItsPosition() throws {
        let error = try XCTUnwrap(specError(of: """
            {
              "width": 390,
              "sections": [ { "rows": [ "A" "B" ] } ]
            }
            """))
        XCTAssertEqual(error.diagnostics.count, 1, "a syntax error stops decoding")
        let diagnostic = try XCTUnwrap(error.diagnostics.first)
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 3, column: 33))
        XCTAssertEqual(diagnostic.path.description, "sections[0].rows", "the array the comma is missing in")
        XCTAssertEqual(diagnostic.message, #"expected "," or "]" after an array element"#)
    }

    func testJSONSyntaxErrors() {
        let cases: [(text: String, expected: String)] = [
            ("", "1:1: $: empty file"),
            (#"{ "sections": [], }"#, #"1:17: $: trailing comma before "}""#),
            (#"{ "sections": [], "sections": [] }"#, #"1:19: sections: duplicate key "sections""#),
            (#"{ "sections": [ "abc ] }"#, "1:17: sections[0]: unterminated string"),
            (#"{ "sections": [ 'A' ] }"#, "1:17: sections[0]: strings must use double quotes"),
            ("{ \"sections\": [] }\n{}", "2:1: $: unexpected text after the document"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(diagnostics(of: text), [expected], text)
        }
    }

    // MARK: YAML

    func testYAMLProblemsAreReportedAtTheirPositions() {
        XCTAssertEqual(diagnostics(of: """
            widht: 390
            sections:
              - rows:
                  - title: A
                    accessory: disclousre
                  - title: B
                    lines: 1.5
            """, format: .yaml), [
                #"1:1: widht: unknown key "widht"; did you mean "width"?"#,
                #"5:20: sections[0].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?"#,
                "7:16: sections[0].rows[1].lines: 1.5 is not allowed; expected a whole number 0…1000",
            ])
    }

    func testYAMLSyntaxErrorIsReportedAtItsPosition() throws {
        let error = try XCTUnwrap(specError(of: "width: 390\nsections: [\n", format: .yaml))
        XCTAssertEqual(error.diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(error.diagnostics.first)
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(diagnostic.path, .root)
        XCTAssertFalse(diagnostic.message.isEmpty)
    }
}

/// The error of a spec that must be invalid.
private func specError(of text: String, format: SpecFormat = .json,
                       file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
    do {
        let spec = try SpecLoader.load(Array(text.utf8), format: format)
        XCTFail("expected diagnostics, the spec decoded: \(spec)", file: file, line: line)
    } catch let error as SpecError {
        return error
    } catch {
        XCTFail("expected a SpecError, got \(error)", file: file, line: line)
    }
    return nil
}

/// The diagnostics of a spec that must be invalid, as `LINE:COLUMN: PATH: message` lines.
private func diagnostics(of text: String, format: SpecFormat = .json,
                         file: StaticString = #filePath, line: UInt = #line) -> [String] {
    specError(of: text, format: format, file: file, line: line)?.diagnostics.map(\.description) ?? []
}
