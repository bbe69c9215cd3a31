/// An axis-aligned rectangle of whole pixels, origin at the top left.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x,y widthxheight`, for failure messages.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
