/// One positioned drawing primitive: the whole vocabulary a backend must understand.
public indirect enum DisplayItem: Hashable, Sendable {
    /// A filled rectangle with per-corner radii.
    case fill(FilledShape)
    /// A one-device-pixel line.
    case hairline(Hairline)
    /// A stroked outline.
    case stroke(StrokedPath)
    /// Text.
    case text(TextRun)
    /// A bitmap in a rounded rectangle.
    case image(ImageItem)
    /// A blurred drop shadow.
    case shadow(ShadowItem)
    /// Items clipped to a rounded rectangle.
    case clip(ClipGroup)
}
