import CCairo
import XCTest
@testable import FastDeflate

/// `DeflateEncoder` checked against zlib's inflate as the independent decoder: every stream must inflate to
/// exactly its input, alone or as groups joined the way the PNG encoder joins them.
final class DeflateEncoderTests: XCTestCase {
    /// Compresses `groups` one after another with one encoder (the last one final) and joins the bytes.
    private func deflateGroups(_ groups: [[UInt8]], encoder: DeflateEncoder = DeflateEncoder()) -> [UInt8] {
        var stream: [UInt8] = []
        for (index, group) in groups.enumerated() {
            var out = [UInt8](repeating: 0xAA, count: DeflateEncoder.bound(group.count))
            let written = group.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { output in
                    encoder.compress(input.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: group.count,
                                     into: output.baseAddress!, final: index == groups.count - 1)
                }
            }
            XCTAssertLessThanOrEqual(written, DeflateEncoder.bound(group.count))
            stream += out[..<written]
        }
        return stream
    }

    /// zlib's raw inflate of `stream`; fails the test unless the stream ends exactly where its data does.
    private func inflateRaw(_ stream: [UInt8], expecting size: Int, file: StaticString = #filePath,
                            line: UInt = #line) -> [UInt8] {
        var z = z_stream()
        XCTAssertEqual(inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)), Z_OK)
        defer { inflateEnd(&z) }
        var out = [UInt8](repeating: 0, count: size + 1)
        var input = stream
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                z.next_in = source.baseAddress
                z.avail_in = UInt32(source.count)
                z.next_out = target.baseAddress
                z.avail_out = UInt32(target.count)
                return inflate(&z, Z_FINISH)
            }
        }
        XCTAssertEqual(status, Z_STREAM_END, "the stream must end with a final block", file: file, line: line)
        XCTAssertEqual(z.avail_in, 0, "no bytes may follow the final block", file: file, line: line)
        return Array(out[..<(out.count - Int(z.avail_out))])
    }

    private func assertRoundTrip(_ groups: [[UInt8]], file: StaticString = #filePath, line: UInt = #line) {
        let stream = deflateGroups(groups)
        let all = groups.flatMap { $0 }
        let inflated = inflateRaw(stream, expecting: all.count, file: file, line: line)
        // Counts and the first difference, not the arrays: a failure must stay readable.
        XCTAssertEqual(inflated.count, all.count, file: file, line: line)
        let difference = zip(inflated, all).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        XCTAssertNil(difference, "first differing byte", file: file, line: line)
    }

    /// A deterministic pseudo-random generator (SplitMix64), so failures reproduce.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testEmptyAndTinyInputsRoundTrip() {
        assertRoundTrip([[]])
        assertRoundTrip([[7]])
        assertRoundTrip([[1, 2, 3]])
        assertRoundTrip([[0, 0, 0, 0, 0]])
        assertRoundTrip([[], [9], []])
    }

    func testRunsUseMatchesAndShrink() {
        let zeros = [UInt8](repeating: 0, count: 200_000)
        assertRoundTrip([zeros])
        XCTAssertLessThan(deflateGroups([zeros]).count, 1_000, "a run of zeros is a chain of 258-byte matches")
    }

    func testScanlineLikeDataRoundTripsInGroups() {
        // Rows of a flat image with a few antialiased "glyphs": Sub-filtered bytes, mostly zeros.
        var random = SplitMix(state: 42)
        let lineBytes = 1 + 390 * 3
        var image: [UInt8] = []
        for row in 0..<300 {
            var line = [UInt8](repeating: 0, count: lineBytes)
            line[0] = 1
            if row % 7 < 3 {
                for _ in 0..<40 { line[Int.random(in: 1..<lineBytes, using: &random)] = UInt8.random(in: 0...255, using: &random) }
            }
            image += line
        }
        let groups = stride(from: 0, to: image.count, by: 32 * lineBytes).map {
            Array(image[$0..<min(image.count, $0 + 32 * lineBytes)])
        }
        assertRoundTrip(groups)
        XCTAssertLessThan(deflateGroups(groups).count, image.count / 10)
    }

    func testIncompressibleDataFallsBackToStoredBlocks() {
        var random = SplitMix(state: 7)
        for size in [1, 100, 65_535, 65_536, 200_001] {
            let noise = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
            assertRoundTrip([noise])
            assertRoundTrip([noise, noise])
            // Stored: the data plus five bytes a block, plus the sync flush between groups.
            XCTAssertLessThanOrEqual(deflateGroups([noise]).count, size + 5 * (size / 65_535 + 1))
        }
    }

    func testRepeatsFarBackAndMatchesCrossingGroupEndsRoundTrip() {
        var random = SplitMix(state: 3)
        let motif = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        var data: [UInt8] = []
        for copy in 0..<12 { data += motif; data += [UInt8](repeating: UInt8(copy), count: copy * 97) }
        assertRoundTrip([data])
        assertRoundTrip([Array(data[..<30_001]), Array(data[30_001...])])
        XCTAssertLessThan(deflateGroups([data]).count, data.count / 4, "the motif repeats within the window")
    }

    func testSkewedFrequenciesKeepCodesWithinFifteenBits() {
        // Fibonacci-like counts make an unlimited Huffman tree far deeper than 15.
        var counts = [Int](repeating: 0, count: 286)
        var (a, b) = (1, 1)
        for symbol in 0..<30 { counts[symbol] = a; (a, b) = (b, a + b) }
        let code = HuffmanCode(frequencies: counts, limit: 15)
        XCTAssertEqual(code.lengths.max(), 15)
        let kraft = code.lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2.0, -Double($1)) }
        XCTAssertEqual(kraft, 1.0, accuracy: 1e-12, "a complete code")
        // The same counts as data: every byte value 0…29 as often as its count (scaled down), shuffled.
        var random = SplitMix(state: 11)
        var data: [UInt8] = []
        for symbol in 0..<30 { data += [UInt8](repeating: UInt8(symbol), count: min(counts[symbol], 20_000) / 5 + 1) }
        data.shuffle(using: &random)
        assertRoundTrip([data])
    }

    func testOneSymbolAlphabetsStillGetACompleteCode() {
        let code = HuffmanCode(frequencies: [0, 0, 5, 0], limit: 7)
        XCTAssertEqual(code.lengths, [1, 0, 1, 0])
        XCTAssertEqual(code.codes[0] ^ code.codes[2], 1)
    }

    func testCanonicalCodesMatchTheRFCExample() {
        // RFC 1951 §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give 010 011 100 101 110 00 1110 1111.
        let codes = HuffmanCode.canonicalCodes(lengths: [3, 3, 3, 3, 3, 2, 4, 4], limit: 15)
        let expected: [UInt16] = [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111]
        for (index, lengthCode) in zip([3, 3, 3, 3, 3, 2, 4, 4], expected).enumerated() {
            var reversed: UInt16 = 0
            for bit in 0..<lengthCode.0 where lengthCode.1 & (1 << bit) != 0 { reversed |= 1 << (lengthCode.0 - 1 - bit) }
            XCTAssertEqual(codes[index], reversed, "symbol \(index)")
        }
    }

    func testRunLengthsOfCodeLengthsCoverEveryForm() {
        let lengths: [UInt8] = [8] + Array(repeating: 8, count: 7) + Array(repeating: 0, count: 150) + [0, 0, 5, 5, 5]
            + Array(repeating: 0, count: 4)
        let runs = DynamicBlock.runLengths(lengths)
        var decoded: [UInt8] = []
        for run in runs {
            switch run.symbol {
            case 16: decoded += Array(repeating: decoded.last ?? 0, count: run.extra + 3)
            case 17: decoded += Array(repeating: 0, count: run.extra + 3)
            case 18: decoded += Array(repeating: 0, count: run.extra + 11)
            default: decoded.append(UInt8(run.symbol))
            }
        }
        XCTAssertEqual(decoded, lengths)
        XCTAssertTrue(runs.contains { $0.symbol == 16 } && runs.contains { $0.symbol == 17 } && runs.contains { $0.symbol == 18 })
    }

    func testTheBytesDependOnTheInputAlone() {
        var random = SplitMix(state: 99)
        let data = (0..<70_000).map { _ in UInt8.random(in: 0...7, using: &random) }
        let reused = DeflateEncoder()
        let first = deflateGroups([data, data], encoder: reused)
        // A used encoder (its hash table full of earlier positions) writes what a new one does.
        XCTAssertEqual(deflateGroups([data, data], encoder: reused), first)
        XCTAssertEqual(deflateGroups([data, data]), first)
    }

    func testTheRadixSortSortsLikeTheStandardLibrary() {
        var random = SplitMix(state: 7)
        for count in [0, 1, 2, 3, 19, 30, 286, 1000] {
            for spread in [1 << 9, 1 << 17, 1 << 30, 1 << 40] {
                // Distinct keys, as the codes' weight << 9 | symbol are.
                var keys = Array(Set((0..<count).map { _ in Int.random(in: 0..<spread, using: &random) }))
                let expected = keys.sorted()
                HuffmanCode.radixSort(&keys)
                XCTAssertEqual(keys, expected, "\(keys.count) keys below \(spread)")
            }
        }
    }

    func testMatchesAsLongAsTheLimitAndStoppingAtEveryOffsetRoundTrip() {
        // Runs broken at every offset of the 32-byte and 8-byte steps of the match length.
        var data: [UInt8] = []
        for breakAt in 0..<300 {
            data += [UInt8](repeating: 0, count: breakAt) + [UInt8(1 + breakAt % 250)]
        }
        assertRoundTrip([data])
    }
}
