/// Reads the `tEXt` chunks of an encoded PNG without decoding its pixels (`check` reads the versions a golden
/// records). Writing is libpng's job: `PNGEncoder` hands it the chunk, which it puts before the first `IDAT`.
public enum PNGTextChunk {
    /// Every `tEXt` chunk with a correct checksum, as (keyword, text) in file order; empty for a non-PNG.
    public static func texts(in png: [UInt8]) -> [(keyword: String, text: String)] {
        PNGChunks.list(in: png).compactMap { chunk in
            guard chunk.type == "tEXt" else { return nil }
            let data = png[chunk.data]
            guard CRC32.checksum(Array("tEXt".utf8) + data) == chunk.crc,
                  let separator = data.firstIndex(of: 0) else { return nil }
            // tEXt is Latin-1: every byte is the Unicode scalar of the same value.
            func decode(_ bytes: ArraySlice<UInt8>) -> String {
                String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
            }
            return (decode(data[..<separator]), decode(data[(separator + 1)...]))
        }
    }

    /// The text of the first `tEXt` chunk named `keyword`, or nil.
    public static func text(forKeyword keyword: String, in png: [UInt8]) -> String? {
        texts(in: png).first { $0.keyword == keyword }?.text
    }
}
