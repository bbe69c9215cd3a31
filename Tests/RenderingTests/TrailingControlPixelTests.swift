import CairoBackend
import Foundation
import ImageDiff
import TableGraphics
import TableRenderKit
import TableSpec
import XCTest

/// Issue 15's trailing controls drawn for real at 3×, 390 pt wide (iOS 18: margin 20, content 40…350, card from
/// y 35.5): the switch's tint, the segmented control's white thumb over its grey track, the stepper's halves, the
/// activity indicator's spokes and the menu's up/down chevrons, measured from pixels.
final class TrailingControlPixelTests: XCTestCase {
    private let card = RGBAPixel(255, 255, 255)
    /// tertiarySystemFill (118,118,128,31) over the white card: screenshot 12's track exactly.
    private let track = RGBAPixel(238, 238, 239)

    private func render(_ rows: [Row], ios: IOSGeneration = .ios18, appearance: Appearance = .light,
                        direction: LayoutDirection = .ltr) throws -> PixelProbe {
        var spec = Spec(sections: [Section(rows: rows)])
        spec.ios = ios
        spec.appearance = appearance
        spec.direction = direction
        let pipeline = try RenderPipeline()
        return PixelProbe(image: try pipeline.renderer.rasterize(pipeline.layout(spec)), scale: 3)
    }


    /// The first row's vertical centre: the card's top plus half the row's height.
    private func rowMid(_ probe: PixelProbe, atX x: Double) throws -> Double {
        let cardRun = try XCTUnwrap(probe.runs(ofColor: card, atX: x).first { $0.bottom - $0.top > 20 })
        return cardRun.top
    }

    func testATintedSwitchDrawsItsOnTrackInTheTint() throws {
        var row = Row(title: "Wi-Fi")
        row.switchValue = true
        row.switchTint = .literal(RGBAColor(hex: 0xF2BE2F))
        var plain = Row(title: "Bluetooth")
        plain.switchValue = true
        let probe = try render([row, plain])
        // The switch ends 18 pt inside the card (352 pt); its track's left part, clear of the thumb, is the tint.
        assertClose(probe.color(atX: 352 - 45, y: 35.5 + 22), RGBAPixel(0xF2, 0xBE, 0x2F), "the tinted track")
        assertClose(probe.color(atX: 352 - 45, y: 35.5 + 44 + 22), RGBAPixel(0x34, 0xC7, 0x59),
                    "an untinted switch stays green")
    }

    func testTheSelectedSegmentIsAWhiteThumbOverTheGreyTrack() throws {
        var row = Row()
        row.control = .segments(SegmentsControl(items: ["System", "Dark", "Light"], selected: 1))
        let probe = try render([row])
        // Full width: the track spans the content, 40…350; three segments of 103.33 pt; the row 32 + 2 × 11.
        let mid = 35.5 + 27
        assertClose(probe.color(atX: 41.5, y: mid), track, "the track starts at the content's leading edge")
        assertClose(probe.color(atX: 348.5, y: mid), track, "and ends at its trailing edge")
        assertClose(probe.color(atX: 38.5, y: mid), card, "the card before the track")
        assertClose(probe.color(atX: 351.5, y: mid), card, "the card after it")
        // Inside the middle segment, clear of its label: the white thumb; the first and last: the grey track.
        assertClose(probe.color(atX: 40 + 103.33 + 6, y: mid), card, "the thumb is white")
        assertClose(probe.color(atX: 40 + 6, y: mid), track, "an unselected segment is the track")
        assertClose(probe.color(atX: 350 - 6, y: mid), track, "the last segment is the track")
        // The track is 32 pt tall: grey 1 pt inside its top and bottom edges, white outside them.
        assertClose(probe.color(atX: 60, y: mid - 15.5), track, "the track's top")
        assertClose(probe.color(atX: 60, y: mid + 15.5), track, "the track's bottom")
        assertClose(probe.color(atX: 60, y: mid - 16.7), card, "above the track")
        assertClose(probe.color(atX: 60, y: mid + 16.7), card, "below the track")
    }

    func testDarkSegmentsHaveTheGreyThumb() throws {
        var row = Row()
        row.control = .segments(SegmentsControl(items: ["A", "B"], selected: 0))
        let probe = try render([row], appearance: .dark)
        // #636366 is opaque: the thumb's own colour over the dark card.
        assertClose(probe.color(atX: 40 + 8, y: 35.5 + 27), RGBAPixel(0x63, 0x63, 0x66), "the dark thumb")
    }

    func testTheStepperIsAGreyRoundedRectWithAMinusAndAPlus() throws {
        var row = Row(title: "Copies")
        row.control = .stepper(StepperControl(value: "3"))
        let probe = try render([row])
        let mid = 35.5 + 22
        // 94 pt wide, ending where a switch ends (352): 258…352; the halves' centres at 281.5 and 328.5.
        assertClose(probe.color(atX: 262, y: mid - 10), track, "the stepper's fill")
        assertClose(probe.color(atX: 256, y: mid), card, "the card before the stepper")
        let minus = try XCTUnwrap(probe.ink(in: (262, mid - 10, 300, mid + 10), background: track))
        XCTAssertEqual((minus.left + minus.right) / 2, 281.5, accuracy: 0.7, "the minus centred in its half")
        XCTAssertLessThan(minus.height, 3, "a flat minus")
        let plus = try XCTUnwrap(probe.ink(in: (308, mid - 10, 348, mid + 10), background: track))
        XCTAssertEqual((plus.left + plus.right) / 2, 328.5, accuracy: 0.7, "the plus centred in its half")
        XCTAssertGreaterThan(plus.height, 10, "a plus has a vertical bar")
        // The divider is darker than the fill in the middle, not at the top (inset 8 pt).
        XCTAssertLessThan(Int(probe.color(atX: 305.2, y: mid).red), Int(track.red) - 10, "the divider")
        assertClose(probe.color(atX: 305.2, y: mid - 14), track, "the divider stops 8 pt short of the top")
    }

    func testRightToLeftPutsTheStepperAtTheLeadingSideWithPlusFirst() throws {
        var row = Row(title: "Copies")
        row.control = .stepper(StepperControl(value: "3"))
        let probe = try render([row], direction: .rtl)
        let mid = 35.5 + 22
        // Mirrored: 38…132, "+" in the left half (centre 61.5), "−" in the right (108.5).
        let left = try XCTUnwrap(probe.ink(in: (42, mid - 10, 80, mid + 10), background: track))
        XCTAssertGreaterThan(left.height, 10, "the plus on the left")
        let right = try XCTUnwrap(probe.ink(in: (88, mid - 10, 128, mid + 10), background: track))
        XCTAssertLessThan(right.height, 3, "the minus on the right")
    }

    func testTheSpinnerHasSpokesAroundAnEmptyCentre() throws {
        var row = Row(title: "Loading")
        row.control = .spinner
        let probe = try render([row])
        // 20 pt, ending at 352: centre (342, row middle).
        let center = (x: 342.0, y: 35.5 + 22)
        assertClose(probe.color(atX: center.x, y: center.y), card, "the centre is empty")
        let head = probe.color(atX: center.x, y: center.y - 7.5)
        XCTAssertLessThan(Int(head.red), 100, "the head spoke at 12 o'clock is dark")
        let behind = probe.color(atX: center.x - 5.3, y: center.y - 5.3)
        XCTAssertLessThan(Int(behind.red), 150, "the spoke behind it (anticlockwise) is drawn")
        let tail = probe.color(atX: center.x, y: center.y + 7.5)
        XCTAssertLessThan(Int(tail.red), 220, "the spoke at 6 o'clock is drawn")
        XCTAssertGreaterThan(Int(tail.red), Int(head.red) + 40, "and much fainter than the head")
        XCTAssertGreaterThan(Int(tail.red), Int(behind.red) + 20, "fading round the circle")
        let ink = try XCTUnwrap(probe.ink(in: (325, center.y - 15, 355, center.y + 15), background: card))
        XCTAssertEqual(ink.width, 20, accuracy: 1, "20 pt across")
        XCTAssertEqual(ink.height, 20, accuracy: 1, "20 pt down")
    }

    func testTheMenuDrawsTheUpDownChevronsAtTheTrailingEdgeInGrey() throws {
        var row = Row(title: "Sort")
        row.control = .menu("Name")
        let probe = try render([row])
        let mid = 35.5 + 22
        let glyph = try XCTUnwrap(probe.ink(in: (336, mid - 12, 352, mid + 12), background: card))
        XCTAssertEqual(glyph.right, 350 - 0.7, accuracy: 0.7, "the glyph ends where a chevron would")
        XCTAssertEqual(glyph.height, 13, accuracy: 1, "≈ 13 pt tall at body 17")
        XCTAssertEqual(glyph.width, 9, accuracy: 1, "≈ 9 pt wide")
        assertClose(probe.color(atX: (glyph.left + glyph.right) / 2, y: mid), card, "a gap between the chevrons")
        let ink = probe.color(atX: (glyph.left + glyph.right) / 2, y: glyph.top + 0.5)
        XCTAssertGreaterThan(Int(ink.red), 80, "secondaryLabel grey, not black")
        XCTAssertLessThan(Int(ink.red), 220)
    }

    func testIOS26SegmentsAreACapsuleWithoutDividers() throws {
        var row = Row()
        row.control = .segments(SegmentsControl(items: ["System", "Dark", "Light"], selected: 2))
        let probe = try render([row], ios: .ios26)
        // iOS 26: margin 16, content 32…358 (card 16…374); the row 32 + 2 × 15 = 62.
        let mid = 35.5 + 31
        assertClose(probe.color(atX: 33, y: mid), track, "the track's end at mid-height")
        assertClose(probe.color(atX: 31, y: mid), card, "the card before it")
        assertClose(probe.color(atX: 33, y: mid - 14), card, "a capsule: its corner is rounded away")
        // Between "System" and "Dark", away from the thumb, no divider: the track is even there.
        assertClose(probe.color(atX: 32 + 326.0 / 3, y: mid), track, "no divider on iOS 26")
        // iOS 18 draws one there (#8E8E93 at 30 %: darker than the track).
        var spec18 = row
        spec18.title = ""
        let probe18 = try render([spec18])
        XCTAssertLessThan(Int(probe18.color(atX: 40 + 310.0 / 3, y: 35.5 + 27).red), Int(track.red) - 15,
                          "the iOS 18 divider")
    }

    func testScreenshot12sThemeCardHasItsTrackHeightAndGrey() throws {
        let pipeline = try RenderPipeline()
        let probe = PixelProbe(image: try pipeline.renderer.rasterize(pipeline.layout(Self.screenshot12)), scale: 3)
        // Screenshot 12 (measured with Pillow): the track is (238,238,239), 96 px = 32 pt tall, at x 700 px.
        let runs = probe.runs(ofColor: track, atX: 700.0 / 3)
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual((runs.first?.bottom ?? 0) - (runs.first?.top ?? 0), 32, accuracy: 0.01)
        // The card: the control plus 15 pt above and below (screenshot 12: 15 pt around the app's 40-pt frame).
        let card = try XCTUnwrap(probe.runs(ofColor: self.card, atX: 700.0 / 3).first)
        XCTAssertEqual((runs.first?.top ?? 0) - card.top, 15, accuracy: 0.34)
    }

    /// Writes the showcase renders for a person to look at when `TRAIL_PREVIEW_DIR` names a folder.
    func testWritePreviewsWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["TRAIL_PREVIEW_DIR"] else {
            throw XCTSkip("set TRAIL_PREVIEW_DIR to write the previews")
        }
        let pipeline = try RenderPipeline()
        try pipeline.write(Self.screenshot12, format: .png, to: folder + "/trail.screenshot12.png", name: "screenshot12")
        for ios in [IOSGeneration.ios18, .ios26] {
            for appearance in [Appearance.light, .dark] {
                for direction in [LayoutDirection.ltr, .rtl] {
                    for size in [DynamicTypeSize.large, .AX3] {
                        if direction == .rtl && size != .large { continue }
                        var spec = Self.showcase
                        spec.ios = ios
                        spec.appearance = appearance
                        spec.direction = direction
                        spec.dynamicType = size
                        spec.scale = 3
                        let name = "trail.\(ios.rawValue).\(appearance.rawValue).\(direction).\(size.rawValue)"
                        try pipeline.write(spec, format: .png, to: folder + "/" + name + ".png", name: name)
                        if ios == .ios26 && appearance == .light && direction == .ltr && size == .large {
                            try pipeline.write(spec, format: .svg, to: folder + "/" + name + ".svg", name: name)
                            try pipeline.write(spec, format: .pdf, to: folder + "/" + name + ".pdf", name: name)
                        }
                    }
                }
            }
        }
    }

    /// Screenshot 12's Theme card (iOS 26, 393 pt @3x, Dynamic Type medium), to lay beside it.
    static var screenshot12: Spec {
        var palette = Row()
        palette.control = .segments(SegmentsControl(items: ["System", "Dark", "Light"], selected: 0))
        var spec = Spec(sections: [Section(header: SectionHeader(text: "Theme"), rows: [palette])])
        spec.ios = .ios26
        spec.width = 393
        spec.scale = 3
        spec.dynamicType = .medium
        return spec
    }

    /// Every control of issue 15 this worktree draws, in two sections.
    static var showcase: Spec {
        var tinted = Row(title: "Show info view")
        tinted.switchValue = true
        tinted.switchTint = .literal(RGBAColor(hex: 0xF2BE2F))
        var stepper = Row(title: "Copies")
        stepper.control = .stepper(StepperControl(value: "3"))
        var segments = Row(title: "Units")
        segments.control = .segments(SegmentsControl(items: ["km", "mi"], selected: 0))
        var menu = Row(title: "Sort By")
        menu.control = .menu("Name")
        var spinner = Row(title: "Checking for Update")
        spinner.control = .spinner
        var palette = Row()
        palette.control = .segments(SegmentsControl(items: ["System", "Dark", "Light"], selected: 0))
        var four = Row()
        four.control = .segments(SegmentsControl(items: ["Day", "Week", "Month", "Year"], selected: 2))
        return Spec(sections: [
            Section(header: SectionHeader(text: "Theme"), rows: [palette, four]),
            Section(header: SectionHeader(text: "Controls"), rows: [tinted, stepper, segments, menu, spinner]),
        ])
    }
}
