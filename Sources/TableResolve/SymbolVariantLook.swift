import TableGraphics

/// The numbers of the variant rules that draw an SF name the symbol font has no own glyph for (`heart.circle`,
/// `trash.square.fill`, `bell.slash`-like names, `folder.badge.plus`) and of symbols drawn as characters of the
/// text font (`a.circle`, `17.square`, `eurosign`). Every length is per em of the symbol's font size, so one table
/// serves tiles, bare symbols, accessories, header cards, sliders and swipe actions; docs/metrics.md "Symbols" says
/// where each comes from.
public struct SymbolVariantLook: Hashable, Sendable {
    /// The ring's diameter at the middle of its pen: Phosphor's own circled glyphs (`check-circle`: r 96 on its
    /// 256 grid, so 0.75 em).
    public var ringDiameter: Double
    /// The ring's and a square outline's pen in the regular cut (Phosphor regular: 16/256 em).
    public var ringWidth: Double
    /// The same in a Settings tile, drawn with the bold cut (Phosphor bold: 24/256 em).
    public var tileRingWidth: Double
    /// A filled circle's or filled square's outer size: the ink of a full-size Phosphor icon (208/256 em).
    public var filledDiameter: Double
    /// The glyph inside an enclosure, as a fraction of the font size (Phosphor's check in `check-circle` is
    /// 80/256 em; SF Symbols draw the glyph about half the circle: a full 0.8125-em icon at 0.5 is 0.41 em).
    public var innerScale: Double
    /// A square's side at the middle of its pen (Phosphor `square`: 176/256 em + the pen).
    public var squareSide: Double
    /// A square's corner radius (SF Symbols' `*.square` corners are about a fifth of the side).
    public var squareCornerRadius: Double
    /// A filled square's corner radius.
    public var filledSquareCornerRadius: Double
    /// Half the slash's length along each axis from the glyph's centre (the slash runs top leading to bottom
    /// trailing, as SF Symbols' `.slash` does).
    public var slashReach: Double
    /// The gap of background on each side of the slash (SF Symbols cut the glyph along the slash).
    public var slashGap: Double
    /// The badge disc's diameter.
    public var badgeDiameter: Double
    /// How far the badge's centre lies right of and below the glyph's centre.
    public var badgeOffset: Double
    /// The ring of background around the badge.
    public var badgeGap: Double
    /// A Phosphor disc glyph's ink diameter per em of its font size (its circles: 208/256 em), so the badge's font
    /// size is `badgeDiameter / badgeInkPerSize`.
    public var badgeInkPerSize: Double
    /// The text font's family and weight for characters (`a.circle`, `eurosign`): the spec's family, semibold
    /// as SF Symbols' letters are.
    public var characterFont: TextStyle
    /// Font sizes of one, two, and three or more characters standing alone (`eurosign`, `abc`).
    public var characterSizes: [Double]
    /// Font sizes of one, two, and three or more characters inside an enclosure (`a.circle`, `17.square`).
    public var enclosedCharacterSizes: [Double]
    /// Where the text font's capitals sit in its line, per em: the ascent above the baseline and the capital
    /// height (Inter 4.1: hhea ascent 1984/2048, OS/2 capital height 1490/2048), so capitals are centred by their ink.
    public var characterAscent: Double
    /// See `characterAscent`.
    public var characterCapHeight: Double

    /// The rules' numbers; `family` is the spec's text font.
    init(family: String) {
        ringDiameter = 0.75
        ringWidth = 0.0625
        tileRingWidth = 0.09375
        filledDiameter = 0.8125
        innerScale = 0.5
        squareSide = 0.75
        squareCornerRadius = 0.16
        filledSquareCornerRadius = 0.19
        slashReach = 0.33
        slashGap = 0.055
        badgeDiameter = 0.44
        badgeOffset = 0.3
        badgeGap = 0.06
        badgeInkPerSize = 0.8125
        characterFont = TextStyle(family: family, size: 1, weight: .semibold)
        characterSizes = [0.8, 0.6, 0.42]
        enclosedCharacterSizes = [0.48, 0.4, 0.3]
        characterAscent = 0.96875
        characterCapHeight = 0.7275
    }

    /// The font size of `count` characters, standing alone or enclosed, per em of the symbol's size.
    public func characterSize(count: Int, enclosed: Bool) -> Double {
        let sizes = enclosed ? enclosedCharacterSizes : characterSizes
        return sizes[min(max(count, 1), sizes.count) - 1]
    }
}
