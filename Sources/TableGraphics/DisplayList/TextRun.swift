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
    /// Where the last kept line is ellipsised when the text is cut at `maxLines`.
    public var truncation: TextTruncation = .tail
    /// Alignment of the lines inside the box.
    public var alignment: TextAlignment
    /// Paragraph base direction for the bidi algorithm.
    public var direction: LayoutDirection
    /// Height of the box's lines as the layout measured them, in points, or nil when it did not measure them:
    /// pages need it to keep a paragraph that crosses a page cut on both pages.
    public var height: Double?
    /// Number of lines in the measured box (1 when not measured); with `height`, where each line starts.
    public var lineCount: Int
    /// Whether the drawing is flipped horizontally in its box when the run is right to left: a symbol iOS
    /// mirrors (an arrow, a chevron), never ordinary text.
    public var flipsInRightToLeft: Bool = false
    /// Stretches drawn in their own colour (links in a footer); colour only, so measuring ignores them.
    public var spans: [ColoredSpan] = []

    /// Creates a text run.
    public init(text: String, style: TextStyle, color: RGBAColor, origin: Point, width: Double,
                maxLines: Int = 0, alignment: TextAlignment = .left, direction: LayoutDirection = .ltr,
                height: Double? = nil, lineCount: Int = 1) {
        self.text = text
        self.style = style
        self.color = color
        self.origin = origin
        self.width = width
        self.maxLines = maxLines
        self.alignment = alignment
        self.direction = direction
        self.height = height
        self.lineCount = max(1, lineCount)
    }
}
