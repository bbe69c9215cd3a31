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
    /// Heights (in points, ascending) where a tall list may be cut into pages without cutting through a row.
    public var pageBreaks: [Double]
    /// What VoiceOver would focus, in its reading order (empty for lists not laid out from a spec); not drawn
    /// and not part of the dump, so it changes no output.
    public var accessibility: [AccessibilityElement] = []

    /// Creates a display list.
    public init(size: Size, scale: Double, background: RGBAColor, items: [DisplayItem], pageBreaks: [Double] = []) {
        self.size = size
        self.scale = scale
        self.background = background
        self.items = items
        self.pageBreaks = pageBreaks
    }

    /// Size in device pixels (PNG output).
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
