import TableGraphics
import TableSpec

/// The sizes of the `tableHeader` card: a large symbol or avatar over a bold title and a centred subtitle,
/// measured on screenshot 03's SwiftUI form header at body 16 (docs/metrics.md "Header cards").
public struct HeaderCardLook: Hashable, Sendable {
    /// The symbol's font: 82.5 pt, so Phosphor's 0.845-em `lock.fill` is 69.7 pt of ink as 03's lock (x 168.33–221.33,
    /// y 72.33–142.0); fixed, as SwiftUI's header image has a fixed frame.
    public var symbolFont: TextStyle
    /// The avatar's diameter: 80 pt, the top of uikit-metrics' 60–80-pt header range (chosen, no measured source).
    public var avatarDiameter: Double
    /// The initials' size per point of diameter, as in rows (AvatarLook).
    public var initialsSizePerDiameter: Double
    /// From the card's top to the artwork's box (the symbol's em or the circle): 03's ink starts 18 pt below the
    /// card, 6.4 pt of it the em's space above the lock (its ink is centred in the em).
    public var topPadding: Double
    /// From the artwork's box to the title's line: 03's title line starts ≈ 14.6 pt below the lock's em.
    public var artworkTitleGap: Double
    /// From the title's line to the subtitle's.
    public var titleSubtitleGap: Double
    /// From the last text's line to the card's bottom: 03's subtitle line ends ≈ 14 pt above it.
    public var bottomPadding: Double
    /// The title: bold title2 (22 pt at body 17), scaling with the text.
    public var titleFont: TextStyle
    /// The subtitle: body, regular, in secondaryLabel.
    public var subtitleFont: TextStyle
    /// The card's corner shape, or nil for the table's.
    public var cornerCurve: CornerCurve?

    /// The header card's sizes for text in `family` at a text size.
    init(family: String, type: TypeScale) {
        symbolFont = TextStyle(family: SymbolCatalog.fontFamily, size: 82.5)
        avatarDiameter = 80
        initialsSizePerDiameter = 0.4
        topPadding = 11.6
        artworkTitleGap = 14.6
        titleSubtitleGap = 2
        bottomPadding = 14
        titleFont = LookFonts.appleText(TextStyle(family: family, size: type.body * 22 / 17, weight: .bold))
        subtitleFont = LookFonts.appleText(TextStyle(family: family, size: type.body))
    }

    /// The row at the top of a Settings pane (`"style": "pane"`), as SwiftUI lays out the one Apple's panes and
    /// apps copy (home-assistant's `AppleLikeListTopRowHeader`: an 80-pt image, 16 pt, then title3 bold and, 4 pt
    /// under it, a subheadline subtitle in secondaryLabel, the stack padded 4 pt above and below) inside a list
    /// row's vertical padding (`Generation.listRowPadding`: 11 pt, iOS 26 15). At medium with a two-line subtitle
    /// that is 194 pt, issue 32's ≈ 197-pt header cells; the texts use SF's line height. iOS 26 draws its card's
    /// corners circular (`Generation.paneHeaderCornerCurve`, issue 32).
    init(paneIn generation: Generation, family: String, type: TypeScale) {
        symbolFont = TextStyle(family: SymbolCatalog.fontFamily, size: 80)
        avatarDiameter = 80
        initialsSizePerDiameter = 0.4
        topPadding = generation.listRowPadding + 4
        artworkTitleGap = 16
        titleSubtitleGap = 4
        bottomPadding = generation.listRowPadding + 4
        titleFont = LookFonts.appleText(TextStyle(family: family, size: type.title3, weight: .bold))
        subtitleFont = LookFonts.appleText(TextStyle(family: family, size: type.subheadline))
        cornerCurve = generation.paneHeaderCornerCurve
    }
}
