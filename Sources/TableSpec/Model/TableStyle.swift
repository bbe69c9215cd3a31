/// The overall look of the table (spec key `style`).
public enum TableStyle: String, CaseIterable, Codable, Sendable {
    /// iOS 13+ Settings: sections are rounded cards inset by the layout margin.
    case insetGrouped
    /// iOS 7–14 edge-to-edge grouped: full-width cells with full-width hairlines above and below each section.
    case grouped
    /// A plain list on `systemBackground`.
    case plain
    /// The iPad Settings column of TORoundedTableView.
    case rounded
    /// The iOS 6 grouped table.
    case classic
    /// Each row its own card with a shadow.
    case cards
}
