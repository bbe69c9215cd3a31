import TableSpec
import XCTest

/// `valueLayout` (issue 18): a top-level default and a row's own choice, with "did you mean" for misspellings.
final class ValueLayoutDecodingTests: XCTestCase {
    func testTheDefaultIsTruncateTailAndRowsFollowTheTable() throws {
        let plain = try SpecFixtures.spec(#""style": "insetGrouped""#, rows: #"{"title": "A", "detail": "B"}"#)
        XCTAssertEqual(plain.valueLayout, .truncateTail)
        XCTAssertNil(plain.sections[0].rows[0].valueLayout, "nil: the table's")
        let both = try SpecFixtures.spec(#""valueLayout": "stack""#,
                                         rows: #"{"title": "A", "detail": "B", "valueLayout": "truncateMiddle"}, "C""#)
        XCTAssertEqual(both.valueLayout, .stack)
        XCTAssertEqual(both.sections[0].rows[0].valueLayout, .truncateMiddle)
        XCTAssertNil(both.sections[0].rows[1].valueLayout)
        XCTAssertNil(try SpecFixtures.rows(#"{"title": "A", "valueLayout": null}"#)[0].valueLayout, "null is absent")
    }

    func testMisspellingsGetASuggestion() {
        XCTAssertEqual(SpecFixtures.rowMessages(#"{"title": "A", "valueLayout": "truncatetail"}"#),
                       [#"1:55: sections[0].rows[0].valueLayout: unknown value "truncatetail"; did you mean "truncateTail"?"#])
        XCTAssertEqual(SpecFixtures.specMessages(#""valueLayout": "wrap""#).count, 1, "wrapping is not an iOS layout")
    }

    func testTheWriterKeepsBothLevels() throws {
        var spec = Spec(sections: [Section(rows: [Row(title: "A")])])
        spec.valueLayout = .truncateMiddle
        spec.sections[0].rows[0].valueLayout = .stack
        spec.sections[0].rows[0].detail = "B"
        let text = SpecWriter.write(spec, format: .json)
        XCTAssertEqual(try SpecLoader.load(Array(text.utf8), format: .json), spec)
    }
}
