@testable import CairoBackend
import ImageDiff
import TableGraphics
import XCTest

/// PNGs drawn in bands have exactly the pixels of one whole surface, whatever crosses a band's edge.
final class BandedRenderTests: XCTestCase {
    /// Text (several lines, an emoji), shadows, clip groups with children, gradients, strokes and hairlines,
    /// repeated down a tall list at offsets that do not line up with pixels, so many cross band edges.
    private func list(scale: Double, background: RGBAColor = RGBAColor(242, 242, 247), gradients: Bool = false)
        -> DisplayList {
        var items: [DisplayItem] = []
        var y = 3.3
        var index = 0
        while y < 880 {
            let card = FilledShape(rect: Rect(x: 8, y: y, width: 104, height: 37.7), radii: CornerRadii(all: 10),
                                   color: RGBAColor(255, 255, 255))
            items.append(.shadow(ShadowItem(shape: card, offset: Point(0, 2.5), blurRadius: 9)))
            items.append(.fill(card))
            items.append(.clip(ClipGroup(shape: card, items: [
                .fill(FilledShape(rect: Rect(x: 0, y: y + 20.1, width: 120, height: 30), color: RGBAColor(255, 59, 48, 90),
                                  gradientBottom: gradients ? RGBAColor(0, 122, 255, 200) : nil)),
                .text(TextRun(text: "Clipped text \(index) gjpqy", style: TextStyle(family: "Inter", size: 15),
                              color: RGBAColor(0, 0, 0), origin: Point(14, y + 24.6), width: 90)),
            ])))
            items.append(.text(TextRun(text: "Wi-Fi \(index) 😀 and a wrapped second line", style: TextStyle(family: "Inter", size: 17),
                                       color: RGBAColor(60, 60, 67), origin: Point(16, y + 1.7), width: 80, maxLines: 2,
                                       lineCount: 2)))
            var chevron = Path()
            chevron.move(to: Point(100, y + 12.2))
            chevron.line(to: Point(105.5, y + 18.9))
            chevron.line(to: Point(100, y + 25.4))
            items.append(.stroke(StrokedPath(path: chevron, color: RGBAColor(196, 196, 199), lineWidth: 2.2)))
            items.append(.hairline(Hairline(rect: Rect(x: 16, y: y + 37.7 - 1 / scale, width: 96, height: 1 / scale),
                                            color: RGBAColor(198, 198, 200))))
            y += 41.9 + Double(index % 3) * 0.37
            index += 1
        }
        return DisplayList(size: Size(120, 900), scale: scale, background: background, items: items)
    }

    func testBandsGiveTheWholeSurfacesPixelsAtEveryScale() throws {
        let renderer = try CairoRenderer()
        for scale in [1.0, 2.0, 3.0] {
            let drawn = list(scale: scale)
            XCTAssertTrue(CairoRenderer.drawsInBands(drawn, bandRows: 256), "really drawn in bands")
            let banded = try renderer.encodeBandedPNG(drawn, threads: 2)
            XCTAssertEqual(banded[25], 2, "an opaque background: RGB")
            let whole = try renderer.rasterize(drawn)
            let decoded = try ImageSurface.decodePNG(banded)
            XCTAssertGreaterThan(whole.height, 2 * CairoRenderer.bandRows(groupRows: 16), "several bands")
            XCTAssertEqual(differingPixels(decoded, whole), 0, "scale \(scale): pixels differ")
        }
    }

    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return -1 }
        return (0..<(a.width * a.height)).filter { a.pixels[4 * $0..<4 * $0 + 4] != b.pixels[4 * $0..<4 * $0 + 4] }.count
    }

    func testGradientsBelowTheFirstBandDrawOnOneSurface() throws {
        let renderer = try CairoRenderer()
        let drawn = list(scale: 3, gradients: true)
        XCTAssertFalse(CairoRenderer.drawsInBands(drawn, bandRows: 256))
        var top = drawn
        top.items = Array(drawn.items.prefix(3))
        XCTAssertTrue(CairoRenderer.drawsInBands(top, bandRows: 256), "a gradient inside the first band is exact")
        for candidate in [drawn, top] {
            let png = try renderer.encodeBandedPNG(candidate, threads: 2)
            XCTAssertEqual(differingPixels(try ImageSurface.decodePNG(png), try renderer.rasterize(candidate)), 0)
        }
    }

    func testTranslucentCanvasesKeepAlphaInBands() throws {
        let renderer = try CairoRenderer()
        let drawn = list(scale: 2, background: RGBAColor(0, 0, 0, 0))
        let banded = try renderer.encodeBandedPNG(drawn, threads: 2)
        XCTAssertEqual(banded[25], 6, "RGBA")
        XCTAssertEqual(differingPixels(try ImageSurface.decodePNG(banded), try renderer.rasterize(drawn)), 0)
    }

    func testBandedBytesDoNotDependOnThreadsOrTheRun() throws {
        let renderer = try CairoRenderer()
        let drawn = list(scale: 3)
        let one = try renderer.encodeBandedPNG(drawn, threads: 1)
        XCTAssertEqual(one, try renderer.encodeBandedPNG(drawn, threads: 2))
        XCTAssertEqual(one, try renderer.encodeBandedPNG(drawn, threads: 1), "a second run")
        XCTAssertEqual(one, try renderer.render(drawn, format: .png), "what render writes")
        XCTAssertEqual(PNGTextChunk.text(forKeyword: ToolchainVersions.pngKeyword, in: one), renderer.versions.description)
    }
}
