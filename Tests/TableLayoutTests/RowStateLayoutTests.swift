import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Where issue 16's row states go (390 pt at 3×, iOS 18 inset grouped: card 20…370 with radius 10, content
/// 40…350, rows 44 pt), with the fixed-width measurer (characters half the size wide, lines 1.2 × the size), so a
/// 15-pt "Delete" is 45 pt and its button 45 + 2 × 15 = 75.
final class RowStateLayoutTests: XCTestCase {
    private let red = RGBAColor(hex: 0xFF3B30)
    private let green = RGBAColor(hex: 0x34C759)
    private let gray = RGBAColor(hex: 0x8E8E93)
    private let blue = RGBAColor(hex: 0x007AFF)
    private let white = RGBAColor(255, 255, 255)

    private let delete = SwipeAction(title: "Delete", role: .destructive)
    private let flag = SwipeAction(title: "Flag", color: .semantic(.systemOrange))
    private let more = SwipeAction(title: "More")

    private func spec(_ rows: [Row], style: TableStyle = .insetGrouped, ios: IOSGeneration = .ios18,
                      direction: LayoutDirection = .ltr) -> Spec {
        var spec = Spec(sections: [Section(rows: rows)])
        spec.style = style
        spec.ios = ios
        spec.direction = direction
        spec.scale = 3
        return spec
    }

    private func swiped(_ title: String, leading: [SwipeAction] = [], trailing: [SwipeAction] = []) -> Row {
        var row = Row(title: title)
        row.swipe = SwipeActions(leading: leading, trailing: trailing)
        return row
    }

    private func clips(_ list: DisplayList) -> [ClipGroup] {
        list.items.compactMap { if case .clip(let group) = $0 { return group } else { return nil } }
    }

    private func fills(_ group: ClipGroup) -> [FilledShape] {
        group.items.compactMap { if case .fill(let shape) = $0 { return shape } else { return nil } }
    }

    private func texts(_ group: ClipGroup) -> [TextRun] {
        group.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    // MARK: Swipe actions

    func testATrailingActionFillsTheRoomTheSlidRowLeaves() throws {
        let list = layout(spec([swiped("Mail", trailing: [delete]), Row(title: "Next")]))
        let group = try XCTUnwrap(clips(list).first)
        let card = try XCTUnwrap(list.cards().first)
        let button = try XCTUnwrap(fills(group).first { $0.color == red })
        // Full height, flush with the card's trailing edge, 75 pt wide; a rectangle before iOS 26.
        XCTAssertEqual(button.rect.x, 370 - 75)
        XCTAssertEqual(button.rect.width, 75)
        XCTAssertEqual(button.rect.y, card.rect.y)
        XCTAssertEqual(button.rect.height, 44, accuracy: 1e-9)
        XCTAssertEqual(button.radii, .zero)
        // The title slid by the button's width, inside the clip group and no longer outside it.
        XCTAssertEqual(try XCTUnwrap(texts(group).first { $0.text == "Mail" }).origin.x, 40 - 75)
        XCTAssertNil(list.text("Mail"), "the swiped row's title is drawn only in the clip group")
        let title = try XCTUnwrap(texts(group).first { $0.text == "Delete" })
        XCTAssertEqual(title.color, white)
        XCTAssertEqual(title.style.size, 15)
        XCTAssertEqual(title.alignment, .center)
        XCTAssertEqual(title.origin.x + title.width / 2, button.rect.midX, accuracy: 1e-9, "centred on the button")
        XCTAssertEqual(list.text("Next")?.origin.x, 40, "the other row does not move")
    }

    func testTheFirstActionIsOutermostOnEitherSide() throws {
        let trailing = try XCTUnwrap(clips(layout(spec([swiped("Mail", trailing: [delete, flag, more])]))).first)
        let orange = RGBAColor(hex: 0xFF9500)
        let order = fills(trailing).filter { [red, orange, gray].contains($0.color) }.sorted { $0.rect.x < $1.rect.x }
        XCTAssertEqual(order.map(\.color), [gray, orange, red], "Delete at the trailing edge, More innermost")
        XCTAssertEqual(order.map(\.rect.width), [74, 74, 75], "at least 74 pt wide")
        XCTAssertEqual(order.last?.rect.maxX, 370)
        XCTAssertEqual(order.first?.rect.x, 370 - 223)
        XCTAssertEqual(texts(trailing).first { $0.text == "Mail" }?.origin.x, 40 - 223, "slid by all three")

        let leading = try XCTUnwrap(clips(layout(spec([swiped("Mail", leading: [flag, more])]))).first)
        let sides = fills(leading).filter { [orange, gray].contains($0.color) }.sorted { $0.rect.x < $1.rect.x }
        XCTAssertEqual(sides.map(\.color), [orange, gray], "the first leading action at the leading edge")
        XCTAssertEqual(sides.first?.rect.x, 20)
        XCTAssertEqual(texts(leading).first { $0.text == "Mail" }?.origin.x, 40 + 148, "slid towards the trailing side")
    }

    func testTheClipIsTheCardsShapeForFirstMiddleAndLastRows() throws {
        let list = layout(spec([swiped("A", trailing: [delete]), swiped("B", trailing: [delete]),
                                swiped("C", trailing: [delete])]))
        let groups = clips(list)
        XCTAssertEqual(groups.count, 3)
        let card = try XCTUnwrap(list.cards().first)
        XCTAssertEqual(card.radii, CornerRadii(all: 10))
        XCTAssertEqual(groups.map(\.shape.radii), [CornerRadii.caps(top: true, bottom: false, radius: 10),
                                                   .zero, CornerRadii.caps(top: false, bottom: true, radius: 10)])
        XCTAssertEqual(groups.map(\.shape.curve), [card.curve, card.curve, card.curve])
        XCTAssertEqual(groups.map(\.shape.rect.x), [20, 20, 20])
        XCTAssertEqual(groups.map(\.shape.rect.width), [350, 350, 350])
        XCTAssertEqual(groups.first?.shape.rect.y, card.rect.y)
        XCTAssertEqual(groups.last?.shape.rect.maxY, card.rect.maxY)

        let single = try XCTUnwrap(clips(layout(spec([swiped("Only", trailing: [delete])]))).first)
        XCTAssertEqual(single.shape.radii, CornerRadii(all: 10), "a lone row is clipped by all four corners")
    }

    func testGroupedAndPlainSwipeTheFullWidth() throws {
        for style in [TableStyle.grouped, .plain] {
            let group = try XCTUnwrap(clips(layout(spec([swiped("Mail", trailing: [delete])], style: style))).first)
            XCTAssertEqual(group.shape.rect.x, 0, "\(style)")
            XCTAssertEqual(group.shape.rect.width, 390, "\(style)")
            XCTAssertEqual(group.shape.radii, .zero, "\(style)")
            XCTAssertEqual(fills(group).first { $0.color == red }?.rect.maxX, 390, "\(style): to the screen's edge")
        }
    }

    func testRightToLeftMirrorsTheSides() throws {
        let group = try XCTUnwrap(clips(layout(spec([swiped("Mail", trailing: [delete])], direction: .rtl))).first)
        let button = try XCTUnwrap(fills(group).first { $0.color == red })
        XCTAssertEqual(button.rect.x, 20, "trailing is the left in right to left")
        let title = try XCTUnwrap(texts(group).first { $0.text == "Mail" })
        // Mirrored: the title's box (40…350 less nothing) moves right by 75.
        XCTAssertEqual(title.origin.x + title.width, 390 - 40 + 75, accuracy: 1e-9)
        XCTAssertEqual(group.shape.radii, CornerRadii(all: 10))
    }

    func testTheSwipedRowsSeparatorSlidesWithIt() throws {
        let list = layout(spec([swiped("A", trailing: [delete]), Row(title: "B"), Row(title: "C")]))
        let group = try XCTUnwrap(clips(list).first)
        let slid = group.items.compactMap { if case .hairline(let line) = $0 { return line } else { return nil } }
        XCTAssertEqual(slid.count, 1, "the first row's separator is in its group")
        XCTAssertEqual(slid.first?.rect.x, 40 - 75, "moved with the text")
        XCTAssertEqual(list.hairlines.count, 1, "the second row's separator stays outside")
        XCTAssertEqual(list.hairlines.first?.rect.x, 40)
    }

    func testIOS26ButtonsAreCapsulesWithGaps() throws {
        let list = layout(spec([swiped("Mail", trailing: [delete, more]), Row(title: "Next")], ios: .ios26))
        let group = try XCTUnwrap(clips(list).first)
        let card = try XCTUnwrap(list.cards().first)
        let buttons = fills(group).filter { [red, gray].contains($0.color) }.sorted { $0.rect.x < $1.rect.x }
        XCTAssertEqual(buttons.count, 2)
        for button in buttons {
            XCTAssertEqual(button.radii, CornerRadii(all: button.rect.height / 2), "a capsule")
            XCTAssertEqual(button.rect.y, group.shape.rect.y + 4)
            XCTAssertEqual(button.rect.maxY, group.shape.rect.maxY - 4)
        }
        XCTAssertEqual(buttons[1].rect.maxX, card.rect.maxX - 8, "a gap at the edge")
        XCTAssertEqual(buttons[1].rect.x - buttons[0].rect.maxX, 8, "and between")
        let title = try XCTUnwrap(texts(group).first { $0.text == "Mail" })
        XCTAssertEqual(title.origin.x, 32 - (75 + 74 + 3 * 8), "slid by the buttons and their gaps")
    }

    // MARK: Edit mode

    private func editing(_ rows: [Row], selection: SelectionMode = .none, ios: IOSGeneration = .ios18) -> DisplayList {
        var spec = spec(rows, ios: ios)
        spec.editing = true
        spec.selection = selection
        return layout(spec)
    }

    func testEditModeIndentsEveryRowAndDrawsItsControl() throws {
        var chevron = Row(title: "Delete")
        chevron.accessory = .disclosure
        var insert = Row(title: "Insert")
        insert.edit = .insert
        var none = Row(title: "None")
        none.edit = EditControl.none
        let list = editing([chevron, insert, none])
        let card = try XCTUnwrap(list.cards().first)
        // 22-pt circles at the content's old leading edge, centred on their rows.
        let circles = list.fills.filter { $0.rect.width == 22 && $0.rect.height == 22 }
        XCTAssertEqual(circles.map(\.color), [red, green], "delete, insert; none draws nothing")
        for (index, circle) in circles.enumerated() {
            XCTAssertEqual(circle.rect.x, 40)
            XCTAssertEqual(circle.rect.midY, card.rect.y + 44 * Double(index) + 22, accuracy: 0.34)
            XCTAssertEqual(circle.radii, CornerRadii(all: 11))
        }
        // The texts move 38 pt, the control or not; the card stays.
        XCTAssertEqual(["Delete", "Insert", "None"].map { list.text($0)?.origin.x }, [78, 78, 78])
        XCTAssertEqual(card.rect.x, 20)
        XCTAssertEqual(card.radii, CornerRadii(all: 10), "the card's rounded caps are unchanged")
        // The separators start with the texts.
        XCTAssertEqual(list.hairlines.map(\.rect.x), [78, 78])
        // White glyphs: a minus (one bar) and a plus (two), 11 pt of ink with a 2-pt round pen.
        let glyphs = list.strokes.filter { $0.color == white }
        XCTAssertEqual(glyphs.map(\.path.points.count), [2, 4])
        let minus = glyphs[0].path.points.map(\.x)
        XCTAssertEqual((minus.max() ?? 0) - (minus.min() ?? 0) + 2, 11, accuracy: 1e-9)
        XCTAssertEqual(glyphs[0].lineWidth, 2)
        // UIKit hides accessory types in edit mode.
        XCTAssertFalse(list.strokes.contains { $0.color != white }, "no chevron")
    }

    func testEditModeMovesIconsAndKeepsSwitches() throws {
        var row = Row(title: "Wi-Fi")
        row.icon = .symbol(SymbolIcon(name: "wifi"))
        row.switchValue = true
        let list = editing([row])
        let tile = try XCTUnwrap(list.fills.first { $0.rect.width == 29 })
        XCTAssertEqual(tile.rect.x, 78, "the icon moves with the text")
        XCTAssertEqual(list.fills.filter { $0.color == green }.count, 1, "the switch stays")
    }

    func testReorderBarsSitAtTheTrailingEdgeAndNarrowTheContent() throws {
        var row = Row(title: "Reorder")
        row.reorder = true
        row.detail = "Value"
        let list = editing([row])
        let bars = list.fills.filter { $0.rect.width == 18 }
        XCTAssertEqual(bars.count, 3)
        XCTAssertEqual(bars.map(\.rect.height), [1.5, 1.5, 1.5])
        XCTAssertEqual(bars.map(\.rect.maxX), [350, 350, 350])
        XCTAssertEqual(bars[1].rect.y - bars[0].rect.y, 5, accuracy: 0.34)
        let detail = try XCTUnwrap(list.text("Value"))
        XCTAssertEqual(detail.origin.x + detail.width, 350 - 18 - 16, "the detail ends before the bars")
    }

    func testOutsideEditModeRowKeysChangeNothing() throws {
        var row = Row(title: "Mail")
        row.edit = .insert
        row.reorder = true
        let list = layout(spec([row, Row(title: "Next")]))
        XCTAssertEqual(list.text("Mail")?.origin.x, 40)
        XCTAssertTrue(list.fills.allSatisfy { $0.rect.width != 22 && $0.rect.width != 18 })
    }

    func testMultipleSelectionDrawsCirclesNotHighlights() throws {
        var selected = Row(title: "On")
        selected.selected = true
        var withInsert = Row(title: "Off")
        withInsert.edit = .insert
        let list = editing([selected, withInsert], selection: .multiple)
        let filled = list.fills.filter { $0.rect.width == 22 }
        XCTAssertEqual(filled.map(\.color), [blue], "the selected row's circle is the tint; insert is not drawn")
        XCTAssertEqual(filled.first?.rect.x, 40)
        let check = try XCTUnwrap(list.strokes.first { $0.color == white })
        XCTAssertEqual(check.path.points.count, 3, "a check")
        let rings = list.strokes.filter { $0.color == RGBAColor(hex: 0xC7C7CC) }
        XCTAssertEqual(rings.count, 1, "the unselected row's empty ring")
        XCTAssertFalse(list.fills.contains { $0.color == RGBAColor(hex: 0xD1D1D6) }, "no grey highlight")
        XCTAssertEqual(list.text("On")?.origin.x, 78)
    }
}
