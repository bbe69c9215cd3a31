import TableGraphics
import TableSpec

/// A progress bar's look (row key `progress`), per generation (docs/metrics.md "Inline controls").
public struct ProgressLook: Hashable, Sendable {
    /// The bar's thickness, round-capped (4 pt; iOS 26: 6 pt).
    public var height: Double
    /// The bar's track: `systemFill`.
    public var track: RGBAColor
    /// The bar's fill: the tint.
    public var fill: RGBAColor

    /// The progress bar's look in `generation`, over `palette`'s colours with the resolved `tint`.
    init(generation: Generation, palette: Palette, tint: RGBAColor) {
        height = generation == .iOS26 ? 6 : 4
        track = palette.color(.systemFill)
        fill = tint
    }
}
