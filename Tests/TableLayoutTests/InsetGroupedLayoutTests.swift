import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Geometry of the default inset-grouped style against the iOS 18 figures in uikit-metrics.md and the
/// screenshots' README.
final class InsetGroupedLayoutTests: XCTestCase {
    func testCardsAreInsetByTheLayoutMarginForTheWidth() {
        for (width, margin) in [(375.0, 16.0), (390, 20), (430, 20), (320, 16)] {
            var spec = Spec(sections: [Section(rows: rows("A", "B"))])
            spec.width = width
            let card = try? XCTUnwrap(layout(spec).cards().first)
            XCTAssertEqual(card?.rect.x, margin, "width \(width)")
            XCTAssertEqual(card?.rect.width, width - 2 * margin, "width \(width)")
            XCTAssertEqual(card?.radii, CornerRadii(all: 10))
            XCTAssertEqual(card?.curve, .continuous)
        }
    }

    func testLayoutMarginAndSafeAreaMoveTheCards() {
        var spec = Spec(sections: [Section(rows: rows("A"))])
        spec.layoutMargin = 24
        spec.safeArea = EdgeInsets(top: 47, left: 10, bottom: 34, right: 6)
        let list = layout(spec)
        let card = list.cards()[0]
        XCTAssertEqual(card.rect.x, 34)
        XCTAssertEqual(card.rect.maxX, 390 - 30, accuracy: 1e-9)
        XCTAssertEqual(card.rect.y, 47 + 35 + 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(list.size.height, card.rect.maxY + 35 + 1.0 / 3 + 34, accuracy: 0.34)
    }

    func testRowsAre44PointsWithTheSeparatorInsideTheBottomOfTheRow() {
        let list = layout(Spec(sections: [Section(rows: rows("One", "Two", "Three"))]))
        let card = list.cards()[0]
        XCTAssertEqual(card.rect.height, 132, accuracy: 1e-9)
        XCTAssertEqual(list.hairlines.count, 2, "no separator under the last row, no outer hairlines")
        for (index, line) in list.hairlines.enumerated() {
            let rowBottom = card.rect.y + 44 * Double(index + 1)
            XCTAssertEqual(line.rect.maxY, rowBottom, accuracy: 1e-9)
            XCTAssertEqual(line.rect.x, card.rect.x + 20, "starts at the text")
            XCTAssertEqual(line.rect.maxX, card.rect.maxX, accuracy: 1e-9, "runs to the card's trailing edge")
            XCTAssertEqual(line.color, RGBAColor(60, 60, 67, 74))
        }
    }

    func testHairlinesAreOneDevicePixelOnThePixelGridAtEveryScale() {
        for scale in [1.0, 1.5, 2, 2.5, 3] {
            var spec = Spec(sections: [Section(header: SectionHeader(text: "Header"), rows: rows("A", "B", "C"))])
            spec.scale = scale
            let list = layout(spec)
            XCTAssertFalse(list.hairlines.isEmpty)
            for line in list.hairlines {
                XCTAssertEqual(line.rect.height, 1 / scale, accuracy: 1e-12, "scale \(scale)")
                let devicePixels = line.rect.y * scale
                XCTAssertEqual(devicePixels, devicePixels.rounded(), accuracy: 1e-6, "scale \(scale)")
            }
            for card in list.cards() {
                XCTAssertEqual(card.rect.y * scale, (card.rect.y * scale).rounded(), accuracy: 1e-6)
                XCTAssertEqual(card.rect.maxY * scale, (card.rect.maxY * scale).rounded(), accuracy: 1e-6)
            }
        }
    }

    func testCapCellHighlightsFollowTheCardCorners() {
        let selected: (String) -> Row = { var row = Row(title: $0); row.selected = true; return row }
        let spec = Spec(sections: [
            Section(rows: [selected("first"), selected("middle"), selected("last")]),
            Section(rows: [selected("only")]),
        ])
        let highlights = layout(spec).fills.filter { $0.color == RGBAColor(hex: 0xD1D1D6) }
        XCTAssertEqual(highlights.map(\.radii), [
            CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0),
            .zero,
            CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10),
            CornerRadii(all: 10),
        ])
        XCTAssertEqual(highlights[1].rect.height, 44)
    }

    func testSectionSpacingMatchesTheIOS18Screenshots() {
        // Dynamic Type medium, as the screenshots: 55 pt card to card with a one-line header, 35.3 without.
        var spec = Spec(sections: [
            Section(rows: rows("A")),
            Section(header: SectionHeader(text: "Section"), rows: rows("B")),
            Section(rows: rows("C")),
        ])
        spec.dynamicType = .medium
        let list = layout(spec)
        let cards = list.cards()
        XCTAssertEqual(cards[0].rect.y, 35 + 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(cards[1].rect.y - cards[0].rect.maxY, 55, accuracy: 0.34)
        XCTAssertEqual(cards[2].rect.y - cards[1].rect.maxY, 35 + 1.0 / 3, accuracy: 1e-9)
        let header = try? XCTUnwrap(list.text("SECTION"))
        XCTAssertEqual(header?.origin.x, 40, "aligned with the cell text")
        let baseline = (header?.origin.y ?? 0) + 12 * 0.95
        XCTAssertEqual(cards[1].rect.y - baseline, 8.67, accuracy: 0.34, "header baseline 8.7 pt above the card")
        XCTAssertEqual(header?.style.size, 12)
        XCTAssertEqual(header?.color, RGBAColor(60, 60, 67, 153), "secondaryLabel")
    }

    func testFooterSitsBelowTheCardAndPushesTheNextSection() {
        var spec = Spec(sections: [
            Section(footer: "Footer text", rows: rows("A")),
            Section(rows: rows("B")),
        ])
        spec.dynamicType = .medium
        let list = layout(spec)
        let cards = list.cards()
        let footer = try? XCTUnwrap(list.text("Footer text"))
        XCTAssertEqual(footer?.origin.x, 40)
        XCTAssertEqual((footer?.origin.y ?? 0) + 12 * 0.95 - cards[0].rect.maxY, 17.4, accuracy: 1e-6)
        // One 14.4-pt line: card, 17.4 to the baseline, 15 below it, then the next section's empty header.
        XCTAssertEqual(cards[1].rect.y - cards[0].rect.maxY, 17.4 + 15 + 17.667, accuracy: 0.34)
    }

    func testHeadersAreUppercasedUnlessTheSpecSaysNot() {
        let spec = Spec(sections: [
            Section(header: SectionHeader(text: "Mixed Case"), rows: rows("A")),
            Section(header: SectionHeader(text: "Kept As Is", uppercase: false), rows: rows("B")),
        ])
        let list = layout(spec)
        XCTAssertNotNil(list.text("MIXED CASE"))
        XCTAssertNotNil(list.text("Kept As Is"))
    }

    func testIOS26HeadersKeepTheirCase() {
        var spec = Spec(sections: [Section(header: SectionHeader(text: "General"), rows: rows("A"))])
        spec.ios = .ios26
        XCTAssertNotNil(layout(spec).text("General"), "iOS 26 no longer uppercases section titles")
    }

    func testAnEmptySectionDrawsItsHeaderAndFooterButNoCard() {
        let spec = Spec(sections: [Section(header: SectionHeader(text: "Empty"), footer: "Nothing here", rows: [])])
        let list = layout(spec)
        XCTAssertTrue(list.cards().isEmpty)
        XCTAssertNotNil(list.text("EMPTY"))
        XCTAssertNotNil(list.text("Nothing here"))
        XCTAssertGreaterThan(list.size.height, 0)
    }

    func testRowTextIsCentredAndColouredByRole() {
        var destructive = Row(title: "Delete")
        destructive.role = .destructive
        destructive.align = .center
        var button = Row(title: "Add")
        button.role = .button
        var disabled = Row(title: "Off")
        disabled.disabled = true
        let list = layout(Spec(sections: [Section(rows: [destructive, button, disabled])]))
        let card = list.cards()[0]
        let delete = list.text("Delete")
        XCTAssertEqual(delete?.color, RGBAColor(hex: 0xFF3B30))
        XCTAssertEqual(delete?.alignment, .center)
        XCTAssertEqual(list.text("Add")?.color, RGBAColor(hex: 0x007AFF))
        XCTAssertEqual(list.text("Off")?.color, RGBAColor(60, 60, 67, 76))
        // One 17-pt line is 20.4 pt tall here: centred in the 44-pt row.
        XCTAssertEqual((delete?.origin.y ?? 0) + 10.2, card.rect.y + 22, accuracy: 1e-9)
    }

    func testLongTitlesWrapAndTheRowGrows() {
        let long = String(repeating: "word ", count: 30)
        var limited = Row(title: long)
        limited.lines = 1
        let list = layout(Spec(sections: [Section(rows: [Row(title: long), limited])]))
        let separators = list.hairlines
        let card = list.cards()[0]
        let firstRowHeight = separators[0].rect.maxY - card.rect.y
        XCTAssertGreaterThan(firstRowHeight, 44)
        XCTAssertEqual(card.rect.maxY - separators[0].rect.maxY, 44, accuracy: 1e-9, "lines: 1 keeps 44 pt")
        XCTAssertEqual(list.texts[1].maxLines, 1)
    }

    func testValue1DetailEndsBeforeTheChevron() {
        var row = Row(title: "Wi-Fi")
        row.detail = "Home"
        row.accessory = .disclosure
        let list = layout(Spec(sections: [Section(rows: [row])]))
        let card = list.cards()[0]
        let chevron = try? XCTUnwrap(list.strokes.first)
        let xs = chevron?.path.elements.compactMap { element -> Double? in
            if case .move(let p) = element { return p.x }
            if case .line(let p) = element { return p.x }
            return nil
        } ?? []
        let inkRight = (xs.max() ?? 0) + (chevron?.lineWidth ?? 0) / 2
        let inkLeft = (xs.min() ?? 0) - (chevron?.lineWidth ?? 0) / 2
        XCTAssertEqual(card.rect.maxX - inkRight, 20.7, accuracy: 0.01, "chevron's right edge 20.7 pt inside the card")
        XCTAssertEqual(inkRight - inkLeft, 6.7 * 17 / 16, accuracy: 0.01, "6.7 pt measured at body 16, scaled to 17")
        let detail = list.text("Home")
        XCTAssertEqual(detail?.alignment, .right)
        XCTAssertEqual(inkLeft - ((detail?.origin.x ?? 0) + (detail?.width ?? 0)), 10.4, accuracy: 0.01,
                       "10.4 from the text box: 11 from ink to ink with the glyph's side bearing")
        XCTAssertEqual(chevron?.color, RGBAColor(191, 191, 191))
    }

    func testDarkAppearanceUsesTheDarkPalette() {
        var spec = Spec(sections: [Section(rows: rows("A", "B"))])
        spec.appearance = .dark
        let list = layout(spec)
        XCTAssertEqual(list.background, RGBAColor(0, 0, 0))
        XCTAssertEqual(list.fills.first?.color, RGBAColor(hex: 0x1C1C1E))
        XCTAssertEqual(list.hairlines.first?.color, RGBAColor(84, 84, 88, 153))
        XCTAssertEqual(list.text("A")?.color, RGBAColor(255, 255, 255))
    }
}
