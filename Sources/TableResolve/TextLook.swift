import TableGraphics
import TableSpec

/// How one kind of text (section headers, footers) is set: font, colour, an optional engraved shadow, alignment.
public struct TextLook: Hashable, Sendable {
    /// Font.
    public var font: TextStyle
    /// Colour.
    public var color: RGBAColor
    /// Colour of a copy drawn underneath (iOS 6's "engraved" text shadow), or nil for none.
    public var shadowColor: RGBAColor?
    /// Offset of that copy, in points.
    public var shadowOffset = Point(0, 0)
    /// Alignment inside the content column.
    public var alignment: TextAlignment

    /// Creates a text look without a shadow.
    public init(font: TextStyle, color: RGBAColor, alignment: TextAlignment = .left) {
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}
