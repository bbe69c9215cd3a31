/// Tiny hand-made PNG files for tests of what happens before decoding: a valid signature and IHDR that claim
/// any size, with no pixel data, so a 20000×20000 "image" is 57 bytes.
public enum CraftedPNG {
    /// The signature, an IHDR for `width` × `height` (8-bit RGBA unless told), an empty IDAT and IEND.
    public static func headerOnly(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
        bytes += chunk("IDAT", [])
        bytes += chunk("IEND", [])
        return bytes
    }

    /// A 1×1 header-only PNG whose `tEXt` chunk names `software` as its writer, as tablerender's goldens do
    /// (`Software` = `tablerender 0.1.0; cairo …`).
    public static func stamped(software: String) -> [UInt8] {
        var bytes = headerOnly(width: 1, height: 1)
        // After the signature (8) and the IHDR chunk (25), where libpng puts it.
        bytes.insert(contentsOf: chunk("tEXt", Array("Software".utf8) + [0] + Array(software.utf8)), at: 33)
        return bytes
    }

    /// A chunk: length, type, data, CRC of type and data.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Bit by bit: these files are a few dozen bytes.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
