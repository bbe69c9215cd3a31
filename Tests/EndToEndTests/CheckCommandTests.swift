import CairoBackend
import Foundation
import TestSupport
import XCTest

/// `check SPEC|DIR... --golden DIR`: verdicts, exit codes 0/1/2, diff artifacts, the JSON report and `--update`.
final class CheckCommandTests: TableRenderTestCase {
    private func updateGoldens() throws {
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
    }

    func testMissingGoldensExit1AndUpdateWritesThemThenEverythingMatches() throws {
        try writeSpecFolder()
        let missing = try run(["check", "specs", "--golden", "golden"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(stdoutLines(missing), [
            "specs/a/b/deep.yml: missing golden golden/a/b/deep.png",
            "specs/a/middle.yaml: missing golden golden/a/middle.png",
            "specs/top.json: missing golden golden/top.png",
            "check: 3 specs: 0 match, 0 mismatch, 3 missing",
        ])
        XCTAssertEqual(files(under: "golden"), [], "no golden is written without --update")

        let update = try runSuccessfully(["check", "specs", "--golden", "golden", "--update"])
        XCTAssertEqual(stdoutLines(update).last, "check: 3 specs: 0 match, 0 mismatch, 3 missing; 3 goldens written")
        XCTAssertEqual(files(under: "golden"), ["a/b/deep.png", "a/middle.png", "top.png"])

        let again = try runSuccessfully(["check", "specs", "--golden", "golden"])
        XCTAssertEqual(stdoutLines(again), ["check: 3 specs: 3 match, 0 mismatch, 0 missing"])
        XCTAssertEqual(again.stderr, "")
    }

    /// Issue 27 item 11b: `-q` with `--update` printed a line per golden written; quiet means quiet. What fails
    /// the check (a mismatch without `--update`, an invalid spec) is still printed.
    func testQuietUpdateAndPrunePrintNothingButProblemsStillShow() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()  // one mismatch, one missing
        let failing = try run(["check", "specs", "--golden", "golden", "-q"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(stdoutLines(failing).count, 2, "the mismatch and the missing golden: \(failing.stdoutText)")
        XCTAssertTrue(failing.stdoutText.contains("specs/a/middle.yaml: mismatch with golden/a/middle.png"), failing.stdoutText)

        let update = try run(["check", "specs", "--golden", "golden", "--update", "-q"])
        XCTAssertEqual(update.status, 0, update.stderr)
        XCTAssertEqual(update.stdoutText, "", "nothing for goldens written")
        XCTAssertEqual(update.stderr, "")
        XCTAssertEqual(files(under: "golden").count, 5)

        try copyGolden("golden/top.png", to: "golden/old.png")
        let prune = try run(["check", "specs", "--golden", "golden", "--prune", "-q"])
        XCTAssertEqual(prune.status, 0, prune.stderr)
        XCTAssertEqual(prune.stdoutText, "", "nothing for orphans deleted")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden/old.png").path))

        try writeCreatingFolders(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let invalid = try run(["check", "specs", "--golden", "golden", "--update", "-q"])
        XCTAssertEqual(invalid.status, 2)
        XCTAssertEqual(invalid.stdoutText, "")
        XCTAssertEqual(invalid.stderrLines, ["specs/bad.json:1:12: width: 0 is out of range; expected 1…4096"])
    }

    func testChangedSpecExits1AndLeavesExpectedActualAndDiff() throws {
        try writeSpecFolder()
        try updateGoldens()
        try writeCreatingFolders("width: 180\nscale: 1\nsections:\n  - rows: [Middle, Changed]\n", to: "specs/a/middle.yaml")
        let result = try run(["check", "specs", "--golden", "golden", "--diff-dir", "diffs"])
        XCTAssertEqual(result.status, 1)
        let lines = stdoutLines(result)
        XCTAssertTrue(lines[0].hasPrefix("specs/a/middle.yaml: mismatch with golden/a/middle.png: "), lines[0])
        XCTAssertTrue(lines[0].contains("pixels differ"), lines[0])
        XCTAssertEqual(lines[1], #"  title changed: "Row" → "Changed""#, "what changed, in words")
        XCTAssertEqual(lines[2], "  diff: diffs/a/middle.diff.png")
        XCTAssertEqual(lines.last, "check: 3 specs: 2 match, 1 mismatch, 0 missing")
        XCTAssertEqual(files(under: "diffs"), ["a/middle.actual.png", "a/middle.compare.png", "a/middle.diff.png",
                                              "a/middle.expected.png"])
        XCTAssertEqual(try contents(of: "diffs/a/middle.expected.png"), try contents(of: "golden/a/middle.png"))
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "diffs/a/middle.diff.png"))?.width, 180)
        let decoded = try ImageSurface.decodePNG([UInt8](try contents(of: "diffs/a/middle.diff.png")))
        XCTAssertTrue(decoded.pixels.chunks(of: 4).contains { $0.elementsEqual([255, 0, 0, 255]) }, "red pixels")
    }

    func testToleranceOptionsDecide() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["Alpha"]), to: "specs/t.json")
        try updateGoldens()
        try writeCreatingFolders(Self.tinySpec(rows: ["Alpho"]), to: "specs/t.json")
        XCTAssertEqual(try run(["check", "specs", "--golden", "golden"]).status, 1)
        XCTAssertEqual(try run(["check", "specs", "--golden", "golden", "--max-ratio", "0.05"]).status, 0)
        XCTAssertEqual(try run(["check", "specs", "--golden", "golden", "--threshold", "1"]).status, 0,
                       "nothing exceeds the largest possible distance")
    }

    func testCardsVanishingIntoTheBackgroundFailByDefault() throws {
        // pixelmatch's threshold 0.1, the old default, passed this: white cards on #F2F2F7 are 13 levels apart.
        let spec = #"{ "width": 200, "scale": 1, "sections": [ { "rows": [ "Alpha", "Beta" ] } ] }"#
        try writeCreatingFolders(spec, to: "specs/t.json")
        try updateGoldens()
        try writeCreatingFolders(spec.replacingOccurrences(
            of: #""scale": 1,"#, with: #""scale": 1, "cellBackground": "systemGroupedBackground","#), to: "specs/t.json")
        let result = try run(["check", "specs", "--golden", "golden"])
        XCTAssertEqual(result.status, 1, result.stdoutText)
        XCTAssertTrue(stdoutLines(result)[0].hasPrefix("specs/t.json: mismatch with golden/t.png: "), result.stdoutText)
        XCTAssertEqual(try run(["check", "specs", "--golden", "golden", "--threshold", "0.1"]).status, 0,
                       "the looser tolerance is still there for those who need it")
    }

    func testGoldenThatIsNotAPNGExits2WithOneLine() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["Alpha"]), to: "specs/t.json")
        try writeCreatingFolders("not a png\n", to: "golden/t.png")
        let result = try run(["check", "specs", "--golden", "golden"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["specs/t.json: cannot compare with golden/t.png: the golden is not a PNG file"])
        XCTAssertEqual(stdoutLines(result), ["check: 1 spec: 0 match, 1 mismatch, 0 missing"])
        XCTAssertEqual(try contents(of: "golden/t.png"), Data("not a png\n".utf8), "left as it was")
    }

    func testHugeGoldenIsRefusedAtOnce() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["Alpha"]), to: "specs/t.json")
        try writeCreatingFolders("", to: "golden/t.png")
        try Data(CraftedPNG.headerOnly(width: 20000, height: 20000))
            .write(to: folder.appendingPathComponent("golden/t.png"))
        let start = Date()
        let result = try run(["check", "specs", "--golden", "golden"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "a bound, not a benchmark (it took 37 s and 4.7 GB)")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, [
            "specs/t.json: cannot compare with golden/t.png: the golden is 20000×20000 px, larger than any render "
                + "(at most 32767 px a side, 256 Mpx)",
        ])
    }

    func testInvalidSpecExits2AndTheOthersAreStillChecked() throws {
        try writeSpecFolder()
        try updateGoldens()
        try writeCreatingFolders(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let result = try run(["check", "specs", "--golden", "golden"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["specs/bad.json:1:12: width: 0 is out of range; expected 1…4096"])
        XCTAssertEqual(stdoutLines(result).last, "check: 4 specs: 3 match, 0 mismatch, 0 missing, 1 failed")
        XCTAssertEqual(try run(["check", "specs", "--golden", "golden", "--update"]).status, 2,
                       "--update cannot fix an invalid spec")
    }

    func testReportListsEverySpecWithItsNumbers() throws {
        try writeSpecFolder()
        try updateGoldens()
        try writeCreatingFolders(Self.tinySpec(rows: ["Top", "Added"]), to: "specs/top.json")
        try writeCreatingFolders(Self.tinySpec(), to: "specs/new.json")
        let result = try run(["check", "specs", "--golden", "golden", "--report", "reports/check.json"])
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: contents(of: "reports/check.json")) as? [String: Any])
        XCTAssertEqual(object["summary"] as? [String: Int],
                       ["specs": 4, "match": 2, "mismatch": 1, "missing": 1, "error": 0, "updated": 0])
        let options = try XCTUnwrap(object["options"] as? [String: Any])
        XCTAssertEqual(options["threshold"] as? Double, 0)
        XCTAssertEqual(options["maxRatio"] as? Double, 0)
        let specs = try XCTUnwrap(object["specs"] as? [[String: Any]])
        XCTAssertEqual(specs.map { $0["name"] as? String }, ["a/b/deep", "a/middle", "new", "top"])
        XCTAssertEqual(specs.map { $0["status"] as? String }, ["match", "match", "missing", "mismatch"])
        let top = specs[3]
        XCTAssertEqual(top["spec"] as? String, "specs/top.json")
        XCTAssertEqual(top["golden"] as? String, "golden/top.png")
        XCTAssertEqual(top["sizesMatch"] as? Bool, false, "a row was added")
        XCTAssertGreaterThan(top["differingPixels"] as? Int ?? 0, 0)
        XCTAssertGreaterThan(top["ratio"] as? Double ?? 0, 0)
        XCTAssertEqual(top["maxChannelDelta"] as? Int ?? 0 > 0, true)
        let bounds = try XCTUnwrap(top["changedBounds"] as? [String: Int])
        XCTAssertEqual(Set(bounds.keys), ["x", "y", "width", "height"])
        XCTAssertTrue((top["goldenVersions"] as? String)?.hasPrefix("tablerender ") == true)
        XCTAssertTrue(specs[2]["differingPixels"] is NSNull)
    }

    func testGoldenFromOtherVersionsIsPointedOut() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["One"]), to: "specs/t.json")
        try updateGoldens()
        let png = [UInt8](try contents(of: "golden/t.png"))
        let recorded = try XCTUnwrap(PNGTextChunk.text(forKeyword: "Software", in: png))
        let older = recorded.replacingOccurrences(of: "; cairo ", with: "; cairo 0.9-was-")
        try Data(ImageSurface.encodePNG(ImageSurface.decodePNG(png), text: ("Software", older)))
            .write(to: folder.appendingPathComponent("golden/t.png"))
        try writeCreatingFolders(Self.tinySpec(rows: ["Two"]), to: "specs/t.json")
        let result = try run(["check", "specs", "--golden", "golden"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.contains("the golden was drawn by other versions"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("cairo 0.9-was-"), result.stdoutText)

        // A golden from another tool records nothing, and that is said too.
        try Data(ImageSurface.encodePNG(ImageSurface.decodePNG(png))).write(to: folder.appendingPathComponent("golden/t.png"))
        let foreign = try run(["check", "specs", "--golden", "golden"])
        XCTAssertTrue(foreign.stdoutText.contains("records no tool or library versions"), foreign.stdoutText)
    }

    func testGoldenOfAnotherSizeIsAMismatch() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/t.json")
        try updateGoldens()
        XCTAssertEqual(try run(["check", "specs", "--golden", "golden", "--width", "210"]).status, 1)
        let result = try run(["check", "specs", "--golden", "golden", "--width", "210", "--max-ratio", "1"])
        XCTAssertEqual(result.status, 1, "sizes that differ never match")
        XCTAssertTrue(result.stdoutText.contains("sizes differ"), result.stdoutText)
    }

    func testUsageErrorsExit64() throws {
        try writeSpecFolder()
        for arguments in [["check", "specs"], ["check", "--golden", "golden"], ["check", "-", "--golden", "g"],
                          ["check", "specs", "--golden", "g", "--threshold", "2"],
                          ["check", "specs", "--golden", "g", "--max-ratio", "-1"]] {
            XCTAssertEqual(try run(arguments).status, 64, arguments.joined(separator: " "))
        }
    }
}

private extension Array {
    /// Consecutive slices of `size` elements.
    func chunks(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
