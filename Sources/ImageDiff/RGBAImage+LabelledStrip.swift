extension RGBAImage {
    /// The colour of a strip's labels: white on the strip's grey.
    public static let stripLabelColor = RGBAPixel(255, 255, 255)

    /// How many image pixels one font pixel of a label takes for panels as wide as `widest`: 2 up to 300 px,
    /// then one more per 150 px, at most 8 (a 1170-px render gets 7-px letters of 35 × 49 px).
    static func labelScale(forWidth widest: Int) -> Int {
        min(8, max(2, widest / 150))
    }

    /// The band above the panels that holds the labels, in pixels: the letters and as much again around them.
    static func labelBandHeight(forWidth widest: Int) -> Int {
        2 * StripLabelFont.height * labelScale(forWidth: widest)
    }

    /// The size of `labelledStrip` for panels of these sizes; nil when it would overflow.
    public static func labelledStripSize(of sizes: [(width: Int, height: Int)], gap: Int = stripGap) -> (width: Int, height: Int)? {
        guard let size = stripSize(of: sizes, gap: gap) else { return nil }
        let band = labelBandHeight(forWidth: sizes.map(\.width).max() ?? 0)
        let (height, overflow) = size.height.addingReportingOverflow(band)
        return overflow ? nil : (size.width, height)
    }

    /// `strip(_:gap:background:)` with a band above it naming each panel (`EXPECTED`, `DIFF`, `ACTUAL`), each
    /// label at its panel's left edge in `stripLabelColor`, cut at the panel's width. Letters are A–Z (others
    /// are left blank), drawn from `StripLabelFont`, so the strip is the same everywhere.
    public static func labelledStrip(_ panels: [(image: RGBAImage, label: String)], gap: Int = stripGap,
                                     background: RGBAPixel = stripBackground) -> RGBAImage {
        let images = panels.map(\.image)
        let widest = images.map(\.width).max() ?? 0
        let band = labelBandHeight(forWidth: widest), scale = labelScale(forWidth: widest)
        let body = strip(images, gap: gap, background: background)
        var labelled = RGBAImage(width: body.width, height: body.height + band, fill: background)
        labelled.pixels.replaceSubrange((band * body.width * 4)..., with: body.pixels)
        var left = 0
        let top = (band - StripLabelFont.height * scale) / 2
        for (image, label) in panels {
            let text = label.uppercased()
            let margin = min(scale * 2, max(0, image.width - 1))
            for (index, letter) in text.enumerated() {
                let letterLeft = left + margin + index * (StripLabelFont.width + 1) * scale
                for row in 0..<StripLabelFont.height {
                    for column in 0..<StripLabelFont.width where StripLabelFont.isSet(letter, column: column, row: row) {
                        for dy in 0..<scale {
                            for dx in 0..<scale {
                                let x = letterLeft + column * scale + dx, y = top + row * scale + dy
                                // Cut at the panel's edge: a label never runs into the next panel.
                                guard x < left + image.width else { continue }
                                let offset = (y * labelled.width + x) * 4
                                labelled.pixels[offset] = stripLabelColor.red
                                labelled.pixels[offset + 1] = stripLabelColor.green
                                labelled.pixels[offset + 2] = stripLabelColor.blue
                                labelled.pixels[offset + 3] = stripLabelColor.alpha
                            }
                        }
                    }
                }
            }
            left += image.width + gap
        }
        return labelled
    }
}
