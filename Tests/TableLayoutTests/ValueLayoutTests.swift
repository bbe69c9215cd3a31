import LayoutTestSupport
import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Long value1 details (issue 18): cut on one line at the tail or in the middle, or stacked under the title, as
/// `valueLayout` chooses; never wrapped beside the title. The fixed-width measurer makes a 17-pt character 8.5 pt.
final class ValueLayoutTests: XCTestCase {
    private let long = "Somewhere else entirely, far away"  // 33 characters: 280.5 pt
    private let secondaryLabel = RGBAColor(60, 60, 67, 153)

    private func list(_ rows: [Row], table: ValueLayout? = nil, direction: LayoutDirection = .ltr) -> DisplayList {
        var spec = Spec(sections: [Section(rows: rows)])
        table.map { spec.valueLayout = $0 }
        spec.direction = direction
        return layout(spec)
    }

    private func row(_ title: String, _ detail: String, _ valueLayout: ValueLayout? = nil) -> Row {
        var row = Row(title: title)
        row.detail = detail
        row.valueLayout = valueLayout
        return row
    }

    /// A one-row card's height is the row's.
    private func rowHeight(_ list: DisplayList) throws -> Double {
        try XCTUnwrap(list.cards().first).rect.height
    }

    func testALongDetailIsCutOnOneLineAtItsTailAndTheRowStays44() throws {
        let short = list([row("Ringtone", "Home")])
        let cut = list([row("Ringtone", long)])
        let detail = try XCTUnwrap(cut.text(long))
        let title = try XCTUnwrap(cut.text("Ringtone"))
        let fitting = try XCTUnwrap(short.text("Home"))
        XCTAssertEqual(detail.maxLines, 1, "one line")
        XCTAssertEqual(detail.lineCount, 1)
        XCTAssertEqual(detail.truncation, .tail, "the default is a UIKit value1 cell's")
        XCTAssertEqual(detail.alignment, .right)
        XCTAssertEqual(detail.origin.x + detail.width, fitting.origin.x + fitting.width, accuracy: 1e-9,
                       "it ends where a fitting detail ends")
        // The title keeps its one line (8 × 8.5 pt); the detail gets the rest less the 8-pt titleDetailGap.
        XCTAssertEqual(title.width, 68, accuracy: 1e-9)
        XCTAssertEqual(detail.origin.x - (title.origin.x + title.width), 8, accuracy: 1e-9)
        XCTAssertLessThan(detail.width, 280.5, "narrower than the text: it is cut")
        XCTAssertEqual(title.lineCount, 1)
        XCTAssertEqual(try rowHeight(cut), 44, accuracy: 1e-9, "the row does not grow at Large")
        XCTAssertEqual(detail.color, fitting.color)
    }

    func testALongTitleKeepsTheDetailsMinimumShareAndWraps() throws {
        let title = "A very long title that goes on and on about nothing"  // 52 characters
        let cut = list([row(title, long)])
        let detail = try XCTUnwrap(cut.text(long))
        let placedTitle = try XCTUnwrap(cut.text(title))
        let available = detail.origin.x + detail.width - placedTitle.origin.x
        XCTAssertEqual(detail.width, available * 0.45, accuracy: 1e-9, "value1DetailMinimumShare")
        XCTAssertEqual(detail.lineCount, 1, "the detail never wraps")
        XCTAssertGreaterThan(placedTitle.lineCount, 1, "the title wraps as it always has")
        XCTAssertGreaterThan(try rowHeight(cut), 44)
    }

    func testTheTableDefaultAndARowsOwnChoice() throws {
        let both = list([row("Ringtone", long), row("Tone", long + ".", .truncateTail)], table: .truncateMiddle)
        XCTAssertEqual(try XCTUnwrap(both.text(long)).truncation, .middle, "the table's choice")
        XCTAssertEqual(try XCTUnwrap(both.text(long + ".")).truncation, .tail, "the row's own")
        let own = list([row("Ringtone", long, .truncateMiddle)])
        XCTAssertEqual(try XCTUnwrap(own.text(long)).truncation, .middle)
        XCTAssertEqual(try XCTUnwrap(own.text(long)).maxLines, 1)
        XCTAssertEqual(try rowHeight(own), 44, accuracy: 1e-9)
        XCTAssertTrue(own.dump().contains("lines 1 middle"), "the dump shows the middle cut")
        XCTAssertFalse(list([row("Ringtone", long)]).dump().contains("middle"))
    }

    func testStackMovesTheDetailUnderTheTitleOnlyWhenTheyDoNotFit() throws {
        let stacked = list([row("Ringtone", long, .stack)])
        let title = try XCTUnwrap(stacked.text("Ringtone"))
        let detail = try XCTUnwrap(stacked.text(long))
        XCTAssertEqual(detail.origin.x, title.origin.x, accuracy: 1e-9, "leading-aligned under the title")
        XCTAssertEqual(detail.alignment, .left)
        XCTAssertEqual(detail.width, title.width, accuracy: 1e-9, "both take the full text width")
        XCTAssertEqual(detail.maxLines, 0, "a stacked value wraps")
        XCTAssertGreaterThan(detail.origin.y, title.origin.y + 20.4 - 1e-9, "under the title's line")
        XCTAssertEqual(detail.color, secondaryLabel)
        XCTAssertEqual(detail.style.weight, .regular)
        XCTAssertEqual(detail.style.size, title.style.size, "body, as the title")
        XCTAssertGreaterThan(try rowHeight(stacked), 44, "two lines make the row taller")

        let fits = list([row("Ringtone", "Home", .stack)])
        let beside = try XCTUnwrap(fits.text("Home"))
        XCTAssertEqual(beside.alignment, .right, "side by side when they fit")
        XCTAssertEqual(try rowHeight(fits), 44, accuracy: 1e-9)
    }

    func testRightToLeftMirrorsTheCutDetail() throws {
        let mirrored = list([row("Ringtone", long)], direction: .rtl)
        let detail = try XCTUnwrap(mirrored.text(long))
        let title = try XCTUnwrap(mirrored.text("Ringtone"))
        XCTAssertEqual(detail.maxLines, 1)
        XCTAssertLessThan(detail.origin.x + detail.width, title.origin.x, "the detail on the left of the title")
    }

    func testAMenuValueIsCutInTheMiddle() throws {
        var menu = Row(title: "Sort")
        menu.control = .menu("Privacy and Security Settings for everything on this phone")
        let value = try XCTUnwrap(list([menu]).text("Privacy and Security Settings for everything on this phone"))
        XCTAssertEqual(value.truncation, .middle, "a SwiftUI Picker's value")
        XCTAssertEqual(value.maxLines, 1)
    }
}
