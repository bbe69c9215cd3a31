@testable import CairoBackend
import ImageDiff
import TableGraphics
import XCTest

/// Same pixels decided from the bytes: only text and time chunks may differ, everything a decoder applies must not.
final class PNGPixelIdentityTests: XCTestCase {
    private func png() throws -> [UInt8] {
        let list = DisplayList(size: Size(20, 10), scale: 2, background: RGBAColor(255, 255, 255), items: [
            .fill(FilledShape(rect: Rect(x: 2, y: 2, width: 8, height: 4), color: RGBAColor(0, 122, 255))),
        ])
        return try CairoRenderer(tool: "tablerender 9.9.9").render(list, format: .png)
    }

    /// `png` with `chunk` inserted before its first IDAT.
    private func inserting(_ chunk: [UInt8], into png: [UInt8]) throws -> [UInt8] {
        let idat = try XCTUnwrap(PNGChunks.list(in: png).first { $0.type == "IDAT" })
        return Array(png[..<idat.start]) + chunk + Array(png[idat.start...])
    }

    func testTheSamePNGAndOneWithOtherTextHaveTheSamePixels() throws {
        let png = try png()
        XCTAssertTrue(PNGPixelIdentity.samePixels(png, png))
        let noted = try inserting(PNGChunkWriter.chunk("tEXt", Array("Comment\u{0}other words".utf8)), into: png)
        let dated = try inserting(PNGChunkWriter.chunk("tIME", [7, 234, 11, 26, 12, 0, 0]), into: png)
        let labelled = PNGInternationalText.inserting(keyword: "tablerender:layout", text: "rows 2", into: png)
        for other in [noted, dated, labelled] {
            XCTAssertNotEqual(other, png)
            XCTAssertTrue(PNGPixelIdentity.samePixels(png, other))
            XCTAssertTrue(PNGPixelIdentity.samePixels(other, png))
        }
    }

    func testAChunkADecoderAppliesOrOtherImageDataIsNotTheSame() throws {
        let png = try png()
        // cairo's reader applies gAMA: the same image data under it decodes to other pixels.
        XCTAssertFalse(PNGPixelIdentity.samePixels(png, try inserting(PNGChunkWriter.chunk("gAMA", [0, 0, 0xB1, 0x8F]), into: png)))
        // The same pixels compressed otherwise: not known from the bytes (the decoder will tell).
        let reencoded = try ImageSurface.encodePNG(try ImageSurface.decodePNG(png))
        XCTAssertEqual(try ImageSurface.decodePNG(reencoded), try ImageSurface.decodePNG(png))
        XCTAssertFalse(PNGPixelIdentity.samePixels(png, reencoded))
        // One byte of the image data changed (in the largest IDAT: the first holds only the zlib header), its CRC
        // made right again.
        let idat = try XCTUnwrap(PNGChunks.list(in: png).filter { $0.type == "IDAT" }.max { $0.data.count < $1.data.count })
        XCTAssertGreaterThan(idat.data.count, 2)
        var changed = png
        changed[idat.data.lowerBound + 2] ^= 1
        let framed = PNGChunkWriter.chunk("IDAT", Array(changed[idat.data]))
        changed.replaceSubrange(idat.start..<(idat.data.upperBound + 4), with: framed)
        XCTAssertFalse(PNGPixelIdentity.samePixels(png, changed))
        // The same data under a wrong CRC fails to decode: not the same.
        var badCRC = png
        badCRC[idat.data.upperBound] ^= 1
        XCTAssertFalse(PNGPixelIdentity.samePixels(png, badCRC))
    }

    func testCutShortOrNotAPNGIsNeverTheSame() throws {
        let png = try png()
        let cut = Array(png.dropLast(12))  // no IEND
        XCTAssertFalse(PNGPixelIdentity.samePixels(cut, cut))
        XCTAssertFalse(PNGPixelIdentity.samePixels(png, cut))
        XCTAssertFalse(PNGPixelIdentity.samePixels([], []))
        XCTAssertFalse(PNGPixelIdentity.samePixels(Array("not a png".utf8), Array("not a png".utf8)))
    }
}
