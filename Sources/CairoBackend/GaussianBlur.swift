/// A Gaussian blur approximated by three box blurs (the classic CSS/SVG approach), on 8-bit alpha masks.
enum GaussianBlur {
    /// Widths of three box filters whose succession approximates a Gaussian of `sigma` pixels.
    static func boxSizes(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - passes * Double(lower * lower) - 4 * passes * Double(lower) - 3 * passes)
            / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < m ? max(1, lower) : max(1, upper) }
    }

    /// Blurs an A8 buffer in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<Int>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for size in boxSizes(sigma: sigma) {
            let radius = (size - 1) / 2
            guard radius > 0 else { continue }
            for y in 0..<height {
                boxPass(data + y * stride, count: width, step: 1, radius: radius, scratch: scratch)
            }
            for x in 0..<width {
                boxPass(data + x, count: height, step: stride, radius: radius, scratch: scratch)
            }
        }
    }

    /// One running-sum box filter along a row or column; samples beyond the ends count as zero. Each average is
    /// `(sum + window / 2) / window` in integers, found by a multiply and a shift (`RoundedAverage`): a division
    /// at every pixel of six passes was most of what a switch's shadow cost.
    private static func boxPass(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                scratch: UnsafeMutablePointer<Int>) {
        for i in 0..<count { scratch[i] = Int(start[i * step]) }
        let average = RoundedAverage(window: 2 * radius + 1)
        var sum = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += scratch[entering] }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= scratch[leaving] }
            start[i * step] = UInt8(truncatingIfNeeded: average(sum))
        }
    }

    /// `(sum + window / 2) / window` for the sums of `window` 8-bit samples, as `(sum + window / 2) × m >> 32`
    /// with m = ⌊2³² / window⌋ + 1: exact while (255 × window + window / 2) × window < 2³², so for every window
    /// under 4,096 (larger ones divide).
    struct RoundedAverage {
        let window: Int
        private let multiplier: UInt64

        init(window: Int) {
            self.window = window
            multiplier = window < 4096 ? (1 << 32) / UInt64(window) + 1 : 0
        }

        @inline(__always)
        func callAsFunction(_ sum: Int) -> Int {
            let rounded = sum + window / 2
            guard multiplier != 0 else { return rounded / window }
            return Int((UInt64(rounded) &* multiplier) >> 32)
        }
    }
}
