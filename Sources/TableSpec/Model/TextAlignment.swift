/// Horizontal alignment of a row title (row key `align`).
public enum TitleAlignment: String, CaseIterable, Codable, Sendable {
    /// Aligned with the leading edge (left in LTR, right in RTL).
    case leading
    /// Centred in the cell.
    case center
}
