/// Reading direction of the whole layout (spec key `direction`).
public enum LayoutDirection: String, CaseIterable, Codable, Sendable {
    /// Left to right.
    case ltr
    /// Right to left: the layout is mirrored.
    case rtl
}
