import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// The looks of the seed documents: the rounded iPad column, iOS 6 classic, cards, snake and etched separators.
final class SeedStylesLayoutTests: XCTestCase {
    private func spec(_ style: TableStyle, rows count: Int = 3, configure: (inout Spec) -> Void = { _ in }) -> Spec {
        var spec = Spec(sections: [Section(header: SectionHeader(text: "Header"), footer: "Footer",
                                           rows: (1...max(1, count)).map { Row(title: "Row \($0)") })])
        spec.style = style
        configure(&spec)
        return spec
    }

    // MARK: rounded

    func testRoundedColumnAddsTheSafeAreaAndHidesOuterHairlines() {
        let regular = layout(spec(.rounded) {
            $0.width = 1024
            $0.safeArea = EdgeInsets(left: 40, right: 40)
        })
        let column = regular.cards()[0]
        XCTAssertEqual(column.rect.width, 675, "max width")
        XCTAssertEqual(column.rect.midX, 512, accuracy: 0.5)
        XCTAssertTrue(regular.hairlines.allSatisfy { $0.rect.x > column.rect.x }, "no full-width cap hairlines")
        let narrowRegular = layout(spec(.rounded) {
            $0.width = 700
            $0.sizeClass = .regular
            $0.safeArea = EdgeInsets(left: 30, right: 10)
        })
        XCTAssertEqual(narrowRegular.cards()[0].rect.x, 30 + 18, "inset 18 plus the safe area")
        XCTAssertEqual(narrowRegular.cards()[0].rect.maxX, 700 - 10 - 18, accuracy: 1e-9)
        let compact = layout(spec(.rounded))
        XCTAssertEqual(compact.cards()[0].rect.width, 390)
        XCTAssertTrue(compact.hairlines.contains { $0.rect.x == 0 && $0.rect.width == 390 }, "grouped fallback")
    }

    // MARK: classic

    func testClassicGroupsArePinstripedBorderedAndEtched() {
        let list = layout(spec(.classic) { $0.width = 320; $0.scale = 2 })
        let group = list.cards()[0]
        XCTAssertEqual(group.rect.x, 10)
        XCTAssertEqual(group.rect.width, 300)
        XCTAssertEqual(group.radii, CornerRadii(all: 10))
        XCTAssertEqual(list.background, RGBAColor(197, 204, 212))
        let stripes = list.fills.filter { $0.rect.y == 0 && $0.rect.width <= 2 }
        XCTAssertGreaterThan(stripes.count, 200, "pinstripes across the whole width")
        XCTAssertEqual(stripes.filter { $0.color == RGBAColor(185, 192, 202) }.map(\.rect.x).prefix(3), [0, 3.5, 7])
        let border = list.strokes.first { $0.color == RGBAColor(171, 171, 171) }
        XCTAssertEqual(border?.lineWidth, 0.5, "a one-pixel border")
        // Etched: a dark line with a light line one pixel below it, for each inner separator.
        XCTAssertEqual(list.hairlines.count, 4)
        XCTAssertEqual(list.hairlines[0].color, RGBAColor(205, 205, 205))
        XCTAssertEqual(list.hairlines[1].rect.y - list.hairlines[0].rect.y, 0.5)
        XCTAssertEqual(list.hairlines[1].color, RGBAColor(255, 255, 255, 153))
        XCTAssertEqual(list.text("Row 1")?.style.weight, .bold)
        let headers = list.texts.filter { $0.text == "Header" }
        XCTAssertEqual(headers.map(\.color), [RGBAColor(255, 255, 255), RGBAColor(76, 86, 108)], "white shadow, then text")
        XCTAssertEqual(headers[1].origin.y - headers[0].origin.y, -1)
        XCTAssertEqual(headers[1].style.weight, .bold)
        XCTAssertEqual(list.texts.last?.alignment, .center, "centred footer")
    }

    func testClassicValue1DetailIsIOS6Blue() {
        var row = Row(title: "Wi-Fi")
        row.detail = "Home"
        var classic = Spec(sections: [Section(rows: [row])])
        classic.style = .classic
        XCTAssertEqual(layout(classic).text("Home")?.color, RGBAColor(56, 84, 135))
    }

    // MARK: cards

    func testCardsAreSeparateShadowedAndSpaced() {
        let list = layout(spec(.cards) { $0.cornerRadius = 6 })
        let cards = list.cards()
        XCTAssertEqual(cards.count, 3, "one card per row")
        for card in cards {
            XCTAssertEqual(card.rect.x, 8)
            XCTAssertEqual(card.rect.width, 390 - 16)
            XCTAssertEqual(card.radii, CornerRadii(all: 6), "cornerRadius applies to cards")
        }
        XCTAssertEqual(cards[1].rect.y - cards[0].rect.maxY, 8, accuracy: 0.34)
        let shadows: [ShadowItem] = list.items.compactMap { if case .shadow(let s) = $0 { return s } else { return nil } }
        XCTAssertEqual(shadows.count, 3)
        XCTAssertEqual(shadows[0].offset, Point(0, 2))
        XCTAssertEqual(shadows[0].blurRadius, 2)
        XCTAssertEqual(shadows[0].shape.rect, cards[0].rect)
        XCTAssertEqual(list.strokes.filter { $0.color == RGBAColor(255, 255, 255) }.count, 3, "white borders")
        XCTAssertTrue(list.hairlines.isEmpty, "no separators between cards")
        XCTAssertNotNil(list.text("HEADER"), "section headers still work")
    }

    func testCardContentStacksTitleSubtitleAndDescription() {
        var row = Row(title: "Backup failed")
        row.subtitle = "09:41"
        row.detail = String(repeating: "word ", count: 30)
        row.badge = "3"
        var cards = Spec(sections: [Section(rows: [row])])
        cards.style = .cards
        let list = layout(cards)
        let title = list.text("Backup failed"), subtitle = list.text("09:41"), note = list.text(row.detail ?? "")
        XCTAssertEqual(title?.style.weight, .semibold)
        XCTAssertEqual(subtitle?.origin.x, title?.origin.x)
        XCTAssertEqual(note?.origin.x, title?.origin.x)
        XCTAssertGreaterThan(note?.origin.y ?? 0, subtitle?.origin.y ?? 0)
        XCTAssertGreaterThan(list.cards()[0].rect.height, 100, "the card grows with the wrapped description")
        XCTAssertNotNil(list.fills.first { $0.color == RGBAColor(hex: 0xFF3B30) }, "badge")
    }

    // MARK: snake

    private func snake(rows heights: [Double], animate: Bool = false) -> (DisplayList, Rect) {
        var spec = Spec(sections: [Section(rows: heights.map { var row = Row(title: "x"); row.height = $0; return row })])
        spec.separator = SeparatorSpec(style: .snake, animate: animate)
        spec.scale = 1
        let list = layout(spec)
        return (list, list.cards()[0].rect)
    }

    func testSnakeWithOneOrTwoRows() {
        XCTAssertTrue(snake(rows: [44]).0.strokes.isEmpty, "the last row draws nothing")
        let (two, card) = snake(rows: [44, 44])
        XCTAssertEqual(two.strokes.count, 1)
        XCTAssertEqual(two.strokes[0].path.elements, [.move(Point(card.x + 36, card.y + 44)),
                                                      .line(Point(card.maxX - 36, card.y + 44))])
        XCTAssertEqual(two.strokes[0].color, RGBAColor(102, 102, 102))
        XCTAssertEqual(two.strokes[0].lineWidth, 1)
        XCTAssertTrue(two.hairlines.isEmpty)
    }

    func testSnakeArcsAlternateEndsWithRadiusHalfTheRowHeight() {
        let (list, card) = snake(rows: [44, 60, 44, 44, 44, 44, 44, 44])
        XCTAssertEqual(list.strokes.count, 7, "eight rows: one piece per row but the last")
        let right = card.maxX - 36, left = card.x + 36
        // Row 2 (60 pt): a half circle round the right end, centred on the row's middle, radius 30.
        let second = list.strokes[1].path
        XCTAssertEqual(second.points.first, Point(right, card.y + 44))
        XCTAssertEqual(second.points.map(\.x).max() ?? 0, right + 30, accuracy: 1e-9, "bulges 30 pt right")
        XCTAssertTrue(second.points.contains(Point(right + 30, card.y + 44 + 30)), "through the centre's level")
        XCTAssertEqual(second.points.last, Point(left, card.y + 104))
        // Row 3: round the left end with radius 22.
        let third = list.strokes[2].path
        XCTAssertEqual(third.points.first, Point(left, card.y + 104))
        XCTAssertEqual(third.points.map(\.x).min() ?? 0, left - 22, accuracy: 1e-9)
        XCTAssertEqual(third.points.last, Point(right, card.y + 148))
        XCTAssertEqual(list.strokes.last?.path.points.last?.y, card.y + 60 + 44 * 6, "ends at the last row's top")
    }

    func testAnimatedSnakeDrawsRowByRow() {
        let (list, card) = snake(rows: [44, 44, 44], animate: true)
        let animations = list.strokes.compactMap(\.animation)
        XCTAssertEqual(animations.map(\.delay), [0, 0.25])
        XCTAssertEqual(animations.map(\.duration), [0.25, 0.25])
        XCTAssertEqual(animations[0].length, card.width - 72, accuracy: 1e-9)
        XCTAssertEqual(animations[1].length, Double.pi * 22 + card.width - 72, accuracy: 1e-9)
    }

    // MARK: etched, insets, colours in every style

    func testEtchedInsetAndColourWorkInEveryStyle() {
        for style in TableStyle.allCases where style != .cards {
            let list = layout(spec(style) {
                $0.separator = SeparatorSpec(style: .etched, color: .literal(RGBAColor(255, 0, 0)), leadingInset: 0,
                                             trailingInset: 0)
            })
            let red = list.hairlines.filter { $0.color == RGBAColor(255, 0, 0) }
            XCTAssertGreaterThanOrEqual(red.count, 2, "\(style)")
            let card = list.fills.filter { $0.rect.width > 100 && $0.rect.height > 40 }
            let cardX = card.first?.rect.x ?? -1
            XCTAssertTrue(red.allSatisfy { $0.rect.x == cardX }, "\(style): inset 0 starts at the cell's edge")
            XCTAssertTrue(list.hairlines.contains { $0.color.alpha < 255 && $0.color.red == 255 && $0.color.green == 255 },
                          "\(style): the light line of the etch")
        }
    }
}
