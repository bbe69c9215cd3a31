import TableGraphics
import TableSpec

/// The look of a design-review composition (`--variants`, `--devices`, `sheet`): renders on a grey board, apart
/// by a gap, each captioned above. The tool's own sheet, not an iOS screen: chosen (docs/metrics.md).
public struct CompositionLook: Hashable, Sendable {
    /// Gap between renders and around them, in points.
    public var gap: Double
    /// Caption font (semibold, secondaryLabel).
    public var captionFont: TextStyle
    /// Caption colour.
    public var captionColor: RGBAColor
    /// The board behind the renders (systemGray5).
    public var background: RGBAColor

    /// The look of a composition in `appearance`, captioned in `family`.
    public init(appearance: Appearance, family: String) {
        let palette = Palette(appearance: appearance)
        gap = 24
        captionFont = TextStyle(family: family, size: 15, weight: .semibold)
        captionColor = palette.color(.secondaryLabel)
        background = palette.color(.systemGray5)
    }
}
