import TableGraphics

/// The sizes of circular avatars: in an ordinary row's icon column and in the Settings account row
/// (docs/metrics.md "Avatars" says where each number comes from).
public struct AvatarLook: Hashable, Sendable {
    /// Diameter in an ordinary row: screenshot 07's "F" circles measure 40 pt (120 px at 3×).
    public var rowDiameter: Double
    /// Gap from an ordinary row's avatar to its title: screenshot 07's title ink starts 9.33 pt after the circle,
    /// less the bold "F"'s ≈ 1.3-pt side bearing.
    public var rowTextGap: Double
    /// Space above and below an avatar inside its row: screenshot 07's 70-pt rows around 40-pt circles.
    public var verticalPadding: Double
    /// Diameter in the Settings account row (an avatar row with a subtitle): 60 pt (uikit-metrics "avatar").
    public var accountDiameter: Double
    /// Gap from the account avatar to its title: chosen (no measured source), the tile gap scaled to the circle.
    public var accountTextGap: Double
    /// The initials' size per point of diameter (semibold, uikit-metrics "avatar"): 0.4, the letter's cap height
    /// about a quarter of the circle as in screenshot 07.
    public var initialsSizePerDiameter: Double
    /// The initials' font (family and weight; its size comes from the diameter).
    public var initialsFont: TextStyle
    /// The account row's name: title 2 (22 pt at Large), regular — chosen, docs/metrics.md "Avatars".
    public var accountTitleFont: TextStyle
    /// The account row's "Apple Account, iCloud, and more": footnote (13 pt at Large), so it fits on one line
    /// beside the 60-pt circle at 390 pt as on iOS — chosen, docs/metrics.md "Avatars".
    public var accountSubtitleFont: TextStyle
    /// The top of the gradient behind initials when the spec gives no colour (uikit-metrics "avatar": #A5A9B1).
    public var initialsGradientTop: RGBAColor
    /// The bottom of that gradient (uikit-metrics "avatar": #868A92).
    public var initialsGradientBottom: RGBAColor

    /// The avatar sizes for text in `family`; avatars do not scale with Dynamic Type (fixed-size images in UIKit),
    /// the account row's texts do (`type`).
    init(family: String, type: TypeScale) {
        rowDiameter = 40
        rowTextGap = 8
        verticalPadding = 15
        accountDiameter = 60
        accountTextGap = 15
        initialsSizePerDiameter = 0.4
        initialsFont = TextStyle(family: family, size: 16, weight: .semibold, tracking: 0)
        accountTitleFont = LookFonts.appleText(TextStyle(family: family, size: type.title2))
        accountSubtitleFont = LookFonts.appleText(TextStyle(family: family, size: type.footnote))
        initialsGradientTop = RGBAColor(hex: 0xA5A9B1)
        initialsGradientBottom = RGBAColor(hex: 0x868A92)
    }

    /// The initials' font in a circle of `diameter`.
    public func initialsFont(diameter: Double) -> TextStyle {
        var style = initialsFont
        style.size = diameter * initialsSizePerDiameter
        return style
    }
}
