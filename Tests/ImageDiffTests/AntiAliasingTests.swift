import ImageDiff
import XCTest

final class AntiAliasingTests: XCTestCase {
    private func disk(offsetX: Double, offsetY: Double) -> RGBAImage {
        var image = RGBAImage(width: 48, height: 48, fill: .white)
        image.drawAntialiasedDisk(centreX: 24 + offsetX, centreY: 24 + offsetY, radius: 15)
        return image
    }

    func testSubPixelShiftOfAnAntialiasedShapeIsReportedAsAntiAliasing() {
        let expected = disk(offsetX: 0, offsetY: 0)
        let actual = disk(offsetX: 0.3, offsetY: 0.2)
        let result = ImageComparator.compare(expected, actual)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertGreaterThan(result.antiAliasedPixels, 20)
        XCTAssertNil(result.changedBounds)
        XCTAssertTrue(result.passed)
    }

    func testIncludeAntiAliasingCountsThoseEdgePixels() {
        let expected = disk(offsetX: 0, offsetY: 0)
        let actual = disk(offsetX: 0.3, offsetY: 0.2)
        let excused = ImageComparator.compare(expected, actual).antiAliasedPixels
        let result = ImageComparator.compare(expected, actual, options: .init(includeAntiAliasing: true))
        XCTAssertEqual(result.differingPixels, excused)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertFalse(result.passed)
    }

    func testShapeMovedByWholePixelsIsCounted() {
        let result = ImageComparator.compare(disk(offsetX: 0, offsetY: 0), disk(offsetX: 3, offsetY: 0))
        XCTAssertGreaterThan(result.differingPixels, 50, "the solid interior moved, not just its edge")
        XCTAssertFalse(result.passed)
    }

    func testOnePixelLineMovedByOnePixelIsCounted() {
        for vertical in [false, true] {
            var expected = RGBAImage(width: 30, height: 30, fill: .white)
            var actual = expected
            if vertical {
                expected.fill(x: 10, y: 5, width: 1, height: 20, with: RGBAPixel(60, 60, 60))
                actual.fill(x: 11, y: 5, width: 1, height: 20, with: RGBAPixel(60, 60, 60))
            } else {
                expected.fill(x: 5, y: 10, width: 20, height: 1, with: RGBAPixel(60, 60, 60))
                actual.fill(x: 5, y: 11, width: 20, height: 1, with: RGBAPixel(60, 60, 60))
            }
            let result = ImageComparator.compare(expected, actual)
            XCTAssertEqual(result.differingPixels, 40, "vertical: \(vertical)")
            XCTAssertEqual(result.antiAliasedPixels, 0, "vertical: \(vertical)")
        }
    }

    func testOnePixelLineAlongTheImageBorderMovedInwardIsCounted() {
        var expected = RGBAImage(width: 12, height: 12, fill: .white)
        var actual = expected
        expected.fill(x: 0, y: 0, width: 12, height: 1, with: .black)
        actual.fill(x: 0, y: 1, width: 12, height: 1, with: .black)
        let result = ImageComparator.compare(expected, actual)
        XCTAssertEqual(result.differingPixels, 24)
        XCTAssertEqual(result.antiAliasedPixels, 0)
    }

    func testOnePixelRingMovedOrRecolouredIsCounted() {
        var expected = RGBAImage(width: 40, height: 40, fill: .white)
        expected.drawRing(centreX: 20, centreY: 20, radius: 9, colour: RGBAPixel(90, 90, 90))
        var moved = RGBAImage(width: 40, height: 40, fill: .white)
        moved.drawRing(centreX: 21, centreY: 20, radius: 9, colour: RGBAPixel(90, 90, 90))
        var recoloured = RGBAImage(width: 40, height: 40, fill: .white)
        recoloured.drawRing(centreX: 20, centreY: 20, radius: 9, colour: RGBAPixel(30, 30, 200))

        let movedResult = ImageComparator.compare(expected, moved)
        XCTAssertGreaterThan(movedResult.differingPixels, 20)
        XCTAssertEqual(movedResult.antiAliasedPixels, 0)

        let ringSize = expected.ringPixels(centreX: 20, centreY: 20, radius: 9).count
        let recolouredResult = ImageComparator.compare(expected, recoloured)
        XCTAssertEqual(recolouredResult.differingPixels, ringSize)
        XCTAssertEqual(recolouredResult.antiAliasedPixels, 0)
    }

    func testAntialiasedThinRingMovedByOnePixelStillFails() {
        // Pixels of a thin anti-aliased ring look like edge blends against the flat background, so the
        // detector excuses many of them; enough stay counted that the move cannot pass silently.
        var expected = RGBAImage(width: 40, height: 40, fill: .white)
        expected.drawAntialiasedRing(centreX: 20, centreY: 20, radius: 9)
        var actual = RGBAImage(width: 40, height: 40, fill: .white)
        actual.drawAntialiasedRing(centreX: 21, centreY: 20, radius: 9)
        let result = ImageComparator.compare(expected, actual)
        XCTAssertGreaterThan(result.differingPixels, 10)
        XCTAssertFalse(result.passed)
    }

    func testDetectorNeverFlagsPixelsOfOnePixelLinesOrRings() {
        var image = RGBAImage(width: 40, height: 40, fill: .white)
        image.drawRing(centreX: 20, centreY: 20, radius: 9, colour: RGBAPixel(90, 90, 90))
        image.fill(x: 2, y: 36, width: 36, height: 1, with: RGBAPixel(90, 90, 90))
        image.fill(x: 0, y: 0, width: 1, height: 40, with: RGBAPixel(90, 90, 90))
        let blank = RGBAImage(width: 40, height: 40, fill: .white)
        let linePixels = image.ringPixels(centreX: 20, centreY: 20, radius: 9)
            + (2..<38).map { ($0, 36) } + (0..<40).map { (0, $0) }
        for (x, y) in linePixels {
            XCTAssertFalse(AntiAliasingDetector.isAntiAliased(image, x: x, y: y, comparedWith: blank), "(\(x), \(y))")
            XCTAssertFalse(AntiAliasingDetector.isAntiAliased(image, x: x, y: y, comparedWith: image), "(\(x), \(y))")
        }
    }

    func testDetectorFlagsTheBlendedColumnOfAnEdge() {
        // A vertical edge between flat white and flat black with one 50 % column: the textbook AA pixel.
        var image = RGBAImage(width: 9, height: 9, fill: .white)
        image.fill(x: 5, y: 0, width: 4, height: 9, with: .black)
        image.fill(x: 4, y: 0, width: 1, height: 9, with: RGBAPixel(128, 128, 128))
        XCTAssertTrue(AntiAliasingDetector.isAntiAliased(image, x: 4, y: 4, comparedWith: image))
        XCTAssertFalse(AntiAliasingDetector.isAntiAliased(image, x: 2, y: 4, comparedWith: image), "flat area")
        // At the border the missing row counts as one equal neighbour, and one is not enough to make it flat.
        XCTAssertTrue(AntiAliasingDetector.isAntiAliased(image, x: 4, y: 0, comparedWith: image))
    }

    func testDetectorHandlesTinyImagesAndOutOfBoundsQueries() {
        let single = RGBAImage(width: 1, height: 1, fill: .black)
        XCTAssertFalse(AntiAliasingDetector.isAntiAliased(single, x: 0, y: 0, comparedWith: single))
        XCTAssertFalse(AntiAliasingDetector.isAntiAliased(single, x: 1, y: 0, comparedWith: single))
        XCTAssertFalse(AntiAliasingDetector.isAntiAliased(single, x: -1, y: -1, comparedWith: single))
        let row = try? RGBAImage(width: 3, height: 1, pixels: [255, 255, 255, 255, 128, 128, 128, 255, 0, 0, 0, 255])
        XCTAssertNotNil(row)
        if let row {
            XCTAssertFalse(AntiAliasingDetector.isAntiAliased(row, x: 1, y: 0, comparedWith: row))
        }
        XCTAssertEqual(ImageComparator.compare(single, RGBAImage(width: 1, height: 1, fill: .white)).differingPixels, 1)
    }

    func testSizeMismatchLooksUpSiblingsOnlyInsideEachImage() {
        var expected = RGBAImage(width: 9, height: 9, fill: .white)
        expected.fill(x: 5, y: 0, width: 4, height: 9, with: .black)
        expected.fill(x: 4, y: 0, width: 1, height: 9, with: RGBAPixel(128, 128, 128))
        var actual = RGBAImage(width: 5, height: 5, fill: .white)
        actual.fill(x: 4, y: 0, width: 1, height: 5, with: RGBAPixel(100, 100, 100))
        let result = ImageComparator.compare(expected, actual)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.totalPixels, 81)
        XCTAssertGreaterThanOrEqual(result.differingPixels, 81 - 25)
    }
}
