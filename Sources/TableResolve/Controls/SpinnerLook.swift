import TableGraphics
import TableSpec

/// An activity indicator's look (row key `spinner`): the medium indicator's spokes (uikit-metrics §11;
/// docs/metrics.md "Trailing controls").
public struct SpinnerLook: Hashable, Sendable {
    /// The medium indicator's diameter (spokes' ink included): 20 pt (§11), fixed.
    public var diameter: Double
    /// Its spokes: 8 (iOS 13+).
    public var spokes: Int
    /// Where a spoke starts, as a share of the radius (chosen: the iOS 13 spokes run over the outer half).
    public var innerShare: Double
    /// A spoke's pen, round capped (chosen, ≈ 2 pt at 20 pt).
    public var lineWidth: Double
    /// The spokes' colour before their fade: #3C3C44 light / #EBEBF5 dark (§11).
    public var spoke: RGBAColor
    /// Each spoke's opacity, from the head (at 12 o'clock) backwards round the circle (chosen: a linear fade).
    public var opacities: [Double]

    /// The activity indicator's look in `palette`'s appearance.
    init(palette: Palette) {
        diameter = 20
        spokes = 8
        innerShare = 0.45
        lineWidth = 2.2
        spoke = palette.appearance == .light ? RGBAColor(0x3C, 0x3C, 0x44) : RGBAColor(0xEB, 0xEB, 0xF5)
        opacities = (0..<8).map { 1 - Double($0) * 0.1 }
    }
}
