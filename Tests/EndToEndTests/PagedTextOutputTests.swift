import CairoBackend
import Foundation
import ImageDiff
import XCTest

/// A row taller than a page, written as PNG pages and PDF pages: its text continues from page to page.
final class PagedTextOutputTests: TableRenderTestCase {
    /// One row whose title wraps to about 80 lines (some 1,600 pt), so pages of 1,000 px at 2× cut through it.
    private var tallRowSpec: String {
        let title = (1...400).map { "Word\($0)" }.joined(separator: " ")
        return #"{ "width": 390, "scale": 2, "sections": [ { "rows": [ { "title": "\#(title)" } ] } ] }"#
    }

    /// Pixel rows with ink (a pixel darker than mid grey, as black text is) and the ink's horizontal span.
    private func ink(_ image: RGBAImage) -> (rows: [Int], xs: ClosedRange<Int>?) {
        var rows: [Int] = []
        var low = Int.max, high = Int.min
        for y in 0..<image.height {
            var inked = false
            for x in 0..<image.width {
                let pixel = image[x, y]
                let sum: Int = Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
                guard sum < 300 else { continue }
                inked = true
                low = min(low, x)
                high = max(high, x)
            }
            if inked { rows.append(y) }
        }
        return (rows, low <= high ? low...high : nil)
    }

    func testTextContinuesOnEveryPNGPage() throws {
        try write(tallRowSpec, to: "tall.json")
        // Where the layout puts the title: its box's left edge and width, in points.
        let dump = try runSuccessfully(["tall.json", "--dump-layout"]).stdoutText
        let textLine = try XCTUnwrap(dump.split(separator: "\n").first { $0.hasPrefix("text ") })
        let fields = textLine.split(separator: " ")
        let left = try XCTUnwrap(Double(fields[1].split(separator: ",")[0]))
        let width = try XCTUnwrap(Double(fields[3]))

        let result = try runSuccessfully(["tall.json", "--max-page-height", "1000", "-o", "tall.png"])
        let pages = try folderListing().filter { $0.hasPrefix("tall-") && $0.hasSuffix(".png") }
        XCTAssertGreaterThanOrEqual(pages.count, 3, result.stderr)
        // A line of 17-pt text is about 20 pt, 41 px at 2×: each page's ink reaches within two lines of every cut.
        let twoLines = 2 * 21 * 2
        for (index, name) in pages.enumerated() {
            let image = try ImageSurface.decodePNG([UInt8](try contents(of: name)))
            let (rows, xs) = ink(image)
            let first = try XCTUnwrap(rows.first, "\(name) has text")
            let last = try XCTUnwrap(rows.last)
            let span = try XCTUnwrap(xs)
            XCTAssertGreaterThanOrEqual(span.lowerBound, Int(left * 2) - 2, "\(name): ink only in the title's box")
            XCTAssertLessThanOrEqual(span.upperBound, Int((left + width) * 2) + 2, "\(name): ink only in the title's box")
            if index > 0 { XCTAssertLessThan(first, twoLines, "\(name): the text continues at the top") }
            if index < pages.count - 1 {
                XCTAssertGreaterThan(last, image.height - twoLines, "\(name): the text runs to the bottom")
            }
            // No blank band inside the text: lines follow each other on every page.
            let gaps = zip(rows, rows.dropFirst()).map { $1 - $0 }
            XCTAssertLessThan(gaps.max() ?? 0, twoLines / 2, "\(name): no line missing")
        }
    }

    func testAPDFHasAsManyPagesAsThePNG() throws {
        try write(tallRowSpec, to: "tall.json")
        try runSuccessfully(["tall.json", "--max-page-height", "1000", "-o", "tall.png"])
        let pngPages = try folderListing().filter { $0.hasPrefix("tall-") && $0.hasSuffix(".png") }
        try runSuccessfully(["tall.json", "--max-page-height", "1000", "-o", "tall.pdf"])
        let pdf = String(decoding: try contents(of: "tall.pdf"), as: UTF8.self)
        let pageCount = pdf.components(separatedBy: "/Type /Page\n").count - 1
            + pdf.components(separatedBy: "/Type /Page ").count - 1
        XCTAssertEqual(pageCount, pngPages.count)
        XCTAssertGreaterThanOrEqual(pageCount, 3)
        // Same cuts: each page's height in points is its PNG page's at 2× (the last, the canvas's rest, is rounded
        // to whole pixels in PNG).
        let heights = pdf.components(separatedBy: "/MediaBox [ 0 0 ").dropFirst().compactMap { box in
            box.split(separator: " ").dropFirst().first.flatMap { Double($0) }
        }
        let pngHeights = try pngPages.map { Double(try XCTUnwrap(OutputInspector.pngSize(try contents(of: $0))).height) / 2 }
        XCTAssertEqual(heights.count, pngHeights.count)
        XCTAssertEqual(Array(heights.dropLast()), Array(pngHeights.dropLast()))
    }
}
