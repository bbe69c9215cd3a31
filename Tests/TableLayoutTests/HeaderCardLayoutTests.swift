import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// The `tableHeader` card: its own inset card above the first section, the artwork, title and subtitle centred in
/// it top to bottom (390 pt, margin 20: card 20…370, content 40…350).
final class HeaderCardLayoutTests: XCTestCase {
    private func list(_ header: TableHeader, adjust: (inout Spec) -> Void = { _ in }) -> DisplayList {
        var spec = Spec(sections: [Section(rows: rows("First"))])
        spec.tableHeader = header
        adjust(&spec)
        return layout(spec)
    }

    func testTheCardIsAboveTheFirstSectionSpacedLikeASection() throws {
        let withHeader = list(TableHeader(artwork: .symbol("lock.fill"), title: "Privacy", subtitle: "Yours."))
        let cards = withHeader.cards()
        XCTAssertEqual(cards.count, 2, "the header card and the section's")
        let header = cards[0].rect
        let section = cards[1].rect
        XCTAssertEqual(header.x, section.x)
        XCTAssertEqual(header.width, section.width)
        XCTAssertLessThan(header.maxY, section.y)
        let without = layout(Spec(sections: [Section(rows: rows("First"))])).cards()[0].rect
        XCTAssertEqual(header.y, without.y, accuracy: 1e-9, "where the first card would have been")
        let two = layout(Spec(sections: [Section(rows: rows("A")), Section(rows: rows("B"))])).cards()
        XCTAssertEqual(section.y - header.maxY, two[1].rect.y - two[0].rect.maxY, accuracy: 0.34,
                       "the gap between two sections without header or footer")
        XCTAssertEqual(try XCTUnwrap(withHeader.text("First")).origin.y - section.y,
                       try XCTUnwrap(layout(Spec(sections: [Section(rows: rows("First"))])).text("First")).origin.y - without.y,
                       accuracy: 1e-9, "the first section unchanged inside its card")
    }

    func testSymbolTitleAndSubtitleAreCentredAndStackedTopToBottom() throws {
        let list = list(TableHeader(artwork: .symbol("lock.fill"), title: "Privacy", subtitle: "You are in control."))
        let card = list.cards()[0].rect
        let glyph = try XCTUnwrap(SymbolCatalog.glyph(named: "lock.fill"))
        let symbol = try XCTUnwrap(list.texts.first { $0.text == glyph.text })
        let title = try XCTUnwrap(list.text("Privacy"))
        let subtitle = try XCTUnwrap(list.text("You are in control."))
        XCTAssertEqual(symbol.style.size, 82.5)
        XCTAssertEqual(symbol.color, RGBAColor(hex: 0x007AFF), "tint by default")
        XCTAssertEqual(symbol.origin.x + symbol.width / 2, 195, accuracy: 1, "centred across the card")
        XCTAssertEqual(title.alignment, .center)
        XCTAssertEqual(subtitle.alignment, .center)
        XCTAssertEqual(title.origin.x + title.width / 2, 195, accuracy: 1e-9)
        XCTAssertEqual(subtitle.origin.x + subtitle.width / 2, 195, accuracy: 1e-9)
        XCTAssertEqual(title.style.weight, .bold)
        XCTAssertGreaterThan(title.style.size, subtitle.style.size)
        XCTAssertGreaterThanOrEqual(symbol.origin.y, card.y)
        XCTAssertGreaterThanOrEqual(title.origin.y, card.y + 11.6 + 82.5 + 14.6 - 1e-9, "the title below the symbol's em")
        XCTAssertGreaterThan(subtitle.origin.y, title.origin.y + (title.height ?? 0))
        XCTAssertEqual(card.maxY, subtitle.origin.y + (subtitle.height ?? 0) + 14, accuracy: 0.34, "14 pt below")
    }

    func testInitialsAreAn80PointCircleCentredAboveTheTitle() throws {
        let list = list(TableHeader(artwork: .initials("JA"), color: .semantic(.systemBlue), title: "Jane Appleseed"))
        let circle = try XCTUnwrap(list.fills.first { $0.curve == .circular && $0.rect.width == 80 })
        let card = list.cards()[0].rect
        XCTAssertEqual(circle.rect.midX, 195, accuracy: 1e-9)
        XCTAssertEqual(circle.rect.y, card.y + 11.6, accuracy: 0.34)
        XCTAssertEqual(circle.color, RGBAColor(hex: 0x007AFF))
        XCTAssertEqual(list.text("JA")?.style.size, 32, "0.4 × 80")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(list.text("Jane Appleseed")).origin.y, circle.rect.maxY + 14.6 - 0.34)
    }

    func testRightToLeftKeepsTheCardCentred() throws {
        let list = list(TableHeader(artwork: .initials("JA"), title: "Jane")) { $0.direction = .rtl }
        let circle = try XCTUnwrap(list.fills.first { $0.curve == .circular && $0.rect.width == 80 })
        XCTAssertEqual(circle.rect.midX, 195, accuracy: 1e-9)
    }
}
