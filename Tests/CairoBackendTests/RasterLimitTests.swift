import CairoBackend
import ImageDiff
import TableGraphics
import XCTest

/// `RasterLimit` is the one place raster sizes are judged: the renderer's refusal and the pipeline's PNG pages.
final class RasterLimitTests: XCTestCase {
    func testTheTallestImageOfAWidthFitsBothTheSideAndThePixelBudget() {
        let raster = RasterLimit.raster
        XCTAssertEqual(raster.maximumHeight(forWidth: 1170), 32767, "a phone at 3x: the side is the bound")
        XCTAssertEqual(raster.maximumHeight(forWidth: 16384), 16384, "256 Mpx / 16384 px")
        XCTAssertEqual(raster.maximumHeight(forWidth: 32767), 8192)
        XCTAssertTrue(raster.admits(width: 32767, height: raster.maximumHeight(forWidth: 32767)))
        XCTAssertFalse(raster.admits(width: 32767, height: raster.maximumHeight(forWidth: 32767) + 1))
        XCTAssertEqual(raster.maximumHeight(forWidth: 32768), 0, "no image that wide fits")
        XCTAssertEqual(raster.maximumHeight(forWidth: 0), 0)
    }

    func testTheRendererRefusesARasterOverTheLimitBeforeDrawing() throws {
        let renderer = try CairoRenderer()
        let square = DisplayList(size: Size(17000, 17000), scale: 1, background: RGBAColor(255, 255, 255), items: [])
        XCTAssertThrowsError(try renderer.rasterize(square)) { error in
            let exceeded = error as? RasterLimit.Exceeded
            XCTAssertEqual(exceeded?.width, 17000)
            XCTAssertEqual(exceeded?.height, 17000, "289 Mpx: each side fits, the total does not")
            XCTAssertEqual(exceeded?.limit, .raster)
        }
    }
}
