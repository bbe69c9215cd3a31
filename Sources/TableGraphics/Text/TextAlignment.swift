/// Where lines sit inside a text box, in absolute terms (mirroring swaps left and right).
public enum TextAlignment: String, Hashable, Sendable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right

    /// The alignment after a horizontal mirror.
    public var mirrored: TextAlignment {
        switch self {
        case .left: return .right
        case .center: return .center
        case .right: return .left
        }
    }
}
