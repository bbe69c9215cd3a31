import TableGraphics
import TableSpec

/// A slider's look (row key `slider`): track, thumb and end symbols, per generation (uikit-metrics §11;
/// docs/metrics.md "Inline controls").
public struct SliderLook: Hashable, Sendable {
    /// The track's thickness, round-capped (4 pt F7 v8; iOS 26: 6 pt).
    public var trackHeight: Double
    /// The thumb (a 28-pt circle; iOS 26: a 38 × 24 capsule); it is also the height of the slider's box.
    public var thumbSize: Size
    /// The thumb's fill, white in both appearances as UISlider's.
    public var thumb: RGBAColor
    /// The thumb's three soft shadows, back to front (uikit-metrics §11).
    public var thumbShadows: [StyleLook.ShadowLook]
    /// The track from the minimum end to the thumb: the tint.
    public var minimumTrack: RGBAColor
    /// The track from the thumb to the maximum end: `systemFill`.
    public var maximumTrack: RGBAColor
    /// The end symbols' font: 21 pt at body 17 (`PSSliderSpecifier`'s 21 × 21 `MinimumValueImage`), scaling with
    /// the body size; the symbol's box is this size square.
    public var symbolFont: TextStyle
    /// The end symbols' colour: `secondaryLabel`.
    public var symbol: RGBAColor
    /// Gap between an end symbol's box and the track: InAppSettingsKit's `kIASKSliderImageGap` 10 pt.
    public var symbolGap: Double

    /// The slider's look in `generation`, over `palette`'s colours with the resolved `tint`, at a text size.
    init(generation: Generation, palette: Palette, tint: RGBAColor, type: TypeScale) {
        let modern = generation == .iOS26
        trackHeight = modern ? 6 : 4
        thumbSize = modern ? Size(38, 24) : Size(28, 28)
        thumb = RGBAColor(255, 255, 255)
        // (0,3) blur 8 α0.15, (0,1) blur 1 α0.16, (0,3) blur 1 α0.10, alphas as n/255.
        thumbShadows = [
            StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 38), offset: Point(0, 3), blurRadius: 8),
            StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 41), offset: Point(0, 1), blurRadius: 1),
            StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 26), offset: Point(0, 3), blurRadius: 1),
        ]
        minimumTrack = tint
        maximumTrack = palette.color(.systemFill)
        symbolFont = TextStyle(family: SymbolCatalog.fontFamily, size: 21 * type.bodyScale(measuredAt: 17))
        symbol = palette.color(.secondaryLabel)
        symbolGap = 10
    }
}
