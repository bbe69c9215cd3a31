@testable import CairoBackend
import Foundation
import ImageDiff
import TableGraphics
import XCTest

/// The versions recorded in PNGs: a tEXt chunk libpng writes before the image data, read back without decoding.
final class PNGTextChunkTests: XCTestCase {
    private let list = DisplayList(size: Size(20, 10), scale: 2, background: RGBAColor(255, 255, 255), items: [
        .fill(FilledShape(rect: Rect(x: 2, y: 2, width: 8, height: 4), color: RGBAColor(0, 122, 255))),
    ])

    func testRenderedPNGRecordsTheVersionsBeforeTheImageData() throws {
        let renderer = try CairoRenderer(tool: "tablerender 9.9.9")
        let png = try renderer.render(list, format: .png)
        let recorded = try XCTUnwrap(PNGTextChunk.text(forKeyword: "Software", in: png))
        XCTAssertEqual(recorded, renderer.versions.description)
        XCTAssertTrue(recorded.hasPrefix("tablerender 9.9.9; cairo 1."), recorded)
        XCTAssertTrue(recorded.contains("; pango 1."), recorded)
        XCTAssertTrue(recorded.contains("Inter "), "the fonts and their versions: \(recorded)")
        XCTAssertNotNil(recorded.range(of: #"\(\d+ files, crc [0-9a-f]{8}\)$"#, options: .regularExpression), recorded)
        // Still decodable by libpng (through cairo), with the same pixels as drawn.
        XCTAssertEqual(try ImageSurface.decodePNG(png), try renderer.rasterize(list))
        let text = try XCTUnwrap(indexOf(Array("tEXt".utf8), in: png))
        let data = try XCTUnwrap(indexOf(Array("IDAT".utf8), in: png))
        XCTAssertLessThan(text, data, "the chunk precedes the image data")
    }

    func testEncodedChunkHasTheLengthTypeDataAndCRCOfTheSpecification() throws {
        let image = try CairoRenderer().rasterize(list)
        let tagged = try ImageSurface.encodePNG(image, text: ("Comment", "hello"))
        let chunk: [UInt8] = [0, 0, 0, 13] + Array("tEXtComment".utf8) + [0] + Array("hello".utf8)
            + [0xE6, 0xFF, 0xAE, 0x24]  // zlib.crc32(b"tEXtComment\0hello")
        let at = try XCTUnwrap(indexOf(Array("tEXt".utf8), in: tagged)) - 4
        XCTAssertEqual(Array(tagged[at..<(at + chunk.count)]), chunk)
        XCTAssertLessThan(at, try XCTUnwrap(indexOf(Array("IDAT".utf8), in: tagged)), "before the image data")
        XCTAssertEqual(PNGTextChunk.texts(in: tagged).map(\.text), ["hello"])
        XCTAssertEqual(try ImageSurface.decodePNG(tagged), image)
        XCTAssertTrue(PNGTextChunk.texts(in: try ImageSurface.encodePNG(image)).isEmpty, "no chunk unless asked")
    }

    func testANonPNGHasNoTexts() {
        XCTAssertTrue(PNGTextChunk.texts(in: Array("not a png".utf8)).isEmpty)
        XCTAssertTrue(PNGTextChunk.texts(in: []).isEmpty)
    }

    func testAChunkWithABadCRCIsNotRead() throws {
        var damaged = try ImageSurface.encodePNG(try CairoRenderer().rasterize(list), text: ("Comment", "hello"))
        let text = try XCTUnwrap(indexOf(Array("tEXtComment".utf8), in: damaged))
        damaged[text + 12] ^= 0x20  // "hello" → "Hello" without fixing the CRC
        XCTAssertNil(PNGTextChunk.text(forKeyword: "Comment", in: damaged))
    }

    func testVersionDifferencesNameOnlyWhatChanged() {
        let now = ToolchainVersions(tool: "tablerender 0.2.0", cairo: "1.18.0", pango: "1.50.12", fonts: "Inter 4.000")
        XCTAssertEqual(now.differences(from: now.description), [])
        XCTAssertEqual(now.differences(from: "tablerender 0.2.0; cairo 1.16.0; pango 1.50.12; fonts Inter 3.019"),
                       ["cairo 1.16.0 → cairo 1.18.0", "fonts Inter 3.019 → fonts Inter 4.000"])
        XCTAssertEqual(now.differences(from: "GIMP 2.10").count, 1, "an unknown record is shown whole")
    }

    func testTheSameDisplayListGivesTheSameBytesFromTwoRenderers() throws {
        XCTAssertEqual(try CairoRenderer().render(list, format: .png), try CairoRenderer().render(list, format: .png))
    }

    private func indexOf(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
