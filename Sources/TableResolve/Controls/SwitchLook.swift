import TableGraphics
import TableSpec

/// A switch's look (row key `switch`): its track and thumb, per generation and appearance. The sizes and the
/// off track's colour are rows of the `Generation` table (docs/metrics.md "Switch"); everything else is here.
public struct SwitchLook: Hashable, Sendable {
    /// UISwitch's track: 51 × 31 before iOS 26, 63 × 28 on iOS 26 (`Generation.switchSize`).
    public var trackSize: Size
    /// Its thumb: a 27-pt circle before iOS 26, a 37 × 24 capsule since (`Generation.thumbSize`).
    public var thumbSize: Size
    /// The thumb's two soft shadows (FLT-SW: black 15 % at (0,3) blur 8, black 6 % at (0,3) blur 1); none on
    /// iOS 26, whose glass thumb casts none.
    public var thumbShadows: [StyleLook.ShadowLook]
    /// The thumb's fill: white in both appearances.
    public var thumb: RGBAColor
    /// The on-track when the row gives no `tint`: systemGreen (screenshot 03's (52,199,89)).
    public var onTrack: RGBAColor
    /// The off-track: secondarySystemFill before iOS 26; iOS 26 tertiaryLabel, (197,197,199) on a white card as
    /// screenshot 11 measures, (90,90,94) on the dark card (chosen, docs/metrics.md).
    public var offTrack: RGBAColor

    /// The switch's look in `generation` over `palette`'s colours.
    init(generation: Generation, palette: Palette) {
        trackSize = generation.switchSize
        thumbSize = generation.thumbSize
        thumbShadows = generation.thumbHasShadow
            ? [StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 38), offset: Point(0, 3), blurRadius: 8),
               StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 15), offset: Point(0, 3), blurRadius: 1)]
            : []
        thumb = RGBAColor(255, 255, 255)
        onTrack = palette.color(.systemGreen)
        offTrack = palette.color(generation.switchOffTrack)
    }
}
