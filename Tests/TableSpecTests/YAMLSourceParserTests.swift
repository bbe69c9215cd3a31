import TableSpec
import XCTest

final class YAMLSourceParserTests: XCTestCase {
    private func loc(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(line: line, column: column)
    }

    /// Asserts that `text` fails with exactly `message` at one of `locations`.
    private func assertError(
        _ text: String, _ message: String, at locations: SourceLocation..., file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try YAMLSourceParser.parse(text), file: file, line: line) { error in
            guard let error = error as? SourceSyntaxError else {
                return XCTFail("not a SourceSyntaxError: \(error)", file: file, line: line)
            }
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertTrue(locations.contains(error.location), "at \(error.location)", file: file, line: line)
        }
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

    /// The value of `scalar` written as the only value of a mapping.
    private func value(of scalar: String, file: StaticString = #filePath, line: UInt = #line) throws -> SourceValue? {
        members(try YAMLSourceParser.parse("k: " + scalar), file: file, line: line).first?.value.value
    }

    // MARK: Values and locations

    func testMappingsSequencesAndScalarsKeepTheirLocations() throws {
        let root = try YAMLSourceParser.parse("""
        title: Settings
        count: 3
        rows:
          - name: Wi-Fi
            on: true
          - [1, "two", ~]
        empty:
        """)
        XCTAssertEqual(root.location, loc(1, 1))
        let all = members(root)
        XCTAssertEqual(all.map(\.key), ["title", "count", "rows", "empty"])
        XCTAssertEqual(all[0], SourceMember(key: "title", keyLocation: loc(1, 1), value: SourceNode(.string("Settings"), at: loc(1, 8))))
        XCTAssertEqual(all[1], SourceMember(key: "count", keyLocation: loc(2, 1), value: SourceNode(.number(3), at: loc(2, 8))))
        XCTAssertEqual(all[2].keyLocation, loc(3, 1))
        let rows = elements(all[2].value)
        XCTAssertEqual(all[2].value.location, loc(4, 3))
        XCTAssertEqual(rows[0].location, loc(4, 5))
        XCTAssertEqual(members(rows[0]), [
            SourceMember(key: "name", keyLocation: loc(4, 5), value: SourceNode(.string("Wi-Fi"), at: loc(4, 11))),
            SourceMember(key: "on", keyLocation: loc(5, 5), value: SourceNode(.bool(true), at: loc(5, 9))),
        ])
        XCTAssertEqual(rows[1].location, loc(6, 5))
        XCTAssertEqual(elements(rows[1]), [
            SourceNode(.number(1), at: loc(6, 6)), SourceNode(.string("two"), at: loc(6, 9)), SourceNode(.null, at: loc(6, 16)),
        ])
        XCTAssertEqual(all[3].keyLocation, loc(7, 1))
        XCTAssertEqual(all[3].value.value, .null)
    }

    func testColumnsCountUnicodeScalars() throws {
        let root = try YAMLSourceParser.parse("é😀: [ü, 😀x]\nk: \"é\"\n")
        let all = members(root)
        XCTAssertEqual(all[0].key, "é😀")
        XCTAssertEqual(all[0].value.location, loc(1, 5))
        XCTAssertEqual(elements(all[0].value), [SourceNode(.string("ü"), at: loc(1, 6)), SourceNode(.string("😀x"), at: loc(1, 9))])
        XCTAssertEqual(all[1].value, SourceNode(.string("é"), at: loc(2, 4)))
    }

    func testLineBreaksAndByteOrderMark() throws {
        for text in ["a: 1\r\nb: 2", "a: 1\rb: 2", "\u{FEFF}a: 1\nb: 2"] {
            let all = members(try YAMLSourceParser.parse(text))
            XCTAssertEqual(all.map(\.keyLocation), [loc(1, 1), loc(2, 1)], text.debugDescription)
            XCTAssertEqual(all.map(\.value.location), [loc(1, 4), loc(2, 4)], text.debugDescription)
        }
    }

    // MARK: Types

    func testPlainScalarsResolveByTheYAML12CoreSchema() throws {
        // Not Yams's YAML 1.1 resolver: "yes", "on", "No" and "off" stay strings (a spec's "detail: On" means the
        // word), a leading zero is decimal, "1:30" is text, and only core-schema numbers are numbers.
        let expected: [(String, SourceValue)] = [
            ("true", .bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)), ("tRue", .string("tRue")),
            ("yes", .string("yes")), ("on", .string("on")), ("No", .string("No")), ("off", .string("off")),
            ("y", .string("y")), ("n", .string("n")),
            ("~", .null), ("null", .null), ("Null", .null), ("", .null),
            ("3", .number(3)), ("-12", .number(-12)), ("+12", .number(12)), ("1_000", .string("1_000")),
            ("0x1F", .number(31)), ("0o17", .number(15)), ("0b101", .string("0b101")), ("0777", .number(777)),
            ("09", .number(9)), ("1:30", .string("1:30")),
            ("1.5", .number(1.5)), ("1e3", .number(1000)), ("1.0e+3", .number(1000)), (".5", .number(0.5)), ("1.", .number(1)),
            ("99999999999999999999", .number(1e20)), ("-.5", .string("-.5")),
            // Timestamps, merge keys and other tags that have no JSON counterpart stay strings.
            ("2024-01-01", .string("2024-01-01")), ("<<", .string("<<")), ("!custom 3", .string("3")),
            ("Settings", .string("Settings")), ("Wi-Fi on", .string("Wi-Fi on")),
        ]
        for (scalar, value) in expected {
            XCTAssertEqual(try self.value(of: scalar), value, scalar)
        }
    }

    func testQuotedAndBlockScalarsAreAlwaysStrings() throws {
        XCTAssertEqual(try value(of: "'3'"), .string("3"))
        XCTAssertEqual(try value(of: "\"true\""), .string("true"))
        XCTAssertEqual(try value(of: "''"), .string(""))
        XCTAssertEqual(try value(of: "!!int \"3\""), .string("3"))
        XCTAssertEqual(try value(of: "|\n  42\n"), .string("42\n"))
        XCTAssertEqual(try value(of: ">-\n  null\n"), .string("null"))
        XCTAssertEqual(try value(of: "!!str 3"), .string("3"))
        XCTAssertEqual(try value(of: "!!float 3"), .number(3))
        XCTAssertEqual(try value(of: "!!bool true"), .bool(true))
    }

    func testNumbersMustBeFinite() {
        assertError("k: .inf", "number \".inf\" is not finite", at: loc(1, 4))
        assertError("k: [1, -.Inf]", "number \"-.Inf\" is not finite", at: loc(1, 8))
        assertError("k: .nan", "number \".nan\" is not finite", at: loc(1, 4))
        assertError("k: 1e400", "number \"1e400\" is out of range", at: loc(1, 4))
    }

    func testExplicitTagsThatDoNotFitStayText() throws {
        // The decoder then reports "expected a number, found the string …" with the path.
        XCTAssertEqual(try value(of: "!!int abc"), .string("abc"))
        XCTAssertEqual(try value(of: "!!bool maybe"), .string("maybe"))
    }

    /// Issue 27 item 10b: `!!binary` is bytes, not text; it used to become the base64 text (a title of
    /// "R0lGODlh…"). Every other wrong type is reported at its value, and so is this.
    func testBinaryDataIsAnErrorAtItsValue() {
        let message = "expected a string, number, true, false or null; found binary data (!!binary)"
        assertError("title: !!binary R0lGODlhAQABAAAAACw=", message, at: loc(1, 8))
        assertError("sections:\n  - rows:\n      - !!binary |\n          R0lGODlhAQABAAAAACw=\n", message, at: loc(3, 9))
        assertError("title: !!binary \"R0lGODlh\"", message, at: loc(1, 8))
        assertError("? !!binary a2V5\n: 1", "expected a string key; found binary data (!!binary)", at: loc(1, 3))
        XCTAssertThrowsError(try YAMLSourceParser.parse("a:\n  b: !!binary AAAA")) { error in
            XCTAssertEqual((error as? SourceSyntaxError)?.path.description, "a.b")
        }
    }

    // MARK: Errors

    func testSyntaxErrorsUseTheLocationYamsReports() {
        assertError("a:\n  b: 1\n c: 2", "did not find expected key while parsing a block mapping at 1:1", at: loc(3, 2))
        assertError("a: 'never closed\n", "found unexpected end of stream while scanning a quoted scalar at 1:4", at: loc(2, 1))
        assertError("\t- a", "tab in indentation; YAML indents with spaces", at: loc(1, 1))
        assertError("a: *missing", "found undefined alias", at: loc(1, 4))
    }

    func testReaderErrorsAreLocatedInScalars() {
        assertError("é: 😀\u{7}", "control characters are not allowed", at: loc(1, 5))
        assertError("a: [\n\n\n  é, 😀x\u{7}]", "control characters are not allowed", at: loc(4, 8))
        assertError("\u{FEFF}a: \u{7}", "control characters are not allowed", at: loc(1, 4))
    }

    func testExactlyOneNonEmptyDocument() throws {
        assertError("a: 1\n---\nb: 2\n", "more than one document in the file", at: loc(2, 1))
        for empty in ["", "  \n\n", "# only a comment\n", "---\n", "--- \n...\n", "\u{FEFF}"] {
            assertError(empty, "empty file", at: loc(1, 1))
        }
        XCTAssertEqual(try YAMLSourceParser.parse("~").value, .null)
        XCTAssertEqual(try YAMLSourceParser.parse("--- 3\n...\n").value, .number(3))
    }

    func testDuplicateKeysAreErrors() {
        // Yams rejects duplicates itself and only tells where the first of the equal keys is; the error points
        // at the second.
        assertError("width: 1\nheight: 2\nwidth: 3", "duplicate key \"width\"", at: loc(3, 1), loc(1, 1))
        assertError("{a: 1, 'a': 2}", "duplicate key \"a\"", at: loc(1, 8), loc(1, 2))
        // Keys are compared as written, so an int and a string spelled alike collide (Yams 6 lets them pass).
        assertError("1: a\n\"1\": b", "duplicate key \"1\"", at: loc(2, 1))
    }

    func testKeysMustBeScalars() {
        assertError("? [a]\n: 1", "mapping keys must be scalars", at: loc(1, 3))
        assertError("? {a: 1}\n: 1", "mapping keys must be scalars", at: loc(1, 3))
    }

    func testNestingIsLimitedTo64Levels() {
        XCTAssertNoThrow(try YAMLSourceParser.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)))
        assertError(String(repeating: "[", count: 65) + String(repeating: "]", count: 65), "nested deeper than 64 levels", at: loc(1, 65))
        assertError(String(repeating: "- ", count: 65) + "x", "nested deeper than 64 levels", at: loc(1, 129))
    }

    func testRunawayNestingIsRejectedBeforeYamsRecursesIntoIt() {
        // Rejected from the text alone, before Yams composes a single level.
        assertError(String(repeating: "[", count: 100_000), "nested deeper than 64 levels", at: loc(1, 501))
        assertError(String(repeating: "{a: ", count: 100_000), "nested deeper than 64 levels", at: loc(1, 2_001))
        assertError(String(repeating: "- ", count: 100_000), "nested deeper than 64 levels", at: loc(1, 501))
        let staircase = (0..<3_000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
        assertError(staircase, "nested deeper than 64 levels", at: loc(502, 501))
    }

    func testBracketsInQuotesAndCommentsDoNotCountAsNesting() throws {
        let row = "  - {title: \"it's [x\", note: 'a [[[ b', n: [1, 2]}  # [[[\n"
        let root = try YAMLSourceParser.parse("rows:\n" + String(repeating: row, count: 2_000))
        XCTAssertEqual(elements(members(root)[0].value).count, 2_000)
    }

    func testAliasesAreExpandedWithinABudget() throws {
        let all = members(try YAMLSourceParser.parse("x: &shared [1]\ny: *shared\n"))
        // The copy keeps the anchored node's location: that is where its content is written.
        XCTAssertEqual(all[1].value, all[0].value)
        XCTAssertEqual(all[1].value.location, loc(1, 4))
        let laughs = ["a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]"] + (1..<9).map { level -> String in
            let previous = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            return "\(name): &\(name) [" + Array(repeating: "*" + previous, count: 9).joined(separator: ", ") + "]"
        }
        XCTAssertThrowsError(try YAMLSourceParser.parse(laughs.joined(separator: "\n"))) { error in
            XCTAssertEqual((error as? SourceSyntaxError)?.message.hasSuffix("values (the limit: twice the file's size plus 100000)"), true)
        }
    }

    /// Issue 27 item 10d: a byte that is not UTF-8 is reported where it is, in YAML as in JSON (YAML used to say
    /// 1:1 whatever the line).
    func testInvalidUTF8IsReportedAtTheFirstBadByte() {
        func location(_ bytes: [UInt8], _ format: SpecFormat) -> String? {
            do {
                _ = try SpecLoader.parse(bytes, format: format)
                return nil
            } catch {
                return (error as? SpecError)?.diagnostics.map(\.description).joined(separator: "\n")
            }
        }
        let yaml = Array("sections:\n  - rows:\n      - \"caf".utf8) + [0xE9] + Array("\"\n".utf8)
        XCTAssertEqual(location(yaml, .yaml), "3:13: $: invalid UTF-8")
        let afterScalars = Array("a: \"é😀".utf8) + [0xFF] + Array("\"".utf8)
        XCTAssertEqual(location(afterScalars, .yaml), "1:7: $: invalid UTF-8", "columns count Unicode scalars")
        let crlf = Array("a: 1\r\nb: 2\rc: x".utf8) + [0xC3]
        XCTAssertEqual(location(crlf, .yaml), "3:5: $: invalid UTF-8", "CR LF and CR end lines as they do for libyaml")
        let bom = [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xED, 0xA0, 0x80]
        XCTAssertEqual(location(bom, .yaml), "1:4: $: invalid UTF-8", "the byte-order mark is not a column; a surrogate is not UTF-8")
        let json = Array("{\n  \"sections\": [ { \"rows\": [ \"caf".utf8) + [0xE9] + Array("\" ] } ]\n}".utf8)
        XCTAssertEqual(location(json, .json), "2:33: sections[0].rows[0]: invalid UTF-8")
    }

    // MARK: Merge keys (issue 27 item 10c)

    private func keysAndValues(_ node: SourceNode, file: StaticString = #filePath, line: UInt = #line) -> [String: SourceValue] {
        Dictionary(uniqueKeysWithValues: members(node, file: file, line: line).map { ($0.key, $0.value.value) })
    }

    func testAMergeKeyTakesTheKeysTheMappingDoesNotWriteItself() throws {
        let text = """
            base: &base {title: Base, detail: D, accessory: disclosure}
            after:
              <<: *base
              title: B
            before:
              title: C
              <<: *base
            """
        let all = members(try YAMLSourceParser.parse(text))
        for (index, title) in [(1, "B"), (2, "C")] {
            let merged = keysAndValues(all[index].value)
            XCTAssertEqual(merged, ["title": .string(title), "detail": .string("D"), "accessory": .string("disclosure")],
                           "explicit keys win over merged ones, before or after the merge key")
        }
        // Merged values point at where they are written: the anchored mapping on line 1.
        let detail = try XCTUnwrap(members(all[1].value).first { $0.key == "detail" })
        XCTAssertEqual(detail.keyLocation, loc(1, 27))
        XCTAssertEqual(detail.value.location, loc(1, 35))
        XCTAssertEqual(members(all[1].value).map(\.key), ["detail", "accessory", "title"],
                       "merged keys stand where the merge key does")
    }

    func testAListOfMapsMergesEarlierOnesFirst() throws {
        let text = """
            a: &a {x: 1, y: 1}
            b: &b {y: 2, z: 2, <<: {w: 0, z: 9}}
            c:
              <<: [*a, *b]
              x: 3
            """
        let c = keysAndValues(members(try YAMLSourceParser.parse(text))[2].value)
        XCTAssertEqual(c, ["x": .number(3), "y": .number(1), "z": .number(2), "w": .number(0)])
        // A quoted "<<" is an ordinary key.
        XCTAssertEqual(members(try YAMLSourceParser.parse("\"<<\": 1")).map(\.key), ["<<"])
    }

    func testAMergeKeyTakesOnlyMappings() {
        assertError("a: {<<: 3}", "expected a mapping or a list of mappings to merge (<<), found the number 3", at: loc(1, 9))
        assertError("x: &x {k: 1}\na:\n  <<: [*x, [1]]", "expected a mapping to merge (<<), found an array", at: loc(3, 12))
        assertError("a:\n  <<:\n  b: 1", "expected a mapping or a list of mappings to merge (<<), found null", at: loc(2, 6))
    }

    func testMergedValuesCountAgainstTheAliasBudget() {
        // Each level merges the previous one nine times: the merged result stays small, but building it would
        // copy the first map 9^8 times.
        let levels = ["l0: &l0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}"] + (1..<9).map { level in
            "l\(level): &l\(level) {<<: [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]}"
        }
        XCTAssertThrowsError(try YAMLSourceParser.parse(levels.joined(separator: "\n"))) { error in
            let error = error as? SourceSyntaxError
            XCTAssertEqual(error?.message.hasPrefix("aliases expand the document beyond"), true, "\(String(describing: error))")
        }
    }

    func testAnErrorInAMergedValuePointsAtItsSource() throws {
        let text = """
            sections:
              - rows:
                  - &wifi {title: Wi-Fi, accessory: disclousre}
                  - <<: *wifi
                    title: Bluetooth
            """
        XCTAssertThrowsError(try SpecLoader.load(Array(text.utf8), format: .yaml)) { error in
            let lines = (error as? SpecError)?.diagnostics.map(\.description) ?? []
            XCTAssertEqual(lines, [
                "3:41: sections[0].rows[0].accessory: unknown value \"disclousre\"; did you mean \"disclosure\"?",
                "3:41: sections[0].rows[1].accessory: unknown value \"disclousre\"; did you mean \"disclosure\"?",
            ])
        }
        let spec = try SpecLoader.load(Array("sections:\n  - rows:\n      - &a {title: A, detail: D}\n      - {<<: *a, title: B}\n".utf8),
                                       format: .yaml)
        XCTAssertEqual(spec.sections[0].rows.map(\.title), ["A", "B"])
        XCTAssertEqual(spec.sections[0].rows.map(\.detail), ["D", "D"])
    }
}
