import Foundation

/// Embedded images: PNG bytes as `data:` URIs, with their pixel size read from the PNG header.
extension HTMLReport {
    /// One image of an entry, ready to embed.
    struct EmbeddedImage {
        /// `expected`, `actual` or `diff`.
        var role: String
        /// `data:image/png;base64,…`.
        var source: String
        /// Pixel size from the PNG's IHDR chunk, nil when the bytes are not a PNG.
        var size: ImageSize?
    }

    /// The image `role` of `entry`, or nil when the report has none.
    func image(_ role: String, of entry: CheckReport.Entry) -> EmbeddedImage? {
        guard let bytes = images(entry, role), !bytes.isEmpty else { return nil }
        return EmbeddedImage(role: role, source: "data:image/png;base64," + Data(bytes).base64EncodedString(),
                             size: Self.pngSize(bytes))
    }

    /// Width and height from a PNG's header (signature, then IHDR's length, type, width, height), so the page
    /// can reserve the space and size the overlay before the image decodes.
    static func pngSize(_ bytes: [UInt8]) -> ImageSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func integer(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = integer(at: 16), height = integer(at: 20)
        guard width > 0, height > 0 else { return nil }
        return ImageSize(width: width, height: height)
    }
}
