import CCairo

/// The CRC-32 of PNG chunks (ISO 3309 / ITU-T V.42), computed by zlib, which libpng already links.
enum CRC32 {
    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        // zlib takes a contiguous buffer and at most 4 GiB per call; PNG chunks and font fingerprints are far smaller.
        let contiguous = Array(bytes)
        let value = contiguous.withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress, UInt32(buffer.count))
        }
        return UInt32(truncatingIfNeeded: value)
    }
}
