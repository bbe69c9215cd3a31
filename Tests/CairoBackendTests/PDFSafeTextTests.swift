import CairoBackend
import Foundation
import TableGraphics
import TestSupport
import XCTest

/// Text that PNG and SVG drew but PDF refused or wrote invalidly: noncharacters and repeated ZWJ emoji.
final class PDFSafeTextTests: XCTestCase {
    private let white = RGBAColor(255, 255, 255)
    private let black = RGBAColor(0, 0, 0)

    /// A noncharacter, which Swift accepts in strings but not in literals.
    private func scalar(_ value: UInt32) -> String {
        String(Character(Unicode.Scalar(value)!))
    }

    private func list(_ texts: [String]) -> DisplayList {
        let items = texts.enumerated().map { index, text in
            DisplayItem.text(TextRun(text: text, style: TextStyle(family: "Inter", size: 17), color: black,
                                     origin: Point(4, 4 + 30 * Double(index)), width: 280))
        }
        return DisplayList(size: Size(300, 30 * Double(texts.count) + 8), scale: 2, background: white, items: items)
    }

    func testNoncharactersRenderToEveryFormat() throws {
        let renderer = try CairoRenderer()
        let texts = ["a\(scalar(0xFDD0))b\(scalar(0xFDEF))c", scalar(0xFFFE) + scalar(0xFFFF),
                     "plane 1 \(scalar(0x1FFFE)) plane 16 \(scalar(0x10FFFF))"]
        for format in [OutputFormat.png, .svg, .pdf] {
            XCTAssertNoThrow(try renderer.render(list(texts), format: format), "\(format)")
        }
        XCTAssertNoThrow(try renderer.renderPDF(pages: [list(texts)], titles: ["title " + scalar(0xFFFF)]))
    }

    /// A noncharacter draws what U+FFFD draws, in pixels, as iOS shows a missing glyph rather than nothing.
    func testNoncharactersDrawTheReplacementCharacter() throws {
        let renderer = try CairoRenderer()
        let replaced = try renderer.rasterize(list(["a\u{FFFD}b"]))
        for text in ["a\(scalar(0xFDD0))b", "a\(scalar(0xFFFF))b"] {
            XCTAssertEqual(try renderer.rasterize(list([text])), replaced, text)
        }
    }

    func testRepeatedZWJEmojiGiveAPDFWithoutDuplicatedResourceKeys() throws {
        let renderer = try CairoRenderer()
        let family = "👩‍👩‍👧‍👦", rainbow = "🏳️‍🌈"
        let pages = [list([family, "\(family) \(rainbow) \(family)", rainbow, rainbow])]
        let single = try renderer.render(pages[0], format: .pdf)
        let multi = try renderer.renderPDF(pages: pages + pages, titles: ["one", "two"])
        for (name, pdf) in [("render", single), ("renderPDF", multi)] {
            XCTAssertEqual(PDFInspection.duplicatedResourceKeys(in: pdf), [], name)
            XCTAssertGreaterThan(PDFInspection.resourceEntries(in: pdf), 0, "\(name): the emoji are images")
            try PDFInspection.assertQPDFAccepts(pdf, name: name)
        }
    }
}
