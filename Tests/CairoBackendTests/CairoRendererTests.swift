import CairoBackend
import Foundation
import ImageDiff
import TableGraphics
import XCTest

/// The backend on its own, fed hand-written display lists.
final class CairoRendererTests: XCTestCase {
    private let white = RGBAColor(255, 255, 255)
    private let black = RGBAColor(0, 0, 0)

    private func list(scale: Double, items: [DisplayItem]) -> DisplayList {
        DisplayList(size: Size(20, 10), scale: scale, background: white, items: items)
    }

    func testHairlinesCoverExactlyOnePixelRowAtEveryScale() throws {
        let renderer = try CairoRenderer()
        for scale in [1.0, 2, 3] {
            let grid = PixelGrid(scale: scale)
            let line = Hairline(rect: Rect(x: 0, y: grid.floor(5.4), width: 20, height: grid.hairline), color: black)
            let image = try renderer.rasterize(list(scale: scale, items: [.hairline(line)]))
            XCTAssertEqual(image.width, Int(20 * scale))
            let dark = (0..<image.height).filter { image[image.width / 2, $0] != .white }
            XCTAssertEqual(dark, [Int((grid.floor(5.4) * scale).rounded())], "scale \(scale)")
            XCTAssertEqual(image[image.width / 2, dark[0]], .black, "fully covered, not blurred")
        }
    }

    func testFillsUseTheRoundedRectPathAndExactColours() throws {
        let renderer = try CairoRenderer()
        let shape = FilledShape(rect: Rect(x: 2, y: 2, width: 16, height: 6), radii: CornerRadii(all: 3),
                                color: RGBAColor(255, 0, 0))
        let image = try renderer.rasterize(list(scale: 2, items: [.fill(shape)]))
        XCTAssertEqual(image[20, 10], RGBAPixel(255, 0, 0), "inside")
        XCTAssertEqual(image[4, 4], .white, "the rounded corner leaves the background")
    }

    func testPNGRoundTripsThroughTheDecoder() throws {
        let renderer = try CairoRenderer()
        let drawn = list(scale: 3, items: [.fill(FilledShape(rect: Rect(x: 5, y: 0, width: 5, height: 10),
                                                             color: RGBAColor(0, 122, 255, 128)))])
        let png = try renderer.render(drawn, format: .png)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try ImageSurface.decodePNG(png)
        XCTAssertEqual(decoded, try renderer.rasterize(drawn))
        XCTAssertEqual(decoded.width, 60)
        XCTAssertEqual(decoded.height, 30)
    }

    func testVectorOutputsAreSizedInPoints() throws {
        let renderer = try CairoRenderer()
        let drawn = DisplayList(size: Size(390, 120.5), scale: 3, background: white, items: [
            .text(TextRun(text: "Hello", style: TextStyle(family: "Inter", size: 17), color: black,
                          origin: Point(20, 20), width: 300)),
        ])
        let svg = String(decoding: try renderer.render(drawn, format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("width=\"390pt\""), String(svg.prefix(300)))
        XCTAssertTrue(svg.contains("height=\"120.5pt\""), String(svg.prefix(300)))
        let pdf = String(decoding: try renderer.render(drawn, format: .pdf), as: UTF8.self)
        XCTAssertTrue(pdf.hasPrefix("%PDF-"))
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 390 120.5 ]"))
        XCTAssertTrue(pdf.contains("Inter"), "the font is embedded by name")
    }

    func testImagesTooLargeForCairoFailWithAClearMessage() throws {
        let renderer = try CairoRenderer()
        let huge = DisplayList(size: Size(390, 20_000), scale: 3, background: white, items: [])
        XCTAssertThrowsError(try renderer.render(huge, format: .png)) { error in
            XCTAssertTrue("\(error)".contains("(32767 px a side, 256 Mpx)"), "\(error)")
        }
        XCTAssertNoThrow(try renderer.render(huge, format: .pdf), "vector output has no pixel limit")
    }

    func testPangoMeasurementMatchesTheFontSize() throws {
        let renderer = try CairoRenderer()
        let style = TextStyle(family: "Inter", size: 17, tracking: -0.41)
        let one = renderer.measurer.measure("Settings", style: style, width: nil, maxLines: 0)
        // Inter's line is 1.21 em (ascender 0.969, descender 0.242): 72 dpi makes 17 pt text 17 units tall.
        XCTAssertEqual(one.height, 17 * 1.2109, accuracy: 0.1)
        XCTAssertEqual(one.firstBaseline, 17 * 0.96875, accuracy: 0.1)
        XCTAssertEqual(one.lineCount, 1)
        let wrapped = renderer.measurer.measure(String(repeating: "word ", count: 40), style: style, width: 200,
                                                maxLines: 0)
        XCTAssertGreaterThan(wrapped.lineCount, 3)
        XCTAssertLessThanOrEqual(wrapped.width, 200)
        let limited = renderer.measurer.measure(String(repeating: "word ", count: 40), style: style, width: 200,
                                                maxLines: 2)
        XCTAssertEqual(limited.lineCount, 2)
        XCTAssertTrue(renderer.fonts.hasFamily("Inter"))
    }
}

/// The libpng encoder: RGB for opaque canvases, straight RGBA (un-premultiplied) otherwise, every setting decoding
/// to the same pixels.
final class PNGEncoderTests: XCTestCase {
    private func list(background: RGBAColor) -> DisplayList {
        DisplayList(size: Size(20, 10), scale: 2, background: background, items: [
            .fill(FilledShape(rect: Rect(x: 2, y: 2, width: 10, height: 6), color: RGBAColor(0, 122, 255, 100))),
        ])
    }

    func testTransparentCanvasesKeepStraightAlpha() throws {
        let renderer = try CairoRenderer()
        let drawn = list(background: RGBAColor(0, 0, 0, 0))
        let png = try renderer.render(drawn, format: .png)
        XCTAssertEqual(png[25], 6, "colour type 6: RGBA")
        let decoded = try ImageSurface.decodePNG(png)
        let pixel = decoded[10, 8]
        XCTAssertEqual(pixel.alpha, 100)
        XCTAssertEqual(Int(pixel.blue), 255, "un-premultiplied: the colour, not the colour times alpha")
        XCTAssertEqual(Int(pixel.green), 122, accuracy: 2)
        XCTAssertEqual(decoded[0, 0].alpha, 0)
    }

    func testOpaqueCanvasesAreRGBAndEverySettingGivesTheSamePixels() throws {
        let renderer = try CairoRenderer()
        let drawn = list(background: RGBAColor(255, 255, 255))
        var images: [RGBAImage] = []
        for setting in PNGCompression.allCases {
            renderer.pngCompression = setting
            let png = try renderer.render(drawn, format: .png)
            XCTAssertEqual(png[25], 2, "colour type 2: RGB")
            XCTAssertEqual(png, try renderer.render(drawn, format: .png), "deterministic per setting")
            images.append(try ImageSurface.decodePNG(png))
        }
        XCTAssertEqual(Set(images.map(\.pixels)).count, 1)
        XCTAssertEqual(images[0], try renderer.rasterize(drawn))
    }
}

/// Truncation drawn by Pango: a middle cut keeps the text's end where the uncut end would be drawn, a tail cut
/// replaces it with "…"; the same `CairoContext` draws PNG, SVG and PDF, so the raster stands for all three.
final class TextTruncationRenderingTests: XCTestCase {
    private let style = TextStyle(family: "Inter", size: 17, tracking: -0.41)
    private let text = "Somewhere else entirely"

    private func render(_ text: String, maxLines: Int, truncation: TextTruncation,
                        alignment: TextAlignment, renderer: CairoRenderer) throws -> RGBAImage {
        var run = TextRun(text: text, style: style, color: RGBAColor(0, 0, 0), origin: Point(20, 5), width: 120,
                          maxLines: maxLines, alignment: alignment)
        run.truncation = truncation
        return try renderer.rasterize(DisplayList(size: Size(160, 30), scale: 2, background: RGBAColor(255, 255, 255),
                                                  items: [.text(run)]))
    }

    /// Summed absolute difference of the red channel over pixel columns `columns`.
    private func difference(_ a: RGBAImage, _ b: RGBAImage, columns: Range<Int>) -> Int {
        var sum = 0
        for x in columns { for y in 0..<a.height { sum += abs(Int(a[x, y].red) - Int(b[x, y].red)) } }
        return sum
    }

    /// Columns holding any ink.
    private func inkColumns(_ image: RGBAImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0] != .white } }
    }

    func testAMiddleCutKeepsTheEndAndATailCutKeepsTheStart() throws {
        let renderer = try CairoRenderer()
        let middle = try render(text, maxLines: 1, truncation: .middle, alignment: .right, renderer: renderer)
        let tail = try render(text, maxLines: 1, truncation: .tail, alignment: .right, renderer: renderer)
        let end = try render("entirely", maxLines: 1, truncation: .tail, alignment: .right, renderer: renderer)
        // The last 45 pt of the box (x 95…140 pt, pixels 190…280) hold "entirely" in the middle cut.
        let trailing = 190..<280
        let middleToEnd = difference(middle, end, columns: trailing)
        let tailToEnd = difference(tail, end, columns: trailing)
        XCTAssertLessThan(middleToEnd * 4, tailToEnd, "middle: the end is drawn as uncut (\(middleToEnd) vs \(tailToEnd))")
        XCTAssertTrue(middle != tail, "the two cuts draw differently")

        let leftTail = try render(text, maxLines: 1, truncation: .tail, alignment: .left, renderer: renderer)
        let start = try render("Somewhere", maxLines: 1, truncation: .tail, alignment: .left, renderer: renderer)
        let leftMiddle = try render(text, maxLines: 1, truncation: .middle, alignment: .left, renderer: renderer)
        let leading = 40..<150
        XCTAssertLessThan(difference(leftTail, start, columns: leading) * 4,
                          max(1, difference(leftTail, leftMiddle, columns: 150..<280)),
                          "tail: the start is drawn as uncut, the rest differs from a middle cut")
        for image in [middle, tail, leftTail, leftMiddle] {
            let ink = inkColumns(image)
            XCTAssertGreaterThanOrEqual(ink.first ?? 0, 40, "no ink before the box")
            XCTAssertLessThan(ink.last ?? .max, 280, "no ink past the box: the text is cut, not overflowing")
        }
        // The "…" touches the kept text, so a right-aligned cut ends at the box's edge (Pango's padded ellipsis
        // run left up to a glyph's width empty there).
        for image in [middle, tail] {
            XCTAssertGreaterThanOrEqual(inkColumns(image).last ?? 0, 276, "ink within 2 pt of the trailing edge")
        }
        // Uncut, the text is wider than the box: ellipsising is what keeps it inside.
        XCTAssertGreaterThan(renderer.measurer.measure(text, style: style, width: nil, maxLines: 1).width, 120)
        let cut = renderer.measurer.measure(text, style: style, width: 120, maxLines: 1, truncation: .middle)
        XCTAssertEqual(cut.lineCount, 1)
        // Pango counts the last glyph's trailing letter spacing (tracking -0.41) in the logical width.
        XCTAssertLessThanOrEqual(cut.width, 120.5)
    }
}
