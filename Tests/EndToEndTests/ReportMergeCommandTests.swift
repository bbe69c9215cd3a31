import CairoBackend
import Foundation
import ImageDiff
import XCTest

/// `tablerender report merge`: shard reports joined into the unsharded run's bytes, CI layouts (each shard's
/// report beside its diff folder), exit codes 0/1/2/64.
final class ReportMergeCommandTests: TableRenderTestCase {
    func testMergedShardsAreByteForByteTheUnshardedReport() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        try copyGolden("golden/top.png", to: "golden/stale.png")
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
        // (The page at the same path: the summary links to it.)
        _ = try run(common + ["--report", "out/whole.json", "--junit", "out/whole.xml", "--markdown", "out/whole.md",
                              "--html", "out/page.html"])
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

    /// Issue 27: a shard's report (downloaded from CI, so input) names images outside its folder: an absolute
    /// path, a `../` path and a link in its diff folder pointing out. None is read or embedded: the first two
    /// are left out of the merged report, the link when the page comes to read it, each with one warning
    /// naming the report and the entry; the images that are embedded carry no PNG text chunk (check's own carry
    /// the versions; a planted one carried a secret).
    func testImagePathsOutsideTheReportsFoldersAreNeitherReadNorEmbedded() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        _ = try run(["check", "specs", "--golden", "golden", "--report", "shard/report.json", "--diff-dir", "shard/diffs", "-q"])
        let secret = try ImageSurface.encodePNG(RGBAImage(width: 5, height: 5, fill: RGBAPixel(1, 2, 3, 255)),
                                                text: (keyword: "Comment", value: "TOPSECRET"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("private"), withIntermediateDirectories: true)
        try Data(secret).write(to: folder.appendingPathComponent("private/key.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("shard/diffs/link.png").path,
                                                   withDestinationPath: "../../private/key.png")
        var report = try reportObject("shard/report.json")
        var specs = try XCTUnwrap(report["specs"] as? [[String: Any]])
        let index = try XCTUnwrap(specs.firstIndex { $0["name"] as? String == "a/middle" })
        var images = try XCTUnwrap(specs[index]["images"] as? [String: String])
        let compare = try XCTUnwrap(images["compare"])
        images["expected"] = folder.appendingPathComponent("private/key.png").path
        images["actual"] = "../private/key.png"
        images["diff"] = "diffs/link.png"
        specs[index]["images"] = images
        report["specs"] = specs
        try JSONSerialization.data(withJSONObject: report).write(to: folder.appendingPathComponent("shard/report.json"))

        let result = try run(["report", "merge", "shard/report.json", "-o", "merged/report.json", "--html", "merged/index.html"])
        XCTAssertEqual(result.status, 1, "the mismatch still fails the merge: \(result.stderr)")
        let warnings = result.stderrLines
        XCTAssertEqual(warnings.count, 3, result.stderr)
        for (kind, reason) in [("expected", "outside the folders of the reports merged"),
                               ("actual", "outside the folders of the reports merged"),
                               ("diff", "outside the folders of the reports merged (through a symbolic link)")] {
            XCTAssertTrue(warnings.contains { $0.hasPrefix("report merge: warning: shard/report.json: \"a/middle\": the \"\(kind)\" image ")
                && $0.hasSuffix(" is \(reason); left out") }, "\(kind): \(result.stderr)")
        }
        let merged = try reportEntries("merged/report.json")
        XCTAssertEqual(merged.first { $0["name"] as? String == "a/middle" }?["images"] as? [String: String],
                       ["compare": "../shard/" + compare, "diff": "../shard/diffs/link.png"],
                       "the paths leading outside are left out; the link is refused when read")

        let page = String(decoding: try contents(of: "merged/index.html"), as: UTF8.self)
        XCTAssertFalse(page.contains(Data(secret).base64EncodedString()), "the planted image is not embedded")
        let embedded = page.components(separatedBy: "data:image/png;base64,").dropFirst().compactMap { part in
            part.split(separator: "\"", maxSplits: 1).first.flatMap { Data(base64Encoded: String($0)) }.map { [UInt8]($0) }
        }
        XCTAssertFalse(embedded.isEmpty, "the kept image is embedded")
        for png in embedded {
            XCTAssertEqual(PNGTextChunk.texts(in: png).count, 0, "no text chunk reaches the page")
            XCTAssertNil(png.firstRange(of: Array("TOPSECRET".utf8)))
            XCTAssertNoThrow(try ImageSurface.decodePNG(png))
        }
    }

    /// Issue 27: inputs that would cost more than a few seconds or a gigabyte are refused by a limit before the
    /// work: too many reports, too many bytes in all (sparse files: nothing is read), each with one line (exit 2).
    func testReportsOverTheLimitsAreRefusedBeforeReading() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/t.json")
        _ = try run(["check", "specs", "--golden", "golden", "--report", "good.json", "-q"])
        let many = try run(["report", "merge"] + Array(repeating: "good.json", count: 1001) + ["-o", "merged.json"])
        XCTAssertEqual(many.status, 2)
        XCTAssertEqual(many.stderrLines, ["report merge: 1001 reports given; at most 1000 are merged (a run splits into at most 1000 shards)"])
        for name in ["big1.json", "big2.json"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
            XCTAssertEqual(truncate(folder.appendingPathComponent(name).path, 100 << 20), 0)
        }
        let started = Date()
        let big = try run(["report", "merge", "big1.json", "big2.json", "-o", "merged.json"])
        XCTAssertEqual(big.status, 2)
        XCTAssertEqual(big.stderrLines, ["big2.json: the reports given reach \(200 << 20) bytes with this one; report merge reads at most \(160 << 20) in all"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "refused from the sizes, not read")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged.json").path))
    }

    /// Images the page refuses when it reads them (here a FIFO, which would block a plain open) are warned about
    /// ten per report and then counted, like the merge's own; the merge neither blocks nor prints thousands.
    func testImagesThePageRefusesAreWarnedAboutTenPerReport() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shard/diffs"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("shard/diffs/fifo.png").path, 0o600), 0)
        var entries: [[String: Any]] = []
        for index in 0..<15 {
            entries.append([
                "spec": "specs/s\(index).json", "name": "s\(index)", "order": index, "variant": [] as [Any],
                "images": ["diff": "diffs/fifo.png"], "golden": "golden/s\(index).png", "status": "mismatch",
                "goldenVersions": NSNull(), "versionChanges": [] as [Any], "updated": false, "artifacts": [] as [Any],
                "message": NSNull(), "passed": NSNull(),
            ])
        }
        let report: [String: Any] = [
            "tool": "tablerender 0.1.0", "versions": NSNull(), "golden": "golden", "shard": NSNull(),
            "options": ["threshold": 0.1, "maxRatio": 0, "includeAntiAliasing": false, "update": false],
            "summary": ["specs": 15, "match": 0, "mismatch": 15, "missing": 0, "error": 0, "updated": 0],
            "specs": entries, "orphans": NSNull(), "orphansPruned": false,
        ]
        try JSONSerialization.data(withJSONObject: report).write(to: folder.appendingPathComponent("shard/report.json"))
        let result = try run(["report", "merge", "shard/report.json", "--html", "page.html", "-q"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderrLines, [], "quiet")
        let loud = try run(["report", "merge", "shard/report.json", "--html", "page.html"])
        XCTAssertEqual(loud.stderrLines.count, 11, loud.stderr)
        XCTAssertEqual(loud.stderrLines.first, "report merge: warning: shard/report.json: \"s0\": the \"diff\" image \"shard/diffs/fifo.png\" is not a regular file; left out")
        XCTAssertEqual(loud.stderrLines.last, "report merge: warning: shard/report.json: 5 more images left out of the page (links leading outside the folders of the reports merged, or not regular files)")
    }
}
