import TableImport
import TableSpec
import XCTest

/// The XML reader: every construct plists, storyboards and xibs use, positions, errors and limits.
final class XMLReaderTests: XCTestCase {
    func parse(_ text: String) throws -> XMLElement {
        try XMLReader.parse(Array(text.utf8))
    }

    func assertError(_ text: String, _ message: String, _ line: Int, _ column: Int,
                     file: StaticString = #filePath, lineNumber: UInt = #line) {
        assertError(Array(text.utf8), message, line, column, file: file, lineNumber: lineNumber)
    }

    func assertError(_ bytes: [UInt8], _ message: String, _ line: Int, _ column: Int,
                     file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try XMLReader.parse(bytes), file: file, line: lineNumber) { error in
            XCTAssertEqual(error as? XMLSyntaxError,
                           XMLSyntaxError(message, at: SourceLocation(line: line, column: column)),
                           file: file, line: lineNumber)
        }
    }

    func testElementsAttributesAndTextWithPositions() throws {
        let root = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <document type='storyboard' version="3.0">
              <scene sceneID="a1"><label text="Hi" /></scene>
            </document>
            """)
        XCTAssertEqual(root.name, "document")
        XCTAssertEqual(root.location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(root.attribute("type"), "storyboard")
        XCTAssertEqual(root.attributes.map(\.location),
                       [SourceLocation(line: 3, column: 11), SourceLocation(line: 3, column: 29)])
        let scene = try XCTUnwrap(root.children.first)
        XCTAssertEqual(scene.location, SourceLocation(line: 4, column: 3))
        XCTAssertEqual(scene.children(named: "label").first?.attribute("text"), "Hi")
        XCTAssertEqual(scene.children.first?.location, SourceLocation(line: 4, column: 23))
        XCTAssertEqual(root.content.count, 3)
        guard case .text(let text, let location) = root.content[0] else { return XCTFail("expected text") }
        XCTAssertEqual(text, "\n  ")
        XCTAssertEqual(location, SourceLocation(line: 3, column: 43))
    }

    func testEntitiesCharacterReferencesAndCDATA() throws {
        let root = try parse("<a t=\"&lt;&amp;&#65;&#x1F600;\">x &gt; y &quot;&apos; <![CDATA[<b>&amp;]]> é</a>")
        XCTAssertEqual(root.attribute("t"), "<&A😀")
        XCTAssertEqual(root.text, "x > y \"' <b>&amp; é")
        // Text, CDATA and text separated only by a comment are one run.
        XCTAssertEqual(root.content.count, 1)
    }

    func testColumnsCountScalarsAndLineEndsAreNormalised() throws {
        let root = try parse("<a>é😀<b/>\r\n<c\tx=\"1\r\n2\"/>\r<d/></a>")
        XCTAssertEqual(root.children.map(\.location), [
            SourceLocation(line: 1, column: 6), SourceLocation(line: 2, column: 1), SourceLocation(line: 4, column: 1),
        ])
        XCTAssertEqual(root.children[1].attribute("x"), "1 2")
        XCTAssertEqual(root.text, "é😀\n\n")
    }

    func testDoctypeWithAnInternalSubsetIsSkipped() throws {
        let root = try parse("""
            <?xml version="1.0"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
              <!ENTITY lol "lol>lol"> <!-- ] > --> <?pi x?> %pe;
            ]>
            <plist/>
            """)
        XCTAssertEqual(root.name, "plist")
        XCTAssertEqual(root.location, SourceLocation(line: 5, column: 1))
    }

    func testUserEntitiesAreNeverExpanded() {
        assertError("<!DOCTYPE a [<!ENTITY lol \"lol\">]><a>&lol;</a>",
                    "undefined entity \"&lol;\" (only &lt; &gt; &amp; &apos; &quot; and character references are read)",
                    1, 38)
    }

    func testUTF8BOMAndUTF16() throws {
        XCTAssertEqual(try XMLReader.parse([0xEF, 0xBB, 0xBF] + Array("<a>é</a>".utf8)).text, "é")
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a b=\"😀\">\nx</a>"
        let le: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let be: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let bomless = Array(le.dropFirst(2))
        for bytes in [le, be, bomless] {
            let root = try XMLReader.parse(bytes)
            XCTAssertEqual(root.attribute("b"), "😀")
            XCTAssertEqual(root.location, SourceLocation(line: 2, column: 1))
        }
        assertError([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00], "unpaired surrogate in UTF-16", 1, 2)
        assertError([0xFF, 0xFE, 0x3C], "UTF-16 text ends in the middle of a character", 1, 1)
    }

    func testLatin1WhenDeclared() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>".utf8) + [0xE9] + Array("</a>".utf8)
        XCTAssertEqual(try XMLReader.parse(bytes).text, "é")
        assertError("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><a/>",
                    "unsupported encoding \"shift_jis\"; use UTF-8 or UTF-16", 1, 1)
    }

    func testWellFormednessErrors() {
        assertError("", "empty file", 1, 1)
        assertError("  ", "no root element", 1, 3)
        assertError("hello", "text is not allowed before the root element", 1, 1)
        assertError("<a>\n  <b></a>", "mismatched end tag: expected </b> to close <b> at 2:3, found </a>", 2, 6)
        assertError("<a>\n<b>", "unexpected end of file, expected </b> to close <b> at 2:1", 2, 4)
        assertError("<a/><b/>", "only one root element is allowed", 1, 5)
        assertError("<a/>x", "unexpected text after the root element", 1, 5)
        assertError("<a b=\"1\" b=\"2\"/>", "duplicate attribute \"b\" in <a>", 1, 10)
        assertError("<a b=\"1\"c=\"2\"/>", "expected whitespace before the attribute \"c\"", 1, 9)
        assertError("<a b/>", "expected \"=\" after the attribute name \"b\"", 1, 5)
        assertError("<a b=1/>", "expected a quoted value for the attribute \"b\"", 1, 6)
        assertError("<a b=\"<\"/>", "\"<\" is not allowed in an attribute value; write &lt;", 1, 7)
        assertError("<a b=\"x/>", "unterminated value of the attribute \"b\"", 1, 6)
        assertError("<a>]]></a>", "\"]]>\" is not allowed in text; write ]]&gt;", 1, 4)
        assertError("<a>&</a>", "\"&\" must start a reference such as &amp; (ending in \";\")", 1, 4)
        assertError("<a>&#0;</a>", "character reference \"&#0;\" is not a character XML allows", 1, 4)
        assertError("<a>&#xD800;</a>", "character reference \"&#xD800;\" is not a character XML allows", 1, 4)
        assertError("<a>&#x110000;</a>", "character reference \"&#x110000;\" is not a character XML allows", 1, 4)
        assertError("<a>&#12a;</a>", "invalid character reference \"&#12a;\"", 1, 4)
        assertError("<a>\u{1}</a>", "control character U+0001 is not allowed in XML", 1, 4)
        assertError("<a><!-- x -- y --></a>", "\"--\" is not allowed inside a comment", 1, 11)
        assertError("<a><!-- x</a>", "unterminated comment", 1, 4)
        assertError("<a><![CDATA[x</a>", "unterminated CDATA section", 1, 4)
        assertError("<a><?pi x</a>", "unterminated processing instruction", 1, 4)
        assertError("<a><?xml version=\"1.0\"?></a>",
                    "the XML declaration is only allowed at the very start of the file", 1, 4)
        assertError(" <?xml version=\"1.0\"?><a/>",
                    "the XML declaration is only allowed at the very start of the file", 1, 2)
        assertError("<a><!DOCTYPE a></a>", "a DOCTYPE is only allowed before the root element", 1, 4)
        assertError("<!DOCTYPE a [<!ENTITY x \"y\">", "unterminated DOCTYPE", 1, 1)
        assertError("<a><1/></a>", "expected an element name after \"<\", found \"1\"", 1, 5)
        assertError("<a x=\"1\" ?></a>", "expected an attribute, \">\" or \"/>\" in <a>, found \"?\"", 1, 10)
        assertError(Array("<a>".utf8) + [0xFF], "invalid UTF-8", 1, 4)
        assertError(Array("<a>".utf8) + [0xC3], "invalid UTF-8", 1, 4)
    }

    func testDeepNestingIsRefusedBeforeTheStackOrHeapSuffers() {
        let depth = ImportLimits.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        assertError(text, "nested deeper than \(ImportLimits.maximumDepth) levels", 1, 3 * (depth - 1) + 1)
        let deeper = String(repeating: "<a>", count: 1_000_000)
        XCTAssertThrowsError(try parse(deeper))
        XCTAssertNoThrow(try parse(String(repeating: "<a>", count: depth - 1) + String(repeating: "</a>", count: depth - 1)))
    }

    func testHugeCountsAreRefused() {
        let elements = "<a>" + String(repeating: "<b/>", count: ImportLimits.maximumElements) + "</a>"
        assertError(elements, "more than \(ImportLimits.maximumElements) elements", 1,
                    4 + 4 * (ImportLimits.maximumElements - 1))
        let attributes = "<a " + (0...ImportLimits.maximumAttributesPerElement).map { "a\($0)=\"\"" }
            .joined(separator: " ") + "/>"
        XCTAssertThrowsError(try parse(attributes)) { error in
            XCTAssertEqual((error as? XMLSyntaxError)?.message,
                           "more than \(ImportLimits.maximumAttributesPerElement) attributes in <a>")
        }
    }

    func testBillionLaughsCostsNothing() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10)
                .replacingOccurrences(of: "&lol0;", with: "&lol;") + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>"
        XCTAssertThrowsError(try parse(text)) { error in
            XCTAssertEqual((error as? XMLSyntaxError)?.location, SourceLocation(line: 14, column: 7))
        }
    }

    func testATenMegabyteDocumentIsRead() throws {
        let row = "<string>Some text &amp; more</string>\n"
        let text = "<array>\n" + String(repeating: row, count: 10_000_000 / row.utf8.count) + "</array>"
        let root = try parse(text)
        XCTAssertEqual(root.children.count, 10_000_000 / row.utf8.count)
        let line = "<a>" + String(repeating: "<b x=\"1\"/>", count: 1_000_000 / 10) + "</a>"
        XCTAssertEqual(try parse(line).children.last?.location.column, 4 + 10 * (100_000 - 1))
    }
}
