import CairoBackend
import Foundation
import XCTest

/// `check --prune` deletes nothing when the run cannot know every golden's spec.
final class PruneSafetyTests: TableRenderTestCase {
    func testAnUnreadableBundleStopsThePrune() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/a.json")
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        // What a readable bundle's panes would have left, and a real orphan.
        for name in ["Root.png", "old.png"] {
            try FileManager.default.copyItem(at: folder.appendingPathComponent("golden/a.png"),
                                             to: folder.appendingPathComponent("golden/" + name))
        }
        try writeCreatingFolders("<plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><string>oops", to: "specs/Broken.bundle/Root.plist")
        let result = try run(["check", "specs", "specs/Broken.bundle", "--golden", "golden", "--prune"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--prune: nothing deleted: specs/Broken.bundle could not be checked, so the run cannot tell its goldens from orphans"),
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

    func testASpecThatDoesNotRenderOrAGoldenFolderAroundTheSpecsStopsThePrune() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/a.json")
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        try FileManager.default.copyItem(at: folder.appendingPathComponent("golden/a.png"),
                                         to: folder.appendingPathComponent("golden/old.png"))
        try writeCreatingFolders(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let broken = try run(["check", "specs", "--golden", "golden", "--prune"])
        XCTAssertEqual(broken.status, 2, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("--prune: nothing deleted: specs/bad.json could not be checked"), broken.stderr)
        XCTAssertEqual(files(under: "golden"), ["a.png", "old.png"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("specs/bad.json"))
        // `--golden .` (or `..`): the specs are inside it, so it is not a folder of goldens.
        let around = try run(["check", "specs", "--golden", ".", "--prune"])
        XCTAssertEqual(around.status, 64)
        XCTAssertTrue(around.stderr.contains("--prune: the golden folder . holds the specs specs; give the folder of goldens itself"),
                      around.stderr)
        XCTAssertEqual(files(under: "golden"), ["a.png", "old.png"])
    }

    /// Issue 27 item 8: a golden counts whoever wrote it. An optimised golden (its tEXt chunk stripped) or one from
    /// another tool used to be invisible to --orphans and --prune, while the docs said every regular .png counts.
    func testAGoldenWithoutTablerendersChunkIsStillAnOrphan() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/a.json")
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        // The same image re-encoded without any text chunk, as an optimiser leaves it.
        let image = try ImageSurface.decodePNG([UInt8](try contents(of: "golden/a.png")))
        let stripped = try ImageSurface.encodePNG(image)
        XCTAssertNil(PNGTextChunk.text(forKeyword: ToolchainVersions.pngKeyword, in: stripped))
        try Data(stripped).write(to: folder.appendingPathComponent("golden/a.png"))
        try Data(stripped).write(to: folder.appendingPathComponent("golden/old.png"))
        try writeCreatingFolders("notes", to: "golden/README.md")

        let listed = try run(["check", "specs", "--golden", "golden", "--orphans"])
        XCTAssertEqual(listed.status, 1, listed.stderr)
        XCTAssertTrue(stdoutLines(listed).contains("golden/old.png: orphan golden (no spec produces it)"), listed.stdoutText)
        XCTAssertFalse(listed.stdoutText.contains("golden/a.png: orphan"), "a.png is a's golden, stamped or not")

        let pruned = try run(["check", "specs", "--golden", "golden", "--prune"])
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertTrue(pruned.stdoutText.contains("golden/old.png: orphan golden deleted"), pruned.stdoutText)
        XCTAssertEqual(files(under: "golden"), ["README.md", "a.png"])
    }
}
