import TableRenderKit
import CairoBackend
import Foundation

/// Embedded images: PNG bytes as `data:` URIs, with their pixel size read from the PNG header.
extension HTMLReport {
    /// One image of an entry, ready to embed.
    struct EmbeddedImage {
        /// `expected`, `actual` or `diff`.
        var role: String
        /// The PNG, its pixel chunks only (`EmbeddablePNG`).
        var png: [UInt8]
        /// Pixel size from the PNG's IHDR chunk, nil when the bytes are not a PNG.
        var size: ImageSize?
    }

    /// What is left of the page's room as it is written: `maximumEmbeddedImageBytes` of images, and
    /// `maximumPageTextBytes` of everything else.
    final class PageBudget {
        private var remaining: Int
        /// Whether an image did not fit: from then on every entry goes without, so the page cuts off in one
        /// place rather than skipping large images and keeping small ones.
        private(set) var isSpent = false
        /// Where the page began in the sink, and the base64 of its images since: the rest is text.
        private let start: Int
        private var imageBytesWritten = 0
        private let textLimit: Int

        init(imageBytes: Int, textBytes: Int, start: Int) {
            remaining = imageBytes
            textLimit = textBytes
            self.start = start
        }

        /// Takes `count` bytes of images (an entry's together: an entry shows all of them or none), or marks
        /// the budget spent when they do not fit.
        func take(_ count: Int) -> Bool {
            guard !isSpent, count <= remaining else {
                isSpent = true
                return false
            }
            remaining -= count
            return true
        }

        /// Counts `count` bytes of base64 written into the page as images, not text.
        func wroteImage(_ count: Int) {
            imageBytesWritten += count
        }

        /// Whether the page's text (all but its images) has passed its limit in `sink`.
        func isTextFull(_ sink: ReportSink) -> Bool {
            sink.count - start - imageBytesWritten > textLimit
        }
    }

    /// The image `role` of `entry`, or nil when the report has none or it is not a well-formed PNG. Only its
    /// pixel chunks are kept: whatever else the file carries (text, Exif, private chunks) never reaches the page.
    func image(_ role: String, of entry: CheckReport.Entry) -> EmbeddedImage? {
        guard let bytes = images(entry, role), !bytes.isEmpty, let png = EmbeddablePNG.stripped(bytes) else { return nil }
        return EmbeddedImage(role: role, png: png, size: Self.pngSize(png))
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
