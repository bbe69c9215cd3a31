/// The centred header card above the first section (top-level key `tableHeader`): the Settings account card or a
/// SwiftUI form header, a large symbol or avatar over a bold title and a centred subtitle.
public struct TableHeader: Hashable, Sendable {
    /// What the card shows above its texts.
    public enum Artwork: Hashable, Sendable {
        /// An SF Symbols name; decoding guarantees the catalog has it.
        case symbol(String)
        /// A PNG, its path relative to the spec file, clipped to a circle.
        case image(path: String)
        /// White initials on a circle of the header's colour.
        case initials(String)
    }

    /// Which header: the Settings account card, or the row at the top of a Settings pane.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// The Settings account card (Apple Account at the top of Settings): title2 bold, body subtitle.
        case account
        /// The icon, title and subtitle row at the top of a Settings pane ("Privacy", "Gestures"): an 80-pt
        /// icon, title3 bold, subheadline subtitle.
        case pane
    }

    /// The symbol, image or initials.
    public var artwork: Artwork
    /// The header's look (`"style"`, default `account`).
    public var style: Style = .account
    /// The symbol's colour (default tint) or the initials' circle's (default systemGray).
    public var color: ColorValue?
    /// The bold title under the artwork.
    public var title: String?
    /// The centred subtitle under the title.
    public var subtitle: String?

    /// Creates a header card.
    public init(artwork: Artwork, color: ColorValue? = nil, title: String? = nil, subtitle: String? = nil) {
        self.artwork = artwork
        self.color = color
        self.title = title
        self.subtitle = subtitle
    }
}
