/// A position in points, y growing downwards.
public struct Point: Hashable, Sendable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double

    /// Creates a point.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}
