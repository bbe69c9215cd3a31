import TableGraphics
import TableSpec

/// The resolved surface a table is drawn on: size, scale, safe area, size class and what draws around it.
public struct Canvas: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Fixed height in points, or nil to fit the content.
    public var height: Double?
    /// Device pixels per point.
    public var scale: Double
    /// Safe-area insets.
    public var safeArea: EdgeInsets
    /// Horizontal size class.
    public var sizeClass: SizeClass
    /// The device the canvas is a screen of, or nil.
    public var device: Device?
    /// Portrait or landscape.
    public var orientation: Orientation
    /// Reading direction.
    public var direction: LayoutDirection
    /// Whether the whole screen (status bar, navigation bar, home indicator) is drawn.
    public var screen: Bool
}
