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

    /// Whether the item is, or a clip group holds, a gradient fill reaching below `y` (points) or of
    /// unknown extent. cairo hands pixman a gradient's transform with the band's translation folded into a
    /// 16.16 fixed-point matrix (at 3× the scale 1/3 is inexact), so a gradient drawn a whole number of
    /// pixels lower can differ by a level: measured on a test list, 43 rows differed at 3×.
    func hasGradient(reachingBelow y: Double) -> Bool {
        switch self {
        case .fill(let shape):
            guard shape.gradientBottom != nil else { return false }
            guard let extent = verticalExtent else { return true }
            return extent.upperBound > y
        case .clip(let group):
            return group.items.contains { $0.hasGradient(reachingBelow: y) }
        default:
            return false
        }
    }

    private static func span(_ low: Double, _ high: Double, margin: Double) -> ClosedRange<Double>? {
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        return (low - margin)...(high + margin)
    }
}
