import ImageDiff
import XCTest

/// `RGBAImage.labelledStrip`: the compare strip with `EXPECTED`, `DIFF` and `ACTUAL` above its panels.
final class LabelledStripTests: XCTestCase {
    func testLabelsSitInABandAboveEachPanelAndThePanelsAreUnchanged() {
        let red = RGBAImage(width: 300, height: 20, fill: .differenceRed)
        let black = RGBAImage(width: 300, height: 30, fill: .black)
        let strip = RGBAImage.labelledStrip([(image: red, label: "Expected"), (image: black, label: "Actual")])
        let plain = RGBAImage.strip([red, black])
        let band = strip.height - plain.height
        XCTAssertEqual(strip.width, plain.width)
        XCTAssertEqual(band, 2 * 7 * 2, "7-pixel letters at scale 2 for 300-px panels, as much again around them")
        for y in 0..<plain.height {
            for x in stride(from: 0, to: plain.width, by: 7) { XCTAssertEqual(strip[x, y + band], plain[x, y]) }
        }
        // The band: grey, with white letter pixels over each panel and none over the gap.
        var white = [0, 0]
        for y in 0..<band {
            for x in 0..<strip.width where strip[x, y] == RGBAImage.stripLabelColor {
                white[x < 300 ? 0 : 1] += 1
                XCTAssertFalse((300..<(300 + RGBAImage.stripGap)).contains(x), "no label pixel in the gap")
            }
        }
        XCTAssertGreaterThan(white[0], 100)
        XCTAssertGreaterThan(white[1], 100)
        XCTAssertEqual(strip[0, 0], RGBAImage.stripBackground)
    }

    func testALabelIsCutAtANarrowPanelAndTheStripIsTheSameTwice() {
        let narrow = RGBAImage(width: 5, height: 5, fill: .black)
        let strip = RGBAImage.labelledStrip([(image: narrow, label: "Expected"), (image: narrow, label: "Diff")])
        XCTAssertEqual(strip, RGBAImage.labelledStrip([(image: narrow, label: "Expected"), (image: narrow, label: "Diff")]))
        for y in 0..<(strip.height - 5) {
            for x in 5..<(5 + RGBAImage.stripGap) { XCTAssertEqual(strip[x, y], RGBAImage.stripBackground) }
        }
        XCTAssertNil(RGBAImage.labelledStripSize(of: [(Int.max, 1), (1, 1)]))
    }
}
