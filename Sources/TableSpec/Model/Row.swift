/// One row of a section: a string in the spec is shorthand for a row with only a title.
public struct Row: Hashable, Sendable {
    /// Main text.
    public var title: String = ""
    /// Second line under the title.
    public var subtitle: String?
    /// Trailing detail (value1) or leading label (value2).
    public var detail: String?
    /// Explicit cell style, or nil to infer it.
    public var cellStyle: CellStyle?
    /// Trailing accessory.
    public var accessory: Accessory = .none
    /// A trailing symbol drawn instead of `accessory`, or nil.
    public var accessorySymbol: SymbolAccessory?
    /// A switch on the trailing side (on/off), or nil for none.
    public var switchValue: Bool?
    /// The switch's on-tint instead of the style's green (the object form `{"on", "tint"}`), or nil.
    public var switchTint: ColorValue?
    /// The row's one control besides a switch (text field, slider, stepper, segments, menu, progress, spinner).
    public var control: RowControl?
    /// Red pill badge text.
    public var badge: String?
    /// Leading icon tile.
    public var icon: RowIcon?
    /// What the row does.
    public var role: RowRole = .normal
    /// Title alignment.
    public var align: TitleAlignment = .leading
    /// Drawn highlighted.
    public var selected: Bool = false
    /// Drawn disabled.
    public var disabled: Bool = false
    /// What a value1 detail does when it does not fit beside the title, or nil for the table's `valueLayout`.
    public var valueLayout: ValueLayout?
    /// Maximum title lines; 0 means unlimited.
    public var lines: Int = 0
    /// Fixed row height instead of self-sizing.
    public var height: Double?
    /// Actions drawn revealed beside the row, or nil for none.
    public var swipe: SwipeActions?
    /// The editing control in edit mode, or nil for the default (delete).
    public var edit: EditControl?
    /// A reorder handle at the trailing edge in edit mode.
    public var reorder: Bool = false
    /// Outline children: the row gets an outline disclosure and, when `expanded`, its children indented under it.
    public var children: [Row]?
    /// Whether an outline row's children are shown.
    public var expanded: Bool = false

    /// Creates a row with a title and every other key at its default.
    public init(title: String = "") {
        self.title = title
    }

    /// The cell style in effect: the explicit one, else subtitle if there is a subtitle, value1 if a detail.
    public var resolvedCellStyle: CellStyle {
        if let cellStyle { return cellStyle }
        if subtitle != nil { return .subtitle }
        if detail != nil { return .value1 }
        return .default
    }
}
