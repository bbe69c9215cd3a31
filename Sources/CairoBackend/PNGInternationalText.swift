/// Uncompressed `iTXt` chunks (UTF-8 text under a Latin-1 keyword): put into an encoded PNG before its first
/// `IDAT` without decoding or re-encoding its pixels, and read back. tablerender records a layout summary in
/// one (`tablerender:layout`); pixels, and so every comparison of decoded pixels, are untouched.
public enum PNGInternationalText {
    /// Longest keyword the PNG specification allows, in bytes.
    public static let maximumKeywordBytes = 79

    /// `png` with an uncompressed `iTXt` chunk of `keyword` and `text` inserted right before the first `IDAT`
    /// (after `IHDR` and any other ancillary chunk the encoder wrote), or `png` unchanged when it is not a PNG
    /// with an `IDAT`, or the keyword is empty, too long or not printable Latin-1.
    public static func inserting(keyword: String, text: String, into png: [UInt8]) -> [UInt8] {
        let key = Array(keyword.utf8)
        guard !key.isEmpty, key.count <= maximumKeywordBytes, key.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
              let position = PNGChunks.list(in: png).first(where: { $0.type == "IDAT" })?.start else { return png }
        // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translated keyword, NUL, text.
        let data = key + [0, 0, 0, 0, 0] + Array(text.utf8)
        var bytes = Array(png[..<position])
        bytes.reserveCapacity(png.count + data.count + 12)
        bytes += PNGChunkWriter.chunk("iTXt", data)
        bytes += png[position...]
        return bytes
    }

    /// The text of the first uncompressed `iTXt` chunk named `keyword` whose checksum is right, or nil (a PNG
    /// without one, a compressed one, text that is not UTF-8).
    public static func text(forKeyword keyword: String, in png: [UInt8]) -> String? {
        let key = Array(keyword.utf8)
        for chunk in PNGChunks.list(in: png) where chunk.type == "iTXt" {
            let data = png[chunk.data]
            guard data.count > key.count + 5, data.starts(with: key), data[data.startIndex + key.count] == 0,
                  CRC32.checksum(Array("iTXt".utf8) + data) == chunk.crc else { continue }
            var index = data.startIndex + key.count + 1
            guard data[index] == 0 else { continue } // compressed: not written by tablerender
            index += 2
            // The language tag and the translated keyword, each ended by NUL.
            for _ in 0..<2 {
                guard let end = data[index...].firstIndex(of: 0) else { return nil }
                index = end + 1
            }
            return String(validating: data[index...], as: UTF8.self)
        }
        return nil
    }
}
