import CCairo
import ImageDiff

/// Conversions between cairo image surfaces and straight-alpha RGBA pixels.
public enum ImageSurface {
    /// Decodes PNG bytes into straight RGBA pixels, after checking the header against `limit`: throws
    /// `PNGHeader.Problem` for bytes that are not a PNG or an image over the limit, before decoding anything.
    public static func decodePNG(_ bytes: [UInt8], limit: RasterLimit = .raster) throws -> RGBAImage {
        let header = try PNGHeader(bytes)
        try header.check(against: limit)
        let source = ByteSource(bytes)
        guard let surface = cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure) else {
            throw CairoError("cairo: cannot decode the PNG")
        }
        defer { cairo_surface_destroy(surface) }
        try CairoError.check(cairo_surface_status(surface), "decoding a PNG")
        return try rgbaImage(of: surface)
    }

    /// The pixels of an ARGB32/RGB24 image surface, un-premultiplied into RGBA bytes.
    static func rgbaImage(of surface: OpaquePointer) throws -> RGBAImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CairoError("cairo: the image surface has no pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                // Cairo stores native-endian 32-bit words: 0xAARRGGBB, premultiplied.
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x]
                    let a = opaque ? 255 : Int(word >> 24)
                    var r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
                    if a > 0 && a < 255 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    let o = (y * width + x) * 4
                    out[o] = UInt8(r)
                    out[o + 1] = UInt8(g)
                    out[o + 2] = UInt8(b)
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }
}

extension ImageSurface {
    /// Encodes straight RGBA pixels as a PNG (for diff artifacts and recorded references), with a `tEXt` chunk
    /// `keyword`=`value` when `text` is given.
    public static func encodePNG(_ image: RGBAImage, text: (keyword: String, value: String)? = nil) throws -> [UInt8] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { throw CairoError("cairo: cannot create an image surface") }
        defer { cairo_surface_destroy(surface) }
        try CairoError.check(cairo_surface_status(surface), "creating an image surface")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw CairoError("cairo: no pixel buffer") }
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let o = (y * image.width + x) * 4
                    let a = UInt32(pixels[o + 3])
                    // Premultiply with rounding, as cairo stores pixels.
                    func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = (a << 24) | (pre(pixels[o]) << 16) | (pre(pixels[o + 1]) << 8) | pre(pixels[o + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        // The same libpng encoder as rendered output; the default level keeps recorded references small.
        return try PNGEncoder.encode(surface, compression: .default, text: text.map { ($0.keyword, $0.value) })
    }
}
