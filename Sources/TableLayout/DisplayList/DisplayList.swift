import TableSpec

/// The output of layout: a canvas and the primitives to draw on it, back to front.
public struct DisplayList: Hashable, Sendable {
    /// Canvas size in points.
    public var size: Size
    /// Device scale the layout snapped hairlines and edges for.
    public var scale: Double
    /// Canvas background.
    public var background: RGBAColor
    /// Primitives, back to front.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(size: Size, scale: Double, background: RGBAColor, items: [DisplayItem]) {
        self.size = size
        self.scale = scale
        self.background = background
        self.items = items
    }

    /// Size in device pixels (PNG output).
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
