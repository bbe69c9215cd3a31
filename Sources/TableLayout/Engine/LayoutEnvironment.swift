import TableSpec

/// Everything resolved from a spec before rows are placed: metrics, colours, fonts and the horizontal frame.
struct LayoutEnvironment {
    let spec: Spec
    let metrics: StyleMetrics
    let palette: Palette
    let type: TypeScale
    let grid: PixelGrid

    let background: RGBAColor
    let cellBackground: RGBAColor
    let plainHeaderBackground: RGBAColor
    let tint: RGBAColor
    let separatorColor: RGBAColor
    let separatorStyle: SeparatorStyle
    let chevronColor: RGBAColor

    let titleFont: TextStyle
    let subtitleFont: TextStyle
    let footnoteFont: TextStyle
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

        let edgeToEdgeBackground: SemanticColor = spec.style == .plain ? .systemBackground : .systemGroupedBackground
        let cellSemantic: SemanticColor = spec.style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        background = spec.background.map(palette.resolve) ?? palette.color(edgeToEdgeBackground)
        cellBackground = spec.cellBackground.map(palette.resolve) ?? palette.color(cellSemantic)
        plainHeaderBackground = palette.color(.secondarySystemBackground)
        tint = spec.tint.map(palette.resolve) ?? palette.color(.systemBlue)
        separatorColor = spec.separator?.color.map(palette.resolve) ?? palette.color(.separator)
        separatorStyle = spec.separator?.style ?? .line
        // Measured on iOS 18.2 screenshots: an opaque grey, not a translucent label colour (docs/metrics.md).
        chevronColor = spec.appearance == .light ? RGBAColor(191, 191, 191) : RGBAColor(85, 85, 86)

        func textStyle(_ size: Double) -> TextStyle {
            TextStyle(family: spec.font, size: size, tracking: TypeScale.tracking(forSize: size),
                      lineHeight: size * TypeScale.lineHeightPerPoint)
        }
        titleFont = textStyle(type.body)
        subtitleFont = textStyle(type.subheadline)
        footnoteFont = textStyle(type.footnote)
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

    /// Leading edge of cell text (before any icon), in LTR coordinates.
    var contentLeading: Double { cardX + cellSafeLeading + metrics.contentInset }
    /// Trailing edge of cell content (accessories end here).
    var contentTrailing: Double { cardX + cardWidth - cellSafeTrailing - metrics.contentInset }
    /// Radius of card corners, zero for edge-to-edge styles.
    var cornerRadius: Double { metrics.insetSections ? metrics.cornerRadius : 0 }
}
