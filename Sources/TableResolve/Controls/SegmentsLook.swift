import TableGraphics
import TableSpec

/// A segmented control's look (row key `segments`), per generation and appearance (uikit-metrics §11,
/// screenshot 12; docs/metrics.md "Trailing controls").
public struct SegmentsLook: Hashable, Sendable {
    /// The control's height: 32 pt (28 + 2 × 2 padding, §11; screenshot 12's track is exactly 96 px at 3×); fixed.
    public var height: Double
    /// The track's corner radius: 8 (§11); iOS 26 a capsule, 16 (screenshot 12: the curve reaches the middle).
    public var cornerRadius: Double
    /// The track's fill: tertiarySystemFill (§11; screenshot 12's track (238,238,239) on white is its light value).
    public var track: RGBAColor
    /// How far the selected thumb sits inside the track on every side: 2 pt (§11's 28 + 2 padding).
    public var thumbInset: Double
    /// The thumb's corner radius: 6.93 (§11); iOS 26 a capsule, 14.
    public var thumbCornerRadius: Double
    /// The thumb's fill: white, dark #636366 (§11).
    public var thumb: RGBAColor
    /// The thumb's faint shadows (FLT: black 12 % at (0,3) blur 8, black 4 % at (0,3) blur 1).
    public var thumbShadows: [StyleLook.ShadowLook]
    /// Whether 1-pt dividers separate unselected segments (§11); screenshot 12 (iOS 26) shows none.
    public var showsDividers: Bool
    /// A divider's width: 1 pt (§11).
    public var dividerWidth: Double
    /// How far a divider stops short of the track's top and bottom: 6 pt (§11).
    public var dividerInset: Double
    /// The dividers' colour: #8E8E93 at 30 % (§11).
    public var divider: RGBAColor
    /// An unselected label: 13 pt (§11; screenshot 12's cap height 9.16 pt = 13 pt of SF) regular, iOS 26 medium
    /// (screenshot 12's stems 1.3 pt against the selected 1.5 pt); fixed size, as UISegmentedControl's font.
    public var font: TextStyle
    /// The selected label: weight 500 (§11), iOS 26 600 (screenshot 12).
    public var selectedFont: TextStyle
    /// The labels' colour: label (screenshot 12's labels are black).
    public var label: RGBAColor
    /// Space either side of the widest label in a segment of a trailing control (chosen: UIKit sizes segments
    /// equally, wide enough for the widest title).
    public var labelPadding: Double
    /// Space above and below a full-width segmented control (no title): 11 pt before iOS 26 (UIKit's
    /// self-sizing margins, 22-pt text + 2 × 11 = 44); 15 pt on iOS 26 (screenshot 12: a 70-pt card around the
    /// app's 40-pt frame; 51-pt text rows around 21-pt lines agree).
    public var rowPadding: Double

    /// The segmented control's look in `generation` over `palette`'s colours, its labels in `family`.
    init(generation: Generation, palette: Palette, family: String) {
        let light = palette.appearance == .light
        let ios26 = generation == .iOS26
        height = 32
        cornerRadius = ios26 ? 16 : 8
        track = palette.color(.tertiarySystemFill)
        thumbInset = 2
        thumbCornerRadius = ios26 ? 14 : 6.93
        thumb = light ? RGBAColor(255, 255, 255) : RGBAColor(hex: 0x636366)
        thumbShadows = [StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 31), offset: Point(0, 3), blurRadius: 8),
                        StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 10), offset: Point(0, 3), blurRadius: 1)]
        showsDividers = !ios26
        dividerWidth = 1
        dividerInset = 6
        divider = RGBAColor(0x8E, 0x8E, 0x93, 77)
        font = LookFonts.appleText(TextStyle(family: family, size: 13, weight: ios26 ? .medium : .regular))
        selectedFont = LookFonts.appleText(TextStyle(family: family, size: 13, weight: ios26 ? .semibold : .medium))
        label = palette.color(.label)
        labelPadding = 12
        rowPadding = ios26 ? 15 : 11
    }
}
