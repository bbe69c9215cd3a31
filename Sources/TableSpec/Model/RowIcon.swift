/// A Settings-style leading icon tile.
public enum RowIcon: Hashable, Sendable {
    /// A coloured rounded square with a white glyph (text or emoji); nil colour means the default.
    case glyph(String, color: ColorValue?)
    /// A PNG image, its path relative to the spec file.
    case image(path: String)
    /// An SF Symbols name, in a tile or bare.
    case symbol(SymbolIcon)
    /// A circular avatar: initials on a colour, or a PNG clipped to a circle.
    case avatar(AvatarIcon)
}
