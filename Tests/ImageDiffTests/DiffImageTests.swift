import ImageDiff
import XCTest

final class DiffImageTests: XCTestCase {
    func testDiffImageFadesTheExpectedImageAndMarksDifferences() {
        var expected = RGBAImage(width: 48, height: 48, fill: .white)
        expected[1, 1] = .black
        expected.fill(x: 30, y: 30, width: 4, height: 4, with: RGBAPixel(0, 0, 0, 0))
        expected.drawAntialiasedDisk(centreX: 20, centreY: 20, radius: 8)
        var actual = RGBAImage(width: 48, height: 48, fill: .white)
        actual[1, 1] = .black
        actual.fill(x: 30, y: 30, width: 4, height: 4, with: RGBAPixel(0, 0, 0, 0))
        actual.drawAntialiasedDisk(centreX: 20, centreY: 20, radius: 8) { $0 * $0 }
        actual[40, 5] = RGBAPixel(0, 128, 255)

        let (result, diff) = ImageComparator.compareWithDiff(expected, actual)
        XCTAssertEqual(diff, ImageComparator.diffImage(expected, actual))
        XCTAssertEqual(result, ImageComparator.compare(expected, actual))
        XCTAssertEqual(diff.width, 48)
        XCTAssertEqual(diff.height, 48)

        XCTAssertEqual(diff[40, 5], .differenceRed)
        XCTAssertEqual(diff[0, 0], .white, "white fades to white")
        XCTAssertEqual(diff[1, 1], RGBAPixel(230, 230, 230), "black fades to 10 % grey")
        XCTAssertEqual(diff[31, 31], .white, "transparent fades to white, and the diff is opaque")

        var yellow = 0, red = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let pixel = diff[x, y]
                if pixel == .antiAliasingYellow { yellow += 1 } else if pixel == .differenceRed { red += 1 }
                XCTAssertEqual(pixel.alpha, 255)
            }
        }
        XCTAssertEqual(red, result.differingPixels)
        XCTAssertEqual(yellow, result.antiAliasedPixels)
        XCTAssertEqual(red, 1)
        XCTAssertGreaterThan(yellow, 0)
    }

    func testAntiAliasingIsRedWhenIncluded() {
        var expected = RGBAImage(width: 30, height: 30, fill: .white)
        expected.drawAntialiasedDisk(centreX: 15, centreY: 15, radius: 6)
        var actual = RGBAImage(width: 30, height: 30, fill: .white)
        actual.drawAntialiasedDisk(centreX: 15.5, centreY: 15, radius: 6)
        let diff = ImageComparator.diffImage(expected, actual, options: .init(includeAntiAliasing: true))
        XCTAssertFalse(diff.pixels.isEmpty)
        XCTAssertFalse((0..<30).contains { y in (0..<30).contains { x in diff[x, y] == .antiAliasingYellow } })
        XCTAssertTrue((0..<30).contains { y in (0..<30).contains { x in diff[x, y] == .differenceRed } })
    }

    func testDiffOfDifferentSizesCoversTheUnionCanvas() {
        let expected = RGBAImage(width: 6, height: 4, fill: .white)
        let actual = RGBAImage(width: 4, height: 6, fill: .white)
        let diff = ImageComparator.diffImage(expected, actual)
        XCTAssertEqual(diff.width, 6)
        XCTAssertEqual(diff.height, 6)
        XCTAssertEqual(diff[1, 1], .white)
        XCTAssertEqual(diff[5, 1], .differenceRed, "only in expected")
        XCTAssertEqual(diff[1, 5], .differenceRed, "only in actual")
        XCTAssertEqual(diff[5, 5], .differenceRed, "in neither")
    }
}
