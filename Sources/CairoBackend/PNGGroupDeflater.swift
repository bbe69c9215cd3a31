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
    /// Where `compress` writes the deflate stream, reused between groups.
    private var output: UnsafeMutablePointer<UInt8>
    private var outputCapacity = 0

    /// A deflater with an empty scanline buffer.
    init() {
        capacity = 0
        scanlines = .allocate(capacity: 1)
        output = .allocate(capacity: 1)
    }

    deinit {
        scanlines.deallocate()
        output.deallocate()
    }

    /// Makes `scanlines` hold at least `count` bytes.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        scanlines.deallocate()
        scanlines = .allocate(capacity: count)
        capacity = count
    }

    /// Deflates the first `count` bytes of `scanlines`, whose adler-32 is `adler`, into an `IDAT` chunk;
    /// `last` ends the deflate stream. The stream is written into a buffer kept between groups (sized for the
    /// worst case, touched only as far as written) and copied out at its real size: a group of 256 KiB
    /// usually deflates to a few KiB, and zero-filling a worst-case chunk for every group cost more than
    /// deflating it.
    func compress(count: Int, adler: UInt, last: Bool) -> Group {
        let bound = DeflateEncoder.bound(count)
        if bound > outputCapacity {
            output.deallocate()
            output = .allocate(capacity: bound)
            outputCapacity = bound
        }
        let produced = encoder.compress(scanlines, count: count, into: output, final: last)
        // 8 bytes of chunk length and type before the data, 4 of CRC after it.
        var chunk: [UInt8] = []
        chunk.reserveCapacity(8 + produced + 4)
        chunk.append(contentsOf: repeatElement(0, count: 8))
        chunk.append(contentsOf: UnsafeBufferPointer(start: output, count: produced))
        chunk.append(contentsOf: repeatElement(0, count: 4))
        PNGChunkWriter.frame(&chunk, type: "IDAT")
        return Group(chunk: chunk, adler: adler, length: count)
    }
}
