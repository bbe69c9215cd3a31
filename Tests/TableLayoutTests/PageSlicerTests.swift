import LayoutTestSupport
import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// `DisplayList.PageSlicer` cuts the same pages as `slice(_:)`, item for item, in one pass over the list.
final class PageSlicerTests: XCTestCase {
    private func assertSameAsSlice(_ list: DisplayList, maximumHeight: Double, file: StaticString = #filePath, line: UInt = #line) {
        let ranges = list.pageRanges(maximumHeight: maximumHeight)
        XCTAssertGreaterThan(ranges.count, 2, "the list spans several pages", file: file, line: line)
        var slicer = DisplayList.PageSlicer(list)
        for range in ranges {
            let swept = slicer.slice(range), scanned = list.slice(range)
            XCTAssertEqual(swept, scanned, "page \(range)", file: file, line: line)
            XCTAssertEqual(swept.accessibility, scanned.accessibility, file: file, line: line)
        }
    }

    func testPagesOfSectionsCardsAndATextTallerThanAPageMatchSlice() {
        let long = (1...300).map { "Word\($0)" }.joined(separator: " ")
        var sections: [Section] = []
        for index in 0..<12 {
            var rows: [Row] = []
            for number in 0..<9 {
                var row = Row(title: "Row \(index).\(number)")
                if number % 2 == 0 { row.detail = "On" }
                rows.append(row)
            }
            var section = Section(rows: rows)
            section.header = SectionHeader(text: "Section \(index)")
            if index % 3 == 0 { section.footer = "A footer under section \(index)" }
            sections.append(section)
        }
        sections.insert(Section(rows: [Row(title: "Before"), Row(title: long), Row(title: "After")]), at: 4)
        for style in [TableStyle.insetGrouped, .plain, .classic] {
            var spec = Spec(sections: sections)
            spec.style = style
            spec.scale = 3
            assertSameAsSlice(layout(spec), maximumHeight: 400)
        }
    }

    func testARangeAboveThePreviousOneStillGivesSlicesPage() {
        let spec = Spec(sections: (0..<6).map { index in Section(rows: (0..<8).map { Row(title: "R\(index).\($0)") }) })
        let list = layout(spec)
        let ranges = list.pageRanges(maximumHeight: 300)
        var slicer = DisplayList.PageSlicer(list)
        _ = slicer.slice(ranges[2])
        XCTAssertEqual(slicer.slice(ranges[0]), list.slice(ranges[0]))
    }
}
