@testable import CairoBackend
@testable import TableRenderKit
import TableSpec
import XCTest

/// The pipeline prefetched on a second thread is taken once, arrives with its fonts loaded, and draws what a
/// pipeline built on the spot draws.
final class PipelinePrefetchTests: XCTestCase {
    func testThePrefetchedPipelineIsTakenOnceAndDrawsTheSameBytes() throws {
        RenderPipeline.prefetch()
        RenderPipeline.prefetch()   // a second start changes nothing
        let first = try RenderPipeline.prefetched(pngCompression: .fast)
        XCTAssertGreaterThan(first.renderer.measurer.factory.layoutsBuilt, 0, "the first warm-up table was laid out")
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

    /// The warm-up lays out its first table always and the others only while the pipeline is not wanted.
    func testTheWarmUpStopsOnceThePipelineIsWanted() throws {
        let stopped = try RenderPipeline()
        var asked = 0
        stopped.warmUp(while: { asked += 1; return false })
        let first = stopped.renderer.measurer.factory.layoutsBuilt
        XCTAssertGreaterThan(first, 0)
        XCTAssertEqual(asked, RenderPipeline.warmUpSpecs.count - 1, "asked before each table after the first")

        let whole = try RenderPipeline()
        whole.warmUp(while: { true })
        XCTAssertGreaterThan(whole.renderer.measurer.factory.layoutsBuilt, first, "every table laid out")
        for text in RenderPipeline.warmUpSpecs {
            XCTAssertNoThrow(try SpecLoader.decode(SpecLoader.parse(Array(text.utf8), format: .json)), text)
        }
    }
}
