/// A row icon drawn from an SF Symbols name (row key `icon: {"symbol": …}`).
public struct SymbolIcon: Hashable, Sendable {
    /// The SF Symbols name; decoding guarantees the catalog has it.
    public var name: String
    /// The tile's colour (tile) or the glyph's (bare); nil means the default (systemGray tile, tint glyph).
    public var color: ColorValue?
    /// True: a white glyph in the coloured Settings tile; false: the bare glyph in `color`.
    public var tile: Bool

    /// Creates a symbol icon.
    public init(name: String, color: ColorValue? = nil, tile: Bool = true) {
        self.name = name
        self.color = color
        self.tile = tile
    }
}
