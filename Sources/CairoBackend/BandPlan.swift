import TableGraphics

/// Where a PNG is cut into bands: about `nominalRows` device pixels each, edges on whole pixels and never
/// through a gradient fill (cairo's gradients are exact under whole-pixel translation only when the band holds
/// all of the fill; every other item is). Depends only on the display list, so neither do the PNG's bytes.
struct BandPlan: Equatable {
    /// The bands' rows, top to bottom, covering the image.
    let bands: [Range<Int>]
    /// The tallest band: the rows a band surface needs.
    /// (A closure, not the key path `\.count`: a key path into a generic type is resolved at run time, at first
    /// use by a scan of every protocol conformance of the binary, on the drawing's path.)
    var tallest: Int { bands.map { $0.count }.max() ?? 0 }

    /// Bands tried at 256 rows: 1.2 MB of pixels at 1170 px wide, small enough to stay in cache
    /// while it is filtered, large enough that per-band costs (a cairo context, culling) stay small.
    static let nominalRows = 256
    /// A band stretched past this (a gradient taller than a band) means the list draws on one surface.
    static let maximumRows = 2048

    /// The plan for `list`, nil when a gradient is too tall to keep inside one band.
    init?(_ list: DisplayList, nominalRows: Int = BandPlan.nominalRows, maximumRows: Int = BandPlan.maximumRows) {
        let height = list.pixelSize.height
        // Rows no band edge may fall strictly inside, in device pixels.
        let keepTogether: [Range<Int>] = list.items.compactMap(\.gradientExtent).compactMap { extent in
            let low = extent.lowerBound * list.scale, high = extent.upperBound * list.scale
            guard low < Double(height), high > 0 else { return nil }
            let top = low.isFinite ? max(0, Int(low.rounded(.down))) : 0
            let bottom = high.isFinite ? min(height, Int(high.rounded(.up))) : height
            return top < bottom ? top..<bottom : nil
        }.sorted { $0.lowerBound < $1.lowerBound }
        var bands: [Range<Int>] = []
        var top = 0
        func cut(_ edge: Int) -> Range<Int>? {
            keepTogether.first { $0.lowerBound < edge && edge < $0.upperBound }
        }
        while top < height {
            var end = min(height, top + nominalRows)
            // An edge through a gradient moves up to the gradient's top, so the next band starts with it and
            // no band grows past `nominalRows` for it (the slots are as tall as the tallest band); when that
            // would leave less than a quarter band, it moves below the gradient instead.
            var pulled = end
            while let span = cut(pulled), span.lowerBound > top { pulled = span.lowerBound }
            if cut(pulled) == nil, pulled - top >= nominalRows / 4 {
                end = pulled
            } else {
                // Below every gradient it cuts (sorted, so one pass meets them in order).
                for span in keepTogether where span.lowerBound < end && end < span.upperBound {
                    end = span.upperBound
                }
            }
            guard end - top <= maximumRows else { return nil }
            bands.append(top..<end)
            top = end
        }
        self.bands = bands
    }
}
