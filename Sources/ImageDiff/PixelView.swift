/// A borrowed view of an image's bytes for the hot loops: no copies, no retain/release, and
/// `UnsafeBufferPointer` keeps bounds checks in debug builds while release builds drop them.
struct PixelView {
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Byte offset of the pixel at (`x`, `y`).
    @inline(__always)
    func offset(x: Int, y: Int) -> Int {
        (y * width + x) * 4
    }

    /// The four bytes at `offset` as one word, so identical pixels cost a single comparison.
    @inline(__always)
    func word(at offset: Int) -> UInt32 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }

    /// Whether every pixel looks the same once composited over white: a blank or failed render.
    func isUniform() -> Bool {
        guard width > 0, height > 0 else { return true }
        let first = word(at: 0)
        var offset = 4
        let end = width * height * 4
        while offset < end {
            // Differing bytes can still look identical when both pixels are fully transparent.
            if word(at: offset) != first, YIQ.colorDelta(self, offset, self, 0) != 0 { return false }
            offset += 4
        }
        return true
    }
}
