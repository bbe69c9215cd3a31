#if canImport(Glibc)
import Glibc
#endif

/// Where a report's bytes go as they are produced: kept in memory (tests, the fuzz target), or passed to a file
/// descriptor a megabyte at a time, so a report of 100,000 entries never exists whole in memory next to the
/// report it is made from (the JSON of `report merge` is about as large as its inputs).
public final class ReportSink {
    /// The bytes written so far, when the sink keeps them in memory; empty for a descriptor.
    public private(set) var bytes: [UInt8] = []
    /// Bytes written in all, in either mode.
    public private(set) var count = 0
    private let descriptor: Int32?
    /// The first write error (errno), after which nothing more is written: reported once, at `finish`.
    private var failure: Int32?
    private static let bufferSize = 1 << 20

    /// A sink that keeps everything in `bytes`.
    public init() {
        descriptor = nil
    }

    /// A sink that writes to `descriptor` (not closed here) through a 1 MiB buffer; call `finish` at the end.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        bytes.reserveCapacity(Self.bufferSize)
    }

    /// Appends `text`'s UTF-8 bytes.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends a compile-time string (markup, keys) without building a `String`.
    public func write(_ text: StaticString) {
        write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends one byte.
    public func write(byte: UInt8) {
        bytes.append(byte)
        count += 1
        if descriptor != nil, bytes.count >= Self.bufferSize { flush() }
    }

    /// Appends raw bytes.
    public func write(_ buffer: UnsafeBufferPointer<UInt8>) {
        count += buffer.count
        if descriptor != nil, bytes.count + buffer.count > Self.bufferSize {
            flush()
            // A large block (a rendered PNG page) goes straight out rather than through a copy in the buffer.
            if buffer.count >= Self.bufferSize {
                writeOut(buffer)
                return
            }
        }
        bytes.append(contentsOf: buffer)
    }

    /// Appends raw bytes.
    public func write(_ array: [UInt8]) {
        array.withUnsafeBufferPointer { write($0) }
    }

    /// Writes out what is buffered; throws `RenderError.output` (naming `name`) when any write failed.
    public func finish(name: String) throws {
        flush()
        if let failure {
            throw RenderError.output("\(PathEscaping.escaped(name)): cannot write: \(Errno.text(failure))")
        }
    }

    private func flush() {
        guard descriptor != nil, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { writeOut($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes all of `buffer` to the descriptor, unless an earlier write failed.
    private func writeOut(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let descriptor, failure == nil, let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            offset += written
        }
    }
}
