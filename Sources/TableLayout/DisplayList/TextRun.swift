import TableSpec

/// A piece of text placed in a box: the backend lays it out with the same parameters the measurer used.
public struct TextRun: Hashable, Sendable {
    /// The text (may contain newlines).
    public var text: String
    /// Font.
    public var style: TextStyle
    /// Colour.
    public var color: RGBAColor
    /// Top-left corner of the box, in points.
    public var origin: Point
    /// Box width: lines wrap at it and are aligned inside it.
    public var width: Double
    /// Maximum lines (0: unlimited); the last kept line is ellipsised.
    public var maxLines: Int
    /// Alignment of the lines inside the box.
    public var alignment: TextAlignment
    /// Paragraph base direction for the bidi algorithm.
    public var direction: LayoutDirection

    /// Creates a text run.
    public init(text: String, style: TextStyle, color: RGBAColor, origin: Point, width: Double,
                maxLines: Int = 0, alignment: TextAlignment = .left, direction: LayoutDirection = .ltr) {
        self.text = text
        self.style = style
        self.color = color
        self.origin = origin
        self.width = width
        self.maxLines = maxLines
        self.alignment = alignment
        self.direction = direction
    }
}
