import TableGraphics
import TableSpec

/// The numbers of issue 16's row states: swipe actions revealed beside a row, edit mode's delete and insert
/// controls, reorder bars and multiple-selection circles, per generation and appearance (docs/metrics.md "Swipe
/// actions and edit mode (issue 16)" says where each comes from).
public struct RowStateLook: Hashable, Sendable {
    // MARK: Swipe actions

    /// An action's title: 15 pt regular white (uikit-metrics §11); fixed, as UIContextualAction's buttons do not
    /// follow Dynamic Type.
    public var swipeTitleFont: TextStyle
    /// The title's and symbol's colour: white (§11).
    public var swipeForeground: RGBAColor
    /// An action's symbol above its title (chosen: 20 pt, so symbol and title fit a 44-pt row); fixed.
    public var swipeSymbolFont: TextStyle
    /// From the symbol's line to the title's (chosen).
    public var swipeSymbolTitleGap: Double
    /// A destructive action's fill: systemRed (§11).
    public var swipeDestructive: RGBAColor
    /// Any other action's fill unless it names a colour: systemGray (§11).
    public var swipeNormal: RGBAColor
    /// Space either side of a button's title or symbol (chosen: "Delete" at 15 pt ≈ 44 pt + 2 × 15 = 74).
    public var swipePadding: Double
    /// The narrowest button: 74 pt (chosen: UIKit's Delete button, the common single action).
    public var swipeMinimumWidth: Double
    /// Whether buttons are capsules with gaps (iOS 26) or rectangles flush with the row and each other (13–18).
    public var swipeCapsules: Bool
    /// The gap between capsules, and between the outermost one and the row's edge (iOS 26, chosen); 0 before.
    public var swipeGap: Double
    /// How far a capsule stays inside the row's top and bottom (iOS 26, chosen); 0 before.
    public var swipeVerticalInset: Double

    // MARK: Edit mode

    /// The delete, insert and selection circles' diameter: 22 pt (§11); fixed.
    public var editControlDiameter: Double
    /// How far edit mode moves a row's content (icon, texts, separator start) towards the trailing side: 38 pt
    /// (§11); the control's circle sits at the content's old leading edge.
    public var editIndent: Double
    /// The delete control's circle: systemRed (§11).
    public var deleteFill: RGBAColor
    /// The insert control's circle: systemGreen (§11).
    public var insertFill: RGBAColor
    /// The minus and plus: white (§11).
    public var editGlyph: RGBAColor
    /// The minus's (and each bar of the plus's) ink length (chosen: SF's `minus.circle.fill` at 22 pt).
    public var editGlyphLength: Double
    /// Their pen, round capped (chosen, as above).
    public var editGlyphLineWidth: Double
    /// Whether edit mode hides disclosure chevrons, checkmarks, info buttons and trailing symbols (UIKit's
    /// `editingAccessoryType` defaults to none); switches and other controls stay (SwiftUI keeps them).
    public var editHidesAccessories: Bool

    // MARK: Reorder control

    /// One bar of the reorder control: 18 × 1.5 pt (§11).
    public var reorderBarSize: Size
    /// From one bar's centre to the next (chosen: SF's `line.3.horizontal`, ≈ 12 pt of ink at 18 wide).
    public var reorderBarPitch: Double
    /// The bars' colour: tertiaryLabel (chosen: §11's grey, adapting to dark).
    public var reorderBar: RGBAColor
    /// Between the row's content (or accessory) and the bars (chosen: a layout margin's worth).
    public var reorderContentGap: Double

    // MARK: Multiple selection

    /// An unselected circle's ring: #C7C7CC light (§11), #636366 dark (chosen: visible on the dark cell).
    public var selectionRing: RGBAColor
    /// The ring's pen (chosen: SF's `circle` at 22 pt, regular).
    public var selectionRingWidth: Double
    /// A selected circle's fill: the tint (§11).
    public var selectionFill: RGBAColor
    /// The check in a selected circle: white (§11).
    public var selectionCheck: RGBAColor
    /// The check's ink box (chosen: SF's `checkmark.circle.fill` at 22 pt).
    public var selectionCheckSize: Size
    /// The check's pen (chosen, as above).
    public var selectionCheckLineWidth: Double
    /// Whether a selected row is also highlighted grey in multiple selection (chosen: no, iOS 14+ fills the
    /// circle only).
    public var selectionHighlightsRow: Bool

    /// The row states' look for a generation in the palette's appearance, with the table's `tint`, in `family`.
    init(generation: Generation, palette: Palette, tint: RGBAColor, family: String) {
        let ios26 = generation == .iOS26
        let light = palette.appearance == .light

        swipeTitleFont = LookFonts.appleText(TextStyle(family: family, size: 15))
        swipeForeground = RGBAColor(255, 255, 255)
        swipeSymbolFont = TextStyle(family: SymbolCatalog.fontFamily, size: 20)
        swipeSymbolTitleGap = 0
        swipeDestructive = palette.color(.systemRed)
        swipeNormal = palette.color(.systemGray)
        swipePadding = 15
        swipeMinimumWidth = 74
        swipeCapsules = ios26
        swipeGap = ios26 ? 8 : 0
        swipeVerticalInset = ios26 ? 4 : 0

        editControlDiameter = 22
        editIndent = 38
        deleteFill = palette.color(.systemRed)
        insertFill = palette.color(.systemGreen)
        editGlyph = RGBAColor(255, 255, 255)
        editGlyphLength = 11
        editGlyphLineWidth = 2
        editHidesAccessories = true

        reorderBarSize = Size(18, 1.5)
        reorderBarPitch = 5
        reorderBar = palette.color(.tertiaryLabel)
        reorderContentGap = 16

        selectionRing = light ? RGBAColor(hex: 0xC7C7CC) : RGBAColor(hex: 0x636366)
        selectionRingWidth = 1.5
        selectionFill = tint
        selectionCheck = RGBAColor(255, 255, 255)
        selectionCheckSize = Size(10, 7.5)
        selectionCheckLineWidth = 2
        selectionHighlightsRow = false
    }
}
