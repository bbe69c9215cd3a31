import FileIntake
import Foundation

/// Reads a PNG file only once its header has passed: the first 33 bytes say whether it is a PNG and how
/// large its pixels would be, so a small crafted file cannot cost seconds and gigabytes of decoding, and the
/// file is read through `RegularFile` (a FIFO or device named as a golden or icon never blocks the run).
public enum PNGFile {
    /// The file's bytes, or nil when there is no file; throws `PNGHeader.Problem` when the file is not a PNG or
    /// its image is over `limit` (having read no more than the header), and `RegularFile.Refusal` when it is not
    /// a regular file or is larger than its pixels could need.
    public static func read(_ path: String, limit: RasterLimit) throws -> [UInt8]? {
        do {
            return try RegularFile.read(path, limit: Int.max, headCount: PNGHeader.byteCount) { head in
                let header = try PNGHeader(head)
                try header.check(against: limit)
                return maximumFileBytes(width: header.width, height: header.height)
            }
        } catch RegularFile.Refusal.missing {
            return nil
        }
    }

    /// The most bytes a PNG of these dimensions needs: eight bytes a pixel (16-bit RGBA) and a filter byte a
    /// row, as if stored uncompressed, plus chunk overhead and a generous allowance for metadata.
    static func maximumFileBytes(width: Int, height: Int) -> Int {
        let (pixels, overflow) = (width * 8 + 1).multipliedReportingOverflow(by: height)
        guard !overflow else { return Int.max }
        return pixels + pixels / 100 + 16 * 1024 * 1024
    }
}
