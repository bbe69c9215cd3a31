@testable import CairoBackend
import TableGraphics
import XCTest

/// The renderer's drawing caches: identical shadows are blurred once, and text is shaped once whether it is
/// measured, drawn, or drawn again in the next band; neither changes a pixel.
final class DrawingCacheTests: XCTestCase {
    /// Three switch-knob-like circles with the same two shadows at different (fractional) positions.
    private func knobs(scale: Double) -> DisplayList {
        var items: [DisplayItem] = []
        for (index, y) in [10.0, 169.333, 702.667].enumerated() {
            let knob = FilledShape(rect: Rect(x: 20 + 7.3 * Double(index), y: y, width: 27, height: 27),
                                   radii: CornerRadii(all: 13.5), color: RGBAColor(255, 255, 255))
            var soft = knob
            soft.color = RGBAColor(0, 0, 0, 38)
            var sharp = knob
            sharp.color = RGBAColor(0, 0, 0, 15)
            items.append(.shadow(ShadowItem(shape: soft, offset: Point(0, 3), blurRadius: 8)))
            items.append(.shadow(ShadowItem(shape: sharp, offset: Point(0, 3), blurRadius: 1)))
            items.append(.fill(knob))
        }
        return DisplayList(size: Size(80, 760), scale: scale, background: RGBAColor(242, 242, 247), items: items)
    }

    func testIdenticalShadowsAreBlurredOnceAndLookAsBefore() throws {
        let renderer = try CairoRenderer()
        let list = knobs(scale: 3)
        let image = try renderer.rasterize(list)
        XCTAssertEqual(renderer.shadows.blurs, 2, "one image per distinct shadow, not per knob")
        // Each knob's shadow, cut out around it, is the first knob's: the cached image is placed, not redrawn.
        let banded = try ImageSurface.decodePNG(try renderer.encodeBandedPNG(list, threads: 2))
        XCTAssertEqual(banded.pixels, image.pixels, "banded and whole renders agree")
        XCTAssertEqual(renderer.shadows.blurs, 2, "and the banded render blurred nothing again")
        // A fresh renderer draws the same pixels: the cache changes nothing.
        XCTAssertEqual(try CairoRenderer().rasterize(list).pixels, image.pixels)
    }

    func testShadowsOfOtherShapesOrBlursAreNotShared() throws {
        let renderer = try CairoRenderer()
        var list = knobs(scale: 2)
        if case .shadow(var wider) = list.items[0] {
            wider.shape.rect.width = 40
            list.items.append(.shadow(wider))
        }
        _ = try renderer.rasterize(list)
        XCTAssertEqual(renderer.shadows.blurs, 3)
    }

    func testMeasuredTextIsShapedOnceForDrawing() throws {
        let renderer = try CairoRenderer()
        let style = TextStyle(family: "Inter", size: 17)
        let measured = renderer.measurer.measure("Wi-Fi", style: style, width: 200, maxLines: 1)
        let built = renderer.measurer.factory.layoutsBuilt
        let run = TextRun(text: "Wi-Fi", style: style, color: RGBAColor(0, 0, 0), origin: Point(16, 10), width: 200,
                          maxLines: 1)
        let list = DisplayList(size: Size(240, 600), scale: 3, background: RGBAColor(255, 255, 255),
                               items: [.text(run), .text(run)])
        _ = try renderer.rasterize(list)
        XCTAssertEqual(renderer.measurer.factory.layoutsBuilt, built, "drawing reused the measured layout")
        XCTAssertGreaterThan(measured.width, 30)
        // A different width is a different layout.
        _ = renderer.measurer.measure("Wi-Fi", style: style, width: 100, maxLines: 1)
        XCTAssertEqual(renderer.measurer.factory.layoutsBuilt, built + 1)
    }
}
