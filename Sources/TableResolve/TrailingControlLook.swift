import TableGraphics
import TableSpec

/// The numbers of issue 15's trailing controls: the switch's on colour, the stepper, the segmented control, the
/// pop-up menu value and the activity indicator, per generation and appearance (docs/metrics.md "Trailing
/// controls (issue 15)" says where each comes from).
public struct TrailingControlLook: Hashable, Sendable {
    // MARK: Switch

    /// A switch's on-track when the row gives no `tint`: systemGreen (screenshot 03's (52,199,89)).
    public var switchOn: RGBAColor
    /// A switch's off-track: secondarySystemFill before iOS 26; iOS 26 tertiaryLabel, (197,197,199) on a white card
    /// as screenshot 11 measures, (90,90,94) on the dark card (chosen, docs/metrics.md).
    public var switchOff: RGBAColor

    // MARK: Stepper

    /// The stepper's size: ≈ 94 × 32 (uikit-metrics §11); fixed, as UIStepper ignores Dynamic Type.
    public var stepperSize: Size
    /// Its corner radius: 8 before iOS 26 (§11); a capsule on iOS 26 (chosen: the generation's other controls are
    /// capsules; no screenshot shows a stepper).
    public var stepperCornerRadius: Double
    /// Its fill: tertiarySystemFill (§11).
    public var stepperFill: RGBAColor
    /// The divider between "−" and "+": 1 pt wide (§11).
    public var stepperDividerWidth: Double
    /// How far the divider stops short of the top and bottom: 8 pt (§11).
    public var stepperDividerInset: Double
    /// The divider's colour: the segmented control's #8E8E93 at 30 % (chosen: §11 gives none for the stepper).
    public var stepperDivider: RGBAColor
    /// The "−" and "+" ink width (their height for "+"): chosen, SF's `minus`/`plus` at ≈ 17 pt medium.
    public var stepperGlyphSize: Double
    /// The glyphs' pen: chosen, SF's medium weight at that size.
    public var stepperGlyphLineWidth: Double
    /// The glyphs' colour: label (§11).
    public var stepperGlyph: RGBAColor
    /// What joins the title and the stepper's value in the title's line: SwiftUI's `Stepper("Copies: \(n)")`.
    public var stepperValueJoiner: String

    // MARK: Segmented control

    /// The control's height: 32 pt (28 + 2 × 2 padding, §11; screenshot 12's track is exactly 96 px at 3×); fixed.
    public var segmentHeight: Double
    /// The track's corner radius: 8 (§11); iOS 26 a capsule, 16 (screenshot 12: the curve reaches the middle).
    public var segmentCornerRadius: Double
    /// The track's fill: tertiarySystemFill (§11; screenshot 12's track (238,238,239) on white is its light value).
    public var segmentTrack: RGBAColor
    /// How far the selected thumb sits inside the track on every side: 2 pt (§11's 28 + 2 padding).
    public var segmentThumbInset: Double
    /// The thumb's corner radius: 6.93 (§11); iOS 26 a capsule, 14.
    public var segmentThumbCornerRadius: Double
    /// The thumb's fill: white, dark #636366 (§11).
    public var segmentThumb: RGBAColor
    /// The thumb's faint shadows (FLT: black 12 % at (0,3) blur 8, black 4 % at (0,3) blur 1).
    public var segmentThumbShadows: [StyleLook.ShadowLook]
    /// Whether 1-pt dividers separate unselected segments (§11); screenshot 12 (iOS 26) shows none.
    public var segmentShowsDividers: Bool
    /// A divider's width: 1 pt (§11).
    public var segmentDividerWidth: Double
    /// How far a divider stops short of the track's top and bottom: 6 pt (§11).
    public var segmentDividerInset: Double
    /// The dividers' colour: #8E8E93 at 30 % (§11).
    public var segmentDivider: RGBAColor
    /// An unselected label: 13 pt (§11; screenshot 12's cap height 9.16 pt = 13 pt of SF) regular, iOS 26 medium
    /// (screenshot 12's stems 1.3 pt against the selected 1.5 pt); fixed size, as UISegmentedControl's font.
    public var segmentFont: TextStyle
    /// The selected label: weight 500 (§11), iOS 26 600 (screenshot 12).
    public var segmentSelectedFont: TextStyle
    /// The labels' colour: label (screenshot 12's labels are black).
    public var segmentLabel: RGBAColor
    /// Space either side of the widest label in a segment of a trailing control (chosen: UIKit sizes segments
    /// equally, wide enough for the widest title).
    public var segmentLabelPadding: Double
    /// The widest a trailing segmented control or menu value may be, as a share of the content width (chosen:
    /// the title keeps the rest; longer labels are truncated).
    public var trailingMaximumShare: Double
    /// Space above and below a full-width segmented control (no title): 11 pt before iOS 26 (UIKit's
    /// self-sizing margins, 22-pt text + 2 × 11 = 44); 15 pt on iOS 26 (screenshot 12: a 70-pt card around the
    /// app's 40-pt frame; 51-pt text rows around 21-pt lines agree).
    public var segmentsRowPadding: Double

    // MARK: Menu (pop-up value)

    /// The value's font: body, regular, scaling with Dynamic Type (a UIButton's title in a row).
    public var menuFont: TextStyle
    /// The value's colour: secondaryLabel (spec.md "Controls", uikit-metrics §11, both generations).
    public var menuValue: RGBAColor
    /// The `chevron.up.chevron.down` glyph's ink: ≈ 9 × 13 pt at body 17 (§11), scaling with the body size.
    public var menuGlyphSize: Size
    /// Its pen (chosen: the disclosure chevron's weight at that size).
    public var menuGlyphLineWidth: Double
    /// The gap between the two chevrons' points, per point of the glyph's height (chosen to look like SF's).
    public var menuGlyphGapShare: Double
    /// The glyph's colour: the value's (SwiftUI's Form picker draws both in secondaryLabel).
    public var menuGlyph: RGBAColor
    /// From the value's end to the glyph's ink: chosen, 5 pt at body 17 (a pop-up button's image padding).
    public var menuGlyphGap: Double

    // MARK: Activity indicator

    /// The medium indicator's diameter (spokes' ink included): 20 pt (§11), fixed.
    public var spinnerDiameter: Double
    /// Its spokes: 8 (iOS 13+).
    public var spinnerSpokes: Int
    /// Where a spoke starts, as a share of the radius (chosen: the iOS 13 spokes run over the outer half).
    public var spinnerInnerShare: Double
    /// A spoke's pen, round capped (chosen, ≈ 2 pt at 20 pt).
    public var spinnerLineWidth: Double
    /// The spokes' colour before their fade: #3C3C44 light / #EBEBF5 dark (§11).
    public var spinnerSpoke: RGBAColor
    /// Each spoke's opacity, from the head (at 12 o'clock) backwards round the circle (chosen: a linear fade).
    public var spinnerOpacities: [Double]

    /// The trailing controls' look for a generation in the palette's appearance at a text size, in `family`.
    init(generation: Generation, palette: Palette, type: TypeScale, family: String) {
        let light = palette.appearance == .light
        let ios26 = generation == .iOS26
        // The menu's value and glyph follow the text; their numbers were chosen at body 17 (Dynamic Type large).
        let bodyScale = type.bodyScale(measuredAt: 17)

        switchOn = palette.color(.systemGreen)
        switchOff = palette.color(generation.switchOffTrack)

        stepperSize = Size(94, 32)
        stepperCornerRadius = ios26 ? 16 : 8
        stepperFill = palette.color(.tertiarySystemFill)
        stepperDividerWidth = 1
        stepperDividerInset = 8
        stepperDivider = RGBAColor(0x8E, 0x8E, 0x93, 77)
        stepperGlyphSize = 14
        stepperGlyphLineWidth = 1.6
        stepperGlyph = palette.color(.label)
        stepperValueJoiner = ": "

        segmentHeight = 32
        segmentCornerRadius = ios26 ? 16 : 8
        segmentTrack = palette.color(.tertiarySystemFill)
        segmentThumbInset = 2
        segmentThumbCornerRadius = ios26 ? 14 : 6.93
        segmentThumb = light ? RGBAColor(255, 255, 255) : RGBAColor(hex: 0x636366)
        segmentThumbShadows = [StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 31), offset: Point(0, 3), blurRadius: 8),
                               StyleLook.ShadowLook(color: RGBAColor(0, 0, 0, 10), offset: Point(0, 3), blurRadius: 1)]
        segmentShowsDividers = !ios26
        segmentDividerWidth = 1
        segmentDividerInset = 6
        segmentDivider = RGBAColor(0x8E, 0x8E, 0x93, 77)
        segmentFont = LookFonts.appleText(TextStyle(family: family, size: 13, weight: ios26 ? .medium : .regular))
        segmentSelectedFont = LookFonts.appleText(TextStyle(family: family, size: 13,
                                                            weight: ios26 ? .semibold : .medium))
        segmentLabel = palette.color(.label)
        segmentLabelPadding = 12
        trailingMaximumShare = 0.6
        segmentsRowPadding = ios26 ? 15 : 11

        menuFont = LookFonts.appleText(TextStyle(family: family, size: type.body))
        menuValue = palette.color(.secondaryLabel)
        menuGlyphSize = Size(9 * bodyScale, 13 * bodyScale)
        menuGlyphLineWidth = 1.6 * bodyScale
        menuGlyphGapShare = 0.2
        menuGlyph = menuValue
        menuGlyphGap = 5 * bodyScale

        spinnerDiameter = 20
        spinnerSpokes = 8
        spinnerInnerShare = 0.45
        spinnerLineWidth = 2.2
        spinnerSpoke = light ? RGBAColor(0x3C, 0x3C, 0x44) : RGBAColor(0xEB, 0xEB, 0xF5)
        spinnerOpacities = (0..<8).map { 1 - Double($0) * 0.1 }
    }
}
