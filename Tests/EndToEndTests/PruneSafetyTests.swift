import Foundation
import XCTest

/// `check --prune` deletes nothing when the run cannot know every golden's spec.
final class PruneSafetyTests: TableRenderTestCase {
    func testAnUnreadableBundleStopsThePrune() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/a.json")
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        // What a readable bundle's panes would have left, and a real orphan.
        try writeCreatingFolders("png", to: "golden/Root.png")
        try writeCreatingFolders("png", to: "golden/old.png")
        try writeCreatingFolders("<plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><string>oops", to: "specs/Broken.bundle/Root.plist")
        let result = try run(["check", "specs", "specs/Broken.bundle", "--golden", "golden", "--prune"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--prune: nothing deleted: specs/Broken.bundle could not be read, so its goldens cannot be told from orphans"),
                      result.stderr)
        XCTAssertEqual(files(under: "golden"), ["Root.png", "a.png", "old.png"])
        // Without the bundle every spec is read, and the run deletes the goldens nothing produces.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("specs/Broken.bundle"))
        let pruned = try run(["check", "specs", "--golden", "golden", "--prune"])
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertEqual(files(under: "golden"), ["a.png"])
        XCTAssertTrue(pruned.stdoutText.contains("golden/old.png: orphan golden deleted"), pruned.stdoutText)
    }

    func testPruneIsRefusedForAShardOrAFileArgument() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/a.json")
        try writeCreatingFolders("png", to: "golden/old.png")
        let sharded = try run(["check", "specs", "--golden", "golden", "--prune", "--shard", "1/2"])
        XCTAssertEqual(sharded.status, 64)
        XCTAssertTrue(sharded.stderr.contains("--prune needs a whole run"), sharded.stderr)
        let file = try run(["check", "specs/a.json", "--golden", "golden", "--prune"])
        XCTAssertEqual(file.status, 64)
        XCTAssertTrue(file.stderr.contains("--prune needs folders of specs (or bundles), not the file specs/a.json"), file.stderr)
        XCTAssertEqual(files(under: "golden"), ["old.png"])
    }
}
