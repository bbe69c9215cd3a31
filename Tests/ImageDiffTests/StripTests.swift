import ImageDiff
import XCTest

/// `RGBAImage.strip`: the panels of `NAME.compare.png` side by side.
final class StripTests: XCTestCase {
    func testPanelsSitSideBySideTopAlignedWithGreyGapsAndPadding() {
        let red = RGBAImage(width: 3, height: 2, fill: .differenceRed)
        let yellow = RGBAImage(width: 2, height: 4, fill: .antiAliasingYellow)
        let black = RGBAImage(width: 1, height: 1, fill: .black)
        let strip = RGBAImage.strip([red, yellow, black], gap: 2)
        XCTAssertEqual(strip.width, 3 + 2 + 2 + 2 + 1)
        XCTAssertEqual(strip.height, 4, "the tallest panel")
        let grey = RGBAImage.stripBackground
        XCTAssertEqual(grey, RGBAPixel(128, 128, 128))
        // Row 0: red red red | gap gap | yellow yellow | gap gap | black
        XCTAssertEqual((0..<strip.width).map { strip[$0, 0] },
                       [.differenceRed, .differenceRed, .differenceRed, grey, grey, .antiAliasingYellow, .antiAliasingYellow, grey, grey, .black])
        // Row 3: below the short panels, grey; the tall one goes on.
        XCTAssertEqual((0..<strip.width).map { strip[$0, 3] },
                       [grey, grey, grey, grey, grey, .antiAliasingYellow, .antiAliasingYellow, grey, grey, grey])
        XCTAssertEqual(strip[2, 1], .differenceRed)
        XCTAssertEqual(strip[2, 2], grey)
    }

    func testPixelsAreCopiedUnchangedEvenWhenTranslucent() {
        var panel = RGBAImage(width: 2, height: 2, fill: RGBAPixel(10, 20, 30, 40))
        panel[1, 1] = RGBAPixel(1, 2, 3, 0)
        let strip = RGBAImage.strip([panel, panel])
        XCTAssertEqual(strip.width, 2 + RGBAImage.stripGap + 2)
        XCTAssertEqual(strip[0, 0], RGBAPixel(10, 20, 30, 40))
        XCTAssertEqual(strip[1, 1], RGBAPixel(1, 2, 3, 0))
        XCTAssertEqual(strip[2 + RGBAImage.stripGap + 1, 1], RGBAPixel(1, 2, 3, 0))
    }

    func testSizeOverflowIsNilAndEmptyInputIsEmpty() {
        XCTAssertNil(RGBAImage.stripSize(of: [(Int.max, 1), (1, 1)]))
        XCTAssertEqual(RGBAImage.strip([]).width, 0)
        XCTAssertEqual(RGBAImage.strip([RGBAImage(width: 5, height: 3)]).width, 5, "one panel, no gap")
    }
}
