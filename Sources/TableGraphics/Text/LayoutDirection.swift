/// Reading direction of a layout or a paragraph (the spec's `direction` key decodes to it).
public enum LayoutDirection: String, CaseIterable, Codable, Sendable {
    /// Left to right.
    case ltr
    /// Right to left: the layout is mirrored.
    case rtl
}
