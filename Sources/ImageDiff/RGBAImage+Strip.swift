extension RGBAImage {
    /// The grey between and around the panels of a strip: neutral, so it reads as "no image" on light and dark
    /// renders alike.
    public static let stripBackground = RGBAPixel(128, 128, 128)

    /// The gap between two panels of a strip, in pixels.
    public static let stripGap = 8

    /// The strip's size for panels of these sizes: their widths plus a gap between each two, and the tallest
    /// height; nil when it would overflow.
    public static func stripSize(of sizes: [(width: Int, height: Int)], gap: Int = stripGap) -> (width: Int, height: Int)? {
        guard !sizes.isEmpty else { return (0, 0) }
        var width = gap * (sizes.count - 1)
        for size in sizes {
            let (sum, overflow) = width.addingReportingOverflow(size.width)
            if overflow { return nil }
            width = sum
        }
        return (width, sizes.map(\.height).max() ?? 0)
    }

    /// `panels` side by side, top-aligned, left to right, `gap` pixels apart; the gaps and the space below a
    /// shorter panel are `background`. Panel pixels are copied unchanged (not composited), so the strip shows
    /// exactly the images compared.
    public static func strip(_ panels: [RGBAImage], gap: Int = stripGap, background: RGBAPixel = stripBackground) -> RGBAImage {
        let size = stripSize(of: panels.map { ($0.width, $0.height) }, gap: gap) ?? (0, 0)
        var strip = RGBAImage(width: size.width, height: size.height, fill: background)
        var left = 0
        for panel in panels {
            panel.withPixelView { view in
                let rowBytes = panel.width * 4
                strip.pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<panel.height {
                        let source = y * rowBytes
                        let target = (y * size.width + left) * 4
                        for offset in 0..<rowBytes {
                            out[target + offset] = view.bytes[source + offset]
                        }
                    }
                }
            }
            left += panel.width + gap
        }
        return strip
    }
}
