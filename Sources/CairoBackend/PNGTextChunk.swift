/// Reads and writes PNG `tEXt` chunks in an encoded file, without re-encoding the pixels.
///
/// Cairo writes the PNG and offers no way to add metadata, so the chunk is spliced into its byte stream. It
/// goes before the first `IDAT`, where the PNG specification lets decoders that stop early still see it.
public enum PNGTextChunk {
    /// The 8-byte signature every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `png` with a `tEXt` chunk `keyword`=`text` inserted before the first `IDAT`; unchanged when `png` is not a
    /// well-formed PNG. Characters outside printable ASCII become `?` (tEXt is Latin-1 and keywords are short).
    public static func inserting(keyword: String, text: String, into png: [UInt8]) -> [UInt8] {
        guard let idat = chunks(in: png).first(where: { $0.type == "IDAT" }) else { return png }
        let name = Array(latin1(keyword).prefix(79))
        guard !name.isEmpty else { return png }
        let data = name + [0] + latin1(text)
        let typeAndData = Array("tEXt".utf8) + data
        var chunk = bigEndian(UInt32(data.count))
        chunk += typeAndData
        chunk += bigEndian(CRC32.checksum(typeAndData))
        var output = Array(png[..<idat.start])
        output.reserveCapacity(png.count + chunk.count)
        output += chunk
        output += png[idat.start...]
        return output
    }

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
        /// Offset of the chunk's length field.
        var start: Int
        var type: String
        var data: Range<Int>
        var crc: UInt32
    }

    /// The chunks of a PNG up to the first truncated or malformed one.
    private static func chunks(in png: [UInt8]) -> [Chunk] {
        guard png.count >= 8, Array(png[0..<8]) == signature else { return [] }
        var result: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(readUInt32(png, at: offset))
            let dataStart = offset + 8
            guard length <= png.count - dataStart - 4 else { break }
            let type = String(decoding: png[(offset + 4)..<dataStart], as: UTF8.self)
            let crc = readUInt32(png, at: dataStart + length)
            result.append(Chunk(start: offset, type: type, data: dataStart..<(dataStart + length), crc: crc))
            if type == "IEND" { break }
            offset = dataStart + length + 4
        }
        return result
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { (0x20...0x7E).contains($0.value) ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
