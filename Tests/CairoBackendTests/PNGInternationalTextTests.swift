@testable import CairoBackend
import ImageDiff
import TableGraphics
import XCTest

/// `PNGInternationalText`: an uncompressed `iTXt` chunk put before the first `IDAT` and read back, pixels
/// untouched.
final class PNGInternationalTextTests: XCTestCase {
    private func png() throws -> [UInt8] {
        var image = RGBAImage(width: 4, height: 3, fill: RGBAPixel(10, 200, 30))
        image[1, 1] = RGBAPixel(0, 0, 0)
        return try ImageSurface.encodePNG(image)
    }

    func testTheChunkIsReadBackAndThePixelsAreTheSame() throws {
        let original = try png()
        let text = "tablerender layout 1\nrow\t0\t0\t0 0 10 10\t0\t\tWi-Fi · Über 日本\tWi-Fi, On\n"
        let tagged = PNGInternationalText.inserting(keyword: "tablerender:layout", text: text, into: original)
        XCTAssertEqual(tagged.count, original.count + 12 + "tablerender:layout".utf8.count + 5 + text.utf8.count)
        XCTAssertEqual(PNGInternationalText.text(forKeyword: "tablerender:layout", in: tagged), text)
        XCTAssertNil(PNGInternationalText.text(forKeyword: "other", in: tagged))
        XCTAssertNil(PNGInternationalText.text(forKeyword: "tablerender:layout", in: original))
        XCTAssertEqual(try ImageSurface.decodePNG(tagged), try ImageSurface.decodePNG(original))
        let idat = try XCTUnwrap(findChunk("IDAT", in: tagged)), itxt = try XCTUnwrap(findChunk("iTXt", in: tagged))
        XCTAssertLessThan(itxt, idat, "before the pixels")
    }

    func testABadChecksumOrKeywordIsIgnoredAndANonPNGIsLeftAlone() throws {
        let original = try png()
        var tagged = PNGInternationalText.inserting(keyword: "k", text: "v", into: original)
        let itxt = try XCTUnwrap(findChunk("iTXt", in: tagged))
        tagged[itxt + 8 + 3] ^= 0xFF
        XCTAssertNil(PNGInternationalText.text(forKeyword: "k", in: tagged), "damaged")
        XCTAssertEqual(PNGInternationalText.inserting(keyword: "", text: "v", into: original), original)
        XCTAssertEqual(PNGInternationalText.inserting(keyword: String(repeating: "k", count: 80), text: "v", into: original), original)
        XCTAssertEqual(PNGInternationalText.inserting(keyword: "k", text: "v", into: [1, 2, 3]), [1, 2, 3])
    }

    /// The offset of the first chunk of `type`.
    private func findChunk(_ type: String, in png: [UInt8]) -> Int? {
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        return nil
    }
}
