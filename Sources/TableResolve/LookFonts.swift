import TableGraphics
import TableSpec

/// The fonts of row texts, resolved once: Apple's tracking, SF's line height and the optical cut for each size.
public struct LookFonts: Hashable, Sendable {
    /// Titles and value1 details (body).
    public var title: TextStyle
    /// Subtitles, value2 labels and badges (subheadline).
    public var subtitle: TextStyle
    /// The glyph on an icon tile (semibold, untracked).
    public var glyph: TextStyle

    /// The fonts of `family` at a text size, titles in `titleWeight`.
    init(family: String, type: TypeScale, titleWeight: FontWeight, glyphSize: Double) {
        title = Self.appleText(TextStyle(family: family, size: type.body, weight: titleWeight))
        subtitle = Self.appleText(TextStyle(family: family, size: type.subheadline))
        glyph = TextStyle(family: family, size: glyphSize, weight: .semibold, tracking: 0)
    }

    /// A style with Apple's tracking, SF's line height and the optical cut for its size (TypeScale).
    public static func appleText(_ style: TextStyle) -> TextStyle {
        var style = style
        style.family = TypeScale.family(style.family, forSize: style.size)
        style.tracking = TypeScale.tracking(forSize: style.size)
        style.lineHeight = style.size * TypeScale.lineHeightPerPoint
        return style
    }
}
