import TableGraphics

/// What a table shows, resolved for layout (usvg's tree after its attributes are resolved): sections, rows and
/// their texts, authored colours as colours, symbol names as glyphs, footer links parsed, defaults of the spec
/// applied. Layout reads this and `Resolved`, never the spec (`TableContent+Spec.swift` builds it).
public struct TableContent: Hashable, Sendable {
    /// The sections, top to bottom.
    public var sections: [ContentSection]
    /// The `tableHeader` card above the first section, if any.
    public var headerCard: ContentHeaderCard?
    /// The navigation bar's contents, when the spec has one (drawn only on a screen).
    public var navigationBar: ContentNavigationBar?
    /// The status bar's clock.
    public var statusBarTime: String
    /// Whether a screen draws its status bar (a snapshot layout's screen draws neither it nor the home indicator,
    /// but keeps their space).
    public var drawsStatusBar = true
    /// Whether a screen draws its home indicator.
    public var drawsHomeIndicator = true
    /// The search bar above the table, if any.
    public var searchBar: ContentSearchBar?
    /// The section index's titles (none: no index, and nothing makes room for one).
    public var sectionIndexTitles: [String]
    /// Whether the table is in edit mode (delete/insert controls, reorder bars).
    public var editing: Bool
    /// Whether rows show selection circles (`selection: multiple`).
    public var multipleSelection: Bool
}

/// One section: its header, rows and footer.
public struct ContentSection: Hashable, Sendable {
    /// The header text, or nil when the section has none (or an empty one).
    public var header: ContentSectionHeader?
    /// The rows as written (outline children still attached).
    public var rows: [ContentRow]
    /// The footer, or nil when the section has none (or an empty one).
    public var footer: ContentFooter?
}

/// A section header: the text as drawn (uppercased where the look says so) and as VoiceOver reads it.
public struct ContentSectionHeader: Hashable, Sendable {
    /// The text as written, which VoiceOver reads (UIKit uppercases only the drawing).
    public var text: String
    /// The text as drawn.
    public var drawnText: String
}

/// A section footer: its text as shown (links replaced by their texts) and the links' coloured runs.
public struct ContentFooter: Hashable, Sendable {
    /// The text as shown.
    public var text: String
    /// The links, as coloured spans of `text` (none for a footer without links).
    public var links: [ColoredSpan] = []
}
