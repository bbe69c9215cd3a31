/// An outline drawn with a pen: chevrons, checkmarks and other glyph-like accessories.
public struct StrokedPath: Hashable, Sendable {
    /// How a stroke ends and turns.
    public enum LineCap: String, Hashable, Sendable {
        /// Ends flush with the endpoint.
        case butt
        /// Ends in a half circle.
        case round
        /// Ends in a half square.
        case square
    }

    /// The centre line of the stroke.
    public var path: Path
    /// Stroke colour.
    public var color: RGBAColor
    /// Pen width in points.
    public var lineWidth: Double
    /// Cap (and, for `.round`, join) style.
    public var cap: LineCap
    /// Whether a right-to-left layout flips the shape (a chevron) or only moves it (a checkmark, which SF
    /// Symbols does not mirror).
    public var flipsInRightToLeft: Bool
    /// In SVG output, draw the stroke progressively (the snake separator); other formats show it whole.
    public var animation: StrokeAnimation?

    /// Creates a stroked path.
    public init(path: Path, color: RGBAColor, lineWidth: Double, cap: LineCap = .round,
                flipsInRightToLeft: Bool = true) {
        self.path = path
        self.color = color
        self.lineWidth = lineWidth
        self.cap = cap
        self.flipsInRightToLeft = flipsInRightToLeft
        self.animation = nil
    }
}
