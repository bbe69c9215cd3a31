import ImageDiff
import XCTest

final class AntiAliasingTests: XCTestCase {
    private func disk(offsetX: Double, offsetY: Double) -> RGBAImage {
        var image = RGBAImage(width: 48, height: 48, fill: .white)
        image.drawAntialiasedDisk(centreX: 24 + offsetX, centreY: 24 + offsetY, radius: 15)
        return image
    }

    /// Two glyphs with the same outline whose edge pixels are blended differently (another FreeType, another
    /// gamma): every partly covered pixel may change, no solid or empty one does.
    private func glyphs(blend: @escaping (Double) -> Double) -> RGBAImage {
        var image = RGBAImage(width: 64, height: 40, fill: .white)
        image.drawGlyph(originX: 4.3, originY: 6.6, blend: blend)
        image.drawGlyph(originX: 33.7, originY: 7.2, blend: blend)
        return image
    }

    func testGlyphEdgeAntiAliasingJitterIsForgiven() {
        let expected = glyphs { $0 }
        for blend: (Double) -> Double in [{ $0 * $0 }, { $0.squareRoot() }, { 0.15 + 0.7 * $0 }] {
            let actual = glyphs(blend: blend)
            let result = ImageComparator.compare(expected, actual)
            XCTAssertEqual(result.differingPixels, 0, "\(result)")
            XCTAssertGreaterThan(result.antiAliasedPixels, 40)
            XCTAssertGreaterThan(result.maxChannelDelta, 30, "the blends really differ")
            XCTAssertNil(result.changedBounds)
            XCTAssertTrue(result.passed)
        }
    }

    func testIncludeAntiAliasingCountsThoseEdgePixels() {
        let expected = glyphs { $0 }
        let actual = glyphs { $0 * $0 }
        let excused = ImageComparator.compare(expected, actual).antiAliasedPixels
        let result = ImageComparator.compare(expected, actual, options: .init(includeAntiAliasing: true))
        XCTAssertEqual(result.differingPixels, excused)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertFalse(result.passed)
    }

    func testGlyphMovedByOnePixelIsCounted() {
        // pixelmatch's rule (a blend in *either* image) excused nearly all of these: each changed pixel is a
        // blend in one of the two images.
        var expected = RGBAImage(width: 64, height: 40, fill: .white)
        expected.drawGlyph(originX: 4.3, originY: 6.6)
        for (dx, dy) in [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)] {
            var actual = RGBAImage(width: 64, height: 40, fill: .white)
            actual.drawGlyph(originX: 4.3 + dx, originY: 6.6 + dy)
            let result = ImageComparator.compare(expected, actual)
            XCTAssertGreaterThan(result.differingPixels, 20, "moved by (\(dx), \(dy)): \(result)")
            XCTAssertFalse(result.passed)
        }
    }

    func testAntialiasedDiskMovedByOnePixelIsCounted() {
        let result = ImageComparator.compare(disk(offsetX: 0, offsetY: 0), disk(offsetX: 1, offsetY: 0))
        XCTAssertGreaterThan(result.differingPixels, 30, "\(result)")
        XCTAssertFalse(result.passed)
    }

    func testRoundedCornerMovedOrResizedByOnePixelIsCounted() {
        // A white card on the grouped background, as `check` sees it at scale 1.
        let background = RGBAPixel(242, 242, 247)
        func card(x: Double, radius: Double) -> RGBAImage {
            var image = RGBAImage(width: 60, height: 40, fill: background)
            image.drawRoundedRect(x: x, y: 6, width: 40, height: 28, radius: radius, colour: .white)
            return image
        }
        let expected = card(x: 8, radius: 10)
        for (label, actual) in [("moved", card(x: 9, radius: 10)), ("radius 11", card(x: 8, radius: 11)),
                                ("radius 10.5", card(x: 8, radius: 10.5))] {
            let result = ImageComparator.compare(expected, actual)
            XCTAssertGreaterThan(result.differingPixels, 4, "\(label): \(result)")
            XCTAssertEqual(result.antiAliasedPixels, 0, "a low-contrast card edge is never glyph anti-aliasing")
            XCTAssertFalse(result.passed, label)
        }
    }

    func testAntialiasedStraightEdgeMovedByOnePixelIsCounted() {
        // A vertical edge between flat white and flat black with one 50 % column, moved by a whole pixel.
        func edge(at x: Int) -> RGBAImage {
            var image = RGBAImage(width: 12, height: 9, fill: .white)
            image.fill(x: x + 1, y: 0, width: 12, height: 9, with: .black)
            image.fill(x: x, y: 0, width: 1, height: 9, with: RGBAPixel(128, 128, 128))
            return image
        }
        let result = ImageComparator.compare(edge(at: 4), edge(at: 5))
        XCTAssertEqual(result.differingPixels, 18, "both changed columns, every row: \(result)")
        XCTAssertEqual(result.antiAliasedPixels, 0)
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

    func testDetectorIgnoresLowContrastEdges() {
        // The same textbook edge between a white card and the #F2F2F7 background: 12 levels, not text.
        var image = RGBAImage(width: 9, height: 9, fill: .white)
        image.fill(x: 5, y: 0, width: 4, height: 9, with: RGBAPixel(242, 242, 247))
        image.fill(x: 4, y: 0, width: 1, height: 9, with: RGBAPixel(248, 248, 251))
        XCTAssertFalse(AntiAliasingDetector.isAntiAliased(image, x: 4, y: 4, comparedWith: image))
    }

    func testAntiAliasingOnlyNeedsABlendInBothImages() {
        var expected = RGBAImage(width: 9, height: 9, fill: .white)
        expected.fill(x: 5, y: 0, width: 4, height: 9, with: .black)
        expected.fill(x: 4, y: 0, width: 1, height: 9, with: RGBAPixel(128, 128, 128))
        var reblended = expected
        reblended.fill(x: 4, y: 0, width: 1, height: 9, with: RGBAPixel(90, 90, 90))
        var moved = expected
        moved.fill(x: 4, y: 0, width: 1, height: 9, with: .white)
        XCTAssertTrue(AntiAliasingDetector.isAntiAliasingOnly(expected, reblended, x: 4, y: 4))
        XCTAssertTrue(AntiAliasingDetector.isAntiAliased(expected, x: 4, y: 4, comparedWith: moved),
                      "a blend in the expected image")
        XCTAssertFalse(AntiAliasingDetector.isAntiAliasingOnly(expected, moved, x: 4, y: 4),
                       "but flat background in the actual one: the edge moved")
        XCTAssertFalse(AntiAliasingDetector.isAntiAliasingOnly(expected, moved, x: 20, y: 4), "outside")
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
