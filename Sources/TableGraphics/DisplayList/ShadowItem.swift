/// A soft drop shadow cast by a rounded rectangle: the shape, offset and blurred.
public struct ShadowItem: Hashable, Sendable {
    /// The shape casting the shadow, with the shadow's colour (its alpha is the shadow's opacity).
    public var shape: FilledShape
    /// Offset of the shadow from the shape, in points.
    public var offset: Point
    /// Blur radius in points, as CSS and Flutter's `blurRadius` use it (Gaussian σ = radius / 2).
    public var blurRadius: Double

    /// Creates a shadow.
    public init(shape: FilledShape, offset: Point, blurRadius: Double) {
        self.shape = shape
        self.offset = offset
        self.blurRadius = blurRadius
    }
}
