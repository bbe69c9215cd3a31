/// Writes deflate's bit stream, low bit first, into memory the caller reserved: `DeflateEncoder.bound`
/// bytes, which includes the slack its whole-word stores may touch past the last byte.
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var out: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var count = 0

    /// Bytes every writer may store past the stream's last byte.
    static let slack = 8

    /// A writer at the start of `memory`.
    init(_ memory: UnsafeMutablePointer<UInt8>) {
        start = memory
        out = memory
    }

    /// Bytes written so far, the last one partly filled when bits are pending.
    var byteCount: Int { out - start + (count + 7) / 8 }

    /// Appends the low `bits` (at most 32) of `value`.
    @inline(__always)
    mutating func write(_ value: UInt64, _ bits: Int) {
        buffer |= value << UInt64(count)
        count += bits
        if count >= 32 {
            UnsafeMutableRawPointer(out).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            out += 4
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and writes the pending bytes out.
    mutating func alignToByte() {
        while count > 0 {
            out.pointee = UInt8(truncatingIfNeeded: buffer)
            out += 1
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }

    /// Copies `length` bytes as they are; the stream must be byte-aligned.
    mutating func copy(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
        out.update(from: bytes, count: length)
        out += length
    }
}
