@testable import CairoBackend
import TableRenderKit
import TableSpec
import XCTest

/// The pipeline prefetched on a second thread is taken once, arrives with its fonts loaded, and draws what a
/// pipeline built on the spot draws.
final class PipelinePrefetchTests: XCTestCase {
    func testThePrefetchedPipelineIsTakenOnceAndDrawsTheSameBytes() throws {
        RenderPipeline.prefetch()
        RenderPipeline.prefetch()   // a second start changes nothing
        let first = try RenderPipeline.prefetched(pngCompression: .fast)
        XCTAssertGreaterThan(first.renderer.measurer.factory.layoutsBuilt, 0, "the warm-up table was laid out")
        let second = try RenderPipeline.prefetched(pngCompression: .default)
        XCTAssertFalse(first === second, "taken once; later callers get a new pipeline")
        XCTAssertEqual(second.renderer.measurer.factory.layoutsBuilt, 0)
        XCTAssertEqual(second.renderer.pngCompression, .default)

        let json = """
            {"scale": 2, "sections": [{"header": "Display", "rows": [
              {"title": "Wi-Fi", "detail": "Home", "icon": {"symbol": "wifi", "color": "systemBlue"}},
              {"title": "Bold Text", "switch": true}]}]}
            """
        let spec = try SpecLoader.decode(SpecLoader.parse(Array(json.utf8), format: .json))
        second.renderer.pngCompression = .fast
        XCTAssertEqual(try first.render(spec, format: .png), try second.render(spec, format: .png))
    }
}
