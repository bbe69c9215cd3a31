import TableGraphics
import TableSpec

/// A stepper's look (row key `stepper`), per generation and appearance (uikit-metrics §11; docs/metrics.md
/// "Trailing controls").
public struct StepperLook: Hashable, Sendable {
    /// The stepper's size: ≈ 94 × 32 (uikit-metrics §11); fixed, as UIStepper ignores Dynamic Type.
    public var size: Size
    /// Its corner radius: 8 before iOS 26 (§11); a capsule on iOS 26 (chosen: the generation's other controls are
    /// capsules; no screenshot shows a stepper).
    public var cornerRadius: Double
    /// Its fill: tertiarySystemFill (§11).
    public var fill: RGBAColor
    /// The divider between "−" and "+": 1 pt wide (§11).
    public var dividerWidth: Double
    /// How far the divider stops short of the top and bottom: 8 pt (§11).
    public var dividerInset: Double
    /// The divider's colour: the segmented control's #8E8E93 at 30 % (chosen: §11 gives none for the stepper).
    public var divider: RGBAColor
    /// The "−" and "+" ink width (their height for "+"): chosen, SF's `minus`/`plus` at ≈ 17 pt medium.
    public var glyphSize: Double
    /// The glyphs' pen: chosen, SF's medium weight at that size.
    public var glyphLineWidth: Double
    /// The glyphs' colour: label (§11).
    public var glyph: RGBAColor
    /// What joins the title and the stepper's value in the title's line: SwiftUI's `Stepper("Copies: \(n)")`.
    public var valueJoiner: String

    /// The stepper's look in `generation` over `palette`'s colours.
    init(generation: Generation, palette: Palette) {
        size = Size(94, 32)
        cornerRadius = generation == .iOS26 ? 16 : 8
        fill = palette.color(.tertiarySystemFill)
        dividerWidth = 1
        dividerInset = 8
        divider = RGBAColor(0x8E, 0x8E, 0x93, 77)
        glyphSize = 14
        glyphLineWidth = 1.6
        glyph = palette.color(.label)
        valueJoiner = ": "
    }
}
