/// The largest raster image tablerender draws or decodes: pixels a side and pixels in all.
public struct RasterLimit: Equatable, Sendable, CustomStringConvertible {
    /// Most pixels on either side.
    public var maximumSide: Int
    /// Most pixels in all (width × height).
    public var maximumPixels: Int

    /// Renders, goldens and `diff` inputs: cairo image surfaces stop at 32767 px a side, and 256 Mpx (1 GiB of
    /// RGBA) is far beyond any phone or tablet screen. The one place these numbers live.
    public static let raster = RasterLimit(maximumSide: 32767, maximumPixels: 268_435_456)

    /// Icon images: icons are small, and a bound keeps a typo from decoding a photograph (64 MB at most).
    public static let icon = RasterLimit(maximumSide: 4096, maximumPixels: 4096 * 4096)

    /// Whether a `width` × `height` image fits.
    public func admits(width: Int, height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return width <= maximumSide && height <= maximumSide && !overflow && pixels <= maximumPixels
    }

    /// The tallest image `width` px wide that fits, in px; 0 when no image that wide does.
    public func maximumHeight(forWidth width: Int) -> Int {
        guard width >= 1, width <= maximumSide else { return 0 }
        return min(maximumSide, maximumPixels / width)
    }

    /// `32767 px a side, 256 Mpx`, for messages.
    public var description: String {
        let megapixels = maximumPixels / 1_048_576
        let total = megapixels > 0 && maximumPixels % 1_048_576 == 0 ? "\(megapixels) Mpx" : "\(maximumPixels) px"
        return "\(maximumSide) px a side, \(total)"
    }
}
