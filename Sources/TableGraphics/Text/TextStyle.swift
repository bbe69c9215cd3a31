/// The font of a piece of text: family, size in points, weight and tracking.
public struct TextStyle: Hashable, Sendable {
    /// Font family, e.g. "Inter".
    public var family: String
    /// Size in points.
    public var size: Double
    /// Weight.
    public var weight: FontWeight
    /// Extra space between letters in points (negative tightens), as Apple's tracking tables give it.
    public var tracking: Double
    /// Distance between baselines of wrapped lines in points, or nil for the font's own.
    public var lineHeight: Double?

    /// Creates a text style.
    public init(family: String, size: Double, weight: FontWeight = .regular, tracking: Double = 0,
                lineHeight: Double? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.lineHeight = lineHeight
    }
}
