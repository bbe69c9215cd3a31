/// A line a whole number of device pixels thick (one, or iOS 26's 1-pt separators), already snapped to the pixel
/// grid by the layout.
///
/// Backends fill it as a rectangle without antialiasing concerns: cairo 1.16 has no `cairo_set_hairline`, and a
/// stroked 1/scale-pt line would blur over two pixel rows.
public struct Hairline: Hashable, Sendable {
    /// The pixel-aligned rectangle covered (height or width = whole device pixels).
    public var rect: Rect
    /// Line colour.
    public var color: RGBAColor

    /// Creates a hairline.
    public init(rect: Rect, color: RGBAColor) {
        self.rect = rect
        self.color = color
    }
}
