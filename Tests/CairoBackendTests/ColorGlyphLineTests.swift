@testable import CairoBackend
import CCairo
import TableGraphics
import XCTest

/// An emoji line made without a Pango layout (`ColorGlyphLine.shaped`, what drawing and the worker's listing
/// use) is the line Pango's layout makes of the same text: the same glyphs, face, font matrix, alignment offset
/// and baseline, for every alignment, size, weight, box width, line limit and direction tried. It declines only
/// what it cannot place as Pango would (text, mixed runs, a line wider than its box, letter spacing, a line
/// height), which then keeps its layout; and drawing an emoji tile makes no layout at all.
final class ColorGlyphLineTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(ColorGlyphCache.copiesThisCairo, "the cache copies cairo 1.16 and is off with any other")
    }

    static let texts = ["🔔", "✈️", "⚙️", "🇫🇷", "1️⃣", "👨‍👩‍👧", "👍🏽", "🚀🚀", "🏳️‍🌈", "❤️", "🔔🌙📷", "Wi-Fi", "Hi 🔔"]

    func testShapedLinesArePangosLines() throws {
        let renderer = try CairoRenderer()
        let factory = renderer.measurer.factory, cache = renderer.colorGlyphs
        var compared = 0, declinedAsTooWide = 0
        for text in Self.texts {
            for size in [11.0, 17, 20, 22.5, 28.3] {
                for weight in [FontWeight.regular, .semibold] {
                    for width in [29.0, 28.7, 40.25, 120] {
                        for maxLines in [1, 0] {
                            for alignment in [TextAlignment.left, .center, .right] {
                                for direction in [LayoutDirection.ltr, .rtl] {
                                    let run = TextRun(text: text, style: TextStyle(family: "Inter", size: size, weight: weight),
                                                      color: RGBAColor(255, 255, 255), origin: Point(0, 0), width: width,
                                                      maxLines: maxLines, alignment: alignment, direction: direction)
                                    let context = "\(text) \(size) \(weight) \(width) \(maxLines) \(alignment) \(direction)"
                                    let layout = factory.makeLayout(text, style: run.style, width: width, maxLines: maxLines,
                                                                    alignment: alignment, direction: direction)
                                    let fromLayout = ColorGlyphLine(layout: layout, cache: cache)
                                    guard let shaped = ColorGlyphLine.shaped(run, factory: factory, cache: cache) else {
                                        // Declined: Pango makes no such line either, or one wider than the box.
                                        if let fromLayout {
                                            let lineWidth = fromLayout.glyphs.reduce(0) { $0 + $1.width }
                                            XCTAssertGreaterThan(lineWidth, tr_pango_units_from_double(width), context)
                                            declinedAsTooWide += 1
                                        }
                                        continue
                                    }
                                    let expected = try XCTUnwrap(fromLayout, "Pango makes no colour line of \(context)")
                                    XCTAssertEqual(shaped.glyphs, expected.glyphs, context)
                                    XCTAssertEqual(shaped.x, expected.x, context)
                                    XCTAssertEqual(shaped.baseline, expected.baseline, context)
                                    XCTAssertEqual(shaped.face, expected.face, context)
                                    XCTAssertEqual(shaped.fontMatrix.xx, expected.fontMatrix.xx, context)
                                    XCTAssertEqual(shaped.fontMatrix.yy, expected.fontMatrix.yy, context)
                                    compared += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        // Most of the emoji texts in most boxes are lines of their own: the comparison is not vacuous.
        XCTAssertGreaterThan(compared, 1500)
        XCTAssertGreaterThan(declinedAsTooWide, 0, "an emoji wider than its box keeps its layout")
    }

    func testWhatPangoWouldPadOrSpaceIsDeclined() throws {
        let renderer = try CairoRenderer()
        func shaped(_ style: TextStyle, spans: [ColoredSpan] = []) -> ColorGlyphLine? {
            var run = TextRun(text: "🔔", style: style, color: RGBAColor(0, 0, 0), origin: Point(0, 0), width: 29,
                              maxLines: 1, alignment: .center)
            run.spans = spans
            return ColorGlyphLine.shaped(run, factory: renderer.measurer.factory, cache: renderer.colorGlyphs)
        }
        XCTAssertNotNil(shaped(TextStyle(family: "Inter", size: 20)))
        XCTAssertNil(shaped(TextStyle(family: "Inter", size: 20, tracking: 0.5)), "letter spacing pads the run")
        XCTAssertNil(shaped(TextStyle(family: "Inter", size: 20, lineHeight: 30)), "a line height moves the baseline")
        XCTAssertNil(shaped(TextStyle(family: "Inter", size: 20), spans: [ColoredSpan(start: 0, length: 1, color: RGBAColor(255, 0, 0))]))
        renderer.colorGlyphs.isEnabled = false
        XCTAssertNil(shaped(TextStyle(family: "Inter", size: 20)))
    }

    func testAlignmentOffsetsArePangos() {
        let unit = tr_pango_scale()
        XCTAssertEqual(ColorGlyphLine.alignmentOffset(.left, box: 29 * unit, line: 25 * unit), 0)
        XCTAssertEqual(ColorGlyphLine.alignmentOffset(.right, box: 29 * unit, line: 25 * unit + 7), 4 * unit - 7)
        // Whole points on both sides: rounded to a whole point ((29 - 24) / 2 = 2.5 → 3).
        XCTAssertEqual(ColorGlyphLine.alignmentOffset(.center, box: 29 * unit, line: 24 * unit), 3 * unit)
        // Otherwise the halved difference, truncated.
        XCTAssertEqual(ColorGlyphLine.alignmentOffset(.center, box: 29 * unit, line: 24 * unit + 3), (5 * unit - 3) / 2)
    }

    func testDrawingAnEmojiTileMakesNoLayout() throws {
        let renderer = try CairoRenderer()
        let items: [DisplayItem] = ["🔔", "🇫🇷", "👨‍👩‍👧"].enumerated().map { index, text in
            .text(TextRun(text: text, style: TextStyle(family: "Inter", size: 20), color: RGBAColor(255, 255, 255),
                          origin: Point(16, 10 + 40 * Double(index)), width: 29, maxLines: 1, alignment: .center))
        }
        let list = DisplayList(size: Size(80, 130), scale: 3, background: RGBAColor(242, 242, 247), items: items)
        let before = renderer.measurer.factory.layoutsBuilt
        _ = try renderer.rasterize(list)
        XCTAssertEqual(renderer.measurer.factory.layoutsBuilt, before, "the tiles' emoji were drawn without layouts")
        XCTAssertEqual(renderer.colorGlyphs.decodes, 3)
        // With the cache off they are Pango's layouts, drawn by cairo.
        let plain = try CairoRenderer()
        plain.colorGlyphs.isEnabled = false
        let plainBefore = plain.measurer.factory.layoutsBuilt
        _ = try plain.rasterize(list)
        XCTAssertEqual(plain.measurer.factory.layoutsBuilt, plainBefore + 3)
    }
}

extension ColorGlyphLineTests {
    func testTheEmojiPrecheckAgreesWithUnicodeOnEveryScalar() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = value == 0xFE0F || scalar.properties.isEmojiPresentation
            if ColorGlyphLine.mayBeEmoji(scalar) != expected {
                XCTFail("U+\(String(value, radix: 16, uppercase: true))")
                return
            }
        }
    }
}
