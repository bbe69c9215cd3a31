import TableGraphics
import TableSpec

/// The look of the controls drawn inside a row's content (text field, slider, progress bar), of prominent button
/// rows and of links in footers: every number and colour of them, per generation (docs/metrics.md "Inline
/// controls (issue 15)" says where each comes from).
public struct InlineControlLook: Hashable, Sendable {
    // MARK: Text field

    /// The column a titled field starts at, from the title's leading edge: InAppSettingsKit's Settings-like
    /// `kIASKMinLabelWidth` 97 pt at body 17, scaling with the body size.
    public var textFieldColumn: Double
    /// The least gap from a title wider than the column to its field: InAppSettingsKit's `kIASKSpacing` 8 pt.
    public var textFieldTitleGap: Double
    /// The largest share of the content width a field's title may take before it wraps (InAppSettingsKit's
    /// `kIASKMaxLabelWidth` 240 of its 320-pt table), so the field always keeps room.
    public var textFieldTitleMaximumShare: Double
    /// The typed value: body, `label`.
    public var textFieldValue: RGBAColor
    /// The placeholder: `placeholderText`.
    public var textFieldPlaceholder: RGBAColor
    /// What a secure field shows for each character of its value.
    public var secureBullet: String

    // MARK: Slider and progress bar

    /// Space between the texts above a slider or progress bar and the control's box (SwiftUI's standard spacing).
    public var titleControlGap: Double
    /// The slider's track thickness, round-capped (4 pt F7 v8; iOS 26: 6 pt).
    public var sliderTrackHeight: Double
    /// The thumb (a 28-pt circle; iOS 26: a 38 × 24 capsule); it is also the height of the slider's box.
    public var sliderThumbSize: Size
    /// The thumb's fill, white in both appearances as UISlider's.
    public var sliderThumb: RGBAColor
    /// The thumb's three soft shadows, back to front (uikit-metrics §11).
    public var sliderThumbShadows: [StyleLook.ShadowLook]
    /// The track from the minimum end to the thumb: the tint.
    public var sliderMinimumTrack: RGBAColor
    /// The track from the thumb to the maximum end: `systemFill`.
    public var sliderMaximumTrack: RGBAColor
    /// The end symbols' font: 21 pt at body 17 (`PSSliderSpecifier`'s 21 × 21 `MinimumValueImage`), scaling with
    /// the body size; the symbol's box is this size square.
    public var sliderSymbolFont: TextStyle
    /// The end symbols' colour: `secondaryLabel`.
    public var sliderSymbol: RGBAColor
    /// Gap between an end symbol's box and the track: InAppSettingsKit's `kIASKSliderImageGap` 10 pt.
    public var sliderSymbolGap: Double
    /// The progress bar's thickness, round-capped (4 pt; iOS 26: 6 pt).
    public var progressHeight: Double
    /// The progress bar's track: `systemFill`.
    public var progressTrack: RGBAColor
    /// The progress bar's fill: the tint.
    public var progressFill: RGBAColor

    // MARK: Prominent button rows

    /// The row's fill: the tint (SwiftUI `.listRowBackground(Color.accentColor)`, `.borderedProminent`).
    public var prominentFill: RGBAColor
    /// The title's colour on the fill: white.
    public var prominentTitle: RGBAColor
    /// The title's weight: semibold, as a prominent button's label.
    public var prominentTitleWeight: FontWeight
    /// A disabled prominent row's fill (`tertiarySystemFill`) and title (`tertiaryLabel`), as a disabled
    /// `.borderedProminent` button.
    public var prominentDisabledFill: RGBAColor
    /// A disabled prominent row's title.
    public var prominentDisabledTitle: RGBAColor
    /// Whether the fill is a capsule the row's height (iOS 26's prominent glass button) rather than the cell
    /// itself with the card's corners (iOS 13–18).
    public var prominentIsCapsule: Bool

    // MARK: Footer links

    /// Links in section footers: `link` (#007AFF light, #0984FF dark), at the footer's size.
    public var footerLink: RGBAColor

    /// The inline controls' look in `generation`, over `palette`'s colours with the resolved `tint`, at a text size.
    init(generation: Generation, palette: Palette, tint: RGBAColor, type: TypeScale) {
        let modern = generation == .iOS26
        let body17 = type.bodyScale(measuredAt: 17)
        textFieldColumn = 97 * body17
        textFieldTitleGap = 8
        textFieldTitleMaximumShare = 0.6
        textFieldValue = palette.color(.label)
        textFieldPlaceholder = palette.color(.placeholderText)
        secureBullet = "\u{2022}"

        titleControlGap = 8
        sliderTrackHeight = modern ? 6 : 4
        sliderThumbSize = modern ? Size(38, 24) : Size(28, 28)
        sliderThumb = RGBAColor(255, 255, 255)
        // (0,3) blur 8 α0.15, (0,1) blur 1 α0.16, (0,3) blur 1 α0.10, alphas as n/255.
        sliderThumbShadows = [
            StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 38), offset: Point(0, 3), blurRadius: 8),
            StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 41), offset: Point(0, 1), blurRadius: 1),
            StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 26), offset: Point(0, 3), blurRadius: 1),
        ]
        sliderMinimumTrack = tint
        sliderMaximumTrack = palette.color(.systemFill)
        sliderSymbolFont = TextStyle(family: SymbolCatalog.fontFamily, size: 21 * body17)
        sliderSymbol = palette.color(.secondaryLabel)
        sliderSymbolGap = 10
        progressHeight = modern ? 6 : 4
        progressTrack = palette.color(.systemFill)
        progressFill = tint

        prominentFill = tint
        prominentTitle = RGBAColor(255, 255, 255)
        prominentTitleWeight = .semibold
        prominentDisabledFill = palette.color(.tertiarySystemFill)
        prominentDisabledTitle = palette.color(.tertiaryLabel)
        prominentIsCapsule = modern

        footerLink = palette.color(.link)
    }
}
