/// The shape of rounded corners, as `CALayer.cornerCurve` (the spec's `cornerCurve` key decodes to it).
public enum CornerCurve: String, CaseIterable, Codable, Sendable {
    /// UIKit's continuous (squircle-like) corner that eases into the straight edge.
    case continuous
    /// A plain quarter-circle arc.
    case circular
}

/// The heights of a card's first and last rows, to which iOS 26 squeezes the card's top and bottom corners.
public struct CapHeights: Hashable, Sendable {
    /// The first row's height.
    public var top: Double
    /// The last row's height.
    public var bottom: Double

    /// Creates cap heights.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}
