import CairoBackend
import Foundation
import XCTest

/// `check --report --junit --markdown --html --diff-dir`: the reports of one run with a changed and a removed
/// golden, the compare strip, and JUnit that validates against the Jenkins schema whatever the names hold.
final class CheckReportsCommandTests: TableRenderTestCase {
    func testEveryReportOfARunWithAChangedAndARemovedGolden() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        let result = try run(["check", "specs", "--golden", "golden", "--diff-dir", "out/diffs",
                              "--report", "out/report.json", "--junit", "out/junit.xml",
                              "--markdown", "out/summary.md", "--html", "out/page.html"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(stdoutLines(result).last, "check: 5 specs: 3 match, 1 mismatch, 1 missing")

        // JSON: counts, every key, images relative to the report's folder.
        let report = try reportObject("out/report.json")
        XCTAssertEqual(report["summary"] as? [String: Int],
                       ["specs": 5, "match": 3, "mismatch": 1, "missing": 1, "error": 0, "updated": 0])
        XCTAssertTrue(report["shard"] is NSNull)
        XCTAssertTrue(report["orphans"] is NSNull, "not asked for")
        let entries = try reportEntries("out/report.json")
        XCTAssertEqual(entries.map { $0["name"] as? String }, Self.reviewNames)
        XCTAssertEqual(entries.map { $0["order"] as? Int }, [0, 1, 2, 3, 4])
        XCTAssertEqual(entries[1]["images"] as? [String: String], [
            "expected": "diffs/a/middle.expected.png", "actual": "diffs/a/middle.actual.png",
            "diff": "diffs/a/middle.diff.png", "compare": "diffs/a/middle.compare.png",
        ])
        XCTAssertEqual(entries[2]["images"] as? [String: String], ["actual": "diffs/gone.actual.png"])
        XCTAssertEqual(entries[1]["artifacts"] as? [String], ["expected", "actual", "diff", "compare"].map { "out/diffs/a/middle.\($0).png" })
        XCTAssertEqual(entries[1]["differingPixels"] as? Int, 24, "the 6×4 block")

        // The strip: expected | diff | actual, 8 px grey gaps, under a band of labels.
        XCTAssertEqual(files(under: "out/diffs"), ["a/middle.actual.png", "a/middle.compare.png", "a/middle.diff.png",
                                                   "a/middle.expected.png", "gone.actual.png"], "no strip without a golden")
        let expected = try XCTUnwrap(OutputInspector.pngSize(contents(of: "out/diffs/a/middle.expected.png")))
        let diff = try XCTUnwrap(OutputInspector.pngSize(contents(of: "out/diffs/a/middle.diff.png")))
        let actual = try XCTUnwrap(OutputInspector.pngSize(contents(of: "out/diffs/a/middle.actual.png")))
        let strip = try ImageSurface.decodePNG([UInt8](try contents(of: "out/diffs/a/middle.compare.png")))
        XCTAssertEqual(strip.width, expected.width + diff.width + actual.width + 2 * 8)
        let band = strip.height - max(expected.height, diff.height, actual.height)
        XCTAssertEqual(band, 28, "EXPECTED, DIFF, ACTUAL in 14-px letters (7 font pixels at 2 px) and as much around")
        XCTAssertEqual(strip[22, band + 11], .init(255, 0, 255), "the changed golden on the left")
        XCTAssertEqual(strip[expected.width + 3, band], .init(128, 128, 128), "the gap")
        XCTAssertEqual(strip[expected.width + 8 + 22, band + 11], .init(255, 0, 0), "the counted difference, red, in the middle")
        let render = try ImageSurface.decodePNG([UInt8](try contents(of: "out/diffs/a/middle.actual.png")))
        XCTAssertEqual(strip[expected.width + diff.width + 16 + 22, band + 11], render[22, 11], "the render on the right")
        XCTAssertTrue((0..<expected.width).contains { strip[$0, band / 2] == .init(255, 255, 255) }, "a label's letters")

        // JUnit: one testcase per spec, counts, the schema.
        try assertValidJUnit("out/junit.xml")
        let junit = String(decoding: try contents(of: "out/junit.xml"), as: UTF8.self)
        XCTAssertEqual(attributes(of: "testsuite", in: junit),
                       ["name": "tablerender check", "tests": "5", "failures": "2", "errors": "0", "skipped": "0"])
        XCTAssertTrue(junit.contains(#"<testcase name="a/middle" classname="specs.a.middle_yaml">"#), junit)
        XCTAssertTrue(junit.contains(#"<failure type="missing" message="missing golden golden/gone.png">"#), junit)
        XCTAssertTrue(junit.contains(#"<failure type="mismatch" message="24 of "#), junit)
        XCTAssertTrue(junit.contains("<system-out>out/diffs/a/middle.expected.png\n"), junit)
        XCTAssertTrue(junit.contains("[[ATTACHMENT|out/diffs/a/middle.compare.png]]</system-out>"), "GitLab and Jenkins attach it")
        XCTAssertTrue(junit.contains(#"<testcase name="top" classname="specs.top_json"/>"#), junit)

        // Markdown and HTML.
        let markdown = String(decoding: try contents(of: "out/summary.md"), as: UTF8.self)
        XCTAssertTrue(markdown.hasPrefix("## ❌ tablerender check: 2 problems in 5 specs\n"), markdown)
        XCTAssertTrue(markdown.contains("| mismatch | a/middle |  | 24 | "), markdown)
        XCTAssertTrue(markdown.contains("[compare](diffs/a/middle.compare.png) · [diff](diffs/a/middle.diff.png) · "
                                        + "[actual](diffs/a/middle.actual.png) |"), markdown)
        XCTAssertTrue(markdown.contains("[Open the review page](page.html)"), markdown)
        XCTAssertTrue(markdown.contains("<details><summary>3 specs passed</summary>"), markdown)
        let html = String(decoding: try contents(of: "out/page.html"), as: UTF8.self)
        XCTAssertTrue(html.contains("a/middle"), html)

        // The same run writes the same bytes.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
        _ = try run(["check", "specs", "--golden", "golden", "--diff-dir", "out/diffs", "--report", "out/again.json",
                     "--junit", "out/junit.xml", "--markdown", "out/summary.md", "--html", "out/page.html"])
        XCTAssertEqual(junit, String(decoding: try contents(of: "out/junit.xml"), as: UTF8.self))
        XCTAssertEqual(markdown, String(decoding: try contents(of: "out/summary.md"), as: UTF8.self))
    }

    func testHTMLWithoutADiffFolderWritesOnlyThePage() throws {
        try writeReviewFolderWithOneChangedAndOneRemovedGolden()
        let result = try run(["check", "specs", "--golden", "golden", "--html", "page.html", "-q"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try folderListing(), ["golden", "page.html", "specs"], "no artifacts written")
        XCTAssertFalse(try contents(of: "page.html").isEmpty)
    }

    func testJUnitOfNastyNamesValidatesAndKeepsTheirText() throws {
        // Markup, quotes, a control character and a tab in spec file names: all legal on Linux.
        let names = ["a&b<c>", "quote\"'apos", "ctl\u{1}x", "tab\tname"]
        for name in names { try writeCreatingFolders(Self.tinySpec(rows: ["X"]), to: "specs/\(name).json") }
        try writeCreatingFolders(Self.tinySpec(rows: ["X"]), to: "specs/ok.json")
        try runSuccessfully(["check", "specs/ok.json", "--golden", "golden", "--update", "-q"])
        let result = try run(["check", "specs", "--golden", "golden", "--junit", "junit.xml", "--markdown", "summary.md",
                              "--matrix", "appearance=light,dark", "-q"])
        XCTAssertEqual(result.status, 1, result.stderr)
        try assertValidJUnit("junit.xml")
        let junit = String(decoding: try contents(of: "junit.xml"), as: UTF8.self)
        XCTAssertEqual(attributes(of: "testsuite", in: junit)["tests"], "10", "5 specs × 2 appearances")
        XCTAssertTrue(junit.contains(#"name="a&amp;b&lt;c&gt;.dark""#), junit)
        XCTAssertTrue(junit.contains(#"name="quote&quot;'apos.light""#), junit)
        XCTAssertTrue(junit.contains("name=\"tab&#9;name.dark\""), junit)
        XCTAssertFalse(junit.unicodeScalars.contains("\u{1}"), "no control character reaches the XML")
        let markdown = String(decoding: try contents(of: "summary.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("| missing | a&amp;b\\<c\\>.dark | dark |"), markdown)
        XCTAssertFalse(markdown.contains("\t"), "a tab would not break the table, but no control character is kept")
    }

    func testReportThatCannotBeWrittenAddsExit1AndLeavesNothingHalfWritten() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/t.json")
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        try writeCreatingFolders("a file, not a folder", to: "blocked")
        let result = try run(["check", "specs", "--golden", "golden", "--junit", "blocked/junit.xml",
                              "--markdown", "summary.md", "-q"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("blocked"), result.stderr)
        XCTAssertTrue(String(decoding: try contents(of: "summary.md"), as: UTF8.self).hasPrefix("## ✅"))
    }

    func testTwoReportsNamingOneFileIsAUsageError() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/t.json")
        let result = try run(["check", "specs", "--golden", "golden", "--report", "r.json", "--junit", "./r.json"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--report and --junit both name ./r.json"), result.stderr)
    }
}
