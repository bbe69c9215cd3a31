/// The shape of rounded corners, as `CALayer.cornerCurve` (the spec's `cornerCurve` key decodes to it).
public enum CornerCurve: String, CaseIterable, Codable, Sendable {
    /// UIKit's continuous (squircle-like) corner that eases into the straight edge.
    case continuous
    /// A plain quarter-circle arc.
    case circular
}
