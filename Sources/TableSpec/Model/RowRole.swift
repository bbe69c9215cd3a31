/// What a row does, which sets its title colour (row key `role`).
public enum RowRole: String, CaseIterable, Codable, Sendable {
    /// An ordinary row: title in `label`.
    case normal
    /// A destructive action: title in `systemRed`.
    case destructive
    /// A button: title in the tint colour.
    case button
    /// A prominent button: the title centred in white on a cell filled with the tint colour.
    case prominent
}
