/// Reads the `tEXt` chunks of an encoded PNG without decoding its pixels (`check` reads the versions a golden
/// records). Writing is libpng's job: `PNGEncoder` hands it the chunk, which it puts before the first `IDAT`.
public enum PNGTextChunk {
    /// Every `tEXt` chunk with a correct checksum, as (keyword, text) in file order; empty for a non-PNG.
    public static func texts(in png: [UInt8]) -> [(keyword: String, text: String)] {
        chunks(in: png).compactMap { chunk in
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

    private struct Chunk {
        var type: String
        var data: Range<Int>
        var crc: UInt32
    }

    /// The chunks of a PNG up to the first truncated or malformed one.
    private static func chunks(in png: [UInt8]) -> [Chunk] {
        guard png.count >= 8, png.starts(with: PNGHeader.signature) else { return [] }
        var result: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(readUInt32(png, at: offset))
            let dataStart = offset + 8
            guard length <= png.count - dataStart - 4 else { break }
            let type = String(decoding: png[(offset + 4)..<dataStart], as: UTF8.self)
            let crc = readUInt32(png, at: dataStart + length)
            result.append(Chunk(type: type, data: dataStart..<(dataStart + length), crc: crc))
            if type == "IEND" { break }
            offset = dataStart + length + 4
        }
        return result
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
