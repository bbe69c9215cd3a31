import TableGraphics
import TableSpec

/// Every length and flag the layout needs for one style, iOS generation and text size: the one place where
/// UIKit's numbers live (docs/metrics.md says where each comes from).
///
/// Vertical distances that follow text (header and footer baselines) were measured on iOS 18.2 screenshots at
/// Dynamic Type medium (footnote 12 pt) and scale with the footnote size; gaps without text do not scale.
public struct StyleMetrics: Hashable, Sendable {
    // MARK: Sections

    /// Whether sections are drawn as inset cards (insetGrouped, rounded) rather than edge to edge.
    public var insetSections: Bool
    /// Horizontal inset of a card from the canvas edge (before the safe area); 0 for edge-to-edge styles.
    public var sectionInset: Double
    /// Widest a card may be; wider canvases centre it (the iPad column of `rounded`).
    public var maximumSectionWidth: Double?
    /// Corner radius of cards.
    public var cornerRadius: Double
    /// Full-width hairlines above and below each section (grouped).
    public var outerHairlines: Bool
    /// A separator under the last row of a section too (plain).
    public var separatorAfterLastRow: Bool
    /// Each row is its own card (the `cards` style), separated by `cardGap`.
    public var rowsAreCards: Bool
    /// Space between two row cards.
    public var cardGap: Double

    // MARK: Cells

    /// Leading inset of text inside a cell, and trailing inset of accessories.
    public var contentInset: Double
    /// Minimum row height.
    public var minimumRowHeight: Double
    /// Space kept above and below a row's text when the row grows to fit it.
    public var rowVerticalPadding: Double
    /// Gap between the title and the subtitle.
    public var subtitleSpacing: Double
    /// Side of a Settings icon tile.
    public var iconSize: Double
    /// Corner radius of an icon tile.
    public var iconCornerRadius: Double
    /// Gap between the icon tile and the text.
    public var iconTextGap: Double
    /// Gap between trailing detail text and an accessory.
    public var detailAccessoryGap: Double
    /// Gap between the title and a trailing detail that both have to share the row.
    public var titleDetailGap: Double
    /// Width of value2's leading label column, as a share of the cell's content width.
    public var value2LabelShare: Double

    // MARK: Accessories (sizes of the visible ink, in points at body 16 pt; they scale with body text)

    /// Disclosure chevron ink width and height.
    public var chevronSize: Size
    /// Chevron pen width.
    public var chevronLineWidth: Double
    /// Chevron pen ends: round (SF Symbol) or square (iOS 6).
    public var chevronCap: StrokedPath.LineCap
    /// Extra inset of the chevron's ink from the content inset.
    public var chevronExtraInset: Double
    /// Checkmark ink width and height.
    public var checkmarkSize: Size
    /// Checkmark pen width.
    public var checkmarkLineWidth: Double
    /// Extra inset of the checkmark's ink from the content inset.
    public var checkmarkExtraInset: Double
    /// How far the checkmark's ink centre sits below the row's centre (the glyph is not centred on its box).
    public var checkmarkCenterOffset: Double

    // MARK: Headers and footers

    /// Gap above the first section, before its header area.
    public var leadingGap: Double
    /// Gap below the last section's footer area.
    public var trailingGap: Double
    /// Height of a header area without text.
    public var emptyHeaderHeight: Double
    /// Height of a footer area without text.
    public var emptyFooterHeight: Double
    /// From the top of a header area to the header's first baseline.
    public var headerFirstBaseline: Double
    /// From the header's last baseline to the top of the card.
    public var headerBaselineToCard: Double
    /// From the bottom of the card to the footer's first baseline.
    public var footerFirstBaseline: Double
    /// From the footer's last baseline to the end of the footer area.
    public var footerBaselineToEnd: Double
    /// Plain style: headers are bands of at least this height, text centred, filled with `headerBand` colour.
    public var plainHeaderMinimumHeight: Double
    /// Whether headers are uppercased when the spec does not say.
    public var uppercaseHeadersByDefault: Bool
    /// Inset of separators from the cell's trailing edge (iOS 26 insets both ends).
    public var separatorTrailingInset: Double
    /// Whether inset cards squeeze their continuous corners to their first and last rows (iOS 26).
    public var squeezesCapCorners: Bool
    /// How far the trailing edge of a switch (and of the controls UIKit places as accessory views) sits outside
    /// the content inset (measured: 18 pt inside a 20-pt card). The switch's own look is `SwitchLook`.
    public var switchTrailingOutset: Double
    /// Space kept above and below a switch (and the other accessory-view controls) in a self-sized row.
    public var switchVerticalPadding: Double

    // MARK: Detail button and badge

    /// Diameter of the detail ("i") button (22 pt at body 17, scaled with the body size).
    public var infoButtonDiameter: Double
    /// Pen of its ring (1.5 pt at body 17).
    public var infoButtonLineWidth: Double
    /// Gap between the chevron and the detail button of `detailDisclosure`.
    public var detailDisclosureGap: Double
    /// Gap between the accessory and a badge.
    public var badgeGap: Double
    /// Smallest badge pill height.
    public var badgeMinimumHeight: Double
    /// Space above and below the badge's text inside the pill.
    public var badgeVerticalPadding: Double
    /// Space before and after the badge's text inside the pill.
    public var badgeHorizontalPadding: Double
    /// Widest a badge's text may be, as a share of the content width (longer badges are ellipsised).
    public var badgeMaximumShare: Double
    /// Widest a subtitle row's trailing detail may be, as a share of the text column.
    public var subtitleDetailMaximumShare: Double
    /// Narrowest a value1 detail gets when title and detail cannot share one line, as a share of the text column.
    public var value1DetailMinimumShare: Double
    /// Size of an icon tile's glyph (semibold, untracked).
    public var iconGlyphSize: Double
    /// Plain style: space above and below a header's text inside its band.
    public var plainHeaderVerticalPadding: Double

    /// The table's metrics for `key` at a text size on a canvas, with the spec's `layoutMargin` and
    /// `cornerRadius` layered over the table's.
    init(key: LookKey, type: TypeScale, canvas: Canvas, layoutMargin: Double?, cornerRadius authoredRadius: Double?) {
        let generation = key.generation
        let margin = layoutMargin ?? generation.defaultMargin(forWidth: canvas.width)
        // Header and footer spacing was measured at Dynamic Type medium and follows the header's text size.
        let textScale = generation.headerIsHeadline ? type.bodyScale(measuredAt: 16) : type.footnote / 12
        // Accessories were measured at Dynamic Type medium (body 16 pt) and scale with the body size.
        let bodyScale = type.bodyScale(measuredAt: 16)

        insetSections = true
        sectionInset = margin
        maximumSectionWidth = nil
        cornerRadius = generation.cornerRadius
        outerHairlines = false
        separatorAfterLastRow = false
        rowsAreCards = false
        cardGap = 0

        contentInset = margin
        minimumRowHeight = type.minimumRowHeight + generation.rowHeightExtra
        rowVerticalPadding = 11
        subtitleSpacing = 2
        iconSize = 29
        iconCornerRadius = 6.5
        iconTextGap = 15
        // 11 pt from ink to ink, measured; Inter's side bearing supplies the rest.
        detailAccessoryGap = generation.detailAccessoryGap
        titleDetailGap = 8
        value2LabelShare = 0.28

        chevronSize = Size(6.7 * bodyScale, 11.3 * bodyScale)
        chevronLineWidth = 1.9 * bodyScale
        chevronCap = .round
        chevronExtraInset = generation.chevronExtraInset
        checkmarkSize = Size(13.5 * bodyScale, 13.2 * bodyScale)
        checkmarkLineWidth = 1.5 * bodyScale
        checkmarkExtraInset = 2
        checkmarkCenterOffset = 0.67

        // 106 device px at 3×: the 35.3-pt card-to-card gap measured with neither header nor footer.
        let halfGap = 35.0 + 1.0 / 3.0
        leadingGap = halfGap / 2
        trailingGap = halfGap / 2
        emptyHeaderHeight = halfGap / 2
        emptyFooterHeight = halfGap / 2
        headerFirstBaseline = generation.headerFirstBaseline * textScale
        headerBaselineToCard = generation.headerBaselineToCard * textScale
        footerFirstBaseline = generation.footerFirstBaseline * type.footnote / 12
        footerBaselineToEnd = generation.footerBaselineToEnd * textScale
        plainHeaderMinimumHeight = 28
        uppercaseHeadersByDefault = generation.uppercaseHeaders
        separatorTrailingInset = generation.separatorTrailingInset
        squeezesCapCorners = generation.squeezesCapCorners
        switchTrailingOutset = 2
        switchVerticalPadding = 6
        // UIKit's detail button and badge were drawn at body 17 (large) and scale with the body size.
        let body17Scale = type.bodyScale(measuredAt: 17)
        infoButtonDiameter = 22 * body17Scale
        infoButtonLineWidth = 1.5 * body17Scale
        detailDisclosureGap = 12
        badgeGap = 8
        badgeMinimumHeight = 24
        badgeVerticalPadding = 2
        badgeHorizontalPadding = 7
        badgeMaximumShare = 1.0 / 3.0
        subtitleDetailMaximumShare = 0.45
        value1DetailMinimumShare = 0.45
        iconGlyphSize = 17
        plainHeaderVerticalPadding = 6

        var row = StyleRow.of(key.style)
        if canvas.sizeClass == .compact, let fallback = row.compactFallback { row = StyleRow.of(fallback) }
        switch row.sections {
        case .insetByMargin:
            break
        case .inset(let inset):
            sectionInset = layoutMargin ?? inset
        case .column(let inset, let maximumWidth):
            sectionInset = inset
            maximumSectionWidth = maximumWidth
        case .edgeToEdge(let hairlines, let separatorUnderLast):
            insetSections = false
            sectionInset = 0
            outerHairlines = hairlines
            separatorAfterLastRow = separatorUnderLast
        }
        if let radius = row.cornerRadius { cornerRadius = radius }
        if let gap = row.rowCardGap {
            rowsAreCards = true
            cardGap = gap
        }
        if let inset = row.contentInset { contentInset = inset }
        if let padding = row.rowVerticalPadding { rowVerticalPadding = padding }
        if let gaps = row.gaps {
            leadingGap = gaps.leading
            trailingGap = gaps.trailing
            emptyHeaderHeight = gaps.emptyHeader
            emptyFooterHeight = gaps.emptyFooter
        }
        if let text = row.headerText {
            let scale = type.bodyScale(measuredAt: text.measuredAtBody)
            headerFirstBaseline = text.headerFirstBaseline * scale
            headerBaselineToCard = text.headerBaselineToCard * scale
            footerFirstBaseline = text.footerFirstBaseline * scale
            footerBaselineToEnd = text.footerBaselineToEnd * scale
            uppercaseHeadersByDefault = text.uppercase
        }
        if let chevron = row.chevron {
            let scale = type.bodyScale(measuredAt: chevron.measuredAtBody)
            chevronSize = Size(chevron.size.width * scale, chevron.size.height * scale)
            chevronLineWidth = chevron.lineWidth * scale
            chevronCap = chevron.cap
            chevronExtraInset = chevron.extraInset
        }
        // The one place the corner radius is decided: edge-to-edge sections have none, whatever the spec says.
        if let authoredRadius, insetSections { cornerRadius = authoredRadius }
        if !insetSections { cornerRadius = 0 }
    }
}

extension StyleMetrics {
    /// A badge pill's height around text of `textHeight`.
    public func badgeHeight(textHeight: Double) -> Double {
        max(badgeMinimumHeight, textHeight + 2 * badgeVerticalPadding)
    }
}
