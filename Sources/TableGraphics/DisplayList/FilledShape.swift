/// A rectangle with per-corner radii, filled with one colour: cards, cells, highlights, tiles, switch parts.
public struct FilledShape: Hashable, Sendable {
    /// The rectangle, in points.
    public var rect: Rect
    /// Corner radii (already clamped to half the shorter side when the path is built).
    public var radii: CornerRadii
    /// Corner shape.
    public var curve: CornerCurve
    /// Fill colour.
    public var color: RGBAColor

    /// Creates a filled shape.
    public init(rect: Rect, radii: CornerRadii = .zero, curve: CornerCurve = .continuous, color: RGBAColor) {
        self.rect = rect
        self.radii = radii
        self.curve = curve
        self.color = color
    }

    /// The outline to fill.
    public var path: Path { Path.roundedRect(rect, radii: radii, curve: curve) }
}
