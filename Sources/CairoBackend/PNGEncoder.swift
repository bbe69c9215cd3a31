import CCairo
import Foundation

/// Writes a cairo image surface as PNG with libpng directly: cairo's own `write_to_png` always uses zlib's
/// default level and costs about three times as much for a phone-sized table (docs/performance.md).
enum PNGEncoder {
    /// Encodes an ARGB32 surface, un-premultiplying alpha; the PNG is RGB when every pixel is opaque.
    static func encode(_ surface: OpaquePointer, compression: PNGCompression, text: (key: String, value: String)?)
        throws -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            throw CairoError("cairo: the image surface has no pixels")
        }
        let opaque = isOpaque(data, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        rows.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for y in 0..<height {
                let source = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var target = base + y * rowBytes
                for x in 0..<width {
                    // Native-endian 0xAARRGGBB, premultiplied.
                    let word = source[x]
                    let a = word >> 24
                    var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    if a != 255 && a != 0 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    target[0] = UInt8(r)
                    target[1] = UInt8(g)
                    target[2] = UInt8(b)
                    if channels == 4 { target[3] = UInt8(a) }
                    target += channels
                }
            }
        }
        var buffer = tr_png_buffer(data: nil, size: 0, capacity: 0, failed: 0)
        defer { free(buffer.data) }
        let filter = compression == .fast ? tr_png_filter_sub() : tr_png_filter_all()
        let status = rows.withUnsafeBufferPointer { pixels -> Int32 in
            withOptionalCString(text?.key) { key in
                withOptionalCString(text?.value) { value in
                    tr_png_encode(pixels.baseAddress, Int32(width), Int32(height), rowBytes, Int32(channels),
                                  compression.zlibLevel, filter, key, value, &buffer)
                }
            }
        }
        guard status == 0, let bytes = buffer.data else { throw CairoError("libpng: cannot encode the PNG") }
        return [UInt8](UnsafeBufferPointer(start: bytes, count: buffer.size))
    }

    private static func isOpaque(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 255 { return false }
        }
        return true
    }

    private static func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
    }
}
