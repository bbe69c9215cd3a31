import TableGraphics
import TableSpec

/// Everything resolved from a spec before rows are placed: metrics, colours, fonts and the horizontal frame.
struct LayoutEnvironment {
    let spec: Spec
    let metrics: StyleMetrics
    let palette: Palette
    let look: StyleLook
    let type: TypeScale
    let grid: PixelGrid
    let separatorStyle: SeparatorStyle

    let titleFont: TextStyle
    let subtitleFont: TextStyle
    let glyphFont: TextStyle

    /// Left edge and width of cards (edge-to-edge styles: the whole canvas).
    let cardX: Double
    let cardWidth: Double
    /// Extra leading/trailing inset of cell content from the card edge (the safe area, for edge-to-edge cells).
    let cellSafeLeading: Double
    let cellSafeTrailing: Double

    init(spec: Spec) {
        self.spec = spec
        metrics = StyleMetrics(spec: spec)
        palette = Palette(appearance: spec.appearance)
        type = TypeScale(spec.dynamicType)
        grid = PixelGrid(scale: spec.scale)
        look = StyleLook(spec: spec, palette: palette, type: type, fonts: LayoutEnvironment.appleText)
        separatorStyle = spec.separator?.style ?? look.defaultSeparator

        titleFont = LayoutEnvironment.appleText(TextStyle(family: spec.font, size: type.body, weight: look.titleWeight))
        subtitleFont = LayoutEnvironment.appleText(TextStyle(family: spec.font, size: type.subheadline))
        glyphFont = TextStyle(family: spec.font, size: 17, weight: .semibold, tracking: 0)

        let safe = spec.safeArea
        if metrics.insetSections {
            var x = safe.left + metrics.sectionInset
            var width = spec.width - safe.left - safe.right - 2 * metrics.sectionInset
            if let maximum = metrics.maximumSectionWidth, width > maximum {
                x += (width - maximum) / 2
                width = maximum
            }
            cardX = grid.snap(x)
            cardWidth = max(0, grid.snap(x + width) - cardX)
            cellSafeLeading = 0
            cellSafeTrailing = 0
        } else {
            cardX = 0
            cardWidth = spec.width
            cellSafeLeading = safe.left
            cellSafeTrailing = safe.right
        }
    }

    /// A style with Apple's tracking, SF's line height and the optical cut for its size (TypeScale).
    static func appleText(_ style: TextStyle) -> TextStyle {
        var style = style
        style.family = TypeScale.family(style.family, forSize: style.size)
        style.tracking = TypeScale.tracking(forSize: style.size)
        style.lineHeight = style.size * TypeScale.lineHeightPerPoint
        return style
    }

    /// Leading edge of cell text (before any icon), in LTR coordinates.
    var contentLeading: Double { cardX + cellSafeLeading + metrics.contentInset }
    /// Trailing edge of cell content (accessories end here).
    var contentTrailing: Double { cardX + cardWidth - cellSafeTrailing - metrics.contentInset }
    /// Radius of card corners, zero for edge-to-edge styles.
    var cornerRadius: Double { metrics.insetSections ? metrics.cornerRadius : 0 }
}
