import Foundation
import TableSpec
import XCTest

/// Footers' `[text](url)` links split into runs as SwiftUI's Markdown shows them; whatever is not a link stays
/// literal text, character for character.
final class LinkedTextTests: XCTestCase {
    private typealias Run = LinkedText.Run

    private func runs(_ source: String) -> [Run] { LinkedText(parsing: source).runs }

    func testPlainTextIsOneRun() {
        XCTAssertEqual(runs("No links here."), [Run(text: "No links here.")])
        XCTAssertEqual(runs(""), [])
        XCTAssertFalse(LinkedText(parsing: "No links here.").hasLinks)
    }

    func testALinkBetweenTexts() {
        let text = LinkedText(parsing: "See [Privacy Policy](https://apple.com/privacy) for more.")
        XCTAssertEqual(text.runs, [Run(text: "See "), Run(text: "Privacy Policy", url: "https://apple.com/privacy"),
                                   Run(text: " for more.")])
        XCTAssertEqual(text.plainText, "See Privacy Policy for more.")
        XCTAssertTrue(text.hasLinks)
    }

    func testLinksAtEitherEndAndAdjacent() {
        XCTAssertEqual(runs("[A](a)[B](b)"), [Run(text: "A", url: "a"), Run(text: "B", url: "b")])
        XCTAssertEqual(runs("[A](a) and [B](b)"), [Run(text: "A", url: "a"), Run(text: " and "), Run(text: "B", url: "b")])
    }

    func testUnclosedBracketsStayLiteral() {
        XCTAssertEqual(runs("a [b c"), [Run(text: "a [b c")])
        XCTAssertEqual(runs("a [b](c"), [Run(text: "a [b](c")])
        XCTAssertEqual(runs("a [b] (c)"), [Run(text: "a [b] (c)")])
        XCTAssertEqual(runs("a ]b[ (c)"), [Run(text: "a ]b[ (c)")])
        XCTAssertEqual(runs("[[x](u)"), [Run(text: "["), Run(text: "x", url: "u")])
    }

    func testEmptyTextOrURLStaysLiteral() {
        XCTAssertEqual(runs("a [](u) b"), [Run(text: "a [](u) b")])
        XCTAssertEqual(runs("a [t]() b"), [Run(text: "a [t]() b")])
    }

    func testAURLWithSpacesIsNotALink() {
        XCTAssertEqual(runs("[a](b c) [d](e)"), [Run(text: "[a](b c) "), Run(text: "d", url: "e")])
    }

    func testBalancedBracketsInsideTheText() {
        XCTAssertEqual(runs("[a [b] c](u)"), [Run(text: "a [b] c", url: "u")])
        XCTAssertEqual(runs("[a]b](u)"), [Run(text: "[a]b](u)")])
    }

    /// A link inside a link: the inner one wins, the outer brackets are text (CommonMark).
    func testNestedLinksKeepTheInnerOne() {
        XCTAssertEqual(runs("[a [b](u)](v)"), [Run(text: "[a "), Run(text: "b", url: "u"), Run(text: "](v)")])
    }

    func testPlainTextRoundTripsWhenThereAreNoLinks() {
        for source in ["[", "]", "[]", "()", "[x]", "[x](", "a](b)", "[[[]]]", "[ü](ü ü)"] {
            XCTAssertEqual(LinkedText(parsing: source).plainText, source, source)
            XCTAssertFalse(LinkedText(parsing: source).hasLinks, source)
        }
    }

    /// 10,000 characters of open brackets (the longest footer) parse quickly: every scan is done once.
    func testHostileBracketsParseInLinearTime() {
        let hostile = [String(repeating: "[", count: 10_000), String(repeating: "[a](", count: 2500),
                       String(repeating: "[", count: 5000) + String(repeating: "](u)", count: 1250)]
        let start = Date()
        let parsed = hostile.map(LinkedText.init(parsing:))
        XCTAssertEqual(parsed[0].runs, [Run(text: hostile[0])])
        XCTAssertEqual(parsed[1].runs, [Run(text: hostile[1])])
        // Only the innermost 32 levels may be links; the rest is literal.
        XCTAssertLessThanOrEqual(parsed[2].runs.filter { $0.url != nil }.count, 32)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }
}
