import CairoBackend
import Foundation
import TableRenderSnapshotTesting
import XCTest

/// The snapshot strategies, recorded into a temporary folder (`verifySnapshot(…snapshotDirectory:)`) and then
/// held to it: what swift-snapshot-testing users expect of recording, matching and failing.
final class SnapshotStrategyTests: XCTestCase {
    private var folder: URL!
    private var artifacts: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablerender-snapshots-\(UUID().uuidString)")
        artifacts = folder.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // swift-snapshot-testing and the strategy both read it for each failure.
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
    }

    override func tearDownWithError() throws {
        unsetenv("SNAPSHOT_ARTIFACTS")
        try? FileManager.default.removeItem(at: folder)
        try super.tearDownWithError()
    }

    private static func spec(_ second: String = "Bluetooth") -> Spec {
        var spec = Spec(sections: [Section(header: SectionHeader(text: "Connections"), rows: [
            Row("Wi-Fi", detail: "Home", accessory: .disclosure),
            Row(second, detail: "On", accessory: .disclosure),
        ])])
        spec.width = 200
        spec.scale = 1
        return spec
    }

    private func verify<Format>(_ spec: Spec, as strategy: Snapshotting<Spec, Format>, named name: String,
                                record: SnapshotTestingConfiguration.Record = .missing,
                                testName: String = #function) -> String? {
        verifySnapshot(of: spec, as: strategy, named: name, record: record, snapshotDirectory: folder.path,
                       testName: testName)
    }

    private func reference(_ name: String, _ ext: String, testName: String = #function) -> URL {
        folder.appendingPathComponent("\(testName.replacingOccurrences(of: "()", with: "")).\(name).\(ext)")
    }

    func testRecordsThenMatchesThenFailsOnAChangedSpecWithADiffImage() throws {
        let recorded = try XCTUnwrap(verify(Self.spec(), as: .tablerender, named: "settings"),
                                     "the first run records and fails, as swift-snapshot-testing does")
        XCTAssertTrue(recorded.contains("No reference was found on disk. Automatically recorded snapshot"), recorded)
        let file = reference("settings", "png")
        let bytes = [UInt8](try Data(contentsOf: file))
        XCTAssertEqual(bytes, try TableRenderer.shared.render(Self.spec()), "the reference is the render's own PNG")

        XCTAssertNil(verify(Self.spec(), as: .tablerender, named: "settings"))

        let failure = try XCTUnwrap(verify(Self.spec("Bluetooth LE"), as: .tablerender, named: "settings"))
        XCTAssertTrue(failure.contains("Snapshot \"settings\" does not match reference."), failure)
        XCTAssertTrue(failure.contains("tablerender: the render differs from the reference by decoded pixels "
                                       + "(tolerances DiffOptions.goldens): mismatch: "), failure)
        XCTAssertTrue(failure.contains("pixels differ"), failure)
        XCTAssertEqual([UInt8](try Data(contentsOf: file)), bytes, "a failure leaves the reference alone")
        // swift-snapshot-testing's own artifact: the failed render, beside which ours go.
        XCTAssertTrue(failure.contains(artifacts.path), failure)
        let paths = failure.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": \(artifacts.path)/tablerender/") else { return nil }
            return String(line[line.index(range.lowerBound, offsetBy: 2)...])
        }
        XCTAssertEqual(paths.count, 2, failure)
        XCTAssertTrue(paths[0].hasSuffix(".diff.png") && paths[1].hasSuffix(".compare.png"), "\(paths)")
        let diff = try ImageSurface.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: paths[0]))))
        XCTAssertEqual(diff.width, 200)
    }

    func testRecordModeAllRewritesAndAReEncodedReferenceStillMatches() throws {
        XCTAssertNotNil(verify(Self.spec(), as: .tablerender, named: "s"))
        let file = reference("s", "png")
        let message = try XCTUnwrap(verify(Self.spec("Bluetooth LE"), as: .tablerender, named: "s", record: .all))
        XCTAssertTrue(message.contains("Record mode is on"), message)
        XCTAssertEqual([UInt8](try Data(contentsOf: file)), try TableRenderer.shared.render(Self.spec("Bluetooth LE")))

        // Another encoder's bytes of the same pixels: compared by pixels, so it matches.
        let reencoded = try ImageSurface.encodePNG(try ImageSurface.decodePNG([UInt8](try Data(contentsOf: file))))
        try Data(reencoded).write(to: file)
        XCTAssertNil(verify(Self.spec("Bluetooth LE"), as: .tablerender, named: "s"))

        let never = try XCTUnwrap(verify(Self.spec(), as: .tablerender, named: "other", record: .never))
        XCTAssertTrue(never.contains("New snapshot was not recorded"), never)
    }

    func testOverridesAndTolerances() throws {
        XCTAssertNotNil(verify(Self.spec(), as: .tablerender(device: .iphoneSE, appearance: .dark), named: "se"))
        let png = try ImageSurface.decodePNG([UInt8](try Data(contentsOf: reference("se", "png"))))
        XCTAssertEqual(png.width, 750, "iPhone SE: 375 pt at 2x")
        XCTAssertNil(verify(Self.spec(), as: .tablerender(overrides: SpecOverrides(appearance: .dark, device: .iphoneSE)),
                            named: "se"))
        XCTAssertNotNil(verify(Self.spec(), as: .tablerender(device: .iphoneSE), named: "se"), "light is another picture")

        XCTAssertNotNil(verify(Self.spec(), as: .tablerender, named: "loose"))
        // One letter fewer: the same size, a few pixels changed.
        let loose = DiffOptions(threshold: 0, includeAntiAliasing: false, maxDifferentRatio: 0.5)
        XCTAssertNil(verify(Self.spec("Bluetoot"), as: .tablerender(options: loose), named: "loose"))
        let strict = try XCTUnwrap(verify(Self.spec("Bluetoot"), as: .tablerender, named: "loose"))
        XCTAssertTrue(strict.contains("pixels differ"), strict)
    }

    func testAReferenceThatIsNotAPNGFailsWithItsReason() throws {
        let file = reference("broken", "png")
        try Data("not a PNG".utf8).write(to: file)
        let failure = try XCTUnwrap(verify(Self.spec(), as: .tablerender, named: "broken"))
        XCTAssertTrue(failure.contains("mismatch: the golden is not a PNG file"), failure)
        XCTAssertTrue(failure.contains("no diff image: the reference could not be decoded"), failure)
    }

    func testSVGRecordsAndFailsLineByLine() throws {
        XCTAssertNotNil(verify(Self.spec(), as: .tablerenderSVG, named: "vector"))
        let svg = try String(contentsOf: reference("vector", "svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"), String(svg.prefix(200)))
        XCTAssertNil(verify(Self.spec(), as: .tablerenderSVG, named: "vector"))
        let failure = try XCTUnwrap(verify(Self.spec("Bluetooth LE"), as: .tablerenderSVG, named: "vector"))
        XCTAssertTrue(failure.contains("@@"), "a unified diff of the lines:\n\(failure.prefix(600))")
    }
}
