import TableImport
import TableSpec
import XCTest

/// XML plists: every value type, positions, and errors with their locations and paths.
final class PlistReaderTests: XCTestCase {
    func read(_ text: String) throws -> PlistNode {
        try PlistReader.read(Array(text.utf8))
    }

    func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    func assertError(_ text: String, _ message: String, _ line: Int, _ column: Int, path: String = "$",
                     file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try read(text), file: file, line: lineNumber) { error in
            guard let error = error as? PlistError else { return XCTFail("\(error)", file: file, line: lineNumber) }
            XCTAssertEqual(error.message, message, file: file, line: lineNumber)
            XCTAssertEqual(error.location, SourceLocation(line: line, column: column), file: file, line: lineNumber)
            XCTAssertEqual(error.path.description, path, file: file, line: lineNumber)
        }
    }

    func testSettingsPaneWithEveryType() throws {
        let root = try read(plist("""
            <dict>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \t\t<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>DefaultValue</key><true/></dict>
            \t\t<dict><key>Title</key><string>  two  spaces\n</string><key>Empty</key><string/></dict>
            \t</array>
            \t<key>Count</key><integer> -42 </integer>
            \t<key>Hex</key><integer>0x1F</integer>
            \t<key>Real</key><real>2.5</real>
            \t<key>Exp</key><real>-1e3</real>
            \t<key>NaN</key><real>nan</real>
            \t<key>Inf</key><real>-infinity</real>
            \t<key>Off</key><false/>
            \t<key>When</key><date>2024-02-29T12:00:00Z</date>
            \t<key>Blob</key><data>
            \tAAEC
            \t/w==
            \t</data>
            \t<key>Big</key><integer>9223372036854775807</integer>
            \t<key>Small</key><integer>-9223372036854775808</integer>
            </dict>
            """))
        guard case .dictionary(let members) = root.value else { return XCTFail("expected a dictionary") }
        XCTAssertEqual(members.first?.keyLocation, SourceLocation(line: 5, column: 2))
        XCTAssertEqual(root.location, SourceLocation(line: 4, column: 1))
        let specifiers = try XCTUnwrap(root["PreferenceSpecifiers"])
        guard case .array(let items) = specifiers.value else { return XCTFail("expected an array") }
        XCTAssertEqual(items[0]["DefaultValue"]?.value, .bool(true))
        XCTAssertEqual(items[0]["Type"]?.location, SourceLocation(line: 7, column: 24))
        XCTAssertEqual(items[1]["Title"]?.value, .string("  two  spaces\n"))
        XCTAssertEqual(items[1]["Empty"]?.value, .string(""))
        XCTAssertEqual(root["Count"]?.value, .integer(-42))
        XCTAssertEqual(root["Hex"]?.value, .integer(31))
        XCTAssertEqual(root["Real"]?.value, .real(2.5))
        XCTAssertEqual(root["Exp"]?.value, .real(-1000))
        guard case .real(let nan)? = root["NaN"]?.value else { return XCTFail("expected a real") }
        XCTAssertTrue(nan.isNaN)
        XCTAssertEqual(root["Inf"]?.value, .real(-.infinity))
        XCTAssertEqual(root["Off"]?.value, .bool(false))
        XCTAssertEqual(root["When"]?.value, .date("2024-02-29T12:00:00Z"))
        XCTAssertEqual(root["Blob"]?.value, .data([0, 1, 2, 255]))
        XCTAssertEqual(root["Big"]?.value, .integer(.max))
        XCTAssertEqual(root["Small"]?.value, .integer(.min))
    }

    func testMissingVersionAndBareRootAreTolerated() throws {
        XCTAssertEqual(try read("<plist><string>x</string></plist>").value, .string("x"))
        XCTAssertEqual(try read("<array><integer>1</integer></array>").value, .array([
            PlistNode(.integer(1), at: SourceLocation(line: 1, column: 8)),
        ]))
    }

    func testErrorsHaveLocationsAndPaths() {
        assertError(plist("""
            <dict>
              <key>PreferenceSpecifiers</key>
              <array>
                <dict><key>Type</key><string>PSGroupSpecifier</string></dict>
                <dict><key>Type</key><string>x</string><key>Key</key><integer>ten</integer></dict>
              </array>
            </dict>
            """), "invalid integer \"ten\"", 8, 58, path: "PreferenceSpecifiers[1].Key")
        assertError(plist("<dict><key>A</key><string/><string>no key</string></dict>"),
                    "expected <key> before <string> in <dict>", 4, 28)
        assertError(plist("<dict><key>A</key><string/><key>B</key></dict>"),
                    "the key \"B\" has no value", 4, 28, path: "B")
        assertError(plist("<dict><key>A</key><key>B</key></dict>"), "the key \"A\" has no value", 4, 7, path: "A")
        assertError(plist("<array><foo/></array>"), "unknown plist element <foo>", 4, 8, path: "[0]")
        assertError(plist("<array>text</array>"), "unexpected text in <array>", 4, 8)
        assertError(plist("<string><b/></string>"), "<string> cannot contain <b>", 4, 9)
        assertError(plist("<real>0x1p3</real>"), "invalid real \"0x1p3\"", 4, 1)
        assertError(plist("<integer>9223372036854775808</integer>"), "invalid integer \"9223372036854775808\"", 4, 1)
        assertError(plist("<integer></integer>"), "invalid integer \"\"", 4, 1)
        assertError(plist("<date>2024-02-29</date>"),
                    "invalid date \"2024-02-29\" (expected YYYY-MM-DDTHH:MM:SSZ)", 4, 1)
        assertError(plist("<data>AA*A</data>"), "invalid base64 character \"*\" in <data>", 4, 1)
        assertError(plist("<data>AAAAA</data>"), "base64 data has a wrong length", 4, 1)
        assertError(plist("<true>yes</true>"), "<true/> must be empty", 4, 1)
        assertError(plist("<key>x</key>"), "<key> outside a <dict>", 4, 1)
        assertError("<plist version=\"1.0\"></plist>", "<plist> holds no value", 1, 1)
        assertError("<plist><true/><false/></plist>", "<plist> holds more than one value", 1, 15)
        assertError("<plist version=\"2.0\"><true/></plist>", "unsupported plist version \"2.0\" (expected \"1.0\")", 1, 1)
        assertError("<plist><dict>", "unexpected end of file, expected </dict> to close <dict> at 1:8", 1, 14)
        assertError(plist("<dict><key>Multi\nline</key></dict>"), "the key \"Multi\\nline\" has no value", 4, 7,
                    path: "Multi\\nline")
    }
}
