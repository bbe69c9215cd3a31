import TableGraphics
import TableSpec

/// A prominent button row's look (row `role: "prominent"`): the tint-filled cell or capsule and its title.
public struct ProminentRowLook: Hashable, Sendable {
    /// The row's fill: the tint (SwiftUI `.listRowBackground(Color.accentColor)`, `.borderedProminent`).
    public var fill: RGBAColor
    /// The title's colour on the fill: white.
    public var title: RGBAColor
    /// The title's weight: semibold, as a prominent button's label.
    public var titleWeight: FontWeight
    /// A disabled prominent row's fill (`tertiarySystemFill`) and title (`tertiaryLabel`), as a disabled
    /// `.borderedProminent` button.
    public var disabledFill: RGBAColor
    /// A disabled prominent row's title.
    public var disabledTitle: RGBAColor
    /// Whether the fill is a capsule the row's height (iOS 26's prominent glass button) rather than the cell
    /// itself with the card's corners (iOS 13–18).
    public var isCapsule: Bool

    /// The prominent row's look in `generation`, over `palette`'s colours with the resolved `tint`.
    init(generation: Generation, palette: Palette, tint: RGBAColor) {
        fill = tint
        title = RGBAColor(255, 255, 255)
        titleWeight = .semibold
        disabledFill = palette.color(.tertiarySystemFill)
        disabledTitle = palette.color(.tertiaryLabel)
        isCapsule = generation == .iOS26
    }
}
