/// A rectangle with per-corner radii, filled with one colour: cards, cells, highlights, tiles, switch parts.
public struct FilledShape: Hashable, Sendable {
    /// The rectangle, in points.
    public var rect: Rect
    /// Corner radii (already clamped to half the shorter side when the path is built).
    public var radii: CornerRadii
    /// Corner shape.
    public var curve: CornerCurve
    /// Fill colour (the top of the gradient when `gradientBottom` is set).
    public var color: RGBAColor
    /// The colour at the bottom of a top-to-bottom linear gradient from `color`, or nil for a flat fill.
    public var gradientBottom: RGBAColor?
    /// The cap rows its continuous corners are squeezed to (iOS 26 cards), or nil for the plain shape.
    public var capHeights: CapHeights?

    /// Creates a filled shape, flat or with a vertical gradient from `color` down to `gradientBottom`.
    public init(rect: Rect, radii: CornerRadii = .zero, curve: CornerCurve = .continuous, color: RGBAColor,
                gradientBottom: RGBAColor? = nil) {
        self.rect = rect
        self.radii = radii
        self.curve = curve
        self.color = color
        self.gradientBottom = gradientBottom
    }

    /// The outline to fill.
    public var path: Path { Path.roundedRect(rect, radii: radii, curve: curve, capHeights: capHeights) }
}
