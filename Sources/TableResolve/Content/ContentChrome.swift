import TableGraphics

/// The navigation bar's contents: the title and the bar buttons' texts.
public struct ContentNavigationBar: Hashable, Sendable {
    /// The title (inline, or large under the bar).
    public var title: String
    /// Whether the title is large, under the bar.
    public var largeTitle: Bool
    /// The back button's text, if any.
    public var back: String?
    /// The trailing button's text, if any.
    public var trailing: String?
    /// The leading button's text, if any (drawn where no back button is).
    public var leading: String?
}

/// The search bar's contents: the placeholder or typed text, and the magnifier's glyph.
public struct ContentSearchBar: Hashable, Sendable {
    /// The grey text shown when nothing is typed.
    public var placeholder: String
    /// The typed text (empty: the placeholder shows).
    public var text: String
    /// The magnifier's glyph (`magnifyingglass`), or nil if the symbol font has none.
    public var magnifier: SymbolGlyph?
}

/// The `tableHeader` card: its artwork, title and subtitle.
public struct ContentHeaderCard: Hashable, Sendable {
    /// What sits above the title.
    public enum Artwork: Hashable, Sendable {
        /// A large symbol in a colour (nil glyph: a name the symbol font lacks, drawn as nothing).
        case symbol(SymbolGlyph?, color: RGBAColor)
        /// An avatar: initials in a circle, or an image clipped to one.
        case avatar(ContentAvatar)
    }

    /// The artwork.
    public var artwork: Artwork
    /// The title under the artwork.
    public var title: String?
    /// The subtitle under the title.
    public var subtitle: String?
    /// Whether it is the row at the top of a Settings pane (`"style": "pane"`) rather than the account card.
    public var isPaneHeader = false
}
