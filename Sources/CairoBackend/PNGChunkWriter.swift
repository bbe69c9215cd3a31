import CCairo

/// Lays out PNG chunks: length, type, data, CRC-32 of type and data.
enum PNGChunkWriter {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A whole chunk of `type` around `data`.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 8) + data + [0, 0, 0, 0]
        frame(&bytes, type: type)
        return bytes
    }

    /// Fills in the length, type and CRC of `bytes`, which hold 8 free bytes, the data, and 4 free bytes.
    static func frame(_ bytes: inout [UInt8], type: String) {
        let length = bytes.count - 12
        put(UInt32(length), into: &bytes, at: 0)
        for (index, byte) in type.utf8.prefix(4).enumerated() { bytes[4 + index] = byte }
        let crc = bytes.withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress.map { $0 + 4 }, UInt32(length + 4))
        }
        put(UInt32(truncatingIfNeeded: crc), into: &bytes, at: length + 8)
    }

    /// `value` big-endian at `offset`.
    static func put(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
        bytes[offset] = UInt8(truncatingIfNeeded: value >> 24)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 16)
        bytes[offset + 2] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[offset + 3] = UInt8(truncatingIfNeeded: value)
    }

    /// `value` as 4 big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 4)
        put(value, into: &bytes, at: 0)
        return bytes
    }
}
