import Foundation
import TableImport
@testable import TableRenderKit
import XCTest

/// Bundles and storyboards written to misbehave: pane names that are paths, files outside the bundle.
final class ImportHardeningTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A pane plist with `specifiers` (XML fragments) as its PreferenceSpecifiers.
    static func pane(_ specifiers: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
        \(specifiers.joined(separator: "\n"))
        </array></dict></plist>
        """
    }

    static func child(_ file: String, title: String = "Child") -> String {
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(title)</string>"
            + "<key>File</key><string>\(file)</string></dict>"
    }

    static let group = "<dict><key>Type</key><string>PSGroupSpecifier</string></dict>"

    func write(_ text: String, _ relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testPaneFileNamesStayOneComponentInsideTheOutputFolder() throws {
        XCTAssertEqual(SpecJob.fileName(forPane: "../../etc/x"), ".._.._etc_x")
        XCTAssertEqual(SpecJob.fileName(forPane: ".."), "_")
        XCTAssertEqual(SpecJob.fileName(forPane: "."), "_")
        XCTAssertEqual(SpecJob.fileName(forPane: ""), "_")
        XCTAssertEqual(SpecJob.fileName(forPane: "a\\b\u{7}c\n"), "a_bc")
        XCTAssertEqual(SpecJob.fileNames(forPanes: ["a/b", "a_b", "a_b", ".."]), ["a_b", "a_b 2", "a_b 3", "_"])
    }

    func testABundleChildNamedAsAPathWritesInsideTheOutputFolder() throws {
        try write(Self.pane([Self.group, Self.child("../Settings.bundle/Other"), Self.child("./Child"),
                             Self.child("Child", title: "Again")]), "Settings.bundle/Root.plist")
        try write(Self.pane([Self.group]), "Settings.bundle/Child.plist")
        try write(Self.pane([Self.group]), "Settings.bundle/Other.plist")
        let jobs = try SpecCollector.collect([folder.appendingPathComponent("Settings.bundle").path])
        XCTAssertEqual(jobs.map(\.pane?.name), ["Root", "../Settings.bundle/Other", "Child"],
                       "./Child and Child are one pane")
        let out = folder.appendingPathComponent("out").path
        for job in jobs {
            let output = URL(fileURLWithPath: job.output(in: out, suffix: ".png")).standardizedFileURL
            XCTAssertEqual(output.deletingLastPathComponent().path, URL(fileURLWithPath: out).standardizedFileURL.path,
                           job.name)
        }
    }
}

extension ImportHardeningTests {
    func testABundleIsReadOnceForAllItsPaneJobs() throws {
        try write(Self.pane([Self.group, Self.child("Child")]), "Settings.bundle/Root.plist")
        try write(Self.pane([Self.group]), "Settings.bundle/Child.plist")
        let jobs = try SpecCollector.collect([folder.appendingPathComponent("Settings.bundle").path])
        // The bundle is gone: the jobs still load, from what the collector read.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Settings.bundle"))
        for job in jobs {
            XCTAssertNoThrow(try job.loadReporting(format: nil, overrides: SpecOverrides()), job.name)
        }
    }
}
