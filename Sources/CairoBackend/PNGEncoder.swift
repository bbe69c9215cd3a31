import CCairo
import Foundation

/// Writes a cairo image surface as PNG with libpng directly: cairo's own `write_to_png` always uses zlib's
/// default level and costs about three times as much for a phone-sized table (docs/performance.md).
public enum PNGEncoder {
    /// Encodes an ARGB32 surface, un-premultiplying alpha; the PNG is RGB when every pixel is opaque.
    /// `fast` goes through `PNGStreamEncoder` (its groups over `threads` cores), the others through libpng.
    static func encode(_ surface: OpaquePointer, compression: PNGCompression, text: (key: String, value: String)?,
                       threads: Int = PNGStreamEncoder.defaultThreads) throws -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            throw CairoError("cairo: the image surface has no pixels")
        }
        if compression == .fast {
            let opaque = isOpaque(data, width: width, height: height, stride: stride)
            let encoder = try PNGStreamEncoder(width: width, height: height, opaque: opaque, text: text,
                                               threads: threads)
            try encoder.append(rows: data, stride: stride, count: height)
            return try encoder.finish()
        }
        var buffer = tr_png_buffer(data: nil, size: 0, capacity: 0, failed: 0)
        defer { free(buffer.data) }
        let filter = tr_png_filter_all()
        // zlib's default matching: Z_RLE was measured no faster here and 30 % larger (docs/performance.md).
        let strategy = tr_zlib_default_strategy()
        let status = withOptionalCString(text?.key) { key in
            withOptionalCString(text?.value) { value in
                tr_png_encode_argb32(data, Int32(width), Int32(height), stride, compression.zlibLevel, filter,
                                     strategy, key, value, &buffer)
            }
        }
        guard status == 0, let bytes = buffer.data else { throw CairoError("libpng: cannot encode the PNG") }
        return [UInt8](UnsafeBufferPointer(start: bytes, count: buffer.size))
    }

    /// Whether every pixel's alpha is 255, so the PNG can be RGB.
    static func isOpaque(_ data: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    private static func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
    }
}
