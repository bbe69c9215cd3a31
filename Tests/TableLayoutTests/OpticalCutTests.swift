import TableLayout
import TableResolve
import TableSpec
import XCTest

/// Text below 20 pt is drawn with the text cut, from 20 pt up with the display cut, as iOS switches from SF Pro
/// Text to SF Pro Display; other families are left as they are.
final class OpticalCutTests: XCTestCase {
    func testTheCutFollowsTheSizeOfInter() {
        XCTAssertEqual(TypeScale.family("Inter", forSize: 17), "Inter")
        XCTAssertEqual(TypeScale.family("Inter", forSize: 19.99), "Inter")
        XCTAssertEqual(TypeScale.family("Inter", forSize: 20), "Inter Display")
        XCTAssertEqual(TypeScale.family("Inter", forSize: 34), "Inter Display")
        XCTAssertEqual(TypeScale.family("Helvetica", forSize: 34), "Helvetica")
    }

    func testCellTextSwitchesToTheDisplayCutAtLargeDynamicTypeSizes() throws {
        var spec = Spec(sections: [Section(rows: rows("One"))])
        spec.dynamicType = .xxxLarge  // body 23 pt
        XCTAssertEqual(try XCTUnwrap(layout(spec).text("One")).style.family, "Inter Display")
        spec.dynamicType = .large  // body 17 pt
        XCTAssertEqual(try XCTUnwrap(layout(spec).text("One")).style.family, "Inter")
    }
}
