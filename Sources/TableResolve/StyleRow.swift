import TableGraphics
import TableSpec

/// One style's row of the look table, as data: whether it follows the iOS generation, how its sections are shaped
/// and spaced, and the few numbers where it departs from the generation's row (`Generation`) and the shared base
/// (`StyleMetrics`). A nil value means "the base's". Sources: docs/metrics.md, "Geometry" and "Seed looks".
struct StyleRow {
    /// Where sections sit horizontally.
    enum Sections {
        /// Cards inset by the layout margin (the spec's `layoutMargin`, else the generation's default).
        case insetByMargin
        /// Cards inset by this many points unless the spec sets `layoutMargin`.
        case inset(Double)
        /// A centred column of cards (iPad), inset and at most this wide, whatever `layoutMargin` says.
        case column(inset: Double, maximumWidth: Double)
        /// Full-width cells, with hairlines above and below each section or a separator under every row.
        case edgeToEdge(outerHairlines: Bool, separatorAfterLastRow: Bool)
    }

    /// Vertical gaps without text: above the first section, below the last, and empty header and footer areas.
    struct Gaps {
        var leading: Double
        var trailing: Double
        var emptyHeader: Double
        var emptyFooter: Double
    }

    /// Header and footer baselines and case, in points at body `measuredAtBody` (instead of the generation's).
    struct HeaderText {
        var measuredAtBody: Double
        var headerFirstBaseline: Double
        var headerBaselineToCard: Double
        var footerFirstBaseline: Double
        var footerBaselineToEnd: Double
        var uppercase: Bool
    }

    /// A disclosure chevron of its own, in points at body `measuredAtBody`.
    struct Chevron {
        var measuredAtBody: Double
        var size: Size
        var lineWidth: Double
        var cap: StrokedPath.LineCap
        var extraInset: Double
    }

    /// Whether the style's look changes with `ios`.
    var followsGeneration: Bool
    var sections: Sections
    /// Corner radius of its cards, or nil for the generation's.
    var cornerRadius: Double? = nil
    /// Each row its own card, this far apart (the `cards` style), or nil.
    var rowCardGap: Double? = nil
    /// Leading inset of cell text, or nil for the layout margin.
    var contentInset: Double? = nil
    /// Space above and below a growing row's text, or nil for the base's.
    var rowVerticalPadding: Double? = nil
    var gaps: Gaps? = nil
    var headerText: HeaderText? = nil
    var chevron: Chevron? = nil
    /// The style drawn instead in compact width, or nil.
    var compactFallback: TableStyle? = nil
    /// A plain list: headers are full-width bands, and a fixed-height canvas is filled down with empty rows'
    /// separators, as UITableView's plain style draws them.
    var plainList = false

    /// The row of `style`.
    static func of(_ style: TableStyle) -> StyleRow {
        switch style {
        case .insetGrouped:
            return StyleRow(followsGeneration: true, sections: .insetByMargin)
        case .grouped:
            return StyleRow(followsGeneration: true, sections: .edgeToEdge(outerHairlines: true, separatorAfterLastRow: false))
        case .plain:
            return StyleRow(followsGeneration: true, sections: .edgeToEdge(outerHairlines: false, separatorAfterLastRow: true),
                            gaps: Gaps(leading: 0, trailing: 0, emptyHeader: 0, emptyFooter: 0), plainList: true)
        case .rounded:
            // TORoundedTableView: an 18-pt inset column at most 675 wide, radius 7; "reverts back to the standard
            // table view style in compact trait collections" (grouped).
            return StyleRow(followsGeneration: true, sections: .column(inset: 18, maximumWidth: 675), cornerRadius: 7,
                            compactFallback: .grouped)
        case .classic:
            // iOS 6 (uikit-metrics.md §6): groups 10 pt from the edges, radius 10, text 10 pt inside, 20 pt between
            // groups, bold 17-pt headers, centred 15-pt footers; DTCustomColoredAccessory's chevron.
            return StyleRow(
                followsGeneration: false, sections: .inset(10), cornerRadius: 10, contentInset: 10,
                gaps: Gaps(leading: 0, trailing: 10, emptyHeader: 10, emptyFooter: 10),
                headerText: HeaderText(measuredAtBody: 17, headerFirstBaseline: 27, headerBaselineToCard: 10,
                                       footerFirstBaseline: 21, footerBaselineToEnd: 10, uppercase: false),
                chevron: Chevron(measuredAtBody: 17, size: Size(7.5, 12), lineWidth: 3, cap: .square, extraInset: 1))
        case .cards:
            // CardView: 8 pt around the list and between cards (4 + 4), content padded inside each card.
            return StyleRow(followsGeneration: false, sections: .inset(8), cornerRadius: 0, rowCardGap: 8,
                            contentInset: 16, rowVerticalPadding: 12,
                            gaps: Gaps(leading: 4, trailing: 4, emptyHeader: 4, emptyFooter: 4))
        }
    }
}
