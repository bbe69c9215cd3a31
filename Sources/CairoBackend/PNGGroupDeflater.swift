import FastDeflate

/// Compresses one group of filtered scanlines into a complete `IDAT` chunk: a raw deflate stream that ends
/// byte-aligned (a sync flush) so groups compressed independently, on any thread, concatenate into one valid
/// zlib stream, as pigz does; the last group ends it. `DeflateEncoder` does the compressing: pure Swift, so
/// the bytes are the same on every machine.
final class PNGGroupDeflater {
    /// A compressed group: its `IDAT` chunk, and the adler-32 and length of its uncompressed bytes.
    struct Group {
        var chunk: [UInt8]
        var adler: UInt
        var length: Int
    }

    private let encoder = DeflateEncoder()
    /// The filtered scanlines of the group being compressed, reused between groups.
    private(set) var scanlines: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    /// A deflater with an empty scanline buffer.
    init() {
        capacity = 0
        scanlines = .allocate(capacity: 1)
    }

    deinit {
        scanlines.deallocate()
    }

    /// Makes `scanlines` hold at least `count` bytes.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        scanlines.deallocate()
        scanlines = .allocate(capacity: count)
        capacity = count
    }

    /// Deflates the first `count` bytes of `scanlines`, whose adler-32 is `adler`, into an `IDAT` chunk;
    /// `last` ends the deflate stream.
    func compress(count: Int, adler: UInt, last: Bool) -> Group {
        // 8 bytes of chunk length and type before the data, 4 of CRC after it.
        var chunk = [UInt8](repeating: 0, count: 8 + DeflateEncoder.bound(count) + 4)
        let produced = chunk.withUnsafeMutableBufferPointer { buffer in
            encoder.compress(scanlines, count: count, into: buffer.baseAddress! + 8, final: last)
        }
        chunk.removeLast(chunk.count - (8 + produced + 4))
        PNGChunkWriter.frame(&chunk, type: "IDAT")
        return Group(chunk: chunk, adler: adler, length: count)
    }
}
