import CCairo

/// Collects the bytes cairo writes to a stream, so outputs are built in memory and written atomically later.
final class ByteSink {
    private(set) var bytes: [UInt8] = []

    /// The C callback cairo calls; `closure` is an unretained `ByteSink`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// An unretained pointer to pass as cairo's closure; valid while `self` is alive.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Hands cairo the bytes of a PNG file to decode.
final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The C callback cairo calls to read; `closure` is an unretained `ByteSource`.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            data.update(from: base + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
