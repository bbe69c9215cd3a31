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
        var line = [Int](repeating: 0, count: max(width, height))
        for size in boxSizes(sigma: sigma) {
            let radius = (size - 1) / 2
            guard radius > 0 else { continue }
            for y in 0..<height {
                boxPass(data + y * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                boxPass(data + x, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One running-sum box filter along a row or column; samples beyond the ends count as zero.
    private static func boxPass(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                scratch: inout [Int]) {
        for i in 0..<count { scratch[i] = Int(start[i * step]) }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += scratch[entering] }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= scratch[leaving] }
            start[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
