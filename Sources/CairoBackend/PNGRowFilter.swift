import CCairo
import FastDeflate

/// Turns rows of cairo's pixels (native-endian premultiplied ARGB32 words) straight into filtered PNG scanlines:
/// RGB when the image is known to be opaque, straight RGBA otherwise. One pass per row, no intermediate copy.
struct PNGRowFilter {
    /// Pixels a row.
    let width: Int
    /// Whether every pixel is opaque, so the alpha byte is dropped (PNG colour type 2 rather than 6).
    let opaque: Bool

    /// Bytes a pixel in the PNG.
    var channels: Int { opaque ? 3 : 4 }
    /// Bytes of one filtered scanline: the filter type byte, then the pixels.
    var lineBytes: Int { 1 + width * channels }
    /// Bytes past the last scanline that `filter` may scribble on (pixels are stored as whole 4-byte words).
    static let padding = 4

    /// PNG filter type bytes.
    private static let sub: UInt8 = 1, up: UInt8 = 2

    /// Filters `count` rows starting at `rows` (`stride` bytes apart) into `out`, which holds
    /// `count * lineBytes + padding` bytes, and returns the adler-32 of what it wrote. A row equal to the one
    /// above it gets the Up filter (all zeros, which deflate nearly for free, and whose checksum is a
    /// formula); every other row, and the first row (the group stands alone), gets Sub.
    func filter(rows: UnsafeRawPointer, stride: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) -> UInt {
        let lineBytes = self.lineBytes
        var adler: UInt = 1
        for index in 0..<count {
            let row = rows + index * stride
            let line = out + index * lineBytes
            // Equal cairo words give equal PNG bytes: the conversion depends on the word alone.
            if index > 0, memcmp(row, row - stride, width * 4) == 0 {
                line[0] = PNGRowFilter.up
                (line + 1).update(repeating: 0, count: lineBytes - 1)
                adler = PNGRowFilter.adlerOfUpRow(adler, zeros: lineBytes - 1)
                continue
            }
            line[0] = PNGRowFilter.sub
            let words = row.assumingMemoryBound(to: UInt32.self)
            let target = UnsafeMutableRawPointer(line + 1)
            if opaque {
                PNGRowFilter.subOpaque(words, width: width, into: target)
            } else {
                PNGRowFilter.subStraight(words, width: width, into: target)
            }
            adler = UInt(Adler32.update(UInt32(truncatingIfNeeded: adler), line, count: lineBytes))
        }
        return adler
    }

    /// adler-32 continued over the byte 2 (Up) and `zeros` zero bytes: the sum `a` gains 2, and `b` gains
    /// `a` once per byte.
    static func adlerOfUpRow(_ adler: UInt, zeros: Int) -> UInt {
        let base: UInt = 65521
        let a = ((adler & 0xFFFF) + UInt(up)) % base
        var b = ((adler >> 16) + a) % base
        b = (b + (UInt(zeros) % base) * a) % base
        return (b << 16) | a
    }

    /// Sub-filtered RGB: each pixel minus its left neighbour, byte by byte. Four pixels a step: one 16-byte
    /// SIMD subtraction of the row against itself one pixel back (no shuffle: the neighbours are the load
    /// four bytes earlier), R, G, B put in place in each lane and two pixels' six bytes joined in each 64-bit
    /// half, then 12 bytes stored. Little-endian lanes, as on every platform this builds for. Half the time
    /// of the 64-bit scalar version it replaced (docs/performance.md), with the same bytes; the rest of a row
    /// one pixel at a time, each written as a 4-byte word whose fourth byte the next pixel (or the next
    /// line's filter byte, or the padding) overwrites.
    @inline(__always)
    private static func subOpaque(_ words: UnsafePointer<UInt32>, width: Int, into target: UnsafeMutableRawPointer) {
        guard width > 0 else { return }
        let raw = UnsafeRawPointer(words)
        // The first pixel has nothing on its left: minus zero.
        target.storeBytes(of: rgb(words[0]).littleEndian, toByteOffset: 0, as: UInt32.self)
        var x = 1
        while x + 4 <= width {
            let current = raw.loadUnaligned(fromByteOffset: 4 * x, as: SIMD16<UInt8>.self)
            let left = raw.loadUnaligned(fromByteOffset: 4 * x - 4, as: SIMD16<UInt8>.self)
            // Byte lanes of native-endian words: lane k holds the difference of pixel x + k as a word.
            let difference = unsafeBitCast(current &- left, to: SIMD4<UInt32>.self)
            // R, G, B in the low three bytes of each lane, then two pixels' six bytes together in each half.
            let pairs = unsafeBitCast(rgb(difference), to: SIMD2<UInt64>.self)
            let packed = (pairs & 0xFF_FFFF) | ((pairs &>> 8) & 0xFFFF_FF00_0000)
            let offset = 3 * x
            target.storeBytes(of: (packed[0] | packed[1] &<< 48).littleEndian, toByteOffset: offset, as: UInt64.self)
            target.storeBytes(of: UInt32(truncatingIfNeeded: packed[1] &>> 16).littleEndian, toByteOffset: offset + 8,
                              as: UInt32.self)
            x += 4
        }
        while x < width {
            let d = byteDifference(words[x], words[x - 1])
            target.storeBytes(of: rgb(d).littleEndian, toByteOffset: 3 * x, as: UInt32.self)
            x += 1
        }
    }

    /// `rgb` in each lane: 0xAARRGGBB words as R | G << 8 | B << 16.
    @inline(__always)
    private static func rgb(_ words: SIMD4<UInt32>) -> SIMD4<UInt32> {
        ((words &>> 16) & 0xFF) | (words & 0xFF00) | ((words & 0xFF) &<< 16)
    }

    /// cairo's 0xAARRGGBB word as the bytes R, G, B in memory order (a little-endian word's low three bytes).
    @inline(__always)
    private static func rgb(_ word: UInt32) -> UInt32 {
        word.byteSwapped >> 8
    }

    /// Sub-filtered straight RGBA: each pixel un-premultiplied (as `ImageSurface.rgbaImage` and the libpng path
    /// do), then minus its left neighbour byte by byte.
    @inline(__always)
    private static func subStraight(_ words: UnsafePointer<UInt32>, width: Int, into target: UnsafeMutableRawPointer) {
        var left: UInt32 = 0
        for x in 0..<width {
            let rgba = straightRGBA(words[x])
            target.storeBytes(of: byteDifference(rgba, left).littleEndian, toByteOffset: 4 * x, as: UInt32.self)
            left = rgba
        }
    }

    /// A premultiplied 0xAARRGGBB word as straight R, G, B, A bytes in memory order (a little-endian word).
    @inline(__always)
    static func straightRGBA(_ word: UInt32) -> UInt32 {
        let a = word >> 24
        var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        if a != 255 && a != 0 {
            r = min(255, (r * 255 + a / 2) / a)
            g = min(255, (g * 255 + a / 2) / a)
            b = min(255, (b * 255 + a / 2) / a)
        }
        return r | (g << 8) | (b << 16) | (a << 24)
    }

    /// `a - b` in each of the four bytes, modulo 256, without borrows crossing bytes.
    @inline(__always)
    static func byteDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let high: UInt32 = 0x8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
