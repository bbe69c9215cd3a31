import Foundation

/// Reads a PNG file only once its header has passed: the first 33 bytes say whether it is a PNG and how
/// large its pixels would be, so a small crafted file cannot cost seconds and gigabytes of decoding.
public enum PNGFile {
    /// The file's bytes, or nil when it cannot be opened (missing); throws `PNGHeader.Problem` when the
    /// file is not a PNG or its image is over `limit`, having read no more than the header.
    public static func read(_ path: String, limit: RasterLimit) throws -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: PNGHeader.byteCount) else { return nil }
        try PNGHeader([UInt8](head)).check(against: limit)
        guard let rest = try? handle.readToEnd() else { return [UInt8](head) }
        return [UInt8](head) + [UInt8](rest)
    }
}
