import CCairo
@testable import CairoBackend
import ImageDiff
import XCTest

/// The `fast` encoder: filtered straight from cairo's words, deflated in fixed groups over the cores.
final class PNGStreamEncoderTests: XCTestCase {
    /// A cairo surface filled with a deterministic pattern: flat runs, repeated rows, noise, and (when not
    /// opaque) every alpha from 0 to 255, premultiplied as cairo stores pixels.
    private func surface(width: Int, height: Int, opaque: Bool, seed: UInt32 = 7) throws -> OpaquePointer {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        var state = seed
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                let flat = (y / 5) % 3 == 0  // bands of equal rows (the Up filter) between noisy ones
                let noise = flat ? UInt32(y / 15 * 40 + x / 50) : state >> 8
                let a: UInt32 = opaque ? 255 : (flat ? UInt32((x + y) % 256) : (state >> 3) & 0xFF)
                func pre(_ c: UInt32) -> UInt32 { (c & 0xFF) * a / 255 }
                row[x] = (a << 24) | (pre(noise >> 16) << 16) | (pre(noise >> 8) << 8) | pre(noise)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private func fast(_ surface: OpaquePointer, threads: Int, text: (key: String, value: String)? = nil) throws
        -> [UInt8] {
        try PNGEncoder.encode(surface, compression: .fast, text: text, threads: threads)
    }

    /// The reference: libpng's encoding of the same surface, decoded.
    private func libpngPixels(_ surface: OpaquePointer) throws -> RGBAImage {
        try ImageSurface.decodePNG(PNGEncoder.encode(surface, compression: .default, text: nil))
    }

    func testDecodesToTheSurfacesPixelsOpaqueAndTranslucentAtAwkwardSizes() throws {
        // Odd widths, 1-px images, heights that are not a multiple of the group, several groups.
        let sizes = [(1, 1), (1, 300), (3, 1), (7, 33), (333, 517), (1170, 129)]
        for (width, height) in sizes {
            for opaque in [true, false] {
                let image = try surface(width: width, height: height, opaque: opaque)
                defer { cairo_surface_destroy(image) }
                let png = try fast(image, threads: 2)
                let decoded = try ImageSurface.decodePNG(png)
                XCTAssertEqual(decoded, try libpngPixels(image), "\(width)×\(height) opaque \(opaque)")
                if opaque {
                    XCTAssertEqual(decoded, try ImageSurface.rgbaImage(of: image), "\(width)×\(height)")
                }
                XCTAssertEqual(png[25], opaque ? 2 : 6, "colour type RGB when opaque, else RGBA")
            }
        }
    }

    func testTheRowGroupingIsNotAMultipleOfTheHeight() throws {
        let width = 100
        let rows = PNGStreamEncoder.groupRows(width: width, opaque: true)
        let image = try surface(width: width, height: rows * 3 + 5, opaque: true)
        defer { cairo_surface_destroy(image) }
        XCTAssertEqual(try ImageSurface.decodePNG(fast(image, threads: 2)), try ImageSurface.rgbaImage(of: image))
    }

    func testHugeFlatImagesDecodeAndStaySmall() throws {
        let image = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2000, 8000))
        defer { cairo_surface_destroy(image) }
        let cr = try XCTUnwrap(cairo_create(image))
        cairo_set_source_rgb(cr, 0.2, 0.4, 0.6)
        cairo_paint(cr)
        cairo_destroy(cr)
        let png = try fast(image, threads: 2)
        XCTAssertLessThan(png.count, 2000 * 8000 * 3 / 100, "flat rows are Up-filtered zeros: under 1 % of the scanlines")
        XCTAssertEqual(try ImageSurface.decodePNG(png), try ImageSurface.rgbaImage(of: image))
    }

    func testBytesDoNotDependOnThreadsOrTheRun() throws {
        for opaque in [true, false] {
            let image = try surface(width: 501, height: 1000, opaque: opaque)
            defer { cairo_surface_destroy(image) }
            let one = try fast(image, threads: 1)
            XCTAssertEqual(one, try fast(image, threads: 2), "1 thread against 2")
            XCTAssertEqual(one, try fast(image, threads: 5), "1 thread against 5")
            XCTAssertEqual(one, try fast(image, threads: 1), "a second run")
        }
    }

    func testTheBandQueueWritesWhatAppendWritesWithAnyNumberOfWorkers() throws {
        // Bands of uneven heights submitted in order, the caller waiting for a band now and then as the
        // banded render does for a slot: the groups, and so the bytes, are those of `append` on one thread.
        let bands = [70, 1, 130, 64, 200, 35]
        for opaque in [true, false] {
            let image = try surface(width: 301, height: bands.reduce(0, +), opaque: opaque)
            defer { cairo_surface_destroy(image) }
            let stride = Int(cairo_image_surface_get_stride(image))
            let data = try XCTUnwrap(cairo_image_surface_get_data(image))
            func encoder() throws -> PNGStreamEncoder {
                try PNGStreamEncoder(width: 301, height: bands.reduce(0, +), opaque: opaque, text: nil, threads: 1)
            }
            let reference = try encoder()
            var row = 0
            for count in bands {
                try reference.append(rows: data + row * stride, stride: stride, count: count)
                row += count
            }
            let expected = try reference.finish()
            for workers in [0, 1, 3] {
                let queued = try encoder()
                let queue = BandEncodingQueue(encoder: queued, workers: workers)
                row = 0
                for (band, count) in bands.enumerated() {
                    if band >= 2 { queue.waitForBand(band - 2) }
                    try queue.submit(band: band, rows: data + row * stride, stride: stride, count: count)
                    row += count
                }
                queue.finish()
                XCTAssertEqual(try queued.finish(), expected, "\(workers) workers, opaque \(opaque)")
            }
        }
    }

    func testAFinishedImageNeedsEveryGroupAdded() throws {
        let image = try surface(width: 20, height: 40, opaque: true)
        defer { cairo_surface_destroy(image) }
        let data = try XCTUnwrap(cairo_image_surface_get_data(image))
        let encoder = try PNGStreamEncoder(width: 20, height: 40, opaque: true, text: nil, threads: 1)
        let jobs = try encoder.jobs(rows: data, stride: Int(cairo_image_surface_get_stride(image)), count: 40)
        XCTAssertThrowsError(try encoder.finish(), "rows taken, groups not written")
        encoder.add(jobs.map { encoder.encode($0, with: PNGGroupDeflater()) })
        XCTAssertEqual(try ImageSurface.decodePNG(encoder.finish()), try ImageSurface.rgbaImage(of: image))
    }

    func testTheTextChunkIsReadBackBeforeTheImageData() throws {
        let image = try surface(width: 40, height: 40, opaque: true)
        defer { cairo_surface_destroy(image) }
        let png = try fast(image, threads: 2, text: ("Software", "tablerender 1.0; cairo 1.18"))
        XCTAssertEqual(PNGTextChunk.text(forKeyword: "Software", in: png), "tablerender 1.0; cairo 1.18")
        let text = try XCTUnwrap(range(of: Array("tEXt".utf8), in: png))
        let data = try XCTUnwrap(range(of: Array("IDAT".utf8), in: png))
        XCTAssertLessThan(text, data)
    }

    func testBandsOfAnyHeightDecodeAndRowsMustAddUp() throws {
        let image = try surface(width: 37, height: 100, opaque: false)
        defer { cairo_surface_destroy(image) }
        let stride = Int(cairo_image_surface_get_stride(image))
        let data = try XCTUnwrap(cairo_image_surface_get_data(image))
        let encoder = try PNGStreamEncoder(width: 37, height: 100, opaque: false, text: nil, threads: 2)
        try encoder.append(rows: data, stride: stride, count: 17)
        try encoder.append(rows: data + 17 * stride, stride: stride, count: 60)
        XCTAssertThrowsError(try encoder.finish(), "rows missing")
        XCTAssertThrowsError(try encoder.append(rows: data, stride: stride, count: 24), "past the last row")
        try encoder.append(rows: data + 77 * stride, stride: stride, count: 23)
        XCTAssertEqual(try ImageSurface.decodePNG(encoder.finish()), try libpngPixels(image))
    }

    private func range(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }
}
