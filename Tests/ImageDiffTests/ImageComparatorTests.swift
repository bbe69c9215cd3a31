import ImageDiff
import XCTest

final class ImageComparatorTests: XCTestCase {
    func testIdenticalImagesHaveNoDifferences() {
        let image = RGBAImage.checkerboard(width: 40, height: 30)
        let result = ImageComparator.compare(image, image)
        XCTAssertTrue(result.isIdentical)
        XCTAssertTrue(result.passed)
        XCTAssertTrue(result.sizesMatch)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.totalPixels, 1200)
        XCTAssertEqual(result.ratio, 0)
        XCTAssertEqual(result.maxChannelDelta, 0)
        XCTAssertNil(result.changedBounds)
    }

    func testSingleChangedPixelIsCountedWithItsBounds() {
        let expected = RGBAImage.checkerboard(width: 40, height: 30)
        var actual = expected
        actual[13, 11] = .differenceRed
        let result = ImageComparator.compare(expected, actual)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.changedBounds, PixelRect(x: 13, y: 11, width: 1, height: 1))
        XCTAssertEqual(result.maxChannelDelta, 255)
        XCTAssertEqual(result.ratio, 1.0 / 1200)
        XCTAssertFalse(result.isIdentical)
        XCTAssertFalse(result.passed)
    }

    func testBoundsEncloseAllCountedDifferences() {
        let expected = RGBAImage.checkerboard(width: 40, height: 30)
        var actual = expected
        actual[3, 25] = .black
        actual[36, 4] = .black
        let result = ImageComparator.compare(expected, actual)
        XCTAssertEqual(result.differingPixels, 2)
        XCTAssertEqual(result.changedBounds, PixelRect(x: 3, y: 4, width: 34, height: 22))
    }

    func testChangesBelowTheThresholdAreNotCounted() {
        let expected = RGBAImage(width: 10, height: 10, fill: .white)
        var faint = expected
        faint[5, 5] = RGBAPixel(250, 250, 250)
        var strong = expected
        strong[5, 5] = RGBAPixel(200, 200, 200)

        let faintResult = ImageComparator.compare(expected, faint, options: .init(threshold: 0.1))
        XCTAssertEqual(faintResult.differingPixels, 0)
        XCTAssertEqual(faintResult.maxChannelDelta, 5)
        XCTAssertFalse(faintResult.isIdentical, "a sub-threshold change is still not byte-identical")
        XCTAssertTrue(faintResult.passed)

        XCTAssertEqual(ImageComparator.compare(expected, strong, options: .init(threshold: 0.1)).differingPixels, 1)
        XCTAssertEqual(ImageComparator.compare(expected, strong, options: .init(threshold: 0.5)).differingPixels, 0)
        XCTAssertEqual(ImageComparator.compare(expected, faint).differingPixels, 1, "the default counts it")
    }

    func testThresholdZeroCountsAnyVisibleChange() {
        let expected = RGBAImage(width: 4, height: 4, fill: .white)
        var actual = expected
        actual[1, 2] = RGBAPixel(255, 255, 254)
        XCTAssertEqual(ImageComparator.compare(expected, actual, options: .init(threshold: 0.01)).differingPixels, 0)
        XCTAssertEqual(ImageComparator.compare(expected, actual, options: .init(threshold: 0)).differingPixels, 1)
        XCTAssertEqual(ImageComparator.compare(expected, actual).differingPixels, 1, "the default is 0")
        XCTAssertEqual(ImageComparator.compare(expected, actual, options: .exact).differingPixels, 1)
    }

    func testThresholdIsClampedToTheUnitRange() {
        let expected = RGBAImage(width: 2, height: 2, fill: .white)
        var actual = expected
        actual[0, 0] = RGBAPixel(255, 255, 254)
        XCTAssertEqual(ImageComparator.compare(expected, actual, options: .init(threshold: -3)).differingPixels, 1)
        actual[0, 0] = .black
        XCTAssertEqual(ImageComparator.compare(expected, actual, options: .init(threshold: 7)).differingPixels, 0)
    }

    func testSizeMismatchNeverPassesAndCountsTheMissingArea() {
        let expected = RGBAImage(width: 10, height: 10, fill: .white)
        let actual = RGBAImage(width: 12, height: 9, fill: .white)
        let result = ImageComparator.compare(expected, actual, options: .init(maxDifferentRatio: 1))
        XCTAssertFalse(result.sizesMatch)
        XCTAssertFalse(result.passed)
        XCTAssertFalse(result.isIdentical)
        XCTAssertEqual(result.totalPixels, 12 * 10)
        // Columns 10–11 of every row, plus row 9 of the 10 columns both images do not share.
        XCTAssertEqual(result.differingPixels, 2 * 10 + 10)
        XCTAssertEqual(result.changedBounds, PixelRect(x: 0, y: 0, width: 12, height: 10))
    }

    func testEmptyAgainstNonEmptyImageDoesNotPass() {
        let result = ImageComparator.compare(
            RGBAImage(width: 0, height: 0), RGBAImage(width: 3, height: 2, fill: .white))
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.differingPixels, 6)
    }

    func testTransparentEqualsWhiteBecauseAlphaIsCompositedOverWhite() {
        let transparent = RGBAImage(width: 8, height: 8, fill: .clear)
        let invisibleRed = RGBAImage(width: 8, height: 8, fill: RGBAPixel(255, 0, 0, 0))
        let white = RGBAImage(width: 8, height: 8, fill: .white)
        for other in [white, invisibleRed] {
            let result = ImageComparator.compare(transparent, other, options: .exact)
            XCTAssertEqual(result.differingPixels, 0)
            XCTAssertTrue(result.passed)
            XCTAssertFalse(result.isIdentical, "the bytes still differ")
        }
        let black = RGBAImage(width: 8, height: 8, fill: .black)
        XCTAssertEqual(ImageComparator.compare(transparent, black).differingPixels, 64)
    }

    func testHalfTransparentBlackLooksLikeMidGrey() {
        let translucent = RGBAImage(width: 4, height: 4, fill: RGBAPixel(0, 0, 0, 128))
        let grey = RGBAImage(width: 4, height: 4, fill: RGBAPixel(127, 127, 127))
        XCTAssertEqual(ImageComparator.compare(translucent, grey, options: .init(threshold: 0.01)).differingPixels, 0)
        let opaqueBlack = RGBAImage(width: 4, height: 4, fill: .black)
        XCTAssertEqual(ImageComparator.compare(translucent, opaqueBlack).differingPixels, 16)
    }

    func testRatioIsJudgedAgainstMaxDifferentRatio() {
        let expected = RGBAImage.checkerboard(width: 100, height: 100)
        var actual = expected
        for index in 0..<10 { actual[4 + 8 * index, 4] = .black }
        let result = ImageComparator.compare(expected, actual)
        XCTAssertEqual(result.differingPixels, 10)
        XCTAssertEqual(result.ratio, 0.001, accuracy: 1e-12)
        XCTAssertFalse(result.passed)
        XCTAssertTrue(ImageComparator.compare(expected, actual, options: .init(maxDifferentRatio: 0.001)).passed)
        XCTAssertFalse(ImageComparator.compare(expected, actual, options: .init(maxDifferentRatio: 0.0009)).passed)
    }

    func testBlankImageNeverPassesAgainstADrawnOne() {
        var drawn = RGBAImage(width: 200, height: 100, fill: .white)
        drawn.fill(x: 20, y: 40, width: 60, height: 8, with: RGBAPixel(40, 40, 40))
        let generous = DiffOptions(threshold: 0.3, maxDifferentRatio: 0.5)
        for blank in [RGBAImage(width: 200, height: 100, fill: .white), RGBAImage(width: 200, height: 100)] {
            for (expected, actual) in [(drawn, blank), (blank, drawn)] {
                let result = ImageComparator.compare(expected, actual, options: generous)
                XCTAssertLessThan(result.ratio, generous.maxDifferentRatio, "only the blank rule can fail this")
                XCTAssertTrue(result.blankMismatch)
                XCTAssertFalse(result.passed)
            }
        }
        let black = RGBAImage(width: 200, height: 100, fill: .black)
        XCTAssertFalse(ImageComparator.compare(drawn, black, options: .init(maxDifferentRatio: 1)).passed)
    }

    func testBlankImagesThatLookAlikeStillPass() {
        let white = RGBAImage(width: 30, height: 30, fill: .white)
        var noisy = white
        noisy[3, 3] = RGBAPixel(254, 254, 254)
        let result = ImageComparator.compare(white, noisy, options: .init(threshold: 0.01))
        XCTAssertTrue(result.expectedIsBlank)
        XCTAssertFalse(result.actualIsBlank)
        XCTAssertFalse(result.blankMismatch, "nothing was counted, so nothing stands in for a drawing")
        XCTAssertTrue(result.passed)
    }

    func testBufferResizedAfterCreationIsComparedWithoutTrapping() {
        let expected = RGBAImage(width: 4, height: 4, fill: .white)
        var actual = expected
        actual.pixels.removeLast(8)
        let result = ImageComparator.compare(expected, actual, options: .init(maxDifferentRatio: 1))
        XCTAssertFalse(result.sizesMatch)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(ImageComparator.diffImage(expected, actual).pixels.count, 4 * 4 * 4)
    }

    func testDescriptionSummarisesTheResult() {
        let expected = RGBAImage.checkerboard(width: 40, height: 25)
        var actual = expected
        actual[1, 2] = .black
        XCTAssertEqual(
            ImageComparator.compare(expected, actual).description,
            "1 of 1000 pixels differ (0.1000%), max channel delta 255, within 1,2 1×1, allowed 0.0000%")
    }
}
