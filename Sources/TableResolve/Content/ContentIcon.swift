import TableGraphics

/// A row's leading icon, resolved.
public enum ContentIcon: Hashable, Sendable {
    /// A character in a coloured tile.
    case glyph(String, color: RGBAColor)
    /// An image file in a tile (its path already checked when the spec was loaded).
    case image(path: String)
    /// An SF Symbol, in a tile or bare.
    case symbol(ContentSymbol)
    /// A circular avatar.
    case avatar(ContentAvatar)
}

/// An SF Symbol as a row's icon.
public struct ContentSymbol: Hashable, Sendable {
    /// The glyph, or nil for a name the symbol font lacks (its room is kept, nothing is drawn).
    public var glyph: SymbolGlyph?
    /// The tile's colour (in a tile; the glyph is white) or the glyph's (bare).
    public var color: RGBAColor
    /// Whether it sits white in a coloured tile, as Settings' icons do.
    public var tile: Bool
}

/// A circular avatar: initials on a colour (or Settings' grey gradient), or an image.
public struct ContentAvatar: Hashable, Sendable {
    /// What the circle shows.
    public enum Content: Hashable, Sendable {
        /// Initials.
        case initials(String)
        /// An image file clipped to the circle.
        case image(path: String)
    }

    /// What the circle shows.
    public var content: Content
    /// The circle's colour behind initials, or nil for the grey gradient.
    public var color: RGBAColor?
}

/// The swipe actions shown revealed beside a row: one side's buttons.
public struct ContentSwipeActions: Hashable, Sendable {
    /// Actions on the leading side, outermost first.
    public var leading: [ContentSwipeAction]
    /// Actions on the trailing side, outermost first.
    public var trailing: [ContentSwipeAction]
}

/// One swipe action's button.
public struct ContentSwipeAction: Hashable, Sendable {
    /// Its title, if any.
    public var title: String?
    /// Its symbol's name as written (VoiceOver reads it when there is no title), if any.
    public var symbolName: String?
    /// Its symbol's glyph, or nil (none written, or one the symbol font lacks).
    public var glyph: SymbolGlyph?
    /// The button's fill.
    public var fill: RGBAColor
}
