/// A PNG as a page may embed it: only the chunks that make its pixels (`IHDR`, `PLTE`, `tRNS`, `IDAT`, `IEND`),
/// so no text (`tEXt`, `zTXt`, `iTXt`), Exif, ICC profile or private chunk of an image a report names reaches
/// the page, where anyone reading its source would see it. Colour-space chunks go too: the comparison is of
/// the stored values, and the page shows those.
public enum EmbeddablePNG {
    /// The chunk types kept, as their four bytes read big-endian.
    private static let header = type("IHDR"), palette = type("PLTE"), transparency = type("tRNS")
    private static let data = type("IDAT"), end = type("IEND")

    /// `png` with every other chunk left out; nil when it is not a well-formed PNG (a kept chunk cut short or
    /// with a wrong checksum, no `IHDR` first, no `IDAT`, no `IEND`), which the page then goes without.
    public static func stripped(_ png: [UInt8]) -> [UInt8]? {
        guard png.count >= 8 + 25 + 12, png.starts(with: PNGHeader.signature) else { return nil }
        var result = PNGHeader.signature
        result.reserveCapacity(png.count)
        var offset = 8
        var sawData = false
        while offset + 12 <= png.count {
            let length = Int(word(png, at: offset))
            let dataStart = offset + 8
            guard length <= png.count - dataStart - 4 else { return nil }
            let next = dataStart + length + 4
            let type = word(png, at: offset + 4)
            if offset == 8, type != header { return nil }
            if type == header || type == palette || type == transparency || type == data || type == end {
                guard CRC32.checksum(png[(offset + 4)..<(dataStart + length)]) == word(png, at: dataStart + length) else {
                    return nil
                }
                result += png[offset..<next]
            }
            if type == data { sawData = true }
            // Whatever follows IEND is not part of the image.
            if type == end { return sawData ? result : nil }
            offset = next
        }
        return nil
    }

    private static func type(_ name: StaticString) -> UInt32 {
        UnsafeBufferPointer(start: name.utf8Start, count: 4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
