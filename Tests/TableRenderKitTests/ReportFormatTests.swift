import Foundation
import TableChecks
import TableRenderKit
import XCTest

/// The Markdown summary and the text escaping of the JUnit and Markdown reports.
final class ReportFormatTests: XCTestCase {
    func testXMLTextEscapesMarkupAndReplacesWhatXMLCannotHold() {
        XCTAssertEqual(XMLText.content("a<b>&c\"d"), "a&lt;b&gt;&amp;c\"d")
        XCTAssertEqual(XMLText.attribute("a\"b\tc\nd\re"), "a&quot;b&#9;c&#10;d&#13;e")
        XCTAssertEqual(XMLText.content("x\u{0}y\u{1B}z\u{FFFE}"), "x\u{FFFD}y\u{FFFD}z\u{FFFD}")
        XCTAssertEqual(XMLText.content("]]>"), "]]&gt;")
        XCTAssertEqual(XMLText.content("é 🙂"), "é 🙂")
    }

    func testMarkdownTextStaysOneLiteralCell() {
        XCTAssertEqual(MarkdownText.escaped("a|b`c*d_e\nf"), "a\\|b\\`c\\*d\\_e f")
        XCTAssertEqual(MarkdownText.escaped("<img src=x>&[l](u)"), "\\<img src=x\\>&amp;\\[l\\](u)")
    }

    func testMarkdownHeadlineTableAndFoldedMatches() throws {
        var entries = [ReportFixtures.entry("a|b", order: 0, status: "mismatch", differing: 42,
                                            images: ["diff": "diffs/a|b.diff.png", "compare": "diffs/a|b.compare.png"],
                                            artifacts: ["diffs/a|b.diff.png", "diffs/a|b.compare.png"],
                                            variant: [("appearance", "dark")]),
                       ReportFixtures.entry("gone", order: 1, status: "missing", differing: nil),
                       ReportFixtures.entry("bad", order: 2, status: "error", differing: nil,
                                            message: "specs/bad.json:1:12: width: 0 is out of range\nsecond line"),
                       ReportFixtures.entry("text", order: 3, status: "mismatch", differing: nil,
                                            artifacts: ["diffs/text.actual.png"], message: "the golden is not a PNG file")]
        entries += (4..<8).map { ReportFixtures.entry("ok\($0)", order: $0) }
        let report = try ReportFixtures.decode(ReportFixtures.report(entries, orphans: ["golden/old.png"]))
        let text = String(decoding: MarkdownReport(report: CheckReport(
            tool: report.tool, versions: report.versions, golden: report.golden, shard: nil, options: report.options,
            specs: report.specs, orphans: report.orphans, orphansPruned: false)).render(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "## ❌ tablerender check: 5 problems in 8 specs")
        XCTAssertEqual(lines[2], "4 match, 2 mismatch, 1 missing, 1 failed; 1 orphan golden.")
        XCTAssertTrue(lines.contains("| missing | gone |  |  |  |  |  |  |"), text)
        XCTAssertTrue(lines.contains("| mismatch | text |  |  |  |  |  | the golden is not a PNG file |"), text)
        // The images as links (the strip first), their names percent-encoded so a `|` cannot end the cell.
        XCTAssertTrue(lines.contains("| mismatch | a\\|b | dark | 42 | 0.420% | 3×4 at (1, 2) |  | "
                                     + "[compare](diffs/a%7Cb.compare.png) · [diff](diffs/a%7Cb.diff.png) |"), text)
        XCTAssertTrue(lines.contains("| error | bad |  |  |  |  |  | specs/bad.json:1:12: width: 0 is out of range |"), text)
        XCTAssertTrue(lines.contains("- golden/old.png"), text)
        XCTAssertTrue(lines.contains("<details><summary>4 specs passed</summary>"), text)
        XCTAssertTrue(lines.contains("- ok7"), text)
    }

    func testMarkdownStaysShortForTenThousandEntries() throws {
        let entries = (0..<10_000).map { ReportFixtures.entry("s\($0)", order: $0, status: $0 % 2 == 0 ? "mismatch" : "match",
                                                               differing: $0 % 2 == 0 ? 5 : 0) }
        let report = try ReportFixtures.decode(ReportFixtures.report(entries))
        let merged = CheckReport(tool: report.tool, versions: nil, golden: "golden", shard: nil, options: report.options,
                                 specs: report.specs, orphans: nil, orphansPruned: false)
        let text = String(decoding: MarkdownReport(report: merged).render(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("## ❌ tablerender check: 5000 problems in 10000 specs\n"), text)
        XCTAssertEqual(text.components(separatedBy: "\n| mismatch |").count - 1, MarkdownReport.maximumRows)
        XCTAssertTrue(text.contains("…and 4800 more (the HTML and JSON reports list every one)."))
        XCTAssertTrue(text.contains("- …and 4800 more\n"))
        XCTAssertLessThan(text.utf8.count, 40_000)
    }

    func testAllPassingHeadline() throws {
        let report = try ReportFixtures.decode(ReportFixtures.report([ReportFixtures.entry("a", order: 0)]))
        let merged = CheckReport(tool: report.tool, versions: nil, golden: "golden", shard: nil, options: report.options,
                                 specs: report.specs, orphans: [], orphansPruned: false)
        let text = String(decoding: MarkdownReport(report: merged).render(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("## ✅ tablerender check: 1 spec passed\n\n1 match, 0 mismatch, 0 missing, 0 failed; 0 orphan goldens.\n"), text)
    }

    func testJUnitClassNames() {
        // Jenkins splits at the last dot: package `specs.a`, class `b_json`.
        XCTAssertEqual(JUnitReport.className(of: "specs/a/b.json"), "specs.a.b_json")
        XCTAssertEqual(JUnitReport.className(of: "/tmp/x/../s.yaml"), "tmp.x.s_yaml")
        XCTAssertEqual(JUnitReport.className(of: "./t.json"), "t_json")
        XCTAssertEqual(JUnitReport.className(of: "screens.v2/settings.dark.json"), "screens_v2.settings_dark_json")
    }
}
