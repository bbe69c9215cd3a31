/// The size and baselines of a laid-out piece of text.
public struct TextMeasurement: Hashable, Sendable {
    /// Width of the widest line, in points.
    public var width: Double
    /// Height of all lines, in points.
    public var height: Double
    /// Number of lines after wrapping (and the line limit).
    public var lineCount: Int
    /// Distance from the top of the box to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the box to the last line's baseline.
    public var lastBaseline: Double

    /// Creates a measurement.
    public init(width: Double, height: Double, lineCount: Int, firstBaseline: Double, lastBaseline: Double) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
