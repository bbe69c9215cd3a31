import TableGraphics
import TableSpec

/// The colours and fonts of a style in one appearance: the iOS 13+ semantic palette for the modern styles,
/// the iOS 6 colours of uikit-metrics.md §6 for `classic` (with a dark counterpart chosen here).
public struct StyleLook: Hashable, Sendable {
    /// Canvas background.
    public var background: RGBAColor
    /// Vertical pinstripes over the background, repeating every `stripePeriod` points (classic only).
    public var stripes: [Stripe] = []
    /// Width of one pinstripe pattern repeat, in points.
    public var stripePeriod: Double = 0
    /// Cell (card) fill.
    public var cellBackground: RGBAColor
    /// Plain-style header band fill.
    public var headerBand: RGBAColor
    /// Accent colour.
    public var tint: RGBAColor
    /// Separator colour (the dark line of an etched separator).
    public var separator: RGBAColor
    /// The light line under an etched separator.
    public var etchHighlight: RGBAColor
    /// Separator kind when the spec does not choose one.
    public var defaultSeparator: SeparatorStyle
    /// A hairline border around each section or card, or nil.
    public var sectionBorder: RGBAColor?
    /// A soft shadow under each card, or nil.
    public var sectionShadow: ShadowLook?
    /// Title colour and weight.
    public var title: RGBAColor
    /// Weight of titles.
    public var titleWeight: FontWeight
    /// Subtitle colour.
    public var subtitle: RGBAColor
    /// Value1 detail colour.
    public var detail: RGBAColor
    /// Disclosure chevron colour.
    public var chevron: RGBAColor
    /// Checkmark colour.
    public var checkmark: RGBAColor
    /// Selected-row fill.
    public var selection: RGBAColor
    /// The glyph on an icon tile.
    public var iconGlyph: RGBAColor
    /// A badge's text (on systemRed).
    public var badgeText: RGBAColor
    /// Section headers.
    public var header: TextLook
    /// Section footers.
    public var footer: TextLook

    /// One pinstripe: a column `width` points wide, `offset` points into each repeat.
    public struct Stripe: Hashable, Sendable {
        /// Start inside the repeat.
        public var offset: Double
        /// Width.
        public var width: Double
        /// Colour.
        public var color: RGBAColor
    }

    /// A card's drop shadow.
    public struct ShadowLook: Hashable, Sendable {
        /// Colour with opacity.
        public var color: RGBAColor
        /// Offset in points.
        public var offset: Point
        /// Blur radius in points.
        public var blurRadius: Double
    }

    /// The table's colours and fonts for `key` in the palette's appearance, in `family` at a text size.
    init(key: LookKey, palette: Palette, type: TypeScale, family: String) {
        let light = palette.appearance == .light
        func text(_ size: Double, _ weight: FontWeight = .regular) -> TextStyle {
            LookFonts.appleText(TextStyle(family: family, size: size, weight: weight))
        }
        let plain = key.style == .plain
        let generation = key.generation
        background = palette.color(plain ? .systemBackground : .systemGroupedBackground)
        cellBackground = palette.color(plain ? .systemBackground : .secondarySystemGroupedBackground)
        headerBand = palette.color(.secondarySystemBackground)
        tint = palette.color(.systemBlue)
        separator = light ? RGBAColor(60, 60, 67, generation.separatorAlphaLight)
            : RGBAColor(84, 84, 88, generation.separatorAlphaDark)
        etchHighlight = light ? RGBAColor(255, 255, 255, 153) : RGBAColor(255, 255, 255, 20)
        defaultSeparator = .line
        title = palette.color(.label)
        titleWeight = .regular
        subtitle = palette.color(.secondaryLabel)
        detail = palette.color(.secondaryLabel)
        // Measured on iOS 18.2 screenshots: an opaque grey, not a translucent label colour (docs/metrics.md).
        chevron = generation.chevronIsTertiaryLabel ? palette.color(.tertiaryLabel)
            : light ? RGBAColor(191, 191, 191) : RGBAColor(85, 85, 86)
        checkmark = tint
        selection = palette.color(.systemGray4)
        iconGlyph = RGBAColor(255, 255, 255)
        badgeText = RGBAColor(255, 255, 255)
        header = generation.headerIsHeadline
            ? TextLook(font: text(type.body, .semibold), color: palette.color(.secondaryLabel))
            : TextLook(font: text(type.footnote), color: palette.color(.secondaryLabel))
        footer = TextLook(font: text(type.footnote), color: palette.color(.secondaryLabel))
        // Measured at medium (footnote 12 pt); the pitch scales with the footnote size. Without one the footer
        // keeps SF's line height (`LookFonts.appleText`).
        if let pitch = generation.footerLineHeight { footer.font.lineHeight = pitch * type.footnote / 12 }

        switch key.style {
        case .classic:
            applyClassic(light: light, type: type, text: text)
        case .cards:
            // CardView: a light grey shadow, radius 2, offset (0, 2), opacity 1, under a white-bordered card.
            sectionShadow = ShadowLook(color: light ? RGBAColor(170, 170, 170) : RGBAColor(0, 0, 0),
                                       offset: Point(0, 2), blurRadius: 2)
            sectionBorder = light ? RGBAColor(255, 255, 255) : RGBAColor(255, 255, 255, 20)
            defaultSeparator = .none
            titleWeight = .semibold
            detail = palette.color(.label)
        default:
            break
        }
    }

    /// The spec's colour keys over the table's.
    mutating func apply(_ spec: Spec, palette: Palette) {
        if let color = spec.background { background = palette.resolve(color) }
        if let color = spec.cellBackground { cellBackground = palette.resolve(color) }
        if let color = spec.tint {
            tint = palette.resolve(color)
            checkmark = tint
        }
        if let color = spec.separator?.color { separator = palette.resolve(color) }
    }

    /// iOS 6 (uikit-metrics.md §6): pinstripes, bordered white groups, etched separators, bold titles,
    /// blue value1 details, bold headers and centred footers with a white engraved shadow.
    private mutating func applyClassic(light: Bool, type: TypeScale, text: (Double, FontWeight) -> TextStyle) {
        let scale = type.bodyScale(measuredAt: 17)
        let colors = light ? ClassicColors.light : ClassicColors.dark
        background = colors.background
        stripes = colors.stripes
        cellBackground = colors.cellBackground
        sectionBorder = colors.sectionBorder
        separator = colors.separator
        title = colors.title
        detail = colors.detail
        subtitle = colors.secondary
        chevron = colors.secondary
        header = TextLook(font: text(17 * scale, .bold), color: colors.headerFooter)
        header.shadowColor = colors.engraving
        header.shadowOffset = Point(0, 1)
        footer = TextLook(font: text(15 * scale, .regular), color: colors.headerFooter, alignment: .center)
        footer.shadowColor = colors.engraving
        footer.shadowOffset = Point(0, 1)
        selection = colors.selection
        stripePeriod = 3.5
        defaultSeparator = .etched
        titleWeight = .bold
        checkmark = colors.detail
    }
}

/// iOS 6's colours (uikit-metrics.md §6), and the dark variant tablerender adds: one row of values each, so the
/// classic look is written once and only its colours differ.
struct ClassicColors {
    var background: RGBAColor
    var stripes: [StyleLook.Stripe]
    var cellBackground: RGBAColor
    var sectionBorder: RGBAColor
    var separator: RGBAColor
    var title: RGBAColor
    /// Value1 details and the checkmark.
    var detail: RGBAColor
    /// Subtitles and the chevron.
    var secondary: RGBAColor
    var headerFooter: RGBAColor
    /// The engraved shadow under header and footer text.
    var engraving: RGBAColor
    var selection: RGBAColor

    /// lufinkey/miniCode's iPhone pattern, 7 px at 2×: 4 px (185,192,202), 1 px (185,193,200), 2 px (192,200,207).
    static let light = ClassicColors(
        background: RGBAColor(197, 204, 212),
        stripes: [StyleLook.Stripe(offset: 0, width: 2, color: RGBAColor(185, 192, 202)),
                  StyleLook.Stripe(offset: 2, width: 0.5, color: RGBAColor(185, 193, 200)),
                  StyleLook.Stripe(offset: 2.5, width: 1, color: RGBAColor(192, 200, 207))],
        cellBackground: RGBAColor(255, 255, 255), sectionBorder: RGBAColor(171, 171, 171),
        separator: RGBAColor(205, 205, 205), title: RGBAColor(0, 0, 0), detail: RGBAColor(56, 84, 135),
        secondary: RGBAColor(128, 128, 128), headerFooter: RGBAColor(76, 86, 108), engraving: RGBAColor(255, 255, 255),
        selection: RGBAColor(16, 93, 230))

    /// iOS 6 had no dark mode; these keep its structure with the dark palette's greys.
    static let dark = ClassicColors(
        background: RGBAColor(20, 22, 26),
        stripes: [StyleLook.Stripe(offset: 0, width: 2, color: RGBAColor(26, 28, 33)),
                  StyleLook.Stripe(offset: 2.5, width: 1, color: RGBAColor(30, 33, 38))],
        cellBackground: RGBAColor(44, 44, 46), sectionBorder: RGBAColor(10, 10, 12),
        separator: RGBAColor(20, 20, 22), title: RGBAColor(255, 255, 255), detail: RGBAColor(120, 150, 205),
        secondary: RGBAColor(150, 150, 155), headerFooter: RGBAColor(170, 178, 196), engraving: RGBAColor(0, 0, 0),
        selection: RGBAColor(16, 93, 230))
}
