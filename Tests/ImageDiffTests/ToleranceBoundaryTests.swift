import ImageDiff
import XCTest

/// Where exactly the two tolerances switch: the threshold on one pixel's distance and the ratio of pixels.
final class ToleranceBoundaryTests: XCTestCase {
    /// A grey step of `d` levels moves only Y (I and Q cancel for equal channels): δ = 0.5053 · d², so the
    /// threshold that just covers it is √(0.5053 · d² / 35215).
    private func boundary(forGreyStep d: Double) -> Double {
        (0.5053 * d * d / 35215).squareRoot()
    }

    func testAPixelDiffersJustBelowItsThresholdAndNotJustAbove() {
        let expected = RGBAImage(width: 5, height: 5, fill: RGBAPixel(128, 128, 128))
        for step in [1, 2, 10, 60] {
            var actual = expected
            actual[2, 2] = RGBAPixel(UInt8(128 + step), UInt8(128 + step), UInt8(128 + step))
            let edge = boundary(forGreyStep: Double(step))
            let below = ImageComparator.compare(expected, actual, options: .init(threshold: edge * 0.999))
            let above = ImageComparator.compare(expected, actual, options: .init(threshold: edge * 1.001))
            XCTAssertEqual(below.differingPixels, 1, "step \(step) at threshold \(edge * 0.999)")
            XCTAssertEqual(above.differingPixels, 0, "step \(step) at threshold \(edge * 1.001)")
            XCTAssertEqual(above.maxChannelDelta, step, "an excused change still reports its size")
        }
    }

    func testPixelmatchsThresholdExcusesUpTo26GreyLevels() {
        // 0.1 of the largest distance: √(35215 · 0.01 / 0.5053) ≈ 26.4 levels of grey on every channel.
        let pixelmatch = DiffOptions(threshold: 0.1)
        let expected = RGBAImage(width: 3, height: 3, fill: .white)
        var faint = expected, visible = expected
        faint[1, 1] = RGBAPixel(230, 230, 230)
        visible[1, 1] = RGBAPixel(228, 228, 228)
        XCTAssertEqual(ImageComparator.compare(expected, faint, options: pixelmatch).differingPixels, 0)
        XCTAssertEqual(ImageComparator.compare(expected, visible, options: pixelmatch).differingPixels, 1)
    }

    func testTheDefaultsCountATwoLevelChangeOfASmallRegion() {
        // The grouped background #F2F2F7 and a 6×6 patch two levels darker, one channel or all three: the
        // old default (0.1) excused every one of these, the new one counts all 36 pixels.
        let background = RGBAPixel(242, 242, 247)
        var expected = RGBAImage(width: 40, height: 30, fill: background)
        expected.fill(x: 4, y: 4, width: 20, height: 12, with: .white)
        for patch in [RGBAPixel(240, 240, 245), RGBAPixel(242, 242, 245), RGBAPixel(240, 242, 247)] {
            var actual = expected
            actual.fill(x: 28, y: 18, width: 6, height: 6, with: patch)
            let result = ImageComparator.compare(expected, actual)
            XCTAssertEqual(result.differingPixels, 36, "\(patch): \(result)")
            XCTAssertEqual(result.maxChannelDelta, 2)
            XCTAssertFalse(result.passed)
            XCTAssertTrue(ImageComparator.compare(expected, actual, options: .init(threshold: 0.1)).passed,
                          "the old default excused it")
        }
        XCTAssertTrue(ImageComparator.compare(expected, expected).passed, "identical pixels always match")
    }

    func testARatioExactlyAtTheLimitPassesAndOnePixelMoreFails() {
        // A checkerboard, not a blank image: against a blank one any counted pixel fails whatever the ratio.
        let expected = RGBAImage.checkerboard(width: 100, height: 10)
        var actual = expected
        for x in stride(from: 4, to: 100, by: 10) { actual[x, 5] = .black }  // 10 isolated pixels of 1000
        XCTAssertTrue(ImageComparator.compare(expected, actual, options: .init(maxDifferentRatio: 0.01)).passed)
        actual[55, 5] = .black
        let eleven = ImageComparator.compare(expected, actual, options: .init(maxDifferentRatio: 0.01))
        XCTAssertEqual(eleven.differingPixels, 11)
        XCTAssertFalse(eleven.passed)
    }

    func testZeroRatioFailsOnASinglePixelAndOneRatioPassesAnythingOfTheSameSize() {
        let expected = RGBAImage.checkerboard(width: 30, height: 30)
        var actual = expected
        actual[0, 0] = .black
        XCTAssertFalse(ImageComparator.compare(expected, actual, options: .init(maxDifferentRatio: 0)).passed)
        var inverted = RGBAImage(width: 30, height: 30, fill: .black)
        inverted[0, 0] = .white
        XCTAssertTrue(ImageComparator.compare(expected, inverted, options: .init(maxDifferentRatio: 1)).passed,
                      "neither image is blank, so only the ratio judges")
    }

    func testAntiAliasedPixelsDoNotCountTowardsTheRatioUnlessIncluded() {
        var expected = RGBAImage(width: 40, height: 40, fill: .white)
        expected.drawAntialiasedDisk(centreX: 20, centreY: 20, radius: 10)
        var actual = RGBAImage(width: 40, height: 40, fill: .white)
        actual.drawAntialiasedDisk(centreX: 20, centreY: 20, radius: 10) { $0.squareRoot() }
        let excused = ImageComparator.compare(expected, actual)
        XCTAssertEqual(excused.differingPixels, 0)
        XCTAssertGreaterThan(excused.antiAliasedPixels, 0)
        XCTAssertTrue(excused.passed)
        let counted = ImageComparator.compare(expected, actual, options: .init(includeAntiAliasing: true))
        XCTAssertEqual(counted.differingPixels, excused.antiAliasedPixels)
        XCTAssertFalse(counted.passed)
    }
}
