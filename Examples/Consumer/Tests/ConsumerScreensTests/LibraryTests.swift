import ConsumerScreens
import TableRenderKit
import XCTest

/// The library through `import TableRenderKit`: a spec file loaded, rendered and compared with its golden (the
/// golden the plugin's `check specs --golden goldens` reads too), and screens built in Swift rendered.
final class LibraryTests: XCTestCase {
    /// This package's folder, so the tests run from anywhere.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testGeneralMatchesItsGolden() throws {
        let spec = try Spec.load(contentsOf: Self.package.appendingPathComponent("specs/general.json"))
        let comparison = try TableRenderer.shared.compare(spec, withGoldenAt: Self.package.appendingPathComponent("goldens/general.png").path)
        if !comparison.passed {
            let folder = Self.package.appendingPathComponent(".build/golden-diffs").path
            let files = try comparison.writeArtifacts(to: folder, name: "general")
            XCTFail("\(comparison.summary)\n\(files.joined(separator: "\n"))")
        }
        XCTAssertEqual(comparison.actualSize, ImageSize(width: 750, height: comparison.actualSize.height))
    }

    func testAChangedSpecFailsTheComparison() throws {
        var spec = try Spec.load(contentsOf: Self.package.appendingPathComponent("specs/general.json"))
        spec.sections[1].rows[0].detail = "41.3 GB"
        let comparison = try TableRenderer.shared.compare(spec, withGoldenAt: Self.package.appendingPathComponent("goldens/general.png").path)
        XCTAssertEqual(comparison.verdict, .mismatch)
        XCTAssertNotNil(comparison.result?.changedBounds)
    }

    func testScreensBuiltInSwiftRender() throws {
        let spec = Screens.network()
        XCTAssertNoThrow(try spec.validate())
        let (light, dark) = try Screens.review(spec)
        XCTAssertNotEqual(light, dark)
        let comparison = try GoldenComparison(actualPNG: dark, expectedPNG: light)
        XCTAssertEqual(comparison.verdict, .mismatch, "dark is another picture")
        XCTAssertEqual(comparison.actualSize.width, 750)
        let exports = try Screens.exports(spec)
        XCTAssertEqual(exports.map(\.format), [.png, .svg, .pdf])
        XCTAssertTrue(String(decoding: exports[1].bytes.prefix(200), as: UTF8.self).contains("<svg"))
    }
}
