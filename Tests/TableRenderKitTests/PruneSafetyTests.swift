import Foundation
import TableRenderKit
import TableScale
import XCTest

/// `check --prune` deletes only in a whole run: the rule, without the binary.
final class PruneSafetyRuleTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(Self.tinySpec, to: "specs/a.json")
        try write("", to: "goldens/a.png")
    }

    func testAWholeRunOfFoldersMayPrune() {
        XCTAssertNil(PruneSafety.refusal(specs: [path("specs")], sharded: false, golden: path("goldens")))
        XCTAssertNil(PruneSafety.refusal(specs: [path("specs")], sharded: false, golden: path("specs/__goldens__")),
                     "goldens inside the spec folder are fine")
    }

    func testAShardAFileOrAGoldenFolderAroundTheSpecsIsRefused() throws {
        XCTAssertTrue(PruneSafety.refusal(specs: [path("specs")], sharded: true, golden: path("goldens"))?
            .hasPrefix("--prune needs a whole run") == true)
        XCTAssertTrue(PruneSafety.refusal(specs: [path("specs/a.json")], sharded: false, golden: path("goldens"))?
            .hasPrefix("--prune needs folders of specs (or bundles), not the file") == true)
        XCTAssertTrue(PruneSafety.refusal(specs: [path("specs")], sharded: false, golden: folder.path)?
            .contains("holds the specs") == true, "--golden .. by mistake")
        // However the folder is named: through a link, with a trailing slash.
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: folder.path)
        XCTAssertNotNil(PruneSafety.refusal(specs: [path("specs")], sharded: false, golden: path("link") + "/"))
        XCTAssertNotNil(PruneSafety.refusal(specs: [path("specs")], sharded: false, golden: path("specs")),
                        "the spec folder itself")
    }

    func testARunWithAnUnreadJobOrAnUnrenderedSpecDeletesNothing() {
        let good = SpecJob(path: path("specs/a.json"), name: "a")
        let unread = SpecJob(path: path("specs/b.json"), name: "b", problem: "the file name is not valid UTF-8")
        XCTAssertNil(PruneSafety.refusal(afterRun: [good], unrendered: nil))
        XCTAssertEqual(PruneSafety.refusal(afterRun: [good, unread], unrendered: nil),
                       "--prune: nothing deleted: \(path("specs/b.json")) could not be checked, so the run cannot tell its goldens from orphans")
        XCTAssertNotNil(PruneSafety.refusal(afterRun: [good], unrendered: good))
    }
}
