@testable import CairoBackend
import Dispatch
import ImageDiff
import TestSupport
import XCTest

/// The PNG header is read, and checked against the raster limit, before a single pixel is decoded.
final class PNGHeaderTests: XCTestCase {
    func testHeaderOfAnEncodedImage() throws {
        let png = try ImageSurface.encodePNG(RGBAImage(width: 37, height: 11, fill: .white))
        let header = try PNGHeader(png)
        XCTAssertEqual(header.width, 37)
        XCTAssertEqual(header.height, 11)
        XCTAssertEqual(header.bitDepth, 8)
        XCTAssertEqual(header.colorType, 2, "opaque pixels are written as RGB")
    }

    func testHugeImageIsRefusedFromItsHeaderInWellUnderASecond() throws {
        // 57 bytes claiming 20000×20000: decoding it used to take 17–37 s and 3–4.7 GB.
        let bomb = CraftedPNG.headerOnly(width: 20000, height: 20000)
        XCTAssertLessThan(bomb.count, 100)
        let start = DispatchTime.now().uptimeNanoseconds
        XCTAssertThrowsError(try ImageSurface.decodePNG(bomb)) { error in
            XCTAssertEqual(error as? PNGHeader.Problem,
                           .tooLarge(width: 20000, height: 20000, limit: .raster))
            XCTAssertEqual("\(error)", "the PNG is 20000×20000 px; at most 32767 px a side, 256 Mpx")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        XCTAssertLessThan(seconds, 2, "a bound, not a benchmark")
    }

    func testLimitsCountSidesAndPixels() throws {
        let wide = try PNGHeader(CraftedPNG.headerOnly(width: 40000, height: 1))
        XCTAssertThrowsError(try wide.check(against: .raster))
        let square = try PNGHeader(CraftedPNG.headerOnly(width: 17000, height: 17000))
        XCTAssertThrowsError(try square.check(against: .raster), "289 Mpx: each side fits, the total does not")
        XCTAssertNoThrow(try PNGHeader(CraftedPNG.headerOnly(width: 32767, height: 8192)).check(against: .raster))
        let icon = RasterLimit(maximumSide: 4096, maximumPixels: 4096 * 4096)
        XCTAssertThrowsError(try PNGHeader(CraftedPNG.headerOnly(width: 4097, height: 1)).check(against: icon))
        XCTAssertEqual(icon.description, "4096 px a side, 16 Mpx")
    }

    func testBytesThatAreNotAPNGSaySo() {
        XCTAssertThrowsError(try PNGHeader(Array("just some text\n".utf8))) {
            XCTAssertEqual($0 as? PNGHeader.Problem, .notPNG)
            XCTAssertEqual("\($0)", "not a PNG file")
        }
        XCTAssertThrowsError(try ImageSurface.decodePNG([])) { XCTAssertEqual($0 as? PNGHeader.Problem, .notPNG) }
    }

    func testBrokenHeadersAreRefused() {
        let good = CraftedPNG.headerOnly(width: 10, height: 10)
        var badCRC = good
        badCRC[30] ^= 0xFF
        let zeroWidth = CraftedPNG.headerOnly(width: 0, height: 10)
        let cases: [(String, [UInt8])] = [
            ("truncated", Array(good.prefix(20))),
            ("checksum", badCRC),
            ("zero width", zeroWidth),
            ("16-bit palette", CraftedPNG.headerOnly(width: 10, height: 10, bitDepth: 16, colorType: 3)),
            ("colour type 5", CraftedPNG.headerOnly(width: 10, height: 10, bitDepth: 8, colorType: 5)),
            ("IDAT first", Array(good.prefix(8)) + CraftedPNG.chunk("IDAT", Array(repeating: 0, count: 13))),
        ]
        for (name, bytes) in cases {
            XCTAssertThrowsError(try PNGHeader(bytes), name) { error in
                guard case .badHeader? = error as? PNGHeader.Problem else {
                    return XCTFail("\(name): \(error)")
                }
            }
        }
    }
}
