/// Snaps coordinates to device pixels so fills and hairlines land on whole pixels at any scale.
public struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point.
    public var scale: Double

    /// Creates a grid for a device scale.
    public init(scale: Double) {
        self.scale = scale
    }

    /// One device pixel, in points: the thickness of a hairline.
    public var hairline: Double { 1 / scale }

    /// `value` rounded to the nearest device pixel.
    public func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// `value` rounded down to a device pixel.
    public func floor(_ value: Double) -> Double {
        // The epsilon keeps 35.3333…×3 from landing on 105.99999 and losing a whole pixel.
        (value * scale + 1e-7).rounded(.down) / scale
    }
}
