@testable import CairoBackend
import XCTest

/// The shadow blur's box passes average by a multiply and a shift: the same bytes as dividing, for every sum a
/// window can hold and on whole masks of every size and sigma a table draws.
final class GaussianBlurTests: XCTestCase {
    func testTheRoundedAverageIsTheDivisionForEverySumOfEveryWindow() {
        for window in stride(from: 3, through: 4095, by: 2) where window < 64 || window % 97 == 3 || window > 4080 {
            let average = GaussianBlur.RoundedAverage(window: window)
            for sum in 0...(255 * window) {
                if average(sum) != (sum + window / 2) / window {
                    XCTFail("window \(window), sum \(sum)")
                    return
                }
            }
        }
        // Past the multiplier's range it divides.
        XCTAssertEqual(GaussianBlur.RoundedAverage(window: 5001)(255 * 5001), 255)
    }

    /// The blur as it was, dividing at every pixel.
    private func referenceBlur(_ data: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.2 else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        func pass(_ start: Int, count: Int, step: Int, radius: Int) {
            for i in 0..<count { line[i] = Int(data[start + i * step]) }
            let window = 2 * radius + 1
            var sum = 0
            for i in 0..<min(radius, count) { sum += line[i] }
            for i in 0..<count {
                if i + radius < count { sum += line[i + radius] }
                if i - radius - 1 >= 0 { sum -= line[i - radius - 1] }
                data[start + i * step] = UInt8((sum + window / 2) / window)
            }
        }
        for size in GaussianBlur.boxSizes(sigma: sigma) {
            let radius = (size - 1) / 2
            guard radius > 0 else { continue }
            for y in 0..<height { pass(y * width, count: width, step: 1, radius: radius) }
            for x in 0..<width { pass(x, count: height, step: width, radius: radius) }
        }
    }

    func testBlurredMasksAreTheDividingBlursBytes() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        for (width, height, sigma) in [(159, 159, 12.0), (57, 57, 1.5), (3, 40, 0.7), (300, 12, 30.0), (1, 1, 4.0),
                                       (81, 33, 6.25)] {
            // A filled disc over noise: edges like a shadow's, and every level.
            var mask = (0..<(width * height)).map { index -> UInt8 in
                let x = Double(index % width) - Double(width) / 2, y = Double(index / width) - Double(height) / 2
                return x * x + y * y < Double(width * height) / 9 ? 255 : next() / 4
            }
            var expected = mask
            referenceBlur(&expected, width: width, height: height, sigma: sigma)
            mask.withUnsafeMutableBufferPointer { buffer in
                GaussianBlur.blur(buffer.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
            }
            XCTAssertEqual(mask, expected, "\(width)×\(height), sigma \(sigma)")
        }
    }
}
