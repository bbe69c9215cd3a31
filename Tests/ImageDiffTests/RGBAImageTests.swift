import ImageDiff
import XCTest

final class RGBAImageTests: XCTestCase {
    func testInitChecksTheBufferSize() throws {
        let image = try RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(image[1, 0], RGBAPixel(5, 6, 7, 8))
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 0])) { error in
            XCTAssertEqual(error as? ImageDiffError, .bufferSizeMismatch(expected: 16, actual: 4))
        }
        XCTAssertThrowsError(try RGBAImage(width: -1, height: 2, pixels: [])) { error in
            XCTAssertEqual(error as? ImageDiffError, .invalidDimensions(width: -1, height: 2))
        }
        XCTAssertThrowsError(try RGBAImage(width: Int.max, height: 2, pixels: []))
    }

    func testFillAndSubscript() {
        var image = RGBAImage(width: 3, height: 2, fill: RGBAPixel(10, 20, 30, 40))
        XCTAssertEqual(image.pixels.count, 24)
        XCTAssertEqual(image[2, 1], RGBAPixel(10, 20, 30, 40))
        image[2, 1] = .differenceRed
        XCTAssertEqual(Array(image.pixels.suffix(4)), [255, 0, 0, 255])
        XCTAssertEqual(RGBAImage(width: 2, height: 2).pixels, [UInt8](repeating: 0, count: 16))
        XCTAssertTrue(image.contains(x: 0, y: 0))
        XCTAssertFalse(image.contains(x: 3, y: 0))
    }
}

/// `isBlank`: one colour over white, or nothing at all.
final class RGBAImageBlankTests: XCTestCase {
    func testBlankMeansOneColourOrNoPixels() {
        XCTAssertTrue(RGBAImage(width: 8, height: 8, fill: .black).isBlank)
        XCTAssertTrue(RGBAImage(width: 0, height: 0).isBlank)
        var image = RGBAImage(width: 8, height: 8, fill: .clear)
        image[3, 3] = RGBAPixel(9, 9, 9, 0)
        XCTAssertTrue(image.isBlank, "transparent pixels all look white")
        image[4, 4] = .black
        XCTAssertFalse(image.isBlank)
    }
}
