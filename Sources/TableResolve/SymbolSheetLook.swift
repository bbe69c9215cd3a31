import TableGraphics

/// The review sheet of `tablerender symbols --sheet`: every name in a grid, each cell a light and a dark panel
/// with the symbol white in a Settings tile and bare in the tint, the name under them. Its lengths are the sheet's
/// own (no iOS screen has one); the tile, glyph sizes and colours are a resolved look's, so the sheet shows
/// what a row draws. One per appearance.
public struct SymbolSheetLook: Hashable, Sendable {
    /// One panel's width: a 29-pt tile, a gap and the bare glyph's 24-pt square, with margins.
    public var panelWidth: Double
    /// The panels' height (the tile and glyph are centred in it).
    public var panelHeight: Double
    /// Room for the name under the panels: two lines of the caption font.
    public var captionHeight: Double
    /// The caption's font (the spec's family), small enough for long names in two lines.
    public var captionFont: TextStyle
    /// Space between the tile and the bare glyph, and at a panel's edges.
    public var gap: Double
    /// The panel's background: the cell's.
    public var background: RGBAColor
    /// The tile behind the white glyph (Settings' blue).
    public var tile: RGBAColor
    /// The bare glyph's colour: the tint.
    public var bare: RGBAColor
    /// The caption's colour: the secondary label.
    public var caption: RGBAColor

    /// The sheet's numbers in `resolved`'s appearance.
    public init(_ resolved: Resolved) {
        let look = resolved.look
        panelWidth = 72
        panelHeight = 40
        captionHeight = 22
        captionFont = TextStyle(family: look.fonts.title.family, size: 8)
        gap = 6
        background = look.colors.cellBackground
        tile = look.palette.color(.systemBlue)
        bare = look.colors.tint
        caption = look.palette.color(.secondaryLabel)
    }

    /// One cell: two panels side by side, the caption under them.
    public var cellSize: Size { Size(2 * panelWidth, panelHeight + captionHeight) }
}
