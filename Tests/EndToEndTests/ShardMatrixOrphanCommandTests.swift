import Foundation
import XCTest

/// `check --shard`, `--shard auto`, `--matrix` and `--orphans`/`--prune` through the binary, read from the JSON
/// report.
final class ShardMatrixOrphanCommandTests: TableRenderTestCase {
    /// `variables` over blanks for every variable `--shard auto` reads: the test runner may itself be a sharded
    /// CI job, and an empty value counts as unset.
    private func ci(_ variables: [String: String]) -> [String: String] {
        let names = ["TABLERENDER_SHARD", "TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", "TEST_SHARD_STATUS_FILE",
                     "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT",
                     "CI_NODE_INDEX", "CI_NODE_TOTAL"]
        return Dictionary(uniqueKeysWithValues: names.map { ($0, "") }).merging(variables) { $1 }
    }

    private func names(_ report: String) throws -> [String] {
        try reportEntries(report).compactMap { $0["name"] as? String }
    }

    func testShardsArePairwiseDisjointAndTogetherTheWhole() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        _ = try run(["check", "specs", "--golden", "golden", "--report", "whole.json", "-q"])
        var shards: [[String]] = []
        for index in 1...3 {
            let result = try run(["check", "specs", "--golden", "golden", "--shard", "\(index)/3", "--report", "s\(index).json"])
            XCTAssertFalse(result.crashed)
            XCTAssertTrue(stdoutLines(result).last?.hasSuffix("(shard \(index)/3)") == true, result.stdoutText)
            XCTAssertEqual(try reportObject("s\(index).json")["shard"] as? String, "\(index)/3")
            shards.append(try names("s\(index).json"))
        }
        let whole = try names("whole.json")
        XCTAssertEqual(whole, Self.reviewNames)
        XCTAssertEqual(shards.flatMap { $0 }.sorted(), whole.sorted(), "together, the whole")
        for i in 0..<3 { for j in (i + 1)..<3 { XCTAssertTrue(Set(shards[i]).isDisjoint(with: shards[j]), "\(i + 1) and \(j + 1)") } }
        XCTAssertGreaterThan(shards.filter { !$0.isEmpty }.count, 1, "five specs spread over more than one shard")
        // Each entry keeps its order in the whole run.
        let order = Dictionary(uniqueKeysWithValues: try reportEntries("whole.json").map { ($0["name"] as? String ?? "", $0["order"] as? Int ?? -1) })
        for index in 1...3 {
            for entry in try reportEntries("s\(index).json") {
                XCTAssertEqual(entry["order"] as? Int, order[entry["name"] as? String ?? ""])
            }
        }
    }

    func testShardAutoReadsGitLabsVariablesAndRefusesNonsense() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        _ = try run(["check", "specs", "--golden", "golden", "--shard", "2/3", "--report", "explicit.json", "-q"])
        _ = try run(["check", "specs", "--golden", "golden", "--shard", "auto", "--report", "auto.json", "-q"],
                    environment: ci(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]))
        XCTAssertEqual(try contents(of: "auto.json"), try contents(of: "explicit.json"))
        for (index, total) in [("9", "3"), ("two", "3"), ("0", "3")] {
            let bad = try run(["check", "specs", "--golden", "golden", "--shard", "auto", "-q"],
                              environment: ci(["CI_NODE_INDEX": index, "CI_NODE_TOTAL": total]))
            XCTAssertEqual(bad.status, 64, "\(index)/\(total): \(bad.stderr)")
            XCTAssertTrue(bad.stderr.contains("CI_NODE_INDEX=\(index)"), bad.stderr)
        }
        let nowhere = try run(["check", "specs", "--golden", "golden", "--shard", "auto", "--report", "laptop.json"],
                              environment: ci([:]))
        XCTAssertEqual(try names("laptop.json"), Self.reviewNames, "outside a CI, auto takes every spec")
        XCTAssertTrue(nowhere.stdoutText.contains("--shard auto: no shard in the environment"), nowhere.stdoutText)
    }

    /// Issue 27 item 9: Bazel's protocol is to touch TEST_SHARD_STATUS_FILE (create it when missing, update its
    /// time), never to replace it: it used to become a new, empty file.
    func testBazelsShardStatusFileIsTouchedNeverReplaced() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        let status = folder.appendingPathComponent("status")
        try Data("written by Bazel\n".utf8).write(to: status)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: status.path)
        let inode = try FileManager.default.attributesOfItem(atPath: status.path)[.systemFileNumber] as? Int
        let bazel = ci(["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_STATUS_FILE": status.path])
        _ = try run(["check", "specs", "--golden", "golden", "--shard", "auto", "-q"], environment: bazel)
        XCTAssertEqual(String(decoding: try contents(of: "status"), as: UTF8.self), "written by Bazel\n", "never truncated")
        let attributes = try FileManager.default.attributesOfItem(atPath: status.path)
        XCTAssertEqual(attributes[.systemFileNumber] as? Int, inode, "the same file, not a new one renamed over it")
        XCTAssertGreaterThan((attributes[.modificationDate] as? Date ?? old).timeIntervalSince(old), 1, "touched")

        let missing = folder.appendingPathComponent("missing-status")
        _ = try run(["check", "specs", "--golden", "golden", "--shard", "auto", "-q"],
                    environment: ci(["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_STATUS_FILE": missing.path]))
        XCTAssertEqual(try contents(of: "missing-status"), Data(), "created when missing")
    }

    func testMatrixDoublesTheEntriesWithTheValuesInTheirNames() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        let result = try run(["check", "specs", "--golden", "golden", "--matrix", "appearance=light,dark",
                              "--report", "matrix.json", "-q"])
        XCTAssertEqual(result.status, 1)
        let entries = try reportEntries("matrix.json")
        XCTAssertEqual(entries.compactMap { $0["name"] as? String },
                       Self.reviewNames.flatMap { [$0 + ".light", $0 + ".dark"] })
        XCTAssertEqual(entries.compactMap { $0["order"] as? Int }, Array(0..<10))
        XCTAssertEqual(entries[1]["variant"] as? [[String: String]], [["axis": "appearance", "value": "dark"]])
        XCTAssertEqual(entries[0]["golden"] as? String, "golden/a/b/deep.light.png")
        XCTAssertEqual(Set(entries.compactMap { $0["status"] as? String }), ["missing"], "no variant golden yet")
    }

    func testOrphansAreReportedAndPrunedOnlyInAWholeRunLeavingOtherFilesAlone() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        try copyGolden("golden/top.png", to: "golden/old/removed.png")
        try writeCreatingFolders("notes", to: "golden/README.txt")
        try writeCreatingFolders("shared", to: "elsewhere/shared.png")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("golden/linked.png").path,
                                                   withDestinationPath: "../elsewhere/shared.png")

        let listed = try run(["check", "specs", "--golden", "golden", "--orphans", "--report", "orphans.json"])
        XCTAssertEqual(listed.status, 1)
        XCTAssertTrue(stdoutLines(listed).contains("golden/old/removed.png: orphan golden (no spec produces it)"), listed.stdoutText)
        XCTAssertEqual(stdoutLines(listed).last, "check: 5 specs: 5 match, 0 mismatch, 0 missing; 1 orphan")
        XCTAssertEqual(try reportObject("orphans.json")["orphans"] as? [String], ["golden/old/removed.png"])
        XCTAssertEqual(try reportObject("orphans.json")["orphansPruned"] as? Bool, false)

        for refused in [["check", "specs", "--golden", "golden", "--prune", "--shard", "1/2"],
                        ["check", "specs/top.json", "--golden", "golden", "--prune"]] {
            let result = try run(refused)
            XCTAssertEqual(result.status, 64, refused.joined(separator: " "))
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden/old/removed.png").path))
        }

        let pruned = try run(["check", "specs", "--golden", "golden", "--prune", "--report", "pruned.json"])
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertTrue(pruned.stdoutText.contains("golden/old/removed.png: orphan golden deleted"), pruned.stdoutText)
        XCTAssertEqual(try reportObject("pruned.json")["orphansPruned"] as? Bool, true)
        XCTAssertEqual(files(under: "golden"), ["README.txt", "a/b/deep.png", "a/middle.png", "gone.png", "linked.png",
                                                "top.png", "zeta.png"], "the folder left empty goes too")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("golden/linked.png").path)
        XCTAssertEqual(link, "../elsewhere/shared.png", "links are never followed nor deleted")
        XCTAssertEqual(String(decoding: try contents(of: "elsewhere/shared.png"), as: UTF8.self), "shared")
    }
}
