import Foundation
import TableImport
import TableRenderKit
import TableSpec
import XCTest

/// A Settings bundle in a batch: one job per pane, named after it, loading the pane with its own warnings.
final class BundleJobTests: TemporaryFolderTestCase {
    static let settings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TableImportTests/Fixtures/Acme/Settings.bundle").path

    func testABundleIsAJobPerPaneInDepthFirstOrder() throws {
        let jobs = try SpecCollector.collect([Self.settings], bundle: BundleOptions(locale: "de"))
        XCTAssertEqual(jobs.map(\.name), ["Root", "Privacy", "Advanced", "Acknowledgements"])
        XCTAssertEqual(jobs[1].output(in: "out", suffix: ".png"), "out/Privacy.png")
        let (spec, warnings) = try jobs[1].loadReporting(format: nil, overrides: SpecOverrides())
        XCTAssertEqual(spec.navigationBar?.title, "Datenschutz")
        XCTAssertEqual(warnings.count, 1, "only Privacy.plist's own problems: \(warnings)")
        XCTAssertTrue(warnings[0].contains("Privacy.plist:") && warnings[0].contains("warning: a child pane before any PSGroupSpecifier"))
        let root = try jobs[0].loadReporting(format: nil, overrides: SpecOverrides()).warnings
        XCTAssertTrue(root.allSatisfy { $0.contains("Root.plist") || $0.contains(".strings") }, "\(root)")
    }

    func testABundleWhoseRootCannotBeReadIsOneFailingJob() throws {
        try FileManager.default.createDirectory(atPath: path("Empty.bundle"), withIntermediateDirectories: true)
        let jobs = try SpecCollector.collect([path("Empty.bundle")])
        XCTAssertEqual(jobs.count, 1)
        XCTAssertThrowsError(try jobs[0].load(format: nil, overrides: SpecOverrides())) { error in
            XCTAssertTrue(String(describing: error).contains("no Root.plist in the bundle"), "\(error)")
        }
    }
}
