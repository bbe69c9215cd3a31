import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Frames of every row element at scale 3 (390 pt, margin 20, card 20…370), and the keys that colour them.
final class RowAnatomyLayoutTests: XCTestCase {
    private func oneRow(_ configure: (inout Row) -> Void, spec adjust: (inout Spec) -> Void = { _ in }) -> DisplayList {
        var row = Row(title: "Title")
        configure(&row)
        var spec = Spec(sections: [Section(rows: [row, Row(title: "Next")])])
        adjust(&spec)
        return layout(spec)
    }

    private func inkBounds(_ stroke: StrokedPath) -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let xs = stroke.path.points.map(\.x), ys = stroke.path.points.map(\.y)
        let pen = stroke.lineWidth / 2
        return ((xs.min() ?? 0) - pen, (xs.max() ?? 0) + pen, (ys.min() ?? 0) - pen, (ys.max() ?? 0) + pen)
    }

    func testIconTileTextAndSeparatorStart() {
        let list = oneRow { $0.icon = .glyph("W", color: .semantic(.systemBlue)) }
        let card = list.cards()[0]
        let tile = try? XCTUnwrap(list.fills.first { $0.color == RGBAColor(hex: 0x007AFF) })
        XCTAssertEqual(tile?.rect.width, 29)
        XCTAssertEqual(tile?.rect.height, 29)
        XCTAssertEqual(tile?.rect.x, 40, "at the content inset")
        XCTAssertEqual(tile?.rect.midY ?? 0, card.rect.y + 22, accuracy: 0.34, "centred in the row")
        XCTAssertEqual(tile?.radii, CornerRadii(all: 6.5))
        XCTAssertEqual(list.text("Title")?.origin.x, 84, "text 15 pt after the tile")
        XCTAssertEqual(list.hairlines[0].rect.x, 84, "separator aligned with the text, not the tile")
        let glyph = list.text("W")
        XCTAssertEqual(glyph?.color, RGBAColor(255, 255, 255))
        XCTAssertEqual(glyph?.alignment, .center)
        XCTAssertEqual(glyph?.origin.x, 40)
        XCTAssertEqual(glyph?.width, 29)
    }

    func testIconImageFillsTheTile() {
        let list = oneRow { $0.icon = .image(path: "/icons/a.png") }
        guard case .image(let image)? = list.items.first(where: { if case .image = $0 { return true } else { return false } })
        else { return XCTFail("no image item") }
        XCTAssertEqual(image.path, "/icons/a.png")
        XCTAssertEqual(image.shape.rect.width, 29)
        XCTAssertEqual(image.shape.radii, CornerRadii(all: 6.5))
    }

    func testSwitchFrameAndColours() {
        let on = oneRow { $0.switchValue = true }
        let card = on.cards()[0]
        let track = try? XCTUnwrap(on.fills.first { $0.color == RGBAColor(hex: 0x34C759) })
        XCTAssertEqual(track?.rect.width, 51)
        XCTAssertEqual(track?.rect.height, 31)
        XCTAssertEqual(card.rect.maxX - (track?.rect.maxX ?? 0), 18, accuracy: 1e-9, "18 pt inside the card")
        XCTAssertEqual(track?.rect.midY ?? 0, card.rect.y + 22, accuracy: 0.34)
        let thumb = try? XCTUnwrap(on.fills.last { $0.color == RGBAColor(255, 255, 255) && $0.rect.width == 27 })
        XCTAssertEqual(thumb?.rect.maxX ?? 0, (track?.rect.maxX ?? 0) - 2, accuracy: 1e-9, "on: thumb on the right")
        let shadows = on.items.filter { if case .shadow = $0 { return true } else { return false } }
        XCTAssertEqual(shadows.count, 2, "the thumb's two soft shadows")
        let off = oneRow { $0.switchValue = false }
        let offTrack = try? XCTUnwrap(off.fills.first { $0.color == RGBAColor(120, 120, 128, 41) })
        XCTAssertNotNil(offTrack, "off: secondarySystemFill track")
        let offThumb = off.fills.last { $0.color == RGBAColor(255, 255, 255) && $0.rect.width == 27 }
        XCTAssertEqual(offThumb?.rect.x ?? 0, (offTrack?.rect.x ?? 0) + 2, accuracy: 1e-9, "off: thumb on the left")
    }

    func testBadgeSitsBeforeTheChevron() {
        let list = oneRow {
            $0.badge = "12"
            $0.accessory = .disclosure
        }
        let pill = try? XCTUnwrap(list.fills.first { $0.color == RGBAColor(hex: 0xFF3B30) })
        XCTAssertGreaterThanOrEqual(pill?.rect.height ?? 0, 24)
        XCTAssertGreaterThanOrEqual(pill?.rect.width ?? 0, pill?.rect.height ?? 0, "at least a circle")
        XCTAssertEqual(pill?.radii.topLeft, (pill?.rect.height ?? 0) / 2, "a pill")
        let chevron = inkBounds(list.strokes[0])
        XCTAssertEqual(chevron.minX - (pill?.rect.maxX ?? 0), 8, accuracy: 1e-9)
        XCTAssertEqual(list.text("12")?.color, RGBAColor(255, 255, 255))
    }

    func testDetailButtonAndDetailDisclosure() {
        let detail = oneRow { $0.accessory = .detail }
        let ring = inkBounds(detail.strokes[0])
        XCTAssertEqual(ring.maxX - ring.minX, 22, accuracy: 0.01, "22-pt circle at body 17")
        XCTAssertEqual(detail.strokes[0].color, RGBAColor(hex: 0x007AFF), "tinted")
        XCTAssertEqual(390 - 20 - ring.maxX, 20, accuracy: 0.01, "at the content inset")
        let both = oneRow { $0.accessory = .detailDisclosure }
        let bounds = both.strokes.map(inkBounds).sorted { $0.minX < $1.minX }
        let circle = bounds[0], chevron = bounds[1]
        XCTAssertLessThan(circle.maxX, chevron.minX, "the info button comes before the chevron")
        XCTAssertEqual(chevron.minX - circle.maxX, 12, accuracy: 0.01)
    }

    func testSubtitleStacksUnderTheTitle() {
        let list = oneRow { $0.subtitle = "Second line" }
        let title = try? XCTUnwrap(list.text("Title")), subtitle = try? XCTUnwrap(list.text("Second line"))
        XCTAssertEqual(subtitle?.style.size, 15, "subheadline")
        XCTAssertEqual(subtitle?.color, RGBAColor(60, 60, 67, 153), "secondaryLabel")
        XCTAssertEqual(subtitle?.origin.x, title?.origin.x)
        XCTAssertEqual((subtitle?.origin.y ?? 0) - (title?.origin.y ?? 0), 17 * 1.2 + 2, accuracy: 1e-9)
        let card = list.cards()[0]
        let stack = 17 * 1.2 + 2 + 15 * 1.2
        XCTAssertEqual(list.hairlines[0].rect.maxY - card.rect.y, max(44, stack + 22), accuracy: 0.34)
    }

    func testValue2PutsATintedLabelFirst() {
        let list = oneRow {
            $0.detail = "home"
            $0.cellStyle = .value2
        } spec: { $0.tint = .literal(RGBAColor(255, 0, 128)) }
        let label = try? XCTUnwrap(list.text("home")), title = try? XCTUnwrap(list.text("Title"))
        XCTAssertEqual(label?.color, RGBAColor(255, 0, 128), "tint")
        XCTAssertEqual(label?.alignment, .right)
        XCTAssertEqual(label?.origin.x, 40)
        XCTAssertGreaterThan(title?.origin.x ?? 0, (label?.origin.x ?? 0) + (label?.width ?? 0))
    }

    func testTintColoursCheckmarksAndButtons() {
        let list = oneRow {
            $0.accessory = .checkmark
            $0.role = .button
        } spec: { $0.tint = .semantic(.systemPink) }
        XCTAssertEqual(list.strokes[0].color, RGBAColor(hex: 0xFF2D55))
        XCTAssertEqual(list.text("Title")?.color, RGBAColor(hex: 0xFF2D55))
        let check = inkBounds(list.strokes[0])
        XCTAssertEqual(370 - check.maxX, 22, accuracy: 0.01, "22 pt inside the card, as measured")
    }

    func testFixedRowHeightAndWrappedRows() {
        let fixed = oneRow { $0.height = 80 }
        let card = fixed.cards()[0]
        XCTAssertEqual(fixed.hairlines[0].rect.maxY - card.rect.y, 80, accuracy: 0.34)
        XCTAssertEqual(fixed.text("Title")?.origin.y ?? 0, card.rect.y + 40 - 10.2, accuracy: 1e-9, "centred")
        let wrapped = oneRow { $0.title = String(repeating: "x", count: 100) }
        // 310 pt of 8.5-pt characters: 36 a line, 3 lines of 20.4 pt, plus 11 above and below.
        let height = wrapped.hairlines[0].rect.maxY - wrapped.cards()[0].rect.y
        XCTAssertEqual(height, 3 * 20.4 + 22, accuracy: 0.34)
    }

    func testFontBackgroundsAndDynamicType() {
        let list = oneRow({ _ in }, spec: {
            $0.font = "DejaVu Sans"
            $0.background = .literal(RGBAColor(1, 2, 3))
            $0.cellBackground = .semantic(.systemYellow)
            $0.dynamicType = .AX5
        })
        XCTAssertEqual(list.background, RGBAColor(1, 2, 3))
        XCTAssertEqual(list.fills[0].color, RGBAColor(hex: 0xFFCC00))
        XCTAssertEqual(list.text("Title")?.style.family, "DejaVu Sans")
        XCTAssertEqual(list.text("Title")?.style.size, 53, "body at AX5")
        let rowHeight = list.hairlines[0].rect.maxY - list.fills[0].rect.y
        XCTAssertGreaterThanOrEqual(rowHeight, 127, "minimum row height at AX5")
    }

    func testSizeClassDecidesTheRoundedColumn() {
        var spec = Spec(sections: [Section(rows: rows("A"))])
        spec.style = .rounded
        spec.width = 700
        spec.sizeClass = .compact
        XCTAssertEqual(layout(spec).cards()[0].rect.width, 700, "compact: grouped, edge to edge")
        spec.sizeClass = .regular
        XCTAssertEqual(layout(spec).cards()[0].rect.width, 664, "regular: 18-pt inset column")
    }
}
