import Foundation

/// Whether two PNGs decode to the same pixels, decided from their bytes without decoding either: a check of a
/// render against a golden that `render` or `check --update` wrote from the same spec (the common case on CI) then
/// costs a comparison of bytes instead of two decodes and a scan of every pixel.
public enum PNGPixelIdentity {
    /// Chunks that carry words or a date, never anything a decoder applies to the pixels (cairo's reader, which
    /// decodes goldens, applies `gAMA`, `tRNS` and the rest, so those must match like the image data).
    private static let textChunks: Set<String> = ["tEXt", "iTXt", "zTXt", "tIME"]

    /// True when both are PNGs whose chunks, apart from text and time chunks, are the same in the same order,
    /// byte for byte with their CRCs: the same header and the same compressed image data decode to the same
    /// pixels (or fail the same way). False says nothing: the pixels may still agree (another compressor).
    public static func samePixels(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        let a = PNGChunks.list(in: first).filter { !textChunks.contains($0.type) }
        let b = PNGChunks.list(in: second).filter { !textChunks.contains($0.type) }
        // An empty list is not a PNG; a list that does not end at IEND was cut short, and what a decoder does with
        // the missing end depends on where it was cut.
        guard let last = a.last, last.type == "IEND", a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x.type == y.type && x.crc == y.crc && x.data.count == y.data.count
                && sameBytes(first, x.data.lowerBound, second, y.data.lowerBound, count: x.data.count)
        }
    }

    private static func sameBytes(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return false }
                return memcmp(p + i, q + j, count) == 0
            }
        }
    }
}
