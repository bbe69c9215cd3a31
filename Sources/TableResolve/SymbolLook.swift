import TableGraphics
import TableSpec

/// The sizes of SF Symbols drawn with the pinned symbol font: in a Settings tile, bare in a row's icon column,
/// and as a trailing accessory (docs/metrics.md "Symbols" says where each number comes from).
public struct SymbolLook: Hashable, Sendable {
    /// A white glyph in a 29-pt tile: ≈ 19–20 pt of ink in the bold cut (uikit-metrics §12 "≈ 18–20 pt"); tiles do
    /// not scale.
    public var tileFont: TextStyle
    /// A bare glyph: 1.5 × body, ≈ 20 pt of ink at body 16 as measured on screenshot 11.
    public var bareFont: TextStyle
    /// Width of the bare icon column; the glyph's ink is centred in it (screenshot 11: ink centred 11.33 pt after
    /// the text's leading edge at body 16).
    public var bareColumnWidth: Double
    /// Gap from the bare icon column to the title (screenshot 11: the title 38.83 pt after the text edge at body 16).
    public var bareTextGap: Double
    /// A trailing symbol: 1.3 × body (screenshot 11: `arrow.up.right` 11.7 pt of ink at body 16).
    public var accessoryFont: TextStyle
    /// How far the accessory's box reaches past the chevron's trailing edge, per point of its size: Phosphor's
    /// side bearing, so the ink ends where a chevron's does.
    public var accessoryOverhangPerSize: Double
    /// The numbers of the variant rules and of symbols drawn as characters.
    public var variants: SymbolVariantLook

    /// Text that measures one line of the symbol font (any of its glyphs does; a fallback font would measure
    /// something else), so layout centres symbols without measuring per row: the placeholder's, which is read
    /// without reading the catalog. Static, so the resolved dump does not list it.
    public static let lineSample = SymbolCatalog.placeholder(for: "").text

    /// The symbol sizes at a text size; measured at Dynamic Type medium (body 16), scaling with the body size.
    /// `family` is the spec's text font (characters such as `a.circle` are drawn in it).
    init(type: TypeScale, family textFamily: String) {
        let scale = type.bodyScale(measuredAt: 16)
        let family = SymbolCatalog.fontFamily
        tileFont = TextStyle(family: family, size: 23)
        bareFont = TextStyle(family: family, size: 24 * scale)
        bareColumnWidth = 22.67 * scale
        bareTextGap = 16.17 * scale
        accessoryFont = TextStyle(family: family, size: 20.8 * scale)
        accessoryOverhangPerSize = 0.22
        variants = SymbolVariantLook(family: textFamily)
    }
}
