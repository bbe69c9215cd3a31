/// One SF Symbols name of the catalog and the glyph of the pinned symbol font that draws it.
public struct SymbolGlyph: Hashable, Sendable {
    /// The SF Symbols name a spec writes (`"wifi"`, `"bell.badge.fill"`).
    public var name: String
    /// The name of the drawing glyph in the symbol font (Phosphor's own name, for `tablerender symbols`).
    public var glyphName: String
    /// The glyph's code point in the symbol font (a private-use character).
    public var codePoint: UInt32
    /// The code point drawn white in a Settings tile: a heavier cut, as Settings' tile glyphs are heavier than
    /// a bare symbol (Phosphor's `-bold`, or the `-fill` glyph itself).
    public var tileCodePoint: UInt32
    /// Where the glyph's ink centre lies from the centre of its 1-em square, in ems (y up): layout centres the
    /// ink, as SF Symbols' ink is centred on the row (screenshot 11), whatever Phosphor's grid does.
    public var inkOffset: Point
    /// The same for the tile glyph.
    public var tileInkOffset: Point
    /// Whether iOS mirrors the symbol in right-to-left layouts (arrows and chevrons do, a Wi-Fi fan does not).
    public var mirrors: Bool
    /// How the glyph becomes the symbol: as it is, or by a variant rule (ring, filled square, slash, badge).
    public var variant: SymbolVariant
    /// Characters drawn in the text font instead of a symbol font glyph (letters, digits, currency signs:
    /// `a.circle`, `17.square`, `eurosign`), or nil.
    public var characters: String?
    /// Whether this is the placeholder drawn for a name the catalog does not know.
    public var isPlaceholder: Bool

    /// Creates a catalog row.
    public init(name: String, glyphName: String, codePoint: UInt32, tileCodePoint: UInt32,
                inkOffset: Point = Point(0, 0), tileInkOffset: Point = Point(0, 0), mirrors: Bool,
                variant: SymbolVariant = .plain, characters: String? = nil, isPlaceholder: Bool = false) {
        self.name = name
        self.glyphName = glyphName
        self.codePoint = codePoint
        self.tileCodePoint = tileCodePoint
        self.inkOffset = inkOffset
        self.tileInkOffset = tileInkOffset
        self.mirrors = mirrors
        self.variant = variant
        self.characters = characters
        self.isPlaceholder = isPlaceholder
    }

    /// The string that draws the glyph: one character of the symbol font (empty if the code point were invalid),
    /// or the `characters` drawn in the text font.
    public var text: String {
        characters ?? Self.string(codePoint)
    }

    /// The string drawn white in a Settings tile.
    public var tileText: String {
        characters ?? Self.string(tileCodePoint)
    }

    /// The badge's disc glyph as a one-character string of the symbol font, or nil when there is no badge.
    public var badgeText: String? {
        if case .badge(_, let codePoint) = variant { return Self.string(codePoint) }
        return nil
    }

    private static func string(_ codePoint: UInt32) -> String {
        Unicode.Scalar(codePoint).map { String(Character($0)) } ?? ""
    }

    /// The code point written as `U+F363` (`-` for characters of the text font).
    public var codePointText: String {
        guard characters == nil else { return "-" }
        let hex = String(codePoint, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
