@testable import CairoBackend
import FastDeflate
import XCTest

/// The row filter against PNG's definitions written out byte by byte: Sub of RGB (opaque) or straight RGBA,
/// Up (all zeros) for a row equal to the one above, and the adler-32 of what was written.
final class PNGRowFilterTests: XCTestCase {
    /// Deterministic pseudo-random words (an LCG), with runs of equal pixels as screens have.
    private func words(count: Int, seed: UInt32, opaque: Bool) -> [UInt32] {
        var state = seed
        var result: [UInt32] = []
        for index in 0..<count {
            state = state &* 1_664_525 &+ 1_013_904_223
            if index > 0, state >> 30 == 0 { result.append(result[index - 1]); continue }
            var word = state ^ (state >> 13)
            if opaque { word |= 0xFF00_0000 } else {
                // Premultiplied: no channel above alpha.
                let a = word >> 24
                word = a << 24 | min((word >> 16) & 0xFF, a) << 16 | min((word >> 8) & 0xFF, a) << 8 | min(word & 0xFF, a)
            }
            result.append(word)
        }
        return result
    }

    /// PNG's Sub filter of one row as the specification states it, from the pixels' bytes in PNG order.
    private func referenceSub(_ row: ArraySlice<UInt32>, opaque: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for word in row {
            if opaque {
                bytes += [UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF)]
            } else {
                let rgba = PNGRowFilter.straightRGBA(word)
                bytes += [UInt8(rgba & 0xFF), UInt8((rgba >> 8) & 0xFF), UInt8((rgba >> 16) & 0xFF), UInt8(rgba >> 24)]
            }
        }
        let channels = opaque ? 3 : 4
        var filtered = [UInt8(1)]
        for index in bytes.indices {
            let left = index >= channels ? bytes[index - channels] : 0
            filtered.append(bytes[index] &- left)
        }
        return filtered
    }

    func testRowsMatchPNGsFiltersAtEveryWidthAroundTheFourPixelSteps() throws {
        for opaque in [true, false] {
            for width in 1...41 {
                let height = 4
                var pixels = words(count: width * height, seed: UInt32(width * 31 + (opaque ? 7 : 0)), opaque: opaque)
                // The third row repeats the second: Up, all zeros (as does any row that happens to repeat).
                for x in 0..<width { pixels[2 * width + x] = pixels[width + x] }
                let filter = PNGRowFilter(width: width, opaque: opaque)
                let count = height * filter.lineBytes + PNGRowFilter.padding
                var out = [UInt8](repeating: 0xEE, count: count)
                let adler = pixels.withUnsafeBytes { rows in
                    out.withUnsafeMutableBufferPointer { buffer in
                        filter.filter(rows: rows.baseAddress!, stride: 4 * width, count: height, into: buffer.baseAddress!)
                    }
                }
                var expected: [UInt8] = []
                for row in 0..<height {
                    let line = pixels[(row * width)..<((row + 1) * width)]
                    if row > 0, line.elementsEqual(pixels[((row - 1) * width)..<(row * width)]) {
                        expected += [2] + [UInt8](repeating: 0, count: filter.lineBytes - 1)
                    } else {
                        expected += referenceSub(line, opaque: opaque)
                    }
                }
                let written = Array(out[0..<(height * filter.lineBytes)])
                XCTAssertEqual(written, expected, "width \(width), opaque \(opaque)")
                let expectedAdler = expected.withUnsafeBufferPointer { Adler32.update(1, $0.baseAddress!, count: $0.count) }
                XCTAssertEqual(UInt32(adler), expectedAdler, "width \(width), opaque \(opaque)")
            }
        }
    }
}
