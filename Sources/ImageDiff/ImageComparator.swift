/// Compares an expected image with an actual one, pixelmatch-style, and draws the difference.
///
/// Pixels are composited over white, identical 32-bit pixels take a fast path, the rest are measured in YIQ
/// and, above the threshold, excused only when they are a glyph-edge blend in both images. Images of different sizes are compared on the union
/// canvas, where every pixel missing from either image counts as different.
public enum ImageComparator {
    /// Counts the pixels of `actual` that differ from `expected`.
    public static func compare(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .goldens
    ) -> DiffResult {
        scan(expected, actual, options: options, into: nil)
    }

    /// The expected image faded to light grey, with counted differences red and anti-aliasing-only ones yellow.
    public static func diffImage(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .goldens
    ) -> RGBAImage {
        compareWithDiff(expected, actual, options: options).diff
    }

    /// `compare` and `diffImage` in one pass, for callers that keep the diff image as a CI artefact.
    public static func compareWithDiff(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .goldens
    ) -> (result: DiffResult, diff: RGBAImage) {
        var diff = RGBAImage(
            width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let result = diff.pixels.withUnsafeMutableBufferPointer { scan(expected, actual, options: options, into: $0) }
        return (result, diff)
    }

    /// Contrast of the faded expected image in a diff, as in pixelmatch: enough to orient, too little to distract.
    private static let fadedContrast = 0.1

    private static func scan(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, into diff: UnsafeMutableBufferPointer<UInt8>?
    ) -> DiffResult {
        // A buffer resized after creation cannot be trusted to match its dimensions, so it never passes.
        let buffersValid = expected.hasValidBuffer && actual.hasValidBuffer
        return expected.withPixelView { e in
            actual.withPixelView { a in scan(e, a, buffersValid: buffersValid, options: options, into: diff) }
        }
    }

    private static func scan(
        _ e: PixelView, _ a: PixelView, buffersValid: Bool, options: DiffOptions,
        into diff: UnsafeMutableBufferPointer<UInt8>?
    ) -> DiffResult {
        let width = max(e.width, a.width), height = max(e.height, a.height)
        let sharedWidth = min(e.width, a.width), sharedHeight = min(e.height, a.height)
        let threshold = min(max(options.threshold, 0), 1)
        let maxDelta = YIQ.maxDelta * threshold * threshold
        let detectAntiAliasing = !options.includeAntiAliasing

        var counted = 0, antiAliased = 0, maxChannelDelta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        for y in 0..<height {
            let overlap = y < sharedHeight ? sharedWidth : 0
            var out = y * width * 4
            for x in 0..<width {
                defer { out += 4 }
                if x < overlap {
                    let i = e.offset(x: x, y: y), j = a.offset(x: x, y: y)
                    if e.word(at: i) == a.word(at: j) {
                        if let diff { paintFaded(diff, out, e, i) }
                        continue
                    }
                    maxChannelDelta = max(maxChannelDelta, channelDelta(e, i, a, j))
                    if YIQ.colorDelta(e, i, a, j) <= maxDelta {
                        if let diff { paintFaded(diff, out, e, i) }
                        continue
                    }
                    if detectAntiAliasing, AntiAliasingDetector.isAntiAliasingOnly(x: x, y: y, e, a) {
                        antiAliased += 1
                        if let diff { paint(diff, out, .antiAliasingYellow) }
                        continue
                    }
                }
                counted += 1
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = y  // rows run top to bottom
                if let diff { paint(diff, out, .differenceRed) }
            }
        }

        let bounds =
            counted == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return DiffResult(
            options: options, sizesMatch: buffersValid && e.width == a.width && e.height == a.height,
            differingPixels: counted, antiAliasedPixels: antiAliased, totalPixels: width * height,
            maxChannelDelta: maxChannelDelta, changedBounds: bounds,
            expectedIsBlank: e.isUniform(), actualIsBlank: a.isUniform())
    }

    @inline(__always)
    private static func channelDelta(_ e: PixelView, _ i: Int, _ a: PixelView, _ j: Int) -> Int {
        var largest = 0
        for k in 0..<4 { largest = max(largest, abs(Int(e.bytes[i + k]) - Int(a.bytes[j + k]))) }
        return largest
    }

    /// Writes the expected pixel's brightness, blended towards white, as an opaque grey.
    @inline(__always)
    private static func paintFaded(_ diff: UnsafeMutableBufferPointer<UInt8>, _ out: Int, _ e: PixelView, _ i: Int) {
        let luma = Double(e.bytes[i]) * 0.29889531 + Double(e.bytes[i + 1]) * 0.58662247
            + Double(e.bytes[i + 2]) * 0.11448223
        let weight = fadedContrast * Double(e.bytes[i + 3]) / 255
        // `+ 0.5` rounds without libm, which this import-free module does not link on Linux.
        let grey = UInt8(min(max(255 + (luma - 255) * weight, 0), 255) + 0.5)
        paint(diff, out, RGBAPixel(grey, grey, grey))
    }

    @inline(__always)
    private static func paint(_ diff: UnsafeMutableBufferPointer<UInt8>, _ out: Int, _ pixel: RGBAPixel) {
        diff[out] = pixel.red
        diff[out + 1] = pixel.green
        diff[out + 2] = pixel.blue
        diff[out + 3] = pixel.alpha
    }
}
