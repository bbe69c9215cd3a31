/// A line exactly one device pixel thick, already snapped to the pixel grid by the layout.
///
/// Backends fill it as a rectangle without antialiasing concerns: cairo 1.16 has no `cairo_set_hairline`, and a
/// stroked 1/scale-pt line would blur over two pixel rows.
public struct Hairline: Hashable, Sendable {
    /// The pixel-aligned rectangle covered (height or width = 1/scale pt).
    public var rect: Rect
    /// Line colour.
    public var color: RGBAColor

    /// Creates a hairline.
    public init(rect: Rect, color: RGBAColor) {
        self.rect = rect
        self.color = color
    }
}
