/// A circular avatar (row key `icon: {"initials": …}` or `{"image": …, "shape": "circle"}`).
public struct AvatarIcon: Hashable, Sendable {
    /// What the circle shows.
    public enum Content: Hashable, Sendable {
        /// White initials on the avatar's colour; decoding guarantees they are not empty.
        case initials(String)
        /// A PNG, its path relative to the spec file, clipped to the circle.
        case image(path: String)
    }

    /// Initials or an image.
    public var content: Content
    /// The circle's colour behind initials; nil means systemGray, as the Settings account card.
    public var color: ColorValue?

    /// Creates an avatar.
    public init(content: Content, color: ColorValue? = nil) {
        self.content = content
        self.color = color
    }
}
