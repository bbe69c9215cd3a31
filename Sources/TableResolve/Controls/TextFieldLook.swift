import TableGraphics
import TableSpec

/// A text field's look (row key `textField`): where it starts beside its title and its text's colours
/// (InAppSettingsKit's Settings-like numbers; docs/metrics.md "Inline controls").
public struct TextFieldLook: Hashable, Sendable {
    /// The column a titled field starts at, from the title's leading edge: InAppSettingsKit's Settings-like
    /// `kIASKMinLabelWidth` 97 pt at body 17, scaling with the body size.
    public var column: Double
    /// The least gap from a title wider than the column to its field: InAppSettingsKit's `kIASKSpacing` 8 pt.
    public var titleGap: Double
    /// The largest share of the content width a field's title may take before it wraps (InAppSettingsKit's
    /// `kIASKMaxLabelWidth` 240 of its 320-pt table), so the field always keeps room.
    public var titleMaximumShare: Double
    /// The typed value: body, `label`.
    public var value: RGBAColor
    /// The placeholder: `placeholderText`.
    public var placeholder: RGBAColor
    /// What a secure field shows for each character of its value.
    public var secureBullet: String

    /// The text field's look over `palette`'s colours at a text size.
    init(palette: Palette, type: TypeScale) {
        column = 97 * type.bodyScale(measuredAt: 17)
        titleGap = 8
        titleMaximumShare = 0.6
        value = palette.color(.label)
        placeholder = palette.color(.placeholderText)
        secureBullet = "\u{2022}"
    }
}
