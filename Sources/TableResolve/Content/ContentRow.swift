import TableGraphics

/// One row, resolved: its texts, icon, trailing parts and states, with the spec's defaults applied and its
/// colours and symbols resolved.
public struct ContentRow: Hashable, Sendable {
    /// How the row's texts are arranged (UITableViewCell.CellStyle), already defaulted from what the row has.
    public enum CellStyle: Hashable, Sendable {
        /// The title alone.
        case `default`
        /// The title over a subtitle.
        case subtitle
        /// The title with a trailing detail.
        case value1
        /// A trailing-aligned label, then the title.
        case value2
    }

    /// The row's kind, which colours its title.
    public enum Role: Hashable, Sendable {
        /// Label colour.
        case normal
        /// Red.
        case destructive
        /// Tint.
        case button
        /// A filled button: white on the tint, centred.
        case prominent
    }

    /// A UIKit accessory.
    public enum Accessory: Hashable, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosure
        /// A checkmark in the tint.
        case checkmark
        /// An info button.
        case detail
        /// An info button and a chevron.
        case detailDisclosure
    }

    /// What a value1 row does when its title and detail do not fit on one line.
    public enum ValueLayout: Hashable, Sendable {
        /// The detail is cut at its end.
        case truncateTail
        /// The detail is cut in its middle.
        case truncateMiddle
        /// The detail moves under the title.
        case stack
    }

    /// The control shown in edit mode.
    public enum EditControl: Hashable, Sendable {
        /// The red minus.
        case delete
        /// The green plus.
        case insert
        /// Nothing.
        case none
    }

    /// A trailing symbol instead of an accessory.
    public struct AccessorySymbol: Hashable, Sendable {
        /// The glyph, or nil for a name the symbol font lacks (then the row's accessory shows, as before).
        public var glyph: SymbolGlyph?
        /// Its colour (tertiary label unless the spec says).
        public var color: RGBAColor
    }

    /// The title.
    public var title: String = ""
    /// The subtitle, if any.
    public var subtitle: String?
    /// The detail, if any.
    public var detail: String?
    /// The cell style in effect.
    public var cellStyle: CellStyle = .default
    /// The accessory.
    public var accessory: Accessory = .none
    /// A trailing symbol, drawn instead of the accessory.
    public var accessorySymbol: AccessorySymbol? {
        get { accessorySymbolBox?.value }
        set { accessorySymbolBox = newValue.map(RowPart.init) }
    }
    /// A switch and whether it is on, or nil for none.
    public var switchValue: Bool?
    /// The switch's track colour when on.
    public var switchOnColor: RGBAColor = RGBAColor(0, 0, 0)
    /// The row control, if any.
    public var control: ContentControl? {
        get { controlBox?.value }
        set { controlBox = newValue.map(RowPart.init) }
    }
    /// A badge's text, if any.
    public var badge: String?
    /// The leading icon, if any.
    public var icon: ContentIcon? {
        get { iconBox?.value }
        set { iconBox = newValue.map(RowPart.init) }
    }
    /// The row's kind.
    public var role: Role = .normal
    /// Whether the title is centred.
    public var centersTitle: Bool = false
    /// Whether the row is selected (highlighted, or a filled selection circle).
    public var selected: Bool = false
    /// Whether the row is dimmed.
    public var disabled: Bool = false
    /// The value1 layout in effect (the row's, else the table's).
    public var valueLayout: ValueLayout = .truncateTail
    /// The most lines the title wraps to (0: no limit).
    public var lines: Int = 0
    /// A fixed height, or nil to size the row around its content.
    public var height: Double?
    /// Swipe actions drawn revealed, if any.
    public var swipe: ContentSwipeActions?
    /// The control shown in edit mode.
    public var edit: EditControl = .delete
    /// Whether edit mode shows reorder bars.
    public var reorder: Bool = false
    /// Outline children (the row gets an outline chevron even when they are not shown).
    public var children: [ContentRow]?
    /// Whether an outline row's children are shown.
    public var expanded: Bool = false

    // The three largest parts (520 of a row's 672 bytes inline), kept behind references: most rows have none,
    // and every row of the content is alive while the table is laid out (100,000 rows: 50 MB less at the peak).
    private var accessorySymbolBox: RowPart<AccessorySymbol>?
    private var controlBox: RowPart<ContentControl>?
    private var iconBox: RowPart<ContentIcon>?

    /// A row with `title` and every other part at its default.
    init(title: String) {
        self.title = title
    }
}

/// A part of a row kept behind a reference, compared and hashed by its value.
private final class RowPart<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: RowPart, rhs: RowPart) -> Bool {
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
