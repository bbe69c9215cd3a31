@testable import CairoBackend
import CCairo
import TableGraphics
import Foundation
import XCTest

/// Emoji drawn from the renderer's colour glyph cache are cairo's own pixels: every tile below is drawn both
/// ways and compared byte for byte, at whole and fractional scales and positions; each emoji is decoded once
/// per scale, and text that is not all colour glyphs, or a vector output, still goes through cairo.
final class ColorGlyphCacheTests: XCTestCase {
    /// Emoji as a Settings screen shows them: single code points, with a variation selector, a flag, a
    /// keycap, a ZWJ family, each white-on-colour in a 29-pt tile at a fractional position.
    static let emoji = ["🔔", "✈️", "⚙️", "🇫🇷", "1️⃣", "👨‍👩‍👧", "🌙", "❤️"]

    /// Bytes that differ (all of them when the sizes do), rather than two whole images in a failure message.
    private func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) }
        return zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    private func tiles(_ texts: [String], scale: Double, size: Double = 20, tracking: Double = 0,
                       alignment: TextAlignment = .center, color: RGBAColor = RGBAColor(255, 255, 255)) -> DisplayList {
        var items: [DisplayItem] = []
        for (index, text) in texts.enumerated() {
            let y = 8.333 + 37.5 * Double(index)
            let x = 16.0 + 0.37 * Double(index)
            items.append(.fill(FilledShape(rect: Rect(x: x, y: y, width: 29, height: 29), radii: CornerRadii(all: 6.5),
                                           color: RGBAColor(255, 149, 0))))
            items.append(.text(TextRun(text: text, style: TextStyle(family: "Inter", size: size, tracking: tracking),
                                       color: color, origin: Point(x, y + 2.25), width: 29,
                                       maxLines: 1, alignment: alignment)))
        }
        return DisplayList(size: Size(80, 40 * Double(texts.count) + 8), scale: scale,
                           background: RGBAColor(242, 242, 247), items: items)
    }

    override func setUpWithError() throws {
        try XCTSkipUnless(ColorGlyphCache.copiesThisCairo, "the cache copies cairo 1.16 and is off with any other")
    }

    func testEmojiFromTheCacheAreCairosOwnPixels() throws {
        for scale in [1.0, 2.0, 3.0, 2.5] {
            let list = tiles(ColorGlyphCacheTests.emoji, scale: scale)
            let cached = try CairoRenderer()
            let fromCache = try cached.rasterize(list)
            XCTAssertGreaterThan(cached.colorGlyphs.decodes, 0, "scale \(scale): the emoji were drawn from the cache")
            let plain = try CairoRenderer()
            plain.colorGlyphs.isEnabled = false
            let byCairo = try plain.rasterize(list)
            XCTAssertEqual(plain.colorGlyphs.decodes, 0)
            XCTAssertEqual(differing(fromCache.pixels, byCairo.pixels), 0, "scale \(scale)")
            // And the banded PNG path, where each band is its own surface and context.
            let banded = try ImageSurface.decodePNG(try cached.encodeBandedPNG(list, threads: 2))
            XCTAssertEqual(differing(banded.pixels, byCairo.pixels), 0, "scale \(scale), banded")
        }
    }

    func testTrackedOddlySizedAndAlignedEmojiAreCairosPixelsToo() throws {
        for (size, tracking, alignment) in [(17.0, 0.6, TextAlignment.left), (23.5, 0, .right), (11, -0.4, .center)] {
            let list = tiles(["🔔", "🇫🇷", "👨‍👩‍👧"], scale: 3, size: size, tracking: tracking, alignment: alignment)
            let plain = try CairoRenderer()
            plain.colorGlyphs.isEnabled = false
            XCTAssertEqual(differing(try CairoRenderer().rasterize(list).pixels, try plain.rasterize(list).pixels), 0,
                           "size \(size), tracking \(tracking), \(alignment)")
        }
    }

    func testATranslucentTextColourLeavesEmojiAsCairoDrawsThem() throws {
        // A dimmed row's glyph colour: cairo 1.16 paints colour glyphs with their own colours whatever the source.
        let list = tiles(["🔔", "🌙"], scale: 2, color: RGBAColor(255, 255, 255, 96))
        let plain = try CairoRenderer()
        plain.colorGlyphs.isEnabled = false
        let cached = try CairoRenderer()
        XCTAssertEqual(differing(try cached.rasterize(list).pixels, try plain.rasterize(list).pixels), 0)
        XCTAssertEqual(cached.colorGlyphs.decodes, 2)
    }

    func testGlyphsAreDecodedFromAFaceOfTheCachesOwn() throws {
        // `check --jobs 2` crashed and drew wrong emoji when glyphs were loaded from cairo's FreeType face:
        // cairo_ft_scaled_font_lock_face hands it out with cairo's lock released, and renderers on other
        // threads share it. (A race is not reliably reproduced in a test; which face is used is.)
        let renderer = try CairoRenderer()
        let handle = renderer.measurer.factory.makeLayout("🔔", style: TextStyle(family: "Inter", size: 20), width: 29,
                                                         maxLines: 1, alignment: .center)
        let line = try XCTUnwrap(pango_layout_get_line_readonly(handle.layout, 0))
        let run = try XCTUnwrap(line.pointee.runs?.pointee.data).assumingMemoryBound(to: PangoGlyphItem.self)
        let font = try XCTUnwrap(run.pointee.item?.pointee.analysis.font)
        let scaled = try XCTUnwrap(pango_cairo_font_get_scaled_font(OpaquePointer(font)))
        let face = try XCTUnwrap(renderer.colorGlyphs.face(of: font, scaled: scaled), "Noto Color Emoji")
        let cairosFace = cairo_ft_scaled_font_lock_face(scaled)
        cairo_ft_scaled_font_unlock_face(scaled)
        XCTAssertNotNil(cairosFace)
        XCTAssertNotEqual(UnsafeRawPointer(face.pointee.face), UnsafeRawPointer(cairosFace))
        XCTAssertEqual(face.pointee.y_ppem, 109, "Noto Color Emoji's one strike")
        // A second renderer (another thread's) opens a face of its own too.
        let other = try CairoRenderer()
        let otherHandle = other.measurer.factory.makeLayout("🔔", style: TextStyle(family: "Inter", size: 20), width: 29,
                                                           maxLines: 1, alignment: .center)
        let otherRun = try XCTUnwrap(pango_layout_get_line_readonly(otherHandle.layout, 0)?.pointee.runs?.pointee.data)
            .assumingMemoryBound(to: PangoGlyphItem.self)
        let otherFont = try XCTUnwrap(otherRun.pointee.item?.pointee.analysis.font)
        let otherFace = try XCTUnwrap(other.colorGlyphs.face(of: otherFont, scaled: try XCTUnwrap(pango_cairo_font_get_scaled_font(OpaquePointer(otherFont)))))
        XCTAssertNotEqual(UnsafeRawPointer(otherFace.pointee.face), UnsafeRawPointer(face.pointee.face))
    }

    func testEachEmojiIsDecodedOncePerScale() throws {
        let renderer = try CairoRenderer()
        let repeated = ["🔔", "🌙", "🔔", "🔔", "🌙"]
        _ = try renderer.rasterize(tiles(repeated, scale: 3))
        XCTAssertEqual(renderer.colorGlyphs.decodes, 2, "two distinct emoji")
        _ = try renderer.encodeBandedPNG(tiles(repeated, scale: 3), threads: 1)
        XCTAssertEqual(renderer.colorGlyphs.decodes, 2, "a second render of the same sizes decodes nothing")
        _ = try renderer.rasterize(tiles(repeated, scale: 2))
        XCTAssertEqual(renderer.colorGlyphs.decodes, 4, "another device size is another image")
    }

    func testTextAndMixedRunsStillGoThroughCairo() throws {
        let renderer = try CairoRenderer()
        let list = tiles(["A", "Hi 🔔", "🔔"], scale: 3)
        let plain = try CairoRenderer()
        plain.colorGlyphs.isEnabled = false
        XCTAssertEqual(differing(try renderer.rasterize(list).pixels, try plain.rasterize(list).pixels), 0)
        XCTAssertEqual(renderer.colorGlyphs.decodes, 1, "only the emoji-only tile came from the cache")
    }

    func testVectorOutputsKeepEmojiAsText() throws {
        let renderer = try CairoRenderer()
        let list = tiles(["🔔"], scale: 2)
        _ = try renderer.render(list, format: .pdf)
        _ = try renderer.render(list, format: .svg)
        XCTAssertEqual(renderer.colorGlyphs.decodes, 0)
    }

    func testTheCairoRoundingIsHalvesUp() {
        XCTAssertEqual(ColorGlyphCache.cairoRound(2.5), 3)
        XCTAssertEqual(ColorGlyphCache.cairoRound(-2.5), -2)
        XCTAssertEqual(ColorGlyphCache.cairoRound(-2.6), -3)
        XCTAssertEqual(ColorGlyphCache.cairoRound(0.49), 0)
    }
}
