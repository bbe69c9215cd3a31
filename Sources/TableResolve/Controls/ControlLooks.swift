import TableGraphics
import TableSpec

/// The look of every row control, each under its name (`look.controls.stepper`), plus the two numbers some of
/// them share. A new control adds its look here and in its own `NameLook.swift`; the dump shows it without more
/// (CONTRIBUTING.md, "Adding a row control").
public struct ControlLooks: Hashable, Sendable {
    /// The switch (row key `switch`).
    public var `switch`: SwitchLook
    /// Text fields.
    public var textField: TextFieldLook
    /// Sliders.
    public var slider: SliderLook
    /// Steppers.
    public var stepper: StepperLook
    /// Segmented controls.
    public var segments: SegmentsLook
    /// Pop-up menu values.
    public var menu: MenuLook
    /// Progress bars.
    public var progress: ProgressLook
    /// Activity indicators.
    public var spinner: SpinnerLook
    /// Space between the texts above a stacked control (slider, progress bar) and the control's box (SwiftUI's
    /// standard spacing).
    public var stackedGap: Double
    /// The widest a trailing control that holds text (segments beside a title, a menu value) may be, as a share of
    /// the content width (chosen: the title keeps the rest; longer labels are truncated).
    public var trailingMaximumShare: Double

    /// Every control's look in `generation`, over `palette`'s colours with the resolved `tint`, at a text size, in
    /// `family`.
    init(generation: Generation, palette: Palette, tint: RGBAColor, type: TypeScale, family: String) {
        `switch` = SwitchLook(generation: generation, palette: palette)
        textField = TextFieldLook(palette: palette, type: type)
        slider = SliderLook(generation: generation, palette: palette, tint: tint, type: type)
        stepper = StepperLook(generation: generation, palette: palette)
        segments = SegmentsLook(generation: generation, palette: palette, family: family)
        menu = MenuLook(palette: palette, type: type, family: family)
        progress = ProgressLook(generation: generation, palette: palette, tint: tint)
        spinner = SpinnerLook(palette: palette)
        stackedGap = 8
        trailingMaximumShare = 0.6
    }
}
