import CairoBackend
import Foundation
import ImageDiff
import TableRenderKit
import TestSupport
import XCTest

/// Icon images are refused from their PNG header when too large, and checked once per distinct file.
final class IconImageLimitTests: TemporaryFolderTestCase {
    private func spec(rows: Int, image: String) -> String {
        let row = #"{ "title": "Photos", "icon": { "image": "\#(image)" } }"#
        return """
            { "width": 200, "scale": 1,
              "sections": [ { "rows": [
            \(Array(repeating: row, count: rows).joined(separator: ",\n"))
              ] } ] }
            """
    }

    private func load(_ relative: String) throws -> Void {
        _ = try SpecSource(path: path(relative)).load()
    }

    func testHugeIconIsRefusedFromItsHeaderWithItsPositionInWellUnderASecond() throws {
        // 57 bytes claiming 20000×20000 px: decoding it as an icon took 17 s and 3 GB.
        try FileManager.default.createDirectory(atPath: path("icons"), withIntermediateDirectories: true)
        try Data(CraftedPNG.headerOnly(width: 20000, height: 20000)).write(to: URL(fileURLWithPath: path("icons/big.png")))
        try write(spec(rows: 1, image: "icons/big.png"), to: "t.json")
        let start = Date()
        XCTAssertThrowsError(try load("t.json")) { error in
            XCTAssertEqual("\(error)", path("t.json") + #":3:41: sections[0].rows[0].icon.image: the image is "#
                + #"20000×20000 px; at most 4096 px a side ("icons/big.png")"#)
            XCTAssertEqual((error as? RenderError)?.exitCode, 2)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "a bound, not a benchmark")
    }

    func testIconUsedByManyRowsIsDecodedOnce() throws {
        // A 2048×2048 icon takes a tenth of a second or so to decode: 100 decodes took 24 s in a debug build.
        try FileManager.default.createDirectory(atPath: path("icons"), withIntermediateDirectories: true)
        var image = RGBAImage(width: 2048, height: 2048, fill: RGBAPixel(0, 122, 255))
        image.pixels[0] = 7  // not one colour, so the encoder cannot make it trivial
        try Data(try ImageSurface.encodePNG(image)).write(to: URL(fileURLWithPath: path("icons/photo.png")))
        try write(spec(rows: 100, image: "icons/photo.png"), to: "t.json")
        let start = Date()
        let spec = try SpecSource(path: path("t.json")).load()
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "one decode, not 100")
        XCTAssertEqual(spec.sections[0].rows.count, 100)
    }

    func testRendererDecodesAnIconOnceAcrossRowsPagesAndRenders() throws {
        try FileManager.default.createDirectory(atPath: path("icons"), withIntermediateDirectories: true)
        var image = RGBAImage(width: 64, height: 64, fill: RGBAPixel(0, 122, 255))
        image[3, 3] = .white
        try Data(try ImageSurface.encodePNG(image)).write(to: URL(fileURLWithPath: path("icons/photo.png")))
        try write(spec(rows: 40, image: "icons/photo.png"), to: "t.json")
        let spec = try SpecSource(path: path("t.json")).load()
        let pipeline = try RenderPipeline()
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        let first = try pipeline.render(spec, format: .png)
        let pages = try pipeline.write(spec, format: .png, to: path("out/t.png"), name: "t", maximumPageHeight: 300)
        XCTAssertGreaterThan(pages.count, 2)
        _ = try pipeline.render(spec, format: .pdf)
        XCTAssertEqual(pipeline.renderer.iconDecodes, 1, "40 rows, several pages, three renders: one decode")
        XCTAssertEqual(try pipeline.render(spec, format: .png), first, "the cached icon draws the same bytes")
    }

    func testIconReplacedByAHugeOneAfterLoadingIsRefusedWhenDrawn() throws {
        try FileManager.default.createDirectory(atPath: path("icons"), withIntermediateDirectories: true)
        let icon = URL(fileURLWithPath: path("icons/photo.png"))
        try Data(try ImageSurface.encodePNG(RGBAImage(width: 8, height: 8, fill: .black))).write(to: icon)
        try write(spec(rows: 2, image: "icons/photo.png"), to: "t.json")
        let spec = try SpecSource(path: path("t.json")).load()
        try Data(CraftedPNG.headerOnly(width: 20000, height: 20000)).write(to: icon)
        let start = Date()
        XCTAssertThrowsError(try RenderPipeline().render(spec, format: .png, name: "t.json")) { error in
            XCTAssertEqual("\(error)", "t.json: \(icon.path): the PNG is 20000×20000 px; at most 4096 px a side, 16 Mpx")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "a bound, not a benchmark")
    }

    func testEveryRowNamingABadIconIsReported() throws {
        try write("not a png", to: "icons/text.png")
        try write(spec(rows: 3, image: "icons/text.png"), to: "t.json")
        XCTAssertThrowsError(try load("t.json")) { error in
            let lines = "\(error)".split(separator: "\n")
            XCTAssertEqual(lines.count, 3, "one line per row, though the file was checked once")
            XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(#"the image is not a PNG file ("icons/text.png")"#) }, "\(lines)")
        }
    }
}
