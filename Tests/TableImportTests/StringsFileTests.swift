import Foundation
import TableImport
import TableSpec
import XCTest

/// `.strings` files: old-style text in every encoding Apple reads, plist forms, and lenient recovery.
final class StringsFileTests: XCTestCase {
    func parse(_ text: String) -> StringsFile {
        StringsFile.parse(Array(text.utf8))
    }

    func problem(_ message: String, _ line: Int, _ column: Int) -> StringsFile.Problem {
        StringsFile.Problem(message, at: SourceLocation(line: line, column: column))
    }

    func testEntriesCommentsAndEscapes() {
        let file = parse("""
            /* Root.strings */
            "Group" = "Général";  // trailing comment
            "Escapes" = "a\\nb\\tc\\"d\\\\e\\rf\\U00e9\\u2713\\101\\'";
            'single' = 'quoted';
            unquoted_Key-1.2:/$ = value/with.dots;
            "Echo";
            "Pair" = "\\UD83D\\UDE00";
            "Multi
            line" = "x";
            "Dup" = "first"; "Dup" = "second";
            """)
        XCTAssertEqual(file.problems, [])
        XCTAssertEqual(file.entries, [
            "Group": "Général", "Escapes": "a\nb\tc\"d\\e\rfé✓A'", "single": "quoted",
            "unquoted_Key-1.2:/$": "value/with.dots", "Echo": "Echo", "Pair": "😀", "Multi\nline": "x", "Dup": "second",
        ])
    }

    func testUTF16WithAndWithoutBOM() {
        let text = "/* x */\n\"Title\" = \"Réglages ✓\";\n\"Bad\" = ;\n"
        let le = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let be = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        for bytes in [[0xFF, 0xFE] + le, [0xFE, 0xFF] + be, le, be, [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let file = StringsFile.parse(bytes)
            XCTAssertEqual(file.entries, ["Title": "Réglages ✓"])
            XCTAssertEqual(file.problems, [problem("expected a value, found \";\"", 3, 9)])
        }
    }

    func testProblemsAreRecordedAndReadingGoesOn() {
        let file = parse("""
            "A" = "1";
            "B" "2";
            "C" = "\\q3";
            "D" = @;
            "E" = "5"
            "F" = "6";
            "G" = "\\U";
            "H" = "8";
            """)
        XCTAssertEqual(file.entries, ["A": "1", "C": "q3", "E": "5", "F": "6", "H": "8"])
        XCTAssertEqual(file.problems, [
            problem("expected \"=\" or \";\" after \"B\"", 2, 5),
            problem("expected a value, found \"@\"", 4, 7),
            problem("expected \";\" after the value of \"E\"", 6, 1),
            problem("\\U needs hexadecimal digits", 7, 8),
        ])
    }

    func testUnterminatedThingsAtTheEnd() {
        XCTAssertEqual(parse("\"A\" = \"1\";\n\"B\" = \"2").problems, [problem("unterminated string", 2, 7)])
        XCTAssertEqual(parse("\"A\" = \"1\"; /* open").problems, [problem("unterminated comment", 1, 12)])
        XCTAssertEqual(parse("\"A\" = \"1\";\n\"B\"").problems,
                       [problem("unexpected end of file, expected \"=\" or \";\" after \"B\"", 2, 4)])
        XCTAssertEqual(parse("\"A\" = ").problems, [problem("unexpected end of file, expected a value", 1, 7)])
        XCTAssertEqual(parse("").entries, [:])
        XCTAssertEqual(parse("").problems, [])
        XCTAssertEqual(parse("{ \"A\" = \"1\"; }").entries, ["A": "1"])
        XCTAssertEqual(parse("{ \"A\" = \"1\"; ").problems, [problem("expected \"}\" at the end of the file", 1, 14)])
    }

    func testInvalidUTF8IsReplacedAndReported() {
        let file = StringsFile.parse(Array("\"A\" = \"x".utf8) + [0xFF] + Array("\";".utf8))
        XCTAssertEqual(file.entries, ["A": "x\u{FFFD}"])
        XCTAssertEqual(file.problems, [problem("invalid UTF-8", 1, 9)])
    }

    func testPlistFormsAreRead() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Title</key><string>Titre</string><key>N</key><integer>1</integer></dict></plist>
            """
        let file = parse(xml)
        XCTAssertEqual(file.entries, ["Title": "Titre"])
        XCTAssertEqual(file.problems, [problem("the value of \"N\" is not a string", 2, 78)])
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/strings-table.bplist")
        let binary = StringsFile.parse([UInt8](try Data(contentsOf: url)))
        XCTAssertEqual(binary, StringsFile(entries: ["Title": "Titre", "Line": "a\nb"]))
        XCTAssertEqual(parse("<plist><array/></plist>").problems, [problem("a plist .strings file must hold a dictionary", 1, 8)])
        XCTAssertEqual(parse("<plist><dict>").problems,
                       [problem("unexpected end of file, expected </dict> to close <dict> at 1:8", 1, 14)])
    }

    func testATenMegabyteFileIsRead() {
        let entry = "\"key\" = \"value with \\\"escapes\\\"\"; /* c */\n"
        let text = String(repeating: entry, count: 10_000_000 / entry.utf8.count)
        let file = parse(text)
        XCTAssertEqual(file.entries, ["key": "value with \"escapes\""])
        XCTAssertEqual(file.problems, [])
    }
}
