import TableSpec

/// A view as the reader understood it, before it becomes rows and sections.
struct Piece {
    indirect enum Kind {
        /// A `Form` or `List` and its content.
        case list([Piece])
        /// A `Section`: header and footer views, content.
        case section(header: [Piece], footer: [Piece], content: [Piece])
        /// A finished row (a control with its title).
        case row(Row)
        /// A `Picker`, drawn by the style a `.pickerStyle` on it or around it gives.
        case picker(PickerModel)
        /// Rows a control spreads over (an inline picker's options), with the control's title.
        case options(title: String, rows: [Row])
        /// A `Text`.
        case text(String)
        /// An `Image(systemName:)`: its symbol in the catalog, nil when none is close (or an image asset).
        case image(String?)
        /// A `Label`: title and symbol.
        case label(String, symbol: String?)
        /// `HStack` (true) or `VStack` (false) content.
        case stack(horizontal: Bool, [Piece])
        /// A `Spacer`.
        case spacer
        /// Views side by side in a builder (`Group`, `ForEach`, several statements).
        case group([Piece])
        /// A `NavigationLink`'s label (drawn with a chevron).
        case link([Piece])
        /// A `Button`'s or `Link`'s label, with the role its title takes.
        case button([Piece], role: RowRole, external: Bool)
        /// A `DisclosureGroup`: its title row and content.
        case disclosure(String, expanded: Bool, [Piece])
        /// What could not be read, shown as a placeholder row.
        case placeholder(String)
        /// Nothing drawn.
        case empty
    }

    var kind: Kind
    /// Modifiers that reach the row.
    var style = PieceStyle()
    /// `.tag(…)`, or the `ForEach` item the view was made for (a picker option's value).
    var tag: Value?

    init(_ kind: Kind) { self.kind = kind }
}

/// What modifiers say about the rows a view becomes.
struct PieceStyle {
    /// `.foregroundStyle`/`.foregroundColor`.
    var color: ColorValue?
    /// Whether the colour is the accent (`.tint`, `.accentColor`, `.blue`).
    var accent = false
    /// `.badge`.
    var badge: String?
    /// `.disabled(true)`.
    var disabled = false
    /// `.lineLimit`.
    var lines: Int?
    /// `.tint` on a control.
    var tint: ColorValue?
    /// `.textCase(nil)` → false, `.textCase(.uppercase)` → true on a section.
    var uppercase: Bool?
    /// Whether the secondary colour was asked for (`.foregroundStyle(.secondary)`).
    var secondary = false
    /// `.labelsHidden()`.
    var labelsHidden = false
    /// `.background(colour)` behind an `Image`: a Settings-style tile of that colour.
    var tile: ColorValue?
}

/// A picker as read: its title, its options' texts and which is selected; its style is decided when rows are made.
struct PickerModel {
    var title: String
    var options: [String]
    var chosen: Int?
    /// The label's symbol (`label: { Label("Browser", systemImage: "network") }`), when in the catalog.
    var icon: String?
    /// `.pickerStyle(…)`'s name (`menu`, `inline`, `segmented`…), nil for automatic.
    var style: String?
}
