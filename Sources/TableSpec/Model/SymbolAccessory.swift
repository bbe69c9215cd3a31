/// A trailing symbol instead of the accessory (row key `accessory: {"symbol": …}`), e.g. `arrow.up.right` for links.
public struct SymbolAccessory: Hashable, Sendable {
    /// The SF Symbols name; decoding guarantees the catalog has it.
    public var name: String
    /// The glyph's colour; nil means `tertiaryLabel`.
    public var color: ColorValue?

    /// Creates a symbol accessory.
    public init(name: String, color: ColorValue? = nil) {
        self.name = name
        self.color = color
    }
}
