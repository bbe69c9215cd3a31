import CCairo
import FastDeflate
import XCTest

/// `Adler32` against zlib's `adler32` on lengths around its step and block sizes, and on the worst case for
/// its 32-bit sums (every byte 255).
final class Adler32Tests: XCTestCase {
    private func zlibAdler(_ start: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(adler32(UInt(start), $0.baseAddress, UInt32($0.count))) }
    }

    private func swiftAdler(_ start: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { Adler32.update(start, $0, count: buffer.count) } ?? start
        }
    }

    func testMatchesZlibAtEveryAwkwardLength() {
        var state: UInt64 = 5
        let noise = (0..<40_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for count in [0, 1, 15, 16, 17, 31, 5_503, 5_504, 5_505, 11_008, 11_009, 40_000] {
            for start: UInt32 in [1, 0xFFF0_FFF0, 0x1234_5678 % 65_521] {
                XCTAssertEqual(swiftAdler(start, Array(noise[..<count])), zlibAdler(start, Array(noise[..<count])),
                               "\(count) bytes from \(start)")
            }
        }
    }

    func testTheLargestSumsDoNotOverflow() {
        let ones = [UInt8](repeating: 255, count: 300_000)
        XCTAssertEqual(swiftAdler(0xFFF0_FFF0, ones), zlibAdler(0xFFF0_FFF0, ones))
    }
}
