/// Separator settings (spec key `separator`, string or object form).
public struct SeparatorSpec: Hashable, Sendable {
    /// Which kind of separator, or nil for the style's default.
    public var style: SeparatorStyle?
    /// Colour override.
    public var color: ColorValue?
    /// Leading inset from the cell edge, overriding the text-aligned default; 0 runs edge to edge.
    public var leadingInset: Double?
    /// Trailing inset from the cell edge.
    public var trailingInset: Double?
    /// Animate the snake stroke in SVG output.
    public var animate: Bool = false

    /// Creates separator settings.
    public init(style: SeparatorStyle? = nil, color: ColorValue? = nil, leadingInset: Double? = nil,
                trailingInset: Double? = nil, animate: Bool = false) {
        self.style = style
        self.color = color
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.animate = animate
    }
}
