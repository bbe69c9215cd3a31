import TableGraphics
import TableSpec

/// The look of `audit --overlay` (docs/metrics.md "Audit overlay"): each accessibility element as a translucent
/// box with an outline and a numbered badge, and a legend column beside the screen, as AccessibilitySnapshot
/// draws VoiceOver's reading order. Not an iOS look: chosen to be legible over any table, in both appearances.
public struct AuditOverlayLook: Hashable, Sendable {
    /// The elements' colours, cycled in reading order: UIKit's system hues, saturated enough to tell apart.
    public var colors: [RGBAColor]
    /// Opacity of an element's box fill, so the screen stays readable under it.
    public var fillOpacity: Double
    /// Width of an element's outline, in points.
    public var outlineWidth: Double
    /// Diameter of a number badge (a capsule when the number is wider), in points.
    public var badgeDiameter: Double
    /// The badges' numbers: small, heavy, white on the element's colour.
    public var badgeFont: TextStyle
    /// The badges' number colour.
    public var badgeText: RGBAColor
    /// Width of the legend column beside the screen, in points.
    public var legendWidth: Double
    /// Padding around the legend's entries and between a badge and its text, in points.
    public var legendPadding: Double
    /// Space between two legend entries, in points.
    public var legendGap: Double
    /// The legend's text.
    public var legendFont: TextStyle
    /// The legend's background: the appearance's grouped background, so the legend reads as part of the page.
    public var legendBackground: RGBAColor
    /// The legend's label colour.
    public var legendText: RGBAColor
    /// The legend's traits colour, quieter than the label.
    public var legendTraits: RGBAColor
    /// The outline of an element with a finding (audit's failing elements), drawn over the boxes.
    public var failureColor: RGBAColor
    /// That outline's width, in points: three times an element's, and dashed-free, so it reads as a mark.
    public var failureOutlineWidth: Double

    /// The overlay for a screen in `palette`'s appearance, set in `family` (the spec's font).
    public init(palette: Palette, family: String) {
        colors = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink,
                  .systemIndigo].map(palette.color)
        fillOpacity = 0.22
        outlineWidth = 1.5
        badgeDiameter = 18
        badgeFont = TextStyle(family: family, size: 11, weight: .bold)
        badgeText = palette.color(.white)
        legendWidth = 300
        legendPadding = 12
        legendGap = 8
        legendFont = TextStyle(family: family, size: 13)
        legendBackground = palette.color(.secondarySystemBackground)
        legendText = palette.color(.label)
        legendTraits = palette.color(.secondaryLabel)
        failureColor = palette.color(.systemRed)
        failureOutlineWidth = 4
    }
}
