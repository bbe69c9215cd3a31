/// What a row does, which sets its title colour (row key `role`).
public enum RowRole: String, CaseIterable, Codable, Sendable {
    /// An ordinary row: title in `label`.
    case normal
    /// A destructive action: title in `systemRed`.
    case destructive
    /// A button: title in the tint colour.
    case button
}
