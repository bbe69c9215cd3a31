import Foundation
import XCTest

/// `tablerender review --ios 18,26`: every screen in both looks on one page, with its layout differences.
final class ReviewCommandTests: TableRenderTestCase {
    func testEveryScreenInBothLooksWithItsLayoutDifferences() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["About", "Wi-Fi"], width: 320), to: "specs/settings.json")
        try writeCreatingFolders(#"{ "style": "cards", "width": 320, "scale": 1, "sections": [ { "rows": [ "Card" ] } ] }"#,
                                 to: "specs/cards.json")
        let result = try run(["review", "specs", "-o", "out/review.html"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(stdoutLines(result), ["review: 2 screens in iOS 18 and 26, 1 with layout differences; out/review.html"])
        let page = String(decoding: try contents(of: "out/review.html"), as: UTF8.self)
        XCTAssertTrue(page.contains("<title>tablerender review: iOS 18 → iOS 26</title>"), page)
        XCTAssertEqual(page.components(separatedBy: "<img alt=").count - 1, 4, "two looks of two screens")
        XCTAssertTrue(page.contains("<figcaption>iOS 18</figcaption>") && page.contains("<figcaption>iOS 26</figcaption>"))
        // iOS 26 rows are taller (51 pt, docs/metrics.md): said in words.
        XCTAssertTrue(page.contains("<li>row &quot;About&quot; grew by") || page.contains("<li>row \"About\" grew by"), page)
        XCTAssertTrue(page.contains("The same layout in both looks"), "cards do not follow ios")
        XCTAssertFalse(page.contains("<script"), "no script, no request")
        let again = try run(["review", "specs", "-o", "out/again.html", "-q"])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(try contents(of: "out/again.html"), try contents(of: "out/review.html"), "deterministic")
    }

    func testBadLooksAndOutputsAreUsageErrorsAndAnInvalidSpecIsNamed() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/a.json")
        XCTAssertEqual(try run(["review", "specs", "--ios", "18", "-o", "r.html"]).status, 64)
        XCTAssertEqual(try run(["review", "specs", "--ios", "18,18", "-o", "r.html"]).status, 64)
        XCTAssertEqual(try run(["review", "specs", "--ios", "18,12", "-o", "r.html"]).status, 64)
        XCTAssertEqual(try run(["review", "specs", "-o", "r.png"]).status, 64)
        try writeCreatingFolders(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let result = try run(["review", "specs", "-o", "r.html", "-q"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrLines.first?.hasPrefix("specs/bad.json:1:12: width: ") ?? false, result.stderr)
        XCTAssertTrue(String(decoding: try contents(of: "r.html"), as: UTF8.self).contains("class=\"error\""))
    }
}
