import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Where SF symbols go: white in the 29-pt tile, bare in a fixed icon column that scales with the text, and as a
/// trailing accessory whose ink ends where a chevron's does (390 pt, margin 20: content 40…350).
final class SymbolLayoutTests: XCTestCase {
    private func oneRow(_ configure: (inout Row) -> Void, spec adjust: (inout Spec) -> Void = { _ in }) -> DisplayList {
        var row = Row(title: "Title")
        configure(&row)
        var spec = Spec(sections: [Section(rows: [row, Row(title: "Next")])])
        adjust(&spec)
        return layout(spec)
    }

    private func glyph(_ name: String, in list: DisplayList) -> TextRun? {
        guard let glyph = SymbolCatalog.glyph(named: name) else { return nil }
        return list.texts.first { $0.text == glyph.text || $0.text == glyph.tileText }
    }

    func testATileSymbolIsAWhiteBoldGlyphCentredInTheColouredTile() throws {
        let list = oneRow { $0.icon = .symbol(SymbolIcon(name: "wifi", color: .semantic(.systemBlue))) }
        let tile = try XCTUnwrap(list.fills.first { $0.color == RGBAColor(hex: 0x007AFF) })
        XCTAssertEqual(tile.rect, Rect(x: 40, y: tile.rect.y, width: 29, height: 29))
        XCTAssertEqual(tile.radii, CornerRadii(all: 6.5))
        let run = try XCTUnwrap(glyph("wifi", in: list))
        XCTAssertEqual(run.text, SymbolCatalog.glyph(named: "wifi")?.tileText, "the heavier cut in a tile")
        XCTAssertEqual(run.style.family, "Phosphor")
        XCTAssertEqual(run.style.size, 23, "≈ 19–20 pt of bold ink in the 29-pt tile")
        XCTAssertEqual(run.color, RGBAColor(255, 255, 255))
        XCTAssertEqual(run.origin.x, 40)
        XCTAssertEqual(run.width, 29)
        XCTAssertEqual(run.alignment, .center)
        XCTAssertEqual(list.text("Title")?.origin.x, 84, "the title after the tile, as with a letter tile")
        XCTAssertFalse(run.flipsInRightToLeft, "a Wi-Fi fan is never mirrored")
    }

    func testATileSymbolWithoutColourIsSystemGray() {
        let list = oneRow { $0.icon = .symbol(SymbolIcon(name: "gear")) }
        XCTAssertNotNil(list.fills.first { $0.color == RGBAColor(hex: 0x8E8E93) && $0.rect.width == 29 })
    }

    func testABareSymbolSitsInTheIconColumnInTintAndTheTitleFollowsTheColumn() throws {
        let list = oneRow { $0.icon = .symbol(SymbolIcon(name: "paintpalette", tile: false)) }
        XCTAssertNil(list.fills.first { $0.rect.width == 29 }, "no tile")
        let run = try XCTUnwrap(glyph("paintpalette", in: list))
        XCTAssertEqual(run.text, SymbolCatalog.glyph(named: "paintpalette")?.text, "the regular cut bare")
        // Large: body 17 = 16 × 17/16, so 24 → 25.5 pt, column 22.67 → 24.086875, gap 16.17 → 17.180625.
        XCTAssertEqual(run.style.size, 25.5, accuracy: 1e-9)
        XCTAssertEqual(run.origin.x + run.width / 2, 40 + 24.086875 / 2, accuracy: 1e-9,
                       "centred on the column (the palette's ink is centred in its em: no shift)")
        XCTAssertEqual(run.color, RGBAColor(hex: 0x007AFF), "tint by default")
        XCTAssertEqual(try XCTUnwrap(list.text("Title")).origin.x, 40 + 24.086875 + 17.180625, accuracy: 1e-9)
        XCTAssertEqual(list.hairlines[0].rect.x, 40 + 24.086875 + 17.180625, accuracy: 0.34, "separator at the title")
    }

    func testABareSymbolTakesItsColour() {
        let list = oneRow { $0.icon = .symbol(SymbolIcon(name: "calendar", color: .semantic(.label), tile: false)) }
        XCTAssertEqual(glyph("calendar", in: list)?.color, RGBAColor(0, 0, 0))
    }

    func testTheBareColumnScalesWithDynamicTypeButTheTileDoesNot() throws {
        let bare = oneRow({ $0.icon = .symbol(SymbolIcon(name: "calendar", tile: false)) },
                          spec: { $0.dynamicType = .medium })
        let run = try XCTUnwrap(glyph("calendar", in: bare))
        XCTAssertEqual(run.style.size, 24, accuracy: 1e-9, "measured at medium: 1.5 × body 16")
        XCTAssertEqual(try XCTUnwrap(bare.text("Title")).origin.x, 40 + 22.67 + 16.17, accuracy: 1e-9,
                       "screenshot 11: the title 38.84 pt after the text edge")
        let tile = oneRow({ $0.icon = .symbol(SymbolIcon(name: "calendar")) }, spec: { $0.dynamicType = .xxxLarge })
        XCTAssertEqual(glyph("calendar", in: tile)?.style.size, 23)
        XCTAssertEqual(tile.text("Title")?.origin.x, 84)
    }

    func testASymbolIsVerticallyCentredInItsRow() throws {
        let list = oneRow { $0.icon = .symbol(SymbolIcon(name: "calendar", tile: false)) }
        let card = list.cards()[0]
        let run = try XCTUnwrap(glyph("calendar", in: list))
        let title = try XCTUnwrap(list.text("Title"))
        let titleMid = title.origin.y + (title.height ?? 0) / 2
        // FixedWidthMeasurer's line is 1.2 × the size: the glyph's box is centred on the row's middle, moved
        // down by the calendar's ink offset (its ink sits 1/32 em above its em's middle) so the ink is centred.
        XCTAssertEqual(run.origin.y + 25.5 * 1.2 / 2 - 25.5 * 0.0312, titleMid, accuracy: 0.01)
        XCTAssertLessThan(card.rect.y, run.origin.y)
    }

    func testAnAccessorySymbolReplacesTheChevronInTertiaryLabelAndEndsWhereItsInkWould() throws {
        let chevron = oneRow { $0.accessory = .disclosure }
        let stroke = try XCTUnwrap(chevron.strokes.first)
        let chevronInk = (stroke.path.points.map(\.x).max() ?? 0) + stroke.lineWidth / 2
        let list = oneRow { $0.accessorySymbol = SymbolAccessory(name: "arrow.up.right") }
        XCTAssertTrue(list.strokes.isEmpty, "no chevron")
        let run = try XCTUnwrap(glyph("arrow.up.right", in: list))
        XCTAssertEqual(run.color, RGBAColor(60, 60, 67, 76), "tertiaryLabel")
        XCTAssertEqual(run.style.size, 22.1, accuracy: 1e-9, "1.3 × body 17")
        // Phosphor's arrow leaves 0.22 em right of its ink: the ink ends where the chevron's does.
        XCTAssertEqual(run.origin.x + run.width * (1 - 0.22), chevronInk, accuracy: 0.25)
        XCTAssertTrue(run.flipsInRightToLeft, "iOS mirrors arrows")
        let tinted = oneRow { $0.accessorySymbol = SymbolAccessory(name: "link", color: .semantic(.systemBlue)) }
        XCTAssertEqual(glyph("link", in: tinted)?.color, RGBAColor(hex: 0x007AFF))
    }

    func testRightToLeftMirrorsOnlyTheSymbolsTheCatalogMarks() throws {
        let list = oneRow({
            $0.icon = .symbol(SymbolIcon(name: "wifi", tile: false))
            $0.accessorySymbol = SymbolAccessory(name: "arrow.up.right")
        }, spec: { $0.direction = .rtl })
        let fan = try XCTUnwrap(glyph("wifi", in: list))
        let arrow = try XCTUnwrap(glyph("arrow.up.right", in: list))
        XCTAssertEqual(fan.direction, .rtl)
        XCTAssertFalse(fan.flipsInRightToLeft)
        XCTAssertTrue(arrow.flipsInRightToLeft)
        XCTAssertGreaterThan(fan.origin.x, arrow.origin.x, "the icon column is on the right")
    }
}
