/// A stretch of a text run drawn in a colour of its own (a footer's link), the rest of the run keeping the run's.
///
/// Counted in Unicode scalars of the run's text, not bytes or UTF-16 units: the backend replaces noncharacters
/// one scalar for one before shaping, which keeps scalar offsets but not byte or UTF-16 ones.
public struct ColoredSpan: Hashable, Sendable {
    /// Offset of the first scalar in the run's text.
    public var start: Int
    /// Number of scalars.
    public var length: Int
    /// The span's colour, alpha included.
    public var color: RGBAColor

    /// Creates a span.
    public init(start: Int, length: Int, color: RGBAColor) {
        self.start = start
        self.length = length
        self.color = color
    }
}
