/// A width and height in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}
