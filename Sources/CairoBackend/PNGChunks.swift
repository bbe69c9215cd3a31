/// The chunks of an encoded PNG, walked without decoding anything: where each starts, its type, its data and
/// its stored CRC. Shared by the readers of text chunks and by the `iTXt` insertion.
enum PNGChunks {
    /// One chunk.
    struct Chunk {
        /// The offset of its length field.
        var start: Int
        /// Its four-letter type.
        var type: String
        /// The range of its data.
        var data: Range<Int>
        /// The CRC stored after it.
        var crc: UInt32
    }

    /// The chunks of a PNG up to `IEND` or the first truncated or malformed one; empty for a non-PNG.
    static func list(in png: [UInt8]) -> [Chunk] {
        guard png.count >= 8, png.starts(with: PNGHeader.signature) else { return [] }
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
}
