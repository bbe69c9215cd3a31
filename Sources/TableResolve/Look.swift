import TableGraphics
import TableSpec

/// The complete look of a resolved spec: every length, colour, font and flag, from the look table keyed by
/// (style, generation) with the spec's look keys layered over it.
public struct Look: Hashable, Sendable {
    /// The table's key: style and the generation row in effect.
    public var key: LookKey
    /// Light or dark.
    public var appearance: Appearance
    /// The semantic colours of the appearance (for row roles, switches, badges and spec colours).
    public var palette: Palette
    /// Text sizes and the minimum row height of the Dynamic Type size.
    public var type: TypeScale
    /// Lengths and flags.
    public var metrics: StyleMetrics
    /// Colours and header and footer fonts.
    public var colors: StyleLook
    /// Row text fonts.
    public var fonts: LookFonts
    /// Separators.
    public var separator: SeparatorLook
    /// SF Symbols' sizes (icons and accessories).
    public var symbols: SymbolLook
    /// Circular avatars' sizes.
    public var avatars: AvatarLook
    /// The `tableHeader` card's sizes (the Settings account card).
    public var headerCard: HeaderCardLook
    /// The sizes of a `tableHeader` with `"style": "pane"`, the row at the top of a Settings pane.
    public var paneHeader: HeaderCardLook
    /// Every row control's look, each under its name (`controls.stepper`).
    public var controls: ControlLooks
    /// Prominent button rows.
    public var prominentRow: ProminentRowLook
    /// Links in section footers: `link` (#007AFF light, #0984FF dark), at the footer's size.
    public var footerLink: RGBAColor
    /// The search bar, section index and outline rows (issue 16).
    public var tableParts: TablePartsLook
    /// Swipe actions, edit controls, reorder bars and selection circles (issue 16).
    public var rowStates: RowStateLook
    /// The shape of rounded corners.
    public var cornerCurve: CornerCurve
    /// Full-screen chrome.
    public var chrome: ChromeMetrics
    /// Full-screen chrome's fonts.
    public var chromeFonts: ChromeFonts

    /// The look of `spec` under `overrides` on `canvas`.
    init(_ spec: Spec, overrides: LayoutOverrides, canvas: Canvas) {
        // A command-line `--ios` replaces the spec's version whole, point release included.
        key = LookKey(style: overrides.style ?? spec.style, ios: overrides.ios ?? spec.ios,
                      pointRelease: overrides.ios != nil ? overrides.iosPointRelease : spec.iosPointRelease)
        appearance = overrides.appearance ?? spec.appearance
        palette = Palette(appearance: appearance)
        type = TypeScale(overrides.dynamicType ?? spec.dynamicType)
        metrics = StyleMetrics(key: key, type: type, canvas: canvas, layoutMargin: spec.layoutMargin,
                               cornerRadius: spec.cornerRadius)
        colors = StyleLook(key: key, palette: palette, type: type, family: spec.font)
        colors.apply(spec, palette: palette)
        fonts = LookFonts(family: spec.font, type: type, titleWeight: colors.titleWeight,
                          glyphSize: metrics.iconGlyphSize)
        symbols = SymbolLook(type: type, family: spec.font)
        avatars = AvatarLook(family: spec.font, type: type)
        headerCard = HeaderCardLook(family: spec.font, type: type)
        paneHeader = HeaderCardLook(paneIn: key.generation, family: spec.font, type: type)
        controls = ControlLooks(generation: key.generation, palette: palette, tint: colors.tint, type: type,
                                family: spec.font)
        prominentRow = ProminentRowLook(generation: key.generation, palette: palette, tint: colors.tint)
        footerLink = palette.color(.link)
        tableParts = TablePartsLook(generation: key.generation, palette: palette, tint: colors.tint, type: type,
                                    family: spec.font,
                                    margin: spec.layoutMargin ?? key.generation.defaultMargin(forWidth: canvas.width))
        rowStates = RowStateLook(generation: key.generation, palette: palette, tint: colors.tint, family: spec.font)
        let authored = spec.separator
        separator = SeparatorLook(
            style: authored?.style ?? colors.defaultSeparator,
            leadingInset: authored?.leadingInset,
            trailingInset: authored?.trailingInset ?? metrics.separatorTrailingInset,
            thickness: key.generation.separatorThickness,
            // The seed's snake: #666666, 1 pt, 0.25 s per row when animated (docs/metrics.md).
            snakeColor: authored?.color.map(palette.resolve) ?? RGBAColor(102, 102, 102),
            snakeLineWidth: 1, snakePadding: 36,
            snakePieceDuration: authored?.animate == true ? 0.25 : nil)
        cornerCurve = spec.cornerCurve
        chrome = key.generation == .iOS26 ? .iOS26 : .standard
        chromeFonts = ChromeFonts(family: spec.font, chrome: chrome)
    }

    /// The table style.
    public var style: TableStyle { key.style }
    /// Whether headers are full-width bands and a fixed-height canvas fills with empty rows (the plain list), from
    /// the style's row of the table, so layout asks the look instead of branching on the style's name.
    public var isPlainList: Bool { StyleRow.of(key.style).plainList }
    /// The generation row in effect.
    public var generation: Generation { key.generation }
}
