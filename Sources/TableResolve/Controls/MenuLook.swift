import TableGraphics
import TableSpec

/// A pop-up menu value's look (row key `menu`): the value and its up/down chevrons, scaling with the text
/// (uikit-metrics §11; docs/metrics.md "Trailing controls").
public struct MenuLook: Hashable, Sendable {
    /// The value's font: body, regular, scaling with Dynamic Type (a UIButton's title in a row).
    public var font: TextStyle
    /// The value's colour: secondaryLabel (spec.md "Controls", uikit-metrics §11, both generations).
    public var value: RGBAColor
    /// The `chevron.up.chevron.down` glyph's ink: ≈ 9 × 13 pt at body 17 (§11), scaling with the body size.
    public var glyphSize: Size
    /// Its pen (chosen: the disclosure chevron's weight at that size).
    public var glyphLineWidth: Double
    /// The gap between the two chevrons' points, per point of the glyph's height (chosen to look like SF's).
    public var glyphGapShare: Double
    /// The glyph's colour: the value's (SwiftUI's Form picker draws both in secondaryLabel).
    public var glyph: RGBAColor
    /// From the value's end to the glyph's ink: chosen, 5 pt at body 17 (a pop-up button's image padding).
    public var glyphGap: Double

    /// The menu's look over `palette`'s colours at a text size, in `family`.
    init(palette: Palette, type: TypeScale, family: String) {
        // The value and glyph follow the text; their numbers were chosen at body 17 (Dynamic Type large).
        let bodyScale = type.bodyScale(measuredAt: 17)
        font = LookFonts.appleText(TextStyle(family: family, size: type.body))
        value = palette.color(.secondaryLabel)
        glyphSize = Size(9 * bodyScale, 13 * bodyScale)
        glyphLineWidth = 1.6 * bodyScale
        glyphGapShare = 0.2
        glyph = value
        glyphGap = 5 * bodyScale
    }
}
