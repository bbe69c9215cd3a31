import TableGraphics
import TableSpec
import XCTest

/// The top-level `tableHeader`: exactly one of symbol, image or initials, with a colour, title and subtitle.
final class TableHeaderDecodingTests: XCTestCase {
    private func header(_ json: String) throws -> TableHeader? {
        try SpecLoader.load(Array(#"{"tableHeader": \#(json), "sections": []}"#.utf8), format: .json).tableHeader
    }

    private func messages(_ json: String) -> [String] { SpecFixtures.messages { _ = try header(json) } }

    func testEachArtworkDecodesWithItsTexts() throws {
        XCTAssertEqual(try header(#"{"symbol": "lock.fill", "color": "systemBlue", "title": "Privacy", "subtitle": "Yours."}"#),
                       TableHeader(artwork: .symbol("lock.fill"), color: .semantic(.systemBlue), title: "Privacy",
                                   subtitle: "Yours."))
        XCTAssertEqual(try header(#"{"initials": "JA", "title": "Jane"}"#),
                       TableHeader(artwork: .initials("JA"), title: "Jane"))
        XCTAssertEqual(try header(#"{"image": "face.png"}"#), TableHeader(artwork: .image(path: "face.png")))
    }

    func testNoneOrTwoArtworksAreErrors() {
        XCTAssertEqual(messages(#"{"title": "A"}"#),
                       [#"1:17: tableHeader: a table header needs one of "symbol", "image" or "initials""#])
        XCTAssertEqual(messages(#"{"symbol": "gear", "initials": "JA"}"#),
                       [#"1:17: tableHeader: a table header has either "symbol" or "initials", not both"#])
    }

    func testAnUnknownSymbolHasADidYouMeanAndEmptyInitialsAreAnError() {
        // An unknown name is no error: it draws a placeholder with a warning (SymbolWarningTests).
        XCTAssertEqual(messages(#"{"symbol": "lock.fil"}"#), [])
        XCTAssertEqual(messages(#"{"initials": ""}"#),
                       [#"1:30: tableHeader.initials: "initials" is empty; give one to three letters, e.g. "JA""#])
    }
}
