import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Where issue 15's trailing controls go (390 pt, iOS 18: margin 20, content 40…350; iOS 26: margin 16, content
/// 32…358), with the fixed-width measurer (characters half the size wide, lines 1.2 × the size).
final class TrailingControlLayoutTests: XCTestCase {
    /// tertiarySystemFill, light: the stepper's and the segmented track's fill.
    private let fill = RGBAColor(118, 118, 128, 31)

    private func list(_ rows: [Row], ios: IOSGeneration = .ios18, appearance: Appearance = .light,
                      direction: LayoutDirection = .ltr, dynamicType: DynamicTypeSize = .large) -> DisplayList {
        var spec = Spec(sections: [Section(rows: rows + [Row(title: "Next")])])
        spec.ios = ios
        spec.appearance = appearance
        spec.direction = direction
        spec.dynamicType = dynamicType
        return layout(spec)
    }

    private func row(_ title: String, _ control: RowControl) -> Row {
        var row = Row(title: title)
        row.control = control
        return row
    }

    /// The first row's top and height: from the card's top to the first separator.
    private func firstRow(_ list: DisplayList) throws -> (top: Double, height: Double) {
        let top = try XCTUnwrap(list.cards().first).rect.y
        // The separator lies in the row's last pixels (one pixel, or iOS 26's 1 pt): the row ends at its bottom.
        let separator = try XCTUnwrap(list.hairlines.first).rect.maxY
        return (top, separator - top)
    }

    private func tracks(_ list: DisplayList) -> [FilledShape] {
        list.fills.filter { $0.color == fill }
    }

    /// Found by the property tests: a menu value's share of a narrow row left no room for its glyph, so at AX5
    /// in a 200-pt cards table beside a section index the value reached past the canvas's edge.
    func testAMenuValueAndItsGlyphStayOnANarrowCanvas() throws {
        for direction in [LayoutDirection.ltr, .rtl] {
            var menuRow = row("Time", .menu("Notifications"))
            menuRow.role = .button
            menuRow.align = .center
            menuRow.valueLayout = .truncateMiddle
            menuRow.children = [menuRow]
            var spec = Spec(sections: [Section(rows: [menuRow])])
            spec.separator = SeparatorSpec(style: .snake)
            spec.style = .cards
            spec.width = 200
            spec.scale = 2
            spec.dynamicType = .AX5
            spec.direction = direction
            spec.sectionIndex = .titles(["A"])
            let texts = layout(spec).items.compactMap { item -> TextRun? in
                if case .text(let run) = item, run.text == "Notifications" { return run }
                return nil
            }
            let value = try XCTUnwrap(texts.first)
            XCTAssertGreaterThanOrEqual(value.origin.x, 0, "\(direction)")
            XCTAssertLessThanOrEqual(value.origin.x + value.width, 200, "\(direction)")
        }
    }

    func testTheStepperIs94By32AtTheTrailingEdgeCentredInA44PointRow() throws {
        let list = list([row("Copies", .stepper(StepperControl(value: "3")))])
        let stepper = try XCTUnwrap(tracks(list).first)
        // An accessory view ends where a switch does: 2 pt past the content inset.
        XCTAssertEqual(stepper.rect, Rect(x: 352 - 94, y: stepper.rect.y, width: 94, height: 32))
        XCTAssertEqual(stepper.radii, CornerRadii(all: 8))
        let (top, height) = try firstRow(list)
        XCTAssertEqual(height, 44, accuracy: 0.34)
        XCTAssertEqual(stepper.rect.midY, top + height / 2, accuracy: 0.34, "vertically centred")
        // The divider: 1 pt at the middle, 8 pt short of the top and bottom.
        let divider = try XCTUnwrap(list.fills.first { $0.rect.width == 1 && $0.rect.height == 16 })
        XCTAssertEqual(divider.rect.midX, stepper.rect.midX, accuracy: 0.34)
        XCTAssertEqual(divider.rect.y, stepper.rect.y + 8)
        // "−" then "+": one stroke of one segment, one of two, each centred in its half.
        let glyphs = list.strokes.filter { $0.color == RGBAColor(0, 0, 0) }
        XCTAssertEqual(glyphs.count, 2)
        XCTAssertEqual(glyphs[0].path.points.count, 2, "the minus")
        XCTAssertEqual(glyphs[1].path.points.count, 4, "the plus")
        let minusX = glyphs[0].path.points.map(\.x)
        XCTAssertEqual(((minusX.min() ?? 0) + (minusX.max() ?? 0)) / 2, 258 + 94.0 / 4, accuracy: 0.01)
    }

    func testTheStepperValueJoinsTheTitleInItsLine() throws {
        XCTAssertNotNil(list([row("Copies", .stepper(StepperControl(value: "3")))]).text("Copies: 3"))
        XCTAssertNotNil(list([row("Copies:", .stepper(StepperControl(value: "3")))]).text("Copies: 3"),
                        "a title ending in a colon keeps one")
        XCTAssertNotNil(list([row("", .stepper(StepperControl(value: "3")))]).text("3"))
        XCTAssertNotNil(list([row("Copies", .stepper(StepperControl()))]).text("Copies"), "no value: the title alone")
        let title = try XCTUnwrap(list([row("Copies", .stepper(StepperControl(value: "3")))]).text("Copies: 3"))
        XCTAssertEqual(title.origin.x, 40)
        XCTAssertLessThanOrEqual(title.origin.x + title.width, 258, "the title stops before the stepper")
    }

    func testRightToLeftMirrorsEveryControlToTheLeadingSide() throws {
        let stepper = try XCTUnwrap(tracks(list([row("Copies", .stepper(StepperControl()))], direction: .rtl)).first)
        XCTAssertEqual(stepper.rect.x, 390 - 352, "38: mirrored")
        let rtl = list([row("Copies", .stepper(StepperControl()))], direction: .rtl)
        let glyphs = rtl.strokes.filter { $0.color == RGBAColor(0, 0, 0) }
        let plusX = glyphs[1].path.points.map(\.x)
        XCTAssertLessThan(plusX.max() ?? 0, stepper.rect.midX, "the plus moves to the left half, as UIKit mirrors controls")
        let menu = list([row("Sort", .menu("Name"))], direction: .rtl)
        let value = try XCTUnwrap(menu.text("Name"))
        let glyph = try XCTUnwrap(menu.strokes.last)
        XCTAssertLessThan(glyph.path.points.map(\.x).max() ?? 0, value.origin.x, "the chevrons before the value")
        XCTAssertEqual(glyph.path.points.map(\.x).min() ?? 0, 390 - 349.3 + 0.8, accuracy: 0.01)
    }

    func testTrailingSegmentsBesideATitleAreAsWideAsTheirWidestLabel() throws {
        let list = list([row("Units", .segments(SegmentsControl(items: ["km", "mi"], selected: 0)))])
        let track = try XCTUnwrap(tracks(list).first)
        // "km" is 13 pt wide at 13 pt; 12 pt either side: 37 a segment.
        XCTAssertEqual(track.rect.width, 74)
        XCTAssertEqual(track.rect.maxX, 352)
        XCTAssertEqual(track.rect.height, 32)
        let (top, height) = try firstRow(list)
        XCTAssertEqual(height, 44, accuracy: 0.34)
        XCTAssertEqual(track.rect.midY, top + 22, accuracy: 0.34)
        let thumb = try XCTUnwrap(list.fills.first { $0.color == RGBAColor(255, 255, 255) && $0.rect.height == 28 })
        XCTAssertEqual(thumb.rect, Rect(x: track.rect.x + 2, y: track.rect.y + 2, width: 33, height: 28))
        XCTAssertEqual(thumb.radii, CornerRadii(all: 6.93))
        let selected = try XCTUnwrap(list.text("km"))
        XCTAssertEqual(selected.style.weight, .medium)
        XCTAssertEqual(selected.style.size, 13)
        XCTAssertEqual(list.text("mi")?.style.weight, .regular)
        XCTAssertEqual(selected.alignment, .center)
        XCTAssertEqual(selected.origin.x + selected.width / 2, track.rect.x + 18.5, accuracy: 0.01, "centred in its segment")
    }

    func testAWideTrailingSegmentedControlIsCappedAndItsLabelsTruncate() throws {
        let items = ["A very long first choice", "And a second one"]
        let list = list([row("Units", .segments(SegmentsControl(items: items, selected: 1)))])
        let track = try XCTUnwrap(tracks(list).first)
        XCTAssertEqual(track.rect.width, 310 * 0.6, accuracy: 0.01)
        XCTAssertEqual(list.text(items[0])?.maxLines, 1)
    }

    func testSegmentsWithoutATitleSpanTheContentWidthAndSizeTheRow() throws {
        let segments = row("", .segments(SegmentsControl(items: ["System", "Dark", "Light"], selected: 0)))
        let list18 = list([segments])
        let track18 = try XCTUnwrap(tracks(list18).first)
        XCTAssertEqual(track18.rect.x, 40)
        XCTAssertEqual(track18.rect.width, 310)
        XCTAssertEqual(try firstRow(list18).height, 32 + 2 * 11, accuracy: 0.34)
        // Two dividers hidden beside the thumb of the first segment: only the one between Dark and Light.
        let dividers = list18.fills.filter { $0.rect.width == 1 && $0.rect.height == 20 }
        XCTAssertEqual(dividers.count, 1)
        XCTAssertEqual(dividers.first?.rect.midX ?? 0, 40 + 310 * 2 / 3.0, accuracy: 0.34)

        let list26 = list([segments], ios: .ios26)
        let track26 = try XCTUnwrap(tracks(list26).first)
        XCTAssertEqual(track26.rect.x, 32)
        XCTAssertEqual(track26.rect.width, 326)
        XCTAssertEqual(track26.radii, CornerRadii(all: 16), "a capsule")
        XCTAssertEqual(try firstRow(list26).height, 32 + 2 * 15, accuracy: 0.34, "screenshot 12's padding")
        XCTAssertTrue(list26.fills.filter { $0.rect.width == 1 && $0.rect.height == 20 }.isEmpty, "no dividers")
        XCTAssertEqual(list26.text("System")?.style.weight, .semibold)
        XCTAssertEqual(list26.text("Dark")?.style.weight, .medium)
    }

    func testDynamicTypeGrowsTheTextsButNotTheControls() throws {
        let rows = [row("Copies", .stepper(StepperControl(value: "3"))), row("Sort", .menu("Name")),
                    row("", .segments(SegmentsControl(items: ["A", "B"], selected: 0)))]
        let large = list(rows)
        let ax3 = list(rows, dynamicType: .AX3)
        XCTAssertEqual(large.text("Copies: 3")?.style.size, 17)
        XCTAssertEqual(ax3.text("Copies: 3")?.style.size, 40, "the title with its value grows")
        XCTAssertEqual(ax3.text("Name")?.style.size, 40, "the menu value grows")
        XCTAssertEqual(tracks(ax3).first.map { Size($0.rect.width, $0.rect.height) }, Size(94, 32), "the stepper does not")
        XCTAssertEqual(tracks(ax3).last?.rect.height, 32, "nor the segmented control")
        XCTAssertEqual(ax3.text("A")?.style.size, 13, "whose labels keep UISegmentedControl's 13 pt")
        let glyph = try XCTUnwrap(ax3.strokes.first { $0.color == RGBAColor(60, 60, 67, 153) })
        let ys = glyph.path.points.map(\.y)
        XCTAssertEqual((ys.max() ?? 0) - (ys.min() ?? 0) + glyph.lineWidth, 13 * 40 / 17, accuracy: 0.01,
                       "the menu's chevrons follow the text")
        // The full-width segments row stays 32 + 2 × 11: no text drives it.
        let third = ax3.hairlines[2].rect.y - ax3.hairlines[1].rect.y
        XCTAssertEqual(third, 54, accuracy: 0.34)
    }

    func testTheMenuValueIsSecondaryLabelBeforeTheChevronsAtTheTrailingEdge() throws {
        let list = list([row("Sort By", .menu("Name"))])
        let value = try XCTUnwrap(list.text("Name"))
        XCTAssertEqual(value.color, RGBAColor(60, 60, 67, 153))
        XCTAssertEqual(value.alignment, .right)
        let glyph = try XCTUnwrap(list.strokes.last)
        XCTAssertEqual(glyph.color, RGBAColor(60, 60, 67, 153))
        let xs = glyph.path.points.map(\.x)
        // Ink ends where a disclosure chevron's does (0.7 pt inside the content edge).
        XCTAssertEqual((xs.max() ?? 0) + glyph.lineWidth / 2, 349.3, accuracy: 0.01)
        XCTAssertEqual((xs.max() ?? 0) - (xs.min() ?? 0) + glyph.lineWidth, 9, accuracy: 0.01)
        XCTAssertEqual(value.origin.x + value.width + 5, (xs.min() ?? 0) - glyph.lineWidth / 2, accuracy: 0.01)
        XCTAssertTrue(list.strokes.allSatisfy { $0.path.points.count == 6 }, "no disclosure chevron")
    }

    /// Found by the property tests: a long menu value, a badge and an avatar at AX5 in 200 pt pushed the badge
    /// off the canvas. The menu's share is of the width after the icon, and the badge stops at the text's start.
    func testAMenuAndABadgeBesideAnAvatarStayInsideTheRowAtAX5() throws {
        var menu = row("Haptics", .menu("Privacy and Security Settings"))
        menu.badge = "999+"
        menu.icon = .avatar(AvatarIcon(content: .initials("JA")))
        var spec = Spec(sections: [Section(rows: [menu])])
        spec.style = .grouped
        spec.width = 200
        spec.dynamicType = .AX5
        let list = layout(spec)
        let textStart = 16.0 + 40 + 8
        let badge = try XCTUnwrap(list.text("999+"))
        XCTAssertGreaterThanOrEqual(badge.origin.x, textStart - 1e-9, "the badge's text stays after the avatar")
        let value = try XCTUnwrap(list.text("Privacy and Security Settings"))
        XCTAssertLessThanOrEqual(value.width, (184 - textStart) * 0.6 + 1e-9, "the menu value keeps to its share")
        for fill in list.fills {
            XCTAssertGreaterThanOrEqual(fill.rect.x, 0)
            XCTAssertLessThanOrEqual(fill.rect.maxX, 200)
        }
    }

    func testTheSpinnerIsEightSpokesFadingInA20PointCircle() throws {
        let spokes = list([row("Loading", .spinner)]).strokes
        XCTAssertEqual(spokes.count, 8)
        let xs = spokes.flatMap { $0.path.points.map(\.x) }
        let ys = spokes.flatMap { $0.path.points.map(\.y) }
        let pen = spokes[0].lineWidth
        XCTAssertEqual((xs.max() ?? 0) + pen / 2, 352, accuracy: 0.01)
        XCTAssertEqual((xs.max() ?? 0) - (xs.min() ?? 0) + pen, 20, accuracy: 0.01)
        XCTAssertEqual((ys.max() ?? 0) - (ys.min() ?? 0) + pen, 20, accuracy: 0.01)
        XCTAssertEqual(spokes[0].color, RGBAColor(0x3C, 0x3C, 0x44), "the head opaque")
        XCTAssertTrue(zip(spokes, spokes.dropFirst()).allSatisfy { $0.color.alpha > $1.color.alpha }, "fading")
        let dark = list([row("Loading", .spinner)], appearance: .dark)
        XCTAssertEqual(dark.strokes.first?.color, RGBAColor(0xEB, 0xEB, 0xF5))
    }

    func testASwitchTintColoursTheOnTrackOnly() throws {
        var tinted = Row(title: "Wi-Fi")
        tinted.switchValue = true
        tinted.switchTint = .semantic(.systemOrange)
        var off = tinted
        off.switchValue = false
        var plain = Row(title: "Plain")
        plain.switchValue = true
        let list = list([tinted, off, plain])
        let tracks = list.fills.filter { $0.rect.width == 51 && $0.rect.height == 31 }
        XCTAssertEqual(tracks.map(\.color), [RGBAColor(hex: 0xFF9500), RGBAColor(120, 120, 128, 41),
                                             RGBAColor(hex: 0x34C759)])
    }
}
