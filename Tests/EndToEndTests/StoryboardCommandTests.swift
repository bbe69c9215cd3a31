import Foundation
import XCTest

/// Storyboards through the built binary: each static table view controller is a pane, as a Settings bundle's
/// panes are (a PDF page each, `--out-dir` files named after the scenes, `--pane`, import), warnings once each.
final class StoryboardCommandTests: TableRenderTestCase {
    static let fixtures = TableRenderBinary.packageRoot
        .appendingPathComponent("Tests/TableImportTests/Fixtures/Storyboards")

    /// Copies the fixtures (the storyboards and the asset catalog beside them) into the test folder.
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.copyItem(at: Self.fixtures, to: folder.appendingPathComponent("Storyboards"))
    }

    private let settings = "Storyboards/Base.lproj/Settings.storyboard"

    func testEveryStaticTableIsAPageAndAFileNamedAfterItsScene() throws {
        let result = try runSuccessfully([settings, "-o", "settings.pdf"])
        let text = String(decoding: try contents(of: "settings.pdf"), as: UTF8.self)
        let pages = text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count - 1
        XCTAssertEqual(pages, 2, "two static table view controllers")
        // The missing image is reported once, with its line and column, not once per table.
        let missing = result.stderrLines.filter { $0.contains("image \"CloudTile\" not found") }
        XCTAssertEqual(missing.count, 1, result.stderr)
        XCTAssertTrue(missing.first?.hasPrefix("\(settings):168:199: warning: ") ?? false, result.stderr)

        _ = try runSuccessfully([settings, "-q", "--scale", "1", "--out-dir", "out"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted(),
                       ["Notifications.png", "Settings.png"])
        _ = try runSuccessfully([settings, "-q", "--scale", "1", "--pane", "Notifications", "-o", "one.png"])
        XCTAssertEqual(try contents(of: "one.png"), try contents(of: "out/Notifications.png"))
    }

    func testADocumentWithoutAStaticTableOrNotXMLIsAnInputError() throws {
        for (file, message) in [("Storyboards/Dynamic.storyboard", "no static table view controller to draw"),
                                ("Storyboards/Broken.storyboard", "Storyboards/Broken.storyboard:")] {
            let result = try run([file, "-o", "out.png"])
            XCTAssertEqual(result.status, 2, file)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        }
    }

    func testValidateReportsWarningsAndFailsOnlyOnABrokenDocument() throws {
        let valid = try run(["validate", settings])
        XCTAssertEqual(valid.status, 0, valid.stderr)
        XCTAssertTrue(valid.stderrLines.contains { $0.contains("warning: image \"CloudTile\" not found") }, valid.stderr)
        let broken = try run(["validate", "Storyboards/Broken.storyboard"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderrLines.contains { $0.hasPrefix("Storyboards/Broken.storyboard:10:25: ") }, broken.stderr)
    }

    func testImportWritesASpecThatRendersTheSamePixels() throws {
        _ = try runSuccessfully(["import", settings, "--pane", "Notifications", "-o", "notifications.json"])
        _ = try runSuccessfully(["notifications.json", "-q", "--scale", "1", "-o", "from-spec.png"])
        _ = try runSuccessfully([settings, "-q", "--scale", "1", "--pane", "Notifications", "-o", "direct.png"])
        XCTAssertEqual(try contents(of: "from-spec.png"), try contents(of: "direct.png"))
    }
}
