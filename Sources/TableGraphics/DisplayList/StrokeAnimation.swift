/// Timing of a stroke that draws itself (SVG `stroke-dashoffset` animation).
public struct StrokeAnimation: Hashable, Sendable {
    /// Seconds before the stroke starts drawing.
    public var delay: Double
    /// Seconds the drawing takes.
    public var duration: Double
    /// Length of the path in points (the dash length that hides it before it draws).
    public var length: Double

    /// Creates an animation timing.
    public init(delay: Double, duration: Double, length: Double) {
        self.delay = delay
        self.duration = duration
        self.length = length
    }
}
