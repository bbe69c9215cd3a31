import LayoutTestSupport
import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Rows taller than a page: their text is on every page it reaches, at its offset, and cuts fall between lines.
final class PagedTextLayoutTests: XCTestCase {
    /// A title long enough to wrap to about 130 lines (over 2,600 pt with the fixed-width measurer).
    private let longTitle = (1...600).map { "Word\($0)" }.joined(separator: " ")

    private func paged(_ spec: Spec, maximumHeight: Double) -> (list: DisplayList, ranges: [ClosedRange<Double>]) {
        let list = layout(spec)
        return (list, list.pageRanges(maximumHeight: maximumHeight))
    }

    private func tallTitleSpec(scale: Double) -> Spec {
        var spec = Spec(sections: [Section(rows: [Row(title: "Before"), Row(title: longTitle), Row(title: "After")])])
        spec.scale = scale
        return spec
    }

    func testATextTallerThanAPageIsOnEveryPageItCrossesAtItsOffset() throws {
        let (list, ranges) = paged(tallTitleSpec(scale: 1), maximumHeight: 500)
        let run = try XCTUnwrap(list.text(longTitle))
        let height = try XCTUnwrap(run.height)
        XCTAssertGreaterThan(height, 1500, "the title wraps to several pages")
        let crossed = ranges.filter { $0.upperBound > run.origin.y && $0.lowerBound < run.origin.y + height }
        XCTAssertGreaterThanOrEqual(crossed.count, 4)
        for range in crossed {
            let page = list.slice(range)
            let onPage = try XCTUnwrap(page.text(longTitle), "the title is on the page \(range)")
            XCTAssertEqual(onPage.origin.y, run.origin.y - range.lowerBound, accuracy: 1e-9,
                           "drawn at its offset, so the lines continue from the page before")
            XCTAssertEqual(onPage.height, run.height)
        }
        for range in ranges where !crossed.contains(range) {
            XCTAssertNil(list.slice(range).text(longTitle), "not on a page it does not reach")
        }
    }

    func testCutsInsideATextFallBetweenItsLinesOnThePixelGrid() throws {
        for scale in [1.0, 2, 3] {
            let (list, ranges) = paged(tallTitleSpec(scale: scale), maximumHeight: 500)
            let run = try XCTUnwrap(list.text(longTitle))
            let lineHeight = try XCTUnwrap(run.height) / Double(run.lineCount)
            let inside = ranges.dropLast().map(\.upperBound).filter { $0 > run.origin.y && $0 < run.origin.y + lineHeight * Double(run.lineCount) }
            XCTAssertGreaterThanOrEqual(inside.count, 3, "@\(scale)x")
            for cut in inside {
                let lines = (cut - run.origin.y) / lineHeight
                // Within a tenth of a line of a boundary: in the leading, where a line has no ink.
                XCTAssertLessThanOrEqual(abs(lines - lines.rounded()), 0.1 + 1e-9,
                                         "@\(scale)x: the cut at \(cut) is between two lines")
                XCTAssertEqual((cut * scale).rounded(), cut * scale, accuracy: 1e-6, "@\(scale)x: on the pixel grid")
                XCTAssertGreaterThan(cut - (ranges.first { $0.upperBound == cut }?.lowerBound ?? 0), 250,
                                     "pages stay at least half full")
            }
        }
    }

    private func fixedHeightSpec(scale: Double) -> Spec {
        var row = Row(title: "Tall")
        row.height = 3000
        var spec = Spec(sections: [Section(rows: [row])])
        spec.scale = scale
        return spec
    }

    func testAFixedHeightRowIsCutAboveItsTitleNotThroughIt() throws {
        let spec = fixedHeightSpec(scale: 2)
        let list = layout(spec)
        let title = try XCTUnwrap(list.text("Tall"))
        let titleHeight = try XCTUnwrap(title.height)
        // A page limit through the middle of the title's line.
        let ranges = list.pageRanges(maximumHeight: title.origin.y + titleHeight / 2)
        let cut = ranges[0].upperBound
        XCTAssertLessThanOrEqual(cut, title.origin.y + 1e-6, "the first page ends above the title")
        XCTAssertGreaterThan(cut, title.origin.y - 0.5 - 1e-9, "on the pixel just above it")
        XCTAssertNil(list.slice(ranges[0]).text("Tall"))
        XCTAssertEqual(try XCTUnwrap(list.slice(ranges[1]).text("Tall")).origin.y, title.origin.y - cut, accuracy: 1e-9)
    }

    func testInATableOfRowsTallerThanAPageNoTitleIsCut() throws {
        let rows = (1...300).map { index -> Row in
            var row = Row(title: "Row \(index)")
            row.height = 700
            return row
        }
        var spec = Spec(sections: [Section(rows: rows)])
        spec.scale = 3
        let list = layout(spec)
        let ranges = list.pageRanges(maximumHeight: 500)
        XCTAssertGreaterThan(ranges.count, 300 * 700 / 500)
        for (page, next) in zip(ranges, ranges.dropFirst()) {
            XCTAssertEqual(page.upperBound, next.lowerBound, "pages meet")
            XCTAssertLessThanOrEqual(page.upperBound - page.lowerBound, 500 + 1e-9)
        }
        for run in list.texts {
            let box = run.origin.y...(run.origin.y + (run.height ?? 0))
            XCTAssertTrue(ranges.contains { $0.lowerBound <= box.lowerBound + 1e-6 && $0.upperBound >= box.upperBound - 1e-6 },
                          "\(run.text) is whole on one page")
        }
    }

    func testWithoutTextInTheWayAPageIsCutAtItsLimit() {
        let list = layout(fixedHeightSpec(scale: 1))
        XCTAssertEqual(list.pageRanges(maximumHeight: 700)[0].upperBound, 700, "a full page when no line is cut")
    }

    func testWhenEveryCutCrossesALineTheFewestAreCutAndDrawnOnBothPages() {
        // Two columns of 30-pt lines, half a line apart: every boundary of one is the middle of a line of the other.
        let style = TextStyle(family: "Inter", size: 24)
        let black = RGBAColor(0, 0, 0)
        let left = TextRun(text: "L", style: style, color: black, origin: Point(0, 0), width: 100,
                           height: 30 * 40, lineCount: 40)
        let right = TextRun(text: "R", style: style, color: black, origin: Point(100, 15), width: 100,
                            height: 30 * 39, lineCount: 39)
        let list = DisplayList(size: Size(200, 1200), scale: 1, background: black, items: [.text(left), .text(right)])
        let ranges = list.pageRanges(maximumHeight: 400)
        XCTAssertEqual(ranges[0].upperBound, 390, "the lowest boundary that cuts one line rather than two")
        for range in ranges {
            let page = list.slice(range)
            XCTAssertEqual(page.texts.map(\.text), ["L", "R"], "both columns are on every page")
            XCTAssertEqual(page.texts.map(\.origin.y), [-range.lowerBound, 15 - range.lowerBound])
        }
    }

    func testAnUnmeasuredRunCrossingACutIsOnBothPages() {
        let style = TextStyle(family: "Inter", size: 20)
        let run = TextRun(text: "Caption", style: style, color: RGBAColor(0, 0, 0), origin: Point(0, 95), width: 100)
        let list = DisplayList(size: Size(100, 200), scale: 1, background: RGBAColor(255, 255, 255), items: [.text(run)])
        XCTAssertEqual(list.slice(0...100).texts.count, 1)
        XCTAssertEqual(list.slice(100...200).texts.first?.origin.y, -5, "its lower part continues on the next page")
    }
}
