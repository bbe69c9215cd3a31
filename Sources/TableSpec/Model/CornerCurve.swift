/// The shape of rounded corners (spec key `cornerCurve`), as `CALayer.cornerCurve`.
public enum CornerCurve: String, CaseIterable, Codable, Sendable {
    /// UIKit's continuous (squircle-like) corner that eases into the straight edge.
    case continuous
    /// A plain quarter-circle arc.
    case circular
}
