import Foundation
import XCTest

/// `tablerender report merge`: shard reports joined into the unsharded run's bytes, CI layouts (each shard's
/// report beside its diff folder), exit codes 0/1/2/64.
final class ReportMergeCommandTests: TableRenderTestCase {
    func testMergedShardsAreByteForByteTheUnshardedReport() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        try writeCreatingFolders("stale", to: "golden/stale.png")
        let common = ["check", "specs", "--golden", "golden", "--diff-dir", "out/diffs", "--orphans",
                      "--matrix", "appearance=light,dark", "-q"]
        _ = try run(["check", "specs", "--golden", "golden", "--update", "--matrix", "appearance=light,dark", "-q"])
        try changePixels(of: "golden/top.dark.png")
        XCTAssertEqual(try run(common + ["--report", "out/whole.json"]).status, 1)
        for index in 1...2 { _ = try run(common + ["--shard", "\(index)/2", "--report", "out/shard\(index).json"]) }

        let merged = try run(["report", "merge", "out/shard2.json", "out/shard1.json", "-o", "out/merged.json",
                              "--junit", "out/junit.xml", "--markdown", "out/summary.md", "--html", "out/page.html"])
        XCTAssertEqual(merged.status, 1, "a mismatch and an orphan: \(merged.stderr)")
        XCTAssertEqual(merged.stderr, "", "every shard given: no warning")
        XCTAssertEqual(stdoutLines(merged), ["report merge: 2 reports, 10 specs: 9 match, 1 mismatch, 0 missing; 5 orphans"])
        XCTAssertEqual(String(decoding: try contents(of: "out/merged.json"), as: UTF8.self),
                       String(decoding: try contents(of: "out/whole.json"), as: UTF8.self))
        try assertValidJUnit("out/junit.xml")
        let junit = String(decoding: try contents(of: "out/junit.xml"), as: UTF8.self)
        // The goldens without a variant's name are orphans of a matrix run, as is the stale one.
        XCTAssertEqual(attributes(of: "testsuite", in: junit)["tests"], "15", "10 entries and 5 orphans")
        XCTAssertTrue(junit.contains(#"<testcase name="golden/stale.png" classname="orphans">"#), junit)

        // And merge's --junit/--markdown equal check's own of the unsharded run.
        _ = try run(common + ["--report", "out/whole.json", "--junit", "out/whole.xml", "--markdown", "out/whole.md"])
        XCTAssertEqual(try contents(of: "out/junit.xml"), try contents(of: "out/whole.xml"))
        XCTAssertEqual(try contents(of: "out/summary.md"), try contents(of: "out/whole.md"))
    }

    func testShardFoldersDownloadedSideBySideKeepTheirImages() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        // As a CI runs it: each shard writes report.json and diffs/ in its own workspace, uploaded together.
        for index in 1...3 {
            _ = try run(["check", "specs", "--golden", "golden", "--shard", "\(index)/3",
                         "--report", "shard-\(index)/report.json", "--diff-dir", "shard-\(index)/diffs", "-q"])
        }
        let result = try run(["report", "merge", "shard-1/report.json", "shard-2/report.json", "shard-3/report.json",
                              "-o", "merged/report.json", "--html", "merged/index.html", "-q"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdoutText, "", "quiet")
        let entries = try reportEntries("merged/report.json")
        XCTAssertEqual(entries.compactMap { $0["name"] as? String }, Self.reviewNames)
        let middle = try XCTUnwrap(entries[1]["images"] as? [String: String])
        XCTAssertEqual(Set(middle.keys), ["expected", "actual", "diff", "compare"])
        for (_, image) in middle {
            XCTAssertTrue(image.hasPrefix("../shard-"), image)
            XCTAssertTrue(OutputInspector.isPNG(try contents(of: "merged/" + image)), "\(image) resolves from the merged report")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged/index.html").path))
    }

    func testAllMatchingExits0AndAMissingShardIsAWarning() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        for index in 1...3 {
            try runSuccessfully(["check", "specs", "--golden", "golden", "--shard", "\(index)/3", "--report", "s\(index).json", "-q"])
        }
        let all = try run(["report", "merge", "s1.json", "s2.json", "s3.json", "-o", "m.json"])
        XCTAssertEqual(all.status, 0, all.stderr)
        let partial = try run(["report", "merge", "s1.json", "s3.json", "-o", "partial.json"])
        XCTAssertEqual(partial.status, 0, "what was given matches")
        XCTAssertEqual(partial.stderrLines, ["report merge: warning: 1 of 3 shards not given (2/3); the merged report covers part of the run"])
        // Without -o or other outputs, the JSON goes to standard output.
        let printed = try run(["report", "merge", "s1.json", "s2.json", "s3.json"])
        XCTAssertEqual(printed.status, 0)
        XCTAssertEqual(printed.stdout, try contents(of: "m.json"))
    }

    func testBadInputExits2WithOneLineAndUsageExits64() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/t.json")
        _ = try run(["check", "specs", "--golden", "golden", "--report", "good.json", "-q"])
        _ = try run(["check", "specs", "--golden", "golden", "--report", "tolerant.json", "--max-ratio", "0.5", "-q"])
        try writeCreatingFolders("{ \"tool\": \"x\"", to: "truncated.json")
        try writeCreatingFolders("[1, 2]", to: "array.json")
        let cases: [([String], String)] = [
            (["truncated.json"], "truncated.json: not a tablerender check report (JSON from check --report): not valid JSON"),
            (["array.json"], "array.json: not a tablerender check report (JSON from check --report): "),
            (["absent.json"], "absent.json: cannot read the report: no such file"),
            (["good.json", "tolerant.json"], "tolerant.json: cannot be merged with good.json: --max-ratio 0.5, not 0.0"),
            (["good.json", "good.json"], "good.json: t is also in good.json; each spec and variant must be in one report"),
        ]
        for (inputs, message) in cases {
            let result = try run(["report", "merge"] + inputs + ["-o", "merged.json"])
            XCTAssertEqual(result.status, 2, inputs.joined(separator: " "))
            XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(message), "\(result.stderr) does not start with \(message)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged.json").path))
        }
        XCTAssertEqual(try run(["report", "merge"]).status, 64)
        XCTAssertEqual(try run(["report", "merge", "-"]).status, 64)
        XCTAssertEqual(try run(["report", "merge", "good.json", "-o", "x.json", "--junit", "x.json"]).status, 64)
        XCTAssertEqual(try run(["report"]).status, 0, "the group prints its help")
    }
}
