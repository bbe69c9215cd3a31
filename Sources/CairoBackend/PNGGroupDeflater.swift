import CCairo

/// Compresses one group of filtered scanlines into a complete `IDAT` chunk: a raw deflate stream that ends
/// byte-aligned (`Z_SYNC_FLUSH`) so groups compressed independently, on any thread, concatenate into one valid
/// zlib stream, as pigz does; the last group ends it (`Z_FINISH`). One z_stream, reused with `deflateReset`.
final class PNGGroupDeflater {
    /// A compressed group: its `IDAT` chunk, and the adler-32 and length of its uncompressed bytes.
    struct Group {
        var chunk: [UInt8]
        var adler: UInt
        var length: Int
    }

    // Heap-allocated: zlib keeps a pointer back to the stream and refuses a stream that moved.
    private let stream: UnsafeMutablePointer<z_stream>
    /// The filtered scanlines of the group being compressed, reused between groups.
    private(set) var scanlines: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    /// A deflater at zlib `level`; throws when zlib cannot allocate its state.
    init(level: Int32) throws {
        stream = .allocate(capacity: 1)
        capacity = 0
        scanlines = .allocate(capacity: 1)
        guard tr_deflate_init_raw(stream, level) == Z_OK else {
            stream.deallocate()
            scanlines.deallocate()
            throw CairoError("zlib: cannot start a deflate stream")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
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
    func compress(count: Int, adler: UInt, last: Bool) throws -> Group {
        deflateReset(stream)
        // deflateBound covers a finished stream; a sync flush adds at most an empty stored block.
        var chunk = [UInt8](repeating: 0, count: 8 + Int(deflateBound(stream, UInt(count))) + 16 + 4)
        var produced = 0
        let status: Int32 = chunk.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return Z_BUF_ERROR }
            stream.pointee.next_in = scanlines
            stream.pointee.avail_in = UInt32(count)
            stream.pointee.next_out = base + 8
            stream.pointee.avail_out = UInt32(buffer.count - 12)
            let result = deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH)
            produced = buffer.count - 12 - Int(stream.pointee.avail_out)
            let complete = stream.pointee.avail_in == 0 && (last ? result == Z_STREAM_END : result == Z_OK)
            return complete ? Z_OK : Z_BUF_ERROR
        }
        guard status == Z_OK else { throw CairoError("zlib: cannot compress the PNG's pixels") }
        chunk.removeLast(chunk.count - (8 + produced + 4))
        PNGChunkWriter.frame(&chunk, type: "IDAT")
        return Group(chunk: chunk, adler: adler, length: count)
    }
}
