import CairoBackend
import Foundation
import ImageDiff
import TableGraphics
import TableRenderKit
import TableSpec
import XCTest

/// Issue 16's row states drawn for real at 3×, 390 pt wide (iOS 18 inset grouped: card 20…370 with radius 10,
/// content 40…350, the first card from y 35.5): a swiped row's Delete button cut by the card's rounded corner, the
/// delete control's white minus, a selection circle's check.
final class RowStatePixelTests: XCTestCase {
    private let background = RGBAPixel(0xF2, 0xF2, 0xF7)
    private let red = RGBAPixel(0xFF, 0x3B, 0x30)
    private let white = RGBAPixel(255, 255, 255)
    private let blue = RGBAPixel(0x00, 0x7A, 0xFF)

    private func render(_ spec: Spec) throws -> PixelProbe { try PixelProbe.rendering(spec) }


    private static func swiped(_ title: String) -> Row {
        var row = Row(title: title)
        row.swipe = SwipeActions(trailing: [SwipeAction(title: "Delete", role: .destructive)])
        return row
    }

    func testTheDeleteButtonIsCutByTheCardsRoundedCorner() throws {
        // One row: it is both the first and the last, so all four of its corners are the card's.
        let probe = try render(Spec(sections: [Section(rows: [Self.swiped("Mail")])]))
        let top = 35.5, bottom = 35.5 + 44
        // Inside the button, clear of its title: red.
        assertClose(probe.color(atX: 366, y: top + 22), red, "the button reaches the card's trailing edge")
        assertClose(probe.color(atX: 300, y: top + 6), red, "the button is full height")
        // The corner pixel itself (half a device pixel inside the card's bounding box) is outside the curve:
        // the background, not red.
        assertClose(probe.color(atX: 370 - 0.2, y: top + 0.2), background, "top trailing corner cut")
        assertClose(probe.color(atX: 370 - 0.2, y: bottom - 0.2), background, "bottom trailing corner cut")
        assertClose(probe.color(atX: 370 - 1, y: top + 1), background, "1 pt in along the diagonal still outside")
        // Right of the card: the background.
        assertClose(probe.color(atX: 371, y: top + 22), background, "nothing drawn past the card")
    }

    func testOnlyTheSwipedRowSlides() throws {
        let probe = try render(Spec(sections: [Section(rows: [Row(title: "Inbox"), Self.swiped("Mail"),
                                                               Row(title: "Sent")])]))
        // The middle row has no rounded caps: its button's corner pixels are red.
        assertClose(probe.color(atX: 370 - 0.2, y: 35.5 + 44 + 0.2), red, "a middle row's button is square")
        // The rows above and below are untouched white at the card's edge.
        assertClose(probe.color(atX: 366, y: 35.5 + 22), white, "the row above")
        assertClose(probe.color(atX: 366, y: 35.5 + 88 + 22), white, "the row below")
    }

    func testTheDeleteControlIsARedCircleWithAWhiteMinus() throws {
        var spec = Spec(sections: [Section(rows: [Row(title: "Mail")])])
        spec.editing = true
        let probe = try render(spec)
        // 22 pt at the content's leading edge (40…62), centred on the row (y 57.5).
        let mid = 35.5 + 22
        assertClose(probe.color(atX: 51, y: mid - 7), red, "the circle above the minus")
        assertClose(probe.color(atX: 51, y: mid), white, "the minus's middle")
        assertClose(probe.color(atX: 51 - 4, y: mid), white, "the minus reaches 4 pt left of the centre")
        assertClose(probe.color(atX: 38, y: mid), white, "the card before the circle")
        let minus = try XCTUnwrap(probe.ink(in: (44, mid - 6, 58, mid + 6), background: red))
        XCTAssertEqual(minus.width, 11, accuracy: 0.7, "an 11-pt minus")
        XCTAssertEqual(minus.height, 2, accuracy: 0.7, "2 pt thick")
    }

    func testASelectedCircleIsTintFilledWithAWhiteCheckAndAnEmptyOneARing() throws {
        var selected = Row(title: "Mail")
        selected.selected = true
        var spec = Spec(sections: [Section(rows: [selected, Row(title: "Notes")])])
        spec.editing = true
        spec.selection = .multiple
        let probe = try render(spec)
        let mid = 35.5 + 22
        assertClose(probe.color(atX: 51, y: mid - 9), blue, "the tint circle")
        let check = try XCTUnwrap(probe.ink(in: (44, mid - 6, 58, mid + 6), background: blue))
        XCTAssertEqual(check.width, 10, accuracy: 0.8, "the check's width")
        XCTAssertEqual(check.height, 7.5, accuracy: 0.8, "the check's height")
        XCTAssertEqual((check.left + check.right) / 2, 51, accuracy: 0.7, "centred in the circle")
        // The check's long stroke passes through its box's centre-right: white there.
        let ink = (Int(check.left * 3)..<Int(check.right * 3)).flatMap { x in
            (Int(check.top * 3)..<Int(check.bottom * 3)).map { probe.image[x, $0] }
        }
        XCTAssertTrue(ink.contains { $0.red > 240 && $0.green > 240 && $0.blue > 240 }, "the check is white")
        // Not highlighted grey: the row beside the circle is white.
        assertClose(probe.color(atX: 200, y: mid - 12), white, "a selected row is not highlighted")
        // The empty circle: white inside, grey ring at its edge.
        let second = mid + 44
        assertClose(probe.color(atX: 51, y: second), white, "an empty circle is hollow")
        assertClose(probe.color(atX: 40.5, y: second), RGBAPixel(0xC7, 0xC7, 0xCC), "its ring", tolerance: 30)
    }

    /// Renders the row states to `ROWSTATE_LOOK_DIR` (when set) to look at; asserts nothing else.
    func testWriteShowcaseWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["ROWSTATE_LOOK_DIR"] else {
            throw XCTSkip("set ROWSTATE_LOOK_DIR to write the showcase PNGs")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pipeline = try RenderPipeline()
        for style in [TableStyle.insetGrouped, .grouped, .plain] {
            for ios in [IOSGeneration.ios18, .ios26] {
                for appearance in [Appearance.light, .dark] {
                    for direction in [LayoutDirection.ltr, .rtl] {
                        for (kind, base) in [("swipe", Self.swipeShowcase), ("edit", Self.editShowcase),
                                             ("select", Self.selectShowcase)] {
                            var spec = base
                            spec.style = style
                            spec.ios = ios
                            spec.appearance = appearance
                            spec.direction = direction
                            let name = "rows.\(kind).\(style.rawValue).\(ios == .ios26 ? 26 : 18).\(appearance)."
                                + direction.rawValue
                            try pipeline.write(spec, format: .png, to: folder + "/" + name + ".png", name: name)
                        }
                    }
                }
            }
        }
    }

    /// First, middle and last rows swiped, both sides, symbols and colours.
    static var swipeShowcase: Spec {
        func row(_ title: String, leading: [SwipeAction] = [], trailing: [SwipeAction] = []) -> Row {
            var row = Row(title: title)
            row.accessory = .disclosure
            row.swipe = SwipeActions(leading: leading, trailing: trailing)
            return row
        }
        let delete = SwipeAction(title: "Delete", role: .destructive)
        let trash = SwipeAction(title: "Trash", symbol: "trash", role: .destructive)
        let more = SwipeAction(title: "More", symbol: "ellipsis.circle")
        let flag = SwipeAction(title: "Flag", symbol: "flag.fill", color: .semantic(.systemOrange))
        let unread = SwipeAction(title: "Unread", color: .semantic(.systemBlue))
        return Spec(sections: [
            Section(header: SectionHeader(text: "Trailing"), footer: nil, rows: [
                row("First row swiped", trailing: [delete]),
                row("Middle row"),
                row("Middle swiped", trailing: [trash, flag, more]),
                row("Last row swiped", trailing: [delete, more]),
            ]),
            Section(header: SectionHeader(text: "Leading"), footer: nil, rows: [
                row("First leading", leading: [unread]),
                Row(title: "Plain row"),
                row("Last leading", leading: [unread, flag]),
            ]),
            Section(header: SectionHeader(text: "Single"), footer: nil, rows: [row("Only row", trailing: [delete])]),
        ])
    }

    /// Multiple selection: selected and not, with icons and a subtitle.
    static var selectShowcase: Spec {
        func row(_ title: String, selected: Bool) -> Row {
            var row = Row(title: title)
            row.selected = selected
            row.accessory = .disclosure
            return row
        }
        var spec = Spec(sections: [Section(header: SectionHeader(text: "Select"), footer: nil, rows: [
            row("Selected", selected: true), row("Not selected", selected: false), row("Selected too", selected: true),
        ])])
        spec.editing = true
        spec.selection = .multiple
        return spec
    }

    /// Delete, insert, none, reorder, a switch and a chevron in edit mode; then multiple selection.
    static var editShowcase: Spec {
        func row(_ title: String, _ configure: (inout Row) -> Void) -> Row {
            var row = Row(title: title)
            configure(&row)
            return row
        }
        var spec = Spec(sections: [
            Section(header: SectionHeader(text: "Edit"), footer: nil, rows: [
                row("Delete, reorder") { $0.reorder = true; $0.accessory = .disclosure },
                row("Insert") { $0.edit = .insert },
                row("No control") { $0.edit = EditControl.none; $0.icon = .symbol(SymbolIcon(name: "wifi", color: nil, tile: true)) },
                row("Switch, reorder") { $0.switchValue = true; $0.reorder = true },
                row("Detail") { $0.detail = "Value"; $0.accessory = .disclosure },
            ]),
            Section(header: SectionHeader(text: "Swiped in edit mode"), footer: nil, rows: [
                row("Tapped minus") { $0.swipe = SwipeActions(trailing: [SwipeAction(title: "Delete", role: .destructive)]) },
            ]),
        ])
        spec.editing = true
        return spec
    }
}
