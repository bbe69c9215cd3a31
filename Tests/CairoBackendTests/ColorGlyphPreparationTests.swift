@testable import CairoBackend
import CCairo
import TableGraphics
import Foundation
import XCTest

/// Emoji made ahead on a band encoder's worker (`ColorGlyphPreparation`) are the cache's own glyphs: a banded PNG
/// drawn with the preparation is the PNG drawn without it, byte for byte, and cairo's pixels; each glyph is listed
/// and decoded once, plain text is not shaped ahead, and the drawing thread makes a glyph itself when no worker has.
final class ColorGlyphPreparationTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(ColorGlyphCache.copiesThisCairo, "the cache copies cairo 1.16 and is off with any other")
    }

    /// Emoji tiles (a repeat among them) between lines of text, tall enough for several bands at 2× and 3×.
    private func screen(_ emoji: [String], scale: Double) -> DisplayList {
        var items: [DisplayItem] = []
        for (index, text) in emoji.enumerated() {
            let y = 10.0 + 48 * Double(index)
            items.append(.fill(FilledShape(rect: Rect(x: 16.2, y: y, width: 29, height: 29), radii: CornerRadii(all: 6.5),
                                           color: RGBAColor(52, 199, 89))))
            items.append(.text(TextRun(text: text, style: TextStyle(family: "Inter", size: 20), color: RGBAColor(255, 255, 255),
                                       origin: Point(16.2, y + 2.25), width: 29, maxLines: 1, alignment: .center)))
            items.append(.text(TextRun(text: "Row \(index)", style: TextStyle(family: "Inter", size: 17),
                                       color: RGBAColor(0, 0, 0), origin: Point(60, y + 4), width: 200, maxLines: 1,
                                       alignment: .left)))
        }
        return DisplayList(size: Size(320, 48 * Double(emoji.count) + 20), scale: scale,
                           background: RGBAColor(242, 242, 247), items: items)
    }

    static let emoji = ["🔔", "✈️", "🇫🇷", "1️⃣", "👨‍👩‍👧", "🔔", "🌙", "❤️", "🚀", "📷"]

    func testPreparedEmojiAreTheSameBytesAndCairosPixels() throws {
        for scale in [2.0, 3.0] {
            let list = screen(Self.emoji, scale: scale)
            let prepared = try CairoRenderer()
            let withWorker = try prepared.encodeBandedPNG(list, threads: 2)
            XCTAssertGreaterThan(prepared.colorGlyphs.preparedGlyphs, 0, "scale \(scale): glyphs came from the worker")
            XCTAssertNil(prepared.colorGlyphs.preparation, "the preparation ends with the render")
            let alone = try CairoRenderer()
            let withoutWorker = try alone.encodeBandedPNG(list, threads: 1)
            XCTAssertEqual(alone.colorGlyphs.preparedGlyphs, 0)
            XCTAssertEqual(withWorker, withoutWorker, "scale \(scale)")
            XCTAssertEqual(prepared.colorGlyphs.decodes, alone.colorGlyphs.decodes, "each glyph decoded once either way")
            let plain = try CairoRenderer()
            plain.colorGlyphs.isEnabled = false
            let byCairo = try plain.rasterize(list)
            XCTAssertEqual(try ImageSurface.decodePNG(withWorker).pixels, byCairo.pixels, "scale \(scale)")
        }
    }

    func testRequestsListEachGlyphOnceAndShapeNoPlainText() throws {
        let renderer = try CairoRenderer()
        let factory = renderer.measurer.factory
        let text = DisplayList(size: Size(320, 100), scale: 3, background: RGBAColor(255, 255, 255),
                               items: [.text(TextRun(text: "Wi-Fi", style: TextStyle(family: "Inter", size: 17),
                                                     color: RGBAColor(0, 0, 0), origin: Point(10, 10), width: 200,
                                                     maxLines: 1, alignment: .left))])
        let before = factory.layoutsBuilt
        XCTAssertTrue(ColorGlyphPreparation.requests(for: text, layouts: factory, cache: renderer.colorGlyphs).isEmpty)
        XCTAssertEqual(factory.layoutsBuilt, before, "plain text is not shaped ahead")

        let list = screen(["🔔", "🌙", "🔔", "Row"], scale: 3)
        let requests = ColorGlyphPreparation.requests(for: list, layouts: factory, cache: renderer.colorGlyphs)
        XCTAssertEqual(requests.count, 2, "🔔 once, 🌙 once")
        XCTAssertEqual(Set(requests.map(\.key)).count, requests.count)
        XCTAssertTrue(requests.allSatisfy { $0.scale.xx > 0 && $0.scale.xx == $0.scale.yy })

        // Held glyphs are not asked for again.
        _ = try renderer.rasterize(list)
        XCTAssertTrue(ColorGlyphPreparation.requests(for: list, layouts: factory, cache: renderer.colorGlyphs).isEmpty)
    }

    func testTheWorkerMakesRequestsAddedWhileItRunsUntilClosed() throws {
        let renderer = try CairoRenderer()
        let requests = ColorGlyphPreparation.requests(for: screen(["🚀", "📷", "🌙"], scale: 3),
                                                      layouts: renderer.measurer.factory, cache: renderer.colorGlyphs)
        XCTAssertEqual(requests.count, 3)
        let preparation = ColorGlyphPreparation()
        let finished = expectation(description: "the worker stops once closed and done")
        Thread.detachNewThread {
            preparation.run()
            finished.fulfill()
        }
        // Added while the worker waits for them, then closed: it makes each, then stops.
        for request in requests {
            Thread.sleep(forTimeInterval: 0.01)
            preparation.add(request)
        }
        preparation.add(requests[0])   // asked twice: still one glyph
        preparation.close()
        wait(for: [finished], timeout: 10)
        for request in requests {
            let made = try XCTUnwrap(preparation.take(request.key))
            let image = try XCTUnwrap(made.glyph?.image)
            cairo_surface_destroy(image)
        }
    }

    func testWithoutAWorkerTheDrawingThreadMakesEachGlyph() throws {
        let renderer = try CairoRenderer()
        let list = screen(["🚀", "📷"], scale: 2)
        let requests = ColorGlyphPreparation.requests(for: list, layouts: renderer.measurer.factory, cache: renderer.colorGlyphs)
        XCTAssertEqual(requests.count, 2)
        let preparation = ColorGlyphPreparation(requests: requests)
        // Never run: `take` makes the glyph on the calling thread rather than waiting.
        let first = try XCTUnwrap(preparation.take(requests[0].key))
        let image = try XCTUnwrap(first.glyph?.image)
        defer { cairo_surface_destroy(image) }
        XCTAssertTrue(first.decoded)
        XCTAssertNil(preparation.take(requests[0].key), "taken once")
        let other = ColorGlyphCache.Key(face: requests[0].face, glyph: requests[0].glyph, scale: (1, 1))
        XCTAssertNil(preparation.take(other), "not requested")
        // Cancelled before it runs, the worker makes nothing; the rest is still the drawing thread's to make.
        preparation.cancel()
        preparation.run()
        let second = try XCTUnwrap(preparation.take(requests[1].key))
        if let image = second.glyph?.image { cairo_surface_destroy(image) }
        XCTAssertNotNil(second.glyph)
    }
}
