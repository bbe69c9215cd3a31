import CairoBackend
import Foundation
import ImageDiff
import TableGraphics
import TableRenderKit
import TableSpec
import XCTest

/// Inline controls drawn for real (issue 15), iOS 18 light at scale 3 on a 390-pt canvas unless a test says
/// otherwise: content 40…350, the first card from y 35.333.
final class InlineControlPixelTests: XCTestCase {
    private let card = RGBAPixel(255, 255, 255)
    private let blue = RGBAPixel(0, 122, 255)
    /// systemFill (120,120,128 at 51/255) over the white card.
    private let fillOnWhite = RGBAPixel(231, 231, 233)

    private func probe(_ spec: Spec) throws -> (PixelProbe, DisplayList) {
        let pipeline = try RenderPipeline()
        let list = pipeline.layout(spec)
        return (PixelProbe(image: try pipeline.renderer.rasterize(list), scale: list.scale), list)
    }

    private func sliderSpec(_ value: Double = 0.25, direction: LayoutDirection = .ltr) -> Spec {
        var row = Row()
        row.control = .slider(SliderControl(value: value))
        var spec = Spec(sections: [Section(rows: [row])])
        spec.direction = direction
        return spec
    }

    /// Colours here are compared at twice the usual tolerance: thin tracks and small glyphs blend more.
    private func assertClose(_ pixel: RGBAPixel, _ expected: RGBAPixel, _ message: String, tolerance: Int = 24,
                             file: StaticString = #filePath, line: UInt = #line) {
        RenderingTests.assertClose(pixel, expected, message, tolerance: tolerance, file: file, line: line)
    }

    private func thumb(in list: DisplayList) throws -> FilledShape {
        try XCTUnwrap(list.items.compactMap { item -> FilledShape? in
            if case .fill(let shape) = item, shape.rect.width == 28, shape.rect.height == 28 { return shape }
            return nil
        }.first)
    }

    func testTheSliderTrackIsTintBeforeTheThumbAndGreyAfterIt() throws {
        let (probe, list) = try probe(sliderSpec())
        let thumb = try thumb(in: list)
        let y = thumb.rect.midY
        assertClose(probe.color(atX: 45, y: y), blue, "the minimum side is the tint")
        assertClose(probe.color(atX: thumb.rect.x - 3, y: y), blue, "tint up to the thumb")
        assertClose(probe.color(atX: 345, y: y), fillOnWhite, "the maximum side is systemFill")
        assertClose(probe.color(atX: thumb.rect.maxX + 20, y: y), fillOnWhite, "grey after the thumb")
        assertClose(probe.color(atX: 200, y: y - 4), card, "the 4-pt track is thin: the card above it")
    }

    func testTheThumbIsWhiteWithAShadowUnderIt() throws {
        let (probe, list) = try probe(sliderSpec())
        let thumb = try thumb(in: list)
        assertClose(probe.color(atX: thumb.rect.midX, y: thumb.rect.midY), card, "the thumb's centre is white",
                    tolerance: 4)
        assertClose(probe.color(atX: thumb.rect.midX, y: thumb.rect.y + 3), card, "its top is white", tolerance: 4)
        // Below the thumb the (0,3) shadows darken the white card.
        let below = probe.color(atX: thumb.rect.midX, y: thumb.rect.maxY + 1.5)
        XCTAssertLessThan(Int(below.red), 240, "a shadow under the thumb: \(below)")
        XCTAssertEqual(Int(below.red), Int(below.blue), accuracy: 6, "a grey shadow, not a colour: \(below)")
        let above = probe.color(atX: thumb.rect.midX, y: thumb.rect.y - 1.5)
        XCTAssertGreaterThan(Int(above.red), Int(below.red), "the shadow falls downwards")
    }

    func testRightToLeftFillsTheTrackFromTheRight() throws {
        let (probe, list) = try probe(sliderSpec(direction: .rtl))
        let thumb = try thumb(in: list)
        let ltrMidX: Double = 40 + 14 + 0.25 * (310 - 28)
        XCTAssertEqual(thumb.rect.midX, 390 - ltrMidX, accuracy: 0.01)
        assertClose(probe.color(atX: 345, y: thumb.rect.midY), blue, "the minimum side is on the right")
        assertClose(probe.color(atX: 45, y: thumb.rect.midY), fillOnWhite, "the maximum side on the left")
    }

    func testAProgressBarIsTintUpToItsFractionUnderTheTitle() throws {
        var row = Row(title: "Downloading")
        row.control = .progress(0.5)
        let (probe, list) = try probe(Spec(sections: [Section(rows: [row])]))
        let bar = try XCTUnwrap(list.fills.first { $0.rect.height == 4 && $0.rect.x == 40 && $0.rect.width == 310 })
        assertClose(probe.color(atX: 60, y: bar.rect.midY), blue, "filled part")
        assertClose(probe.color(atX: 330, y: bar.rect.midY), fillOnWhite, "the rest of the track")
        assertClose(probe.color(atX: 195 - 3, y: bar.rect.midY), blue, "filled to the middle")
        assertClose(probe.color(atX: 195 + 3, y: bar.rect.midY), fillOnWhite, "and no further")
    }

    func testAnEmptyFieldShowsItsPlaceholderInPlaceholderGrey() throws {
        var row = Row()
        row.control = .textField(TextFieldControl(placeholder: "WWWWWWWW"))
        let (probe, list) = try probe(Spec(sections: [Section(rows: [row])]))
        let run = try XCTUnwrap(list.text("WWWWWWWW"))
        XCTAssertEqual(run.color, RGBAColor(60, 60, 67, 76))
        // The darkest ink of the placeholder is placeholderText over white: 255 − 0.3 × (255 − 60) ≈ 197.
        let ink = try XCTUnwrap(probe.ink(in: (40, run.origin.y, 200, run.origin.y + 22), background: card))
        var darkest = 255
        for y in stride(from: ink.top, to: ink.bottom, by: 1 / 3) {
            for x in stride(from: ink.left, to: ink.right, by: 1 / 3) {
                darkest = min(darkest, Int(probe.color(atX: x, y: y).red))
            }
        }
        XCTAssertEqual(darkest, 197, accuracy: 6, "placeholder grey, not label black")
        XCTAssertEqual(ink.left, 40, accuracy: 2, "no title: the field starts at the content's edge")
    }

    func testAFooterLinkIsLinkBlueAndTheRestStaysSecondary() throws {
        var section = Section(footer: "Read the [Privacy Policy](https://example.com/p) now.",
                              rows: [Row(title: "Row")])
        section.footer = "WWWW [WWWW](https://example.com/p) WWWW"
        let (probe, list) = try probe(Spec(sections: [section]))
        let footer = try XCTUnwrap(list.text("WWWW WWWW WWWW"))
        XCTAssertEqual(footer.spans, [ColoredSpan(start: 5, length: 4, color: RGBAColor(hex: 0x007AFF))])
        let background = RGBAPixel(242, 242, 247)
        let top = footer.origin.y, bottom = footer.origin.y + (footer.height ?? 16)
        let whole = try XCTUnwrap(probe.ink(in: (40, top, 350, bottom), background: background))
        // Three equal words with equal spaces: the link is the middle third of the ink.
        let third = whole.width / 3
        func strongestBlue(from left: Double, to right: Double) -> (blueness: Int, pixel: RGBAPixel) {
            var best = (blueness: Int.min, pixel: RGBAPixel(0, 0, 0))
            for y in stride(from: top, to: bottom, by: 1 / 3) {
                for x in stride(from: left, to: right, by: 1 / 3) {
                    let p = probe.color(atX: x, y: y)
                    let blueness = Int(p.blue) - Int(p.red)
                    if blueness > best.blueness { best = (blueness, p) }
                }
            }
            return best
        }
        let link = strongestBlue(from: whole.left + third + 2, to: whole.right - third - 2)
        XCTAssertGreaterThan(link.blueness, 180, "the link's ink is link blue: \(link.pixel)")
        let plain = strongestBlue(from: whole.left, to: whole.left + third - 2)
        XCTAssertLessThan(plain.blueness, 20, "the words before it stay secondaryLabel grey: \(plain.pixel)")
        let after = strongestBlue(from: whole.right - third + 2, to: whole.right)
        XCTAssertLessThan(after.blueness, 20, "and the words after it: \(after.pixel)")
    }

    func testAFooterWithoutLinksRendersAsBefore() throws {
        // The same text as a plain run (no spans) and as the layout draws it: identical pixels.
        var section = Section(footer: "A footer [without links] (none) at all.", rows: [Row(title: "Row")])
        section.footer = "A footer [without links] (none) at all."
        let pipeline = try RenderPipeline()
        let list = pipeline.layout(Spec(sections: [section]))
        let footer = try XCTUnwrap(list.text("A footer [without links] (none) at all."))
        XCTAssertEqual(footer.spans, [])
        var withEmptySpan = list
        withEmptySpan.items = list.items.map { item in
            guard case .text(var run) = item, run.text == footer.text else { return item }
            run.spans = [ColoredSpan(start: 0, length: 0, color: RGBAColor(255, 0, 0))]
            return .text(run)
        }
        XCTAssertEqual(try pipeline.renderer.rasterize(list).pixels, try pipeline.renderer.rasterize(withEmptySpan).pixels)
    }

    func testLinkSpansChangeColoursOnlyNotWhereTheGlyphsGo() throws {
        // A footer that wraps, its links drawn with and without their spans: the ink covers the same pixels.
        var section = Section(footer: nil, rows: [Row(title: "Row")])
        section.footer = "Brightness follows the [ambient light](a) unless you turn off [True Tone](b) in Settings, "
            + "which [adjusts the white point](c) to the room."
        let pipeline = try RenderPipeline()
        let list = pipeline.layout(Spec(sections: [section]))
        var plain = list
        plain.items = list.items.map { item in
            guard case .text(var run) = item, !run.spans.isEmpty else { return item }
            run.spans = []
            return .text(run)
        }
        XCTAssertNotEqual(list, plain, "the footer has spans")
        let coloured = try pipeline.renderer.rasterize(list), grey = try pipeline.renderer.rasterize(plain)
        let background = RGBAPixel(242, 242, 247)
        var differingInk = 0, inkPixels = 0
        for y in 0..<coloured.height {
            for x in 0..<coloured.width {
                let inkA = coloured[x, y] != background, inkB = grey[x, y] != background
                if inkA != inkB { differingInk += 1 }
                if inkA { inkPixels += 1 }
            }
        }
        XCTAssertGreaterThan(inkPixels, 1000)
        XCTAssertEqual(differingInk, 0, "the same glyphs in the same places, only coloured differently")
        XCTAssertNotEqual(coloured.pixels, grey.pixels, "and the links are coloured")
    }

    func testAProminentRowIsFilledWithTheTintAndItsTitleIsWhite() throws {
        var row = Row(title: "Continue")
        row.role = .prominent
        let (probe, list) = try probe(Spec(sections: [Section(rows: [row])]))
        let title = try XCTUnwrap(list.text("Continue"))
        let midY = title.origin.y + (title.height ?? 20) / 2
        assertClose(probe.color(atX: 30, y: midY), blue, "the cell is the tint")
        assertClose(probe.color(atX: 360, y: midY), blue, "edge to edge of the card")
        let ink = try XCTUnwrap(probe.ink(in: (40, title.origin.y, 350, title.origin.y + 22), background: blue))
        XCTAssertEqual((ink.left + ink.right) / 2, 195, accuracy: 1.5, "the title is centred")
        var brightest = 0
        for y in stride(from: ink.top, to: ink.bottom, by: 1 / 3) {
            brightest = max(brightest, Int(probe.color(atX: (ink.left + ink.right) / 2, y: y).red))
            for x in stride(from: ink.left, to: ink.right, by: 1 / 3) {
                brightest = max(brightest, Int(probe.color(atX: x, y: y).red))
            }
        }
        XCTAssertGreaterThan(brightest, 245, "white ink")
    }

    /// Renders the showcase specs to `INLINE_LOOK_DIR` (when set) to look at; asserts nothing else.
    func testWriteShowcaseWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["INLINE_LOOK_DIR"] else {
            throw XCTSkip("set INLINE_LOOK_DIR to write the showcase PNGs")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pipeline = try RenderPipeline()
        for ios in [IOSGeneration.ios18, .ios26] {
            for appearance in [Appearance.light, .dark] {
                for direction in [LayoutDirection.ltr, .rtl] {
                    for size in [DynamicTypeSize.large, .AX2] {
                        var spec = Self.showcase
                        spec.ios = ios
                        spec.appearance = appearance
                        spec.direction = direction
                        spec.dynamicType = size
                        let name = "inline.\(ios == .ios26 ? 26 : 18).\(appearance).\(direction.rawValue).\(size)"
                        for format in [OutputFormat.png, .pdf, .svg] where format == .png || size == .large {
                            try pipeline.write(spec, format: format, to: folder + "/" + name + "." + format.rawValue,
                                               name: name)
                        }
                    }
                }
            }
        }
    }

    /// The showcase in every style, iOS 18 and 26, light, written to `INLINE_LOOK_DIR` (when set).
    func testWriteShowcaseStylesWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["INLINE_LOOK_DIR"] else {
            throw XCTSkip("set INLINE_LOOK_DIR to write the showcase PNGs")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pipeline = try RenderPipeline()
        for style in TableStyle.allCases {
            for ios in [IOSGeneration.ios18, .ios26] {
                var spec = Self.showcase
                spec.style = style
                spec.ios = ios
                let name = "inline.style.\(style.rawValue).\(ios == .ios26 ? 26 : 18)"
                try pipeline.write(spec, format: .png, to: folder + "/" + name + ".png", name: name)
            }
        }
    }

    /// Every inline control in one table.
    static var showcase: Spec {
        func row(_ title: String, _ configure: (inout Row) -> Void) -> Row {
            var row = Row(title: title)
            configure(&row)
            return row
        }
        let account = Section(header: SectionHeader(text: "Account"), footer: nil, rows: [
            row("Name") { $0.control = .textField(TextFieldControl(value: "Jane Appleseed")) },
            row("Email") { $0.control = .textField(TextFieldControl(placeholder: "name@example.com")) },
            row("Password") { $0.control = .textField(TextFieldControl(value: "hunter22", secure: true)) },
            row("") { $0.control = .textField(TextFieldControl(placeholder: "Nickname")) },
        ])
        var display = Section(header: SectionHeader(text: "Display"), footer: nil, rows: [
            row("") {
                $0.control = .slider(SliderControl(value: 0.6, minimumSymbol: "sun.max", maximumSymbol: "sun.max.fill"))
            },
            row("Volume") { $0.control = .slider(SliderControl(value: 30, minimum: 0, maximum: 100)) },
            row("Downloading") { $0.control = .progress(0.4) },
        ])
        display.footer = "Brightness follows the [ambient light](https://example.com) unless you turn off "
            + "[True Tone](https://example.com/tt) in Settings."
        let actions = Section(header: nil, footer: nil, rows: [
            row("Continue") { $0.role = .prominent },
        ])
        var spec = Spec(sections: [account, display, actions])
        spec.scale = 3
        return spec
    }
}

/// The display-list queries these tests need.
private extension DisplayList {
    var fills: [FilledShape] { items.compactMap { if case .fill(let shape) = $0 { return shape } else { return nil } } }
    func text(_ string: String) -> TextRun? {
        items.lazy.compactMap { if case .text(let run) = $0, run.text == string { return run } else { return nil } }.first
    }
}
