import TableGraphics

extension DisplayItem {
    /// The rows, in points, outside which the item leaves every pixel untouched, with room for antialiasing,
    /// miter joins, shadow blur and glyphs that overhang their line box; nil when unknown (always drawn).
    /// Banded rasterising (`CairoRenderer+Bands`) skips an item in a band its extent misses: a generous extent
    /// only costs time, a short one would lose pixels, which the band-identity tests catch.
    var verticalExtent: ClosedRange<Double>? {
        switch self {
        case .fill(let shape):
            return DisplayItem.span(shape.rect.y, shape.rect.maxY, margin: 1)
        case .hairline(let line):
            return DisplayItem.span(line.rect.y, line.rect.maxY, margin: 1)
        case .stroke(let stroke):
            let ys = stroke.path.points.map(\.y)
            guard let low = ys.min(), let high = ys.max() else { return nil }
            // Miter joins reach at most half the miter limit (cairo's default 10) times the line width.
            return DisplayItem.span(low, high, margin: 5 * stroke.lineWidth + 1)
        case .text(let run):
            let size = max(run.style.size, 1)
            let lineHeight = max(run.style.lineHeight ?? 0, size * 1.5)
            let lines = Double(max(run.lineCount, run.maxLines, 1))
            let height = max(run.height ?? 0, lines * lineHeight)
            return DisplayItem.span(run.origin.y, run.origin.y + height, margin: 2 * size + 2)
        case .image(let image):
            return DisplayItem.span(image.shape.rect.y, image.shape.rect.maxY, margin: 1)
        case .shadow(let shadow):
            let pad = (3 * shadow.blurRadius / 2).rounded(.up) + 2
            let top = shadow.shape.rect.y + shadow.offset.y
            return DisplayItem.span(top, top + shadow.shape.rect.height, margin: pad + 1)
        case .clip(let group):
            return DisplayItem.span(group.shape.rect.y, group.shape.rect.maxY, margin: 1)
        }
    }

    /// The rows (points) of the gradient fills the item is or holds, nil when it has none; unbounded when a
    /// gradient's extent is unknown. cairo hands pixman a gradient's transform corrected at the centre of the
    /// drawn extents, so a gradient that a band's clip cuts (other extents, other centre) can differ by a
    /// level at 3×: `BandPlan` keeps band edges off them.
    var gradientExtent: ClosedRange<Double>? {
        switch self {
        case .fill(let shape):
            guard shape.gradientBottom != nil else { return nil }
            return verticalExtent ?? -Double.infinity...Double.infinity
        case .clip(let group):
            // The clip's own rows too: cairo may size the operation by the clip rather than the fill.
            let inner = group.items.compactMap(\.gradientExtent)
            guard !inner.isEmpty, let clip = verticalExtent else { return inner.isEmpty ? nil : -Double.infinity...Double.infinity }
            let all = inner + [clip]
            guard let low = all.map(\.lowerBound).min(), let high = all.map(\.upperBound).max() else { return nil }
            return low...high
        default:
            return nil
        }
    }

    private static func span(_ low: Double, _ high: Double, margin: Double) -> ClosedRange<Double>? {
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        return (low - margin)...(high + margin)
    }
}
