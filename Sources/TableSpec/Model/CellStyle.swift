/// The arrangement of a row's texts (row key `cellStyle`), as `UITableViewCell.CellStyle`.
public enum CellStyle: String, CaseIterable, Codable, Sendable {
    /// Title only.
    case `default`
    /// Title with a smaller subtitle below it.
    case subtitle
    /// Title with a trailing grey detail (Settings).
    case value1
    /// A small tinted leading label followed by the detail (Contacts).
    case value2
}
