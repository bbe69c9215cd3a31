import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// The grouped and plain styles, the rounded column, right-to-left mirroring, and the text dump.
final class EdgeToEdgeLayoutTests: XCTestCase {
    func testGroupedCellsAreFullWidthWithHairlinesAboveAndBelowEachSection() {
        var spec = Spec(sections: [Section(rows: rows("A", "B", "C"))])
        spec.style = .grouped
        spec.scale = 2
        let list = layout(spec)
        let card = list.cards()[0]
        XCTAssertEqual(card.rect.x, 0)
        XCTAssertEqual(card.rect.width, 390)
        XCTAssertEqual(card.radii, .zero)
        XCTAssertEqual(list.background, RGBAColor(hex: 0xF2F2F7))
        let full = list.hairlines.filter { $0.rect.x == 0 && $0.rect.width == 390 }
        let inner = list.hairlines.filter { $0.rect.x == 20 }
        XCTAssertEqual(full.map(\.rect.y), [card.rect.y, card.rect.maxY - 0.5])
        XCTAssertEqual(inner.count, 2)
        XCTAssertEqual(inner.map(\.rect.maxY), [card.rect.y + 44, card.rect.y + 88])
    }

    func testPlainTablesSeparateEveryRowAndFillAFixedHeightWithEmptyRows() {
        var spec = Spec(sections: [Section(rows: rows("A", "B"))])
        spec.style = .plain
        spec.height = 300
        spec.scale = 1
        let list = layout(spec)
        XCTAssertEqual(list.size.height, 300)
        XCTAssertEqual(list.background, RGBAColor(255, 255, 255))
        let bottoms = list.hairlines.map(\.rect.maxY)
        XCTAssertEqual(Array(bottoms.prefix(2)), [44, 88], "a separator under each row, the last included")
        XCTAssertEqual(Array(bottoms.dropFirst(2)), [132, 176, 220, 264], "empty rows continue to the bottom")
        XCTAssertTrue(list.hairlines.allSatisfy { $0.rect.x == 20 && $0.rect.maxX == 390 })
    }

    /// Bug #13: the filler rows took their trailing inset from the spec only (0 by default), while rows took
    /// the generation's (16 on iOS 26). One rule (SeparatorSpans) now serves both.
    func testPlainFillerSeparatorsEndWhereRowSeparatorsEnd() {
        var spec = Spec(sections: [Section(rows: rows("A", "B"))])
        spec.style = .plain
        spec.ios = .ios26
        spec.height = 400
        spec.scale = 1
        let lines = layout(spec).hairlines
        XCTAssertEqual(lines.count, 7, "two rows and five empty ones")
        XCTAssertEqual(Set(lines.map(\.rect.maxX)), [390 - 16], "inset 16 from the trailing edge, rows and filler alike")
        XCTAssertEqual(Set(lines.map(\.rect.x)), [16])
        spec.separator = SeparatorSpec(leadingInset: 4, trailingInset: 8)
        let inset = layout(spec).hairlines
        XCTAssertEqual(Set(inset.map(\.rect.x)), [4])
        XCTAssertEqual(Set(inset.map(\.rect.maxX)), [382])
    }

    func testSeparatorInsetsAndStyleNone() {
        var spec = Spec(sections: [Section(rows: rows("A", "B"))])
        spec.separator = SeparatorSpec(style: .line, color: .literal(RGBAColor(255, 0, 0)), leadingInset: 0,
                                       trailingInset: 0)
        let line = layout(spec).hairlines[0]
        XCTAssertEqual(line.rect.x, 20, "inset 0 runs from the card's edge")
        XCTAssertEqual(line.rect.width, 350)
        XCTAssertEqual(line.color, RGBAColor(255, 0, 0))
        spec.separator = SeparatorSpec(style: SeparatorStyle.none)
        XCTAssertTrue(layout(spec).hairlines.isEmpty)
    }

    func testRoundedIsACentredColumnInRegularWidthAndGroupedInCompact() {
        var spec = Spec(sections: [Section(rows: rows("A"))])
        spec.style = .rounded
        spec.width = 1024
        let column = layout(spec).cards()[0]
        XCTAssertEqual(column.rect.width, 675)
        XCTAssertEqual(column.rect.midX, 512, accuracy: 0.34)
        XCTAssertEqual(column.radii, CornerRadii(all: 7))
        spec.width = 390
        XCTAssertEqual(layout(spec).cards()[0].rect.width, 390)
    }

    func testCornerRadiusOverride() {
        var spec = Spec(sections: [Section(rows: rows("A"))])
        spec.cornerRadius = 15
        spec.cornerCurve = .circular
        let card = layout(spec).cards()[0]
        XCTAssertEqual(card.radii, CornerRadii(all: 15))
        XCTAssertEqual(card.curve, .circular)
    }

    func testRightToLeftMirrorsEveryFrame() {
        var row = Row(title: "Wi-Fi")
        row.detail = "Home"
        row.accessory = .disclosure
        row.icon = .glyph("W", color: .semantic(.systemBlue))
        var spec = Spec(sections: [Section(header: SectionHeader(text: "Header"), rows: [row, Row(title: "B")])])
        let ltr = layout(spec)
        spec.direction = .rtl
        let rtl = layout(spec)
        XCTAssertEqual(ltr.items.count, rtl.items.count)
        for (left, right) in zip(ltr.items, rtl.items) {
            switch (left, right) {
            case (.fill(let a), .fill(let b)):
                XCTAssertEqual(b.rect.x, 390 - a.rect.maxX, accuracy: 1e-9)
                XCTAssertEqual(b.rect.y, a.rect.y)
            case (.hairline(let a), .hairline(let b)):
                XCTAssertEqual(b.rect.x, 390 - a.rect.maxX, accuracy: 1e-9)
            case (.text(let a), .text(let b)):
                XCTAssertEqual(b.origin.x, 390 - a.origin.x - a.width, accuracy: 1e-9)
                XCTAssertEqual(b.direction, .rtl)
                XCTAssertEqual(b.alignment, a.alignment.mirrored)
            case (.stroke(let a), .stroke(let b)):
                XCTAssertEqual(a.path.mapPoints { Point(390 - $0.x, $0.y) }, b.path, "the chevron points left")
            default:
                XCTFail("items differ in kind: \(left) vs \(right)")
            }
        }
    }

    func testRightToLeftMovesTheCheckmarkWithoutFlippingIt() {
        var row = Row(title: "Chosen")
        row.accessory = .checkmark
        var spec = Spec(sections: [Section(rows: [row])])
        let ltr = layout(spec).strokes[0].path
        spec.direction = .rtl
        let rtl = layout(spec).strokes[0].path
        let shift = rtl.points[0].x - ltr.points[0].x
        XCTAssertEqual(ltr.mapPoints { Point($0.x + shift, $0.y) }, rtl, "same shape, moved")
        let ltrXs = ltr.points.map(\.x), rtlXs = rtl.points.map(\.x)
        XCTAssertEqual(rtlXs.min() ?? 0, 390 - (ltrXs.max() ?? 0), accuracy: 1e-9, "at the mirrored place")
    }

    func testDumpIsStableText() {
        var row = Row(title: "Name")
        row.detail = "iPhone"
        var spec = Spec(sections: [Section(header: SectionHeader(text: "About"), rows: [row, Row(title: "Model")])])
        spec.width = 320
        spec.scale = 2
        XCTAssertEqual(layout(spec).dump(), """
            canvas 320x181.5 @2x #F2F2F7
            text 32,36.376 w 256 Inter 13 regular track -0.078 leading 15.514 left ltr #3C3C4399 "ABOUT"
            fill 16,58 288x88 r 10 continuous #FFFFFF
            hairline 32,101.5 272x0.5 #3C3C434A
            text 32,69.8 w 197 Inter 17 regular track -0.408 leading 20.287 left ltr #000000 "Name"
            text 237,69.8 w 51 Inter 17 regular track -0.408 leading 20.287 right ltr lines 1 #3C3C4399 "iPhone"
            text 32,113.8 w 256 Inter 17 regular track -0.408 leading 20.287 left ltr #000000 "Model"

            """)
    }
}

/// Cutting tall display lists into pages at row boundaries.
final class PagingLayoutTests: XCTestCase {
    func testPagesCutAtRowBoundariesAndCoverTheWholeCanvas() {
        var spec = Spec(sections: [Section(rows: (1...100).map { Row(title: "Row \($0)") })])
        spec.scale = 1
        let list = layout(spec)
        XCTAssertEqual(list.pageBreaks.count, 100, "one break per row bottom")
        let ranges = list.pageRanges(maximumHeight: 1000)
        XCTAssertGreaterThan(ranges.count, 4)
        XCTAssertEqual(ranges.first?.lowerBound, 0)
        XCTAssertEqual(ranges.last?.upperBound, list.size.height)
        for (page, next) in zip(ranges, ranges.dropFirst()) {
            XCTAssertEqual(page.upperBound, next.lowerBound, "pages meet")
            XCTAssertLessThanOrEqual(page.upperBound - page.lowerBound, 1000)
            XCTAssertTrue(list.pageBreaks.contains(page.upperBound), "cut at a row bottom")
        }
    }

    func testASliceHoldsOnlyItsItemsMovedToTheTop() throws {
        var spec = Spec(sections: [Section(rows: (1...50).map { Row(title: "Row \($0)") })])
        spec.scale = 1
        let list = layout(spec)
        let ranges = list.pageRanges(maximumHeight: 500)
        let second = list.slice(ranges[1])
        XCTAssertEqual(second.size.height, ranges[1].upperBound - ranges[1].lowerBound)
        let titles = second.texts.map(\.text)
        XCTAssertFalse(titles.contains("Row 1"))
        let first = try XCTUnwrap(titles.first)
        let firstRow = try XCTUnwrap(list.text(first))
        XCTAssertEqual(second.text(first)?.origin.y, firstRow.origin.y - ranges[1].lowerBound)
        XCTAssertTrue(second.texts.allSatisfy { $0.origin.y >= 0 && $0.origin.y < second.size.height })
        XCTAssertEqual(second.cards().count, 1, "the card spanning pages is drawn on each")
    }

    func testAShortListIsOnePage() {
        let list = layout(Spec(sections: [Section(rows: rows("A"))]))
        XCTAssertEqual(list.pageRanges(maximumHeight: 10_000), [0...list.size.height])
    }
}
