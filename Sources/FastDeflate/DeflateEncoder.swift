/// A fast, deterministic deflate compressor (RFC 1951) for filtered PNG scanlines: greedy LZ77 over a hash of
/// four bytes with one candidate per hash, then one dynamic Huffman block (or stored blocks, when smaller).
/// Pure integer Swift, so its bytes are the same on every machine and CPU, unlike SIMD deflaters that pick
/// their hash by CPU feature. Each call compresses one group on its own (no history from earlier groups) and
/// ends on a byte boundary, so groups compressed on any thread concatenate into one stream, as pigz's do.
public final class DeflateEncoder {
    /// Hash table entries: 2^15 candidates, 128 KiB.
    static let hashBits = 15
    /// The longest and shortest matches deflate allows, and the shortest this encoder looks for.
    static let maximumMatch = 258, minimumMatch = 4
    /// The farthest back a match may reach.
    static let window = 32_768

    /// Last position (plus `base`) seen for each hash; entries at or below `base` are from earlier groups.
    private let table: UnsafeMutablePointer<UInt32>
    private var base: UInt32 = 0
    /// Tokens of the group: a literal byte, or `distance << 16 | length`.
    private var tokens: UnsafeMutablePointer<UInt32>
    private var tokenCapacity = 0
    /// How often each literal/length symbol (0…285) and distance symbol (0…29) occurs in the group.
    private let literalCounts: UnsafeMutablePointer<Int>
    private let distanceCounts: UnsafeMutablePointer<Int>

    /// An encoder; reuse it for many groups, on one thread at a time.
    public init() {
        table = .allocate(capacity: 1 << DeflateEncoder.hashBits)
        table.initialize(repeating: 0, count: 1 << DeflateEncoder.hashBits)
        tokens = .allocate(capacity: 1)
        literalCounts = .allocate(capacity: 286)
        distanceCounts = .allocate(capacity: 30)
    }

    deinit {
        table.deallocate()
        tokens.deallocate()
        literalCounts.deallocate()
        distanceCounts.deallocate()
    }

    /// Bytes `compress` may write for `count` bytes of input: stored blocks at worst, a sync flush, slack.
    public static func bound(_ count: Int) -> Int {
        count + 5 * (count / 65_535 + 2) + 16 + BitWriter.slack
    }

    /// Compresses `count` bytes at `input` into `output` (which holds `bound(count)` bytes) and returns the
    /// bytes written. `final` ends the deflate stream; otherwise the group ends with an empty stored block
    /// (zlib's sync flush) so the next group's blocks can follow it byte-aligned.
    public func compress(_ input: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>,
                         final: Bool) -> Int {
        if count + 1 > tokenCapacity {
            tokens.deallocate()
            tokenCapacity = count + 1
            tokens = .allocate(capacity: tokenCapacity)
        }
        // Positions are stored past `base`, so the table never needs clearing between groups.
        if UInt64(base) + UInt64(count) + 1 >= UInt64(UInt32.max) {
            table.update(repeating: 0, count: 1 << DeflateEncoder.hashBits)
            base = 0
        }
        literalCounts.update(repeating: 0, count: 286)
        distanceCounts.update(repeating: 0, count: 30)
        let tokenCount = findMatches(input, count: count, literals: literalCounts, distances: distanceCounts)
        base += UInt32(count) + 1
        var literalFrequencies = Array(UnsafeBufferPointer(start: literalCounts, count: 286))
        let distanceFrequencies = Array(UnsafeBufferPointer(start: distanceCounts, count: 30))
        literalFrequencies[256] = 1
        var writer = BitWriter(output)
        let block = DynamicBlock(literals: literalFrequencies, distances: distanceFrequencies)
        if block.bits(literals: literalFrequencies, distances: distanceFrequencies) <= 8 * (count + 5 * (count / 65_535 + 1)) {
            block.write(tokens: tokens, count: tokenCount, final: final, into: &writer)
        } else {
            writeStored(input, count: count, final: final, into: &writer)
        }
        if !final {
            // An empty stored block straight after the last one (padding first would read as a block header):
            // three header bits, then, byte-aligned, LEN 0 and NLEN 0xFFFF.
            writer.write(0, 3)
            writer.alignToByte()
            writer.write(0xFFFF_0000, 32)
        }
        writer.alignToByte()
        return writer.byteCount
    }

    /// Greedy LZ77: at each position the one earlier position with the same four-byte hash, taken when it
    /// really matches (at least four bytes, within the window). Fills `tokens` and counts symbols.
    private func findMatches(_ input: UnsafePointer<UInt8>, count: Int, literals: UnsafeMutablePointer<Int>,
                             distances: UnsafeMutablePointer<Int>) -> Int {
        let raw = UnsafeRawPointer(input)
        let shift = UInt32(32 - DeflateEncoder.hashBits)
        let lengthTable = DeflateSymbols.lengthIndexTable, distanceTable = DeflateSymbols.distanceIndexTable
        var tokenCount = 0
        var position = 0
        let last = count - DeflateEncoder.minimumMatch
        while position <= last {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
            let hash = Int((word &* 2_654_435_761) >> shift)
            let candidate = Int(table[hash]) - Int(base) - 1
            table[hash] = base &+ UInt32(truncatingIfNeeded: position + 1)
            if candidate >= 0, position - candidate <= DeflateEncoder.window,
               raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word {
                let length = DeflateEncoder.matchLength(raw, candidate, position, count: count)
                let distance = position - candidate
                tokens[tokenCount] = UInt32(distance << 16 | length)
                tokenCount += 1
                literals[257 + Int(lengthTable[length - 3])] += 1
                distances[DeflateSymbols.distanceSymbol(distance, table: distanceTable)] += 1
                position += length
                // The match's last position as a candidate too: runs and repeats continue from there.
                if position - 1 <= last {
                    let tail = raw.loadUnaligned(fromByteOffset: position - 1, as: UInt32.self)
                    table[Int((tail &* 2_654_435_761) >> shift)] = base &+ UInt32(truncatingIfNeeded: position)
                }
            } else {
                let byte = input[position]
                tokens[tokenCount] = UInt32(byte)
                tokenCount += 1
                literals[Int(byte)] += 1
                position += 1
            }
        }
        while position < count {
            tokens[tokenCount] = UInt32(input[position])
            tokenCount += 1
            literals[Int(input[position])] += 1
            position += 1
        }
        return tokenCount
    }

    /// How many bytes from `position` equal those from `candidate` (known to share four), at most 258
    /// and never past `count`: eight bytes a step.
    @inline(__always)
    private static func matchLength(_ raw: UnsafeRawPointer, _ candidate: Int, _ position: Int, count: Int) -> Int {
        let limit = min(maximumMatch, count - position)
        var length = minimumMatch
        // Thirty-two bytes a step while they all match (long runs: the background between rows of text).
        while length + 32 <= limit {
            let d0 = raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
            let d1 = raw.loadUnaligned(fromByteOffset: position + length + 8, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: candidate + length + 8, as: UInt64.self)
            let d2 = raw.loadUnaligned(fromByteOffset: position + length + 16, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: candidate + length + 16, as: UInt64.self)
            let d3 = raw.loadUnaligned(fromByteOffset: position + length + 24, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: candidate + length + 24, as: UInt64.self)
            if d0 | d1 | d2 | d3 != 0 { break }
            length += 32
        }
        while length + 8 <= limit {
            let difference = raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
            if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
            length += 8
        }
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        while length < limit && bytes[position + length] == bytes[candidate + length] { length += 1 }
        return length
    }

    /// The group as stored blocks of at most 65,535 bytes: for data the Huffman block would not shrink.
    private func writeStored(_ input: UnsafePointer<UInt8>, count: Int, final: Bool, into writer: inout BitWriter) {
        var offset = 0
        repeat {
            let length = min(65_535, count - offset)
            let last = offset + length == count
            writer.write(final && last ? 1 : 0, 3)
            writer.alignToByte()
            writer.write(UInt64(length) | UInt64(~length & 0xFFFF) << 16, 32)
            writer.copy(input + offset, length)
            offset += length
        } while offset < count
    }
}
