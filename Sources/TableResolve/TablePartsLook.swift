import TableGraphics
import TableSpec

/// The numbers of issue 16's table parts owned here: the search bar, the section index and outline rows, per
/// generation and appearance (docs/metrics.md "Search bar, section index, outline (issue 16)" says where each
/// comes from).
public struct TablePartsLook: Hashable, Sendable {
    // MARK: Search bar

    /// The band the search bar takes above the table: 56 pt before iOS 26 (UISearchBar's intrinsic height, a
    /// 36-pt field with 10 pt above and below); iOS 26: the 44-pt capsule with 8 pt above and below (chosen).
    public var searchBarHeight: Double
    /// The field's height: 36 pt (uikit-metrics §11), iOS 26 44 pt (§11: a capsule).
    public var searchFieldHeight: Double
    /// The field's corner radius: 10 (§11); iOS 26 half its height, a capsule.
    public var searchFieldCornerRadius: Double
    /// The field's fill: tertiarySystemFill (§11).
    public var searchFieldFill: RGBAColor
    /// How far the field sits inside the canvas's edges (plus the safe area): the layout margin (§11), so the field
    /// lines up with inset-grouped cards and with the cells' text in edge-to-edge styles.
    public var searchFieldInset: Double
    /// The magnifier: the `magnifyingglass` symbol at 17 pt (§11), fixed, as the field's left view.
    public var magnifierFont: TextStyle
    /// From the field's leading edge to the magnifier's box: 7 pt (chosen: its ink starts ≈ 8 pt in, as UIKit's);
    /// iOS 26 12 pt (chosen: clear of the capsule's curve).
    public var magnifierLeading: Double
    /// From the magnifier's box to the text: 6 pt (chosen: the text starts ≈ 30 pt into the field, as UIKit's).
    public var magnifierTextGap: Double
    /// The magnifier's colour: secondaryLabel (§11).
    public var magnifier: RGBAColor
    /// The field's text: body, scaling with Dynamic Type up to xxxLarge's 23 pt (chosen: the field keeps its
    /// height, as UIKit's does, and 23 pt is the largest size that still fits it).
    public var searchFont: TextStyle
    /// The placeholder's colour: secondaryLabel (§11; UISearchTextField's, darker than a text field's
    /// placeholderText).
    public var searchPlaceholder: RGBAColor
    /// Typed text's colour: label.
    public var searchText: RGBAColor

    // MARK: Section index

    /// The index column's width: 15 pt (§11: ≈ 15–16).
    public var indexWidth: Double
    /// The titles' font: 11 pt semibold (§11); fixed, as UITableView's index ignores Dynamic Type.
    public var indexFont: TextStyle
    /// From one title's top to the next: 14 pt (chosen: 11 pt's line of 13.1 pt plus a point, as the Contacts
    /// index's A…Z spaces its letters).
    public var indexPitch: Double
    /// The titles' colour: the tint (§11; `sectionIndexColor` defaults to it).
    public var indexColor: RGBAColor
    /// The least gap between an inset card's trailing edge and the index column (chosen): cards narrow only
    /// where the margin would not leave it (iPhones' 16–20 pt margins already clear the 15-pt column).
    public var indexCardGap: Double

    // MARK: Outline rows

    /// How far each outline level indents its rows: 10 pt (UITableViewCell's `indentationWidth` default; §11
    /// "10–16 pt per level").
    public var outlineIndent: Double
    /// The outline chevron's ink pointing right (width × height); pointing down it is turned a quarter: 7.5 × 12.5
    /// pt at body 17 (chosen: SF's `chevron.forward` at body, semibold, a little larger than the grey disclosure
    /// indicator), scaling with the body size.
    public var outlineChevronSize: Size
    /// Its pen: 2 pt at body 17 (chosen: semibold at that size).
    public var outlineChevronLineWidth: Double
    /// Its colour: the tint (§11, UICellAccessory.outlineDisclosure's default).
    public var outlineChevron: RGBAColor
    /// The chevron's extra inset from the content's trailing edge: 1 pt (chosen: its ink ends where the
    /// disclosure indicator's would).
    public var outlineChevronInset: Double
    /// The gap between the outline chevron and any other accessory before it: 12 pt (chosen, as
    /// detailDisclosure's gap).
    public var outlineAccessoryGap: Double

    /// The table parts' look for a generation in the palette's appearance with the table's tint, at a text size,
    /// in `family`, with the table's layout `margin`.
    init(generation: Generation, palette: Palette, tint: RGBAColor, type: TypeScale, family: String, margin: Double) {
        let ios26 = generation == .iOS26
        let body17Scale = type.bodyScale(measuredAt: 17)

        searchFieldHeight = ios26 ? 44 : 36
        searchBarHeight = ios26 ? 44 + 2 * 8 : 36 + 2 * 10
        searchFieldCornerRadius = ios26 ? 22 : 10
        searchFieldFill = palette.color(.tertiarySystemFill)
        searchFieldInset = margin
        magnifierFont = TextStyle(family: SymbolCatalog.fontFamily, size: 17)
        magnifierLeading = ios26 ? 12 : 7
        magnifierTextGap = 6
        magnifier = palette.color(.secondaryLabel)
        searchFont = LookFonts.appleText(TextStyle(family: family, size: min(type.body, 23)))
        searchPlaceholder = palette.color(.secondaryLabel)
        searchText = palette.color(.label)

        indexWidth = 15
        indexFont = LookFonts.appleText(TextStyle(family: family, size: 11, weight: .semibold))
        indexPitch = 14
        indexColor = tint
        indexCardGap = 4

        outlineIndent = 10
        outlineChevronSize = Size(7.5 * body17Scale, 12.5 * body17Scale)
        outlineChevronLineWidth = 2 * body17Scale
        outlineChevron = tint
        outlineChevronInset = 1
        outlineAccessoryGap = 12
    }
}
