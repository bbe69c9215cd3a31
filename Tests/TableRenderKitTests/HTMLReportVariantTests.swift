import Foundation
import TableChecks
import TableRenderKit
import XCTest

/// The HTML page's card for the variants of one spec, the layout changes and the `accept` commands.
final class HTMLReportVariantTests: XCTestCase {
    private func page(_ entries: [[String: Any]], acceptReport: String? = nil) throws -> String {
        let report = try ReportFixtures.decode(ReportFixtures.report(entries))
        var page = HTMLReport(report: report, images: { _, _ in nil })
        page.acceptReport = acceptReport
        return String(decoding: page.render(), as: UTF8.self)
    }

    /// Four variants of one spec, one changed and one missing: one card, the changed one's tile first.
    private static let matrix: [[String: Any]] = [
        ReportFixtures.entry("s.light", order: 0, spec: "specs/s.json", variant: [("appearance", "light")]),
        ReportFixtures.entry("s.dark", order: 1, status: "missing", differing: nil, spec: "specs/s.json",
                             variant: [("appearance", "dark")]),
        ReportFixtures.entry("s.light.AX2", order: 2, spec: "specs/s.json", variant: [("appearance", "light")]),
        ReportFixtures.entry("s.dark.AX2", order: 3, status: "mismatch", differing: 7, spec: "specs/s.json",
                             variant: [("appearance", "dark")]),
        ReportFixtures.entry("other", order: 4, status: "mismatch", differing: 3),
    ]

    func testVariantsOfOneSpecShareOneCardWithTheChangedFirst() throws {
        let html = try page(Self.matrix)
        XCTAssertEqual(html.components(separatedBy: "<section class=\"group\"").count - 1, 1, "one card, not for `other`")
        let card = try XCTUnwrap(html.range(of: "<section class=\"group\"")).lowerBound
        let tiles = html[card...]
        let mismatchTile = try XCTUnwrap(tiles.range(of: "data-goto=\"e3\"")).lowerBound
        let missingTile = try XCTUnwrap(tiles.range(of: "data-goto=\"e1\"")).lowerBound
        XCTAssertLessThan(mismatchTile, missingTile, "the changed variant first")
        XCTAssertTrue(html.contains("2 of 4 variants failing"), html)
        XCTAssertEqual(html.components(separatedBy: "<li><span class=\"tile-match\">").count - 1, 2, "matches as tiles")
        // The entry after the first in the card has its images folded.
        let second = try XCTUnwrap(html.range(of: "id=\"e1\"")).lowerBound
        XCTAssertLessThan(try XCTUnwrap(html.range(of: "id=\"e3\"")).lowerBound, second)
        let other = try XCTUnwrap(html.range(of: "id=\"e4\"")).lowerBound
        XCTAssertFalse(html[card..<other].contains("</section>\n<section class=\"group\""))
    }

    func testLayoutChangesAndAcceptCommandsAreShownEscaped() throws {
        var entry = ReportFixtures.entry("it's <b>", order: 0, status: "mismatch", differing: 3)
        entry["layoutChanges"] = [#"title changed: "<Bluetooth>" → "Bluetooth Devices""#]
        let html = try page([entry], acceptReport: "out dir/report.json")
        XCTAssertTrue(html.contains("<li>title changed: &quot;&lt;Bluetooth&gt;&quot; → &quot;Bluetooth Devices&quot;</li>"), html)
        // Quoted for a shell (`'it'\''s <b>'`), then escaped for HTML.
        XCTAssertTrue(html.contains(#"<code class="command">tablerender accept &#39;out dir/report.json&#39; &#39;it&#39;\&#39;&#39;s &lt;b&gt;&#39;</code>"#), html)
        XCTAssertTrue(html.contains(#"<code class="command">tablerender accept &#39;out dir/report.json&#39;</code>"#), html)
        XCTAssertFalse(try page([entry]).contains("tablerender accept"), "no JSON report, no command")
    }
}
