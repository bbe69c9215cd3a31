/// The trailing accessory of a row (row key `accessory`).
public enum Accessory: String, CaseIterable, Codable, Sendable {
    /// Nothing.
    case none
    /// The disclosure chevron.
    case disclosure
    /// A tinted checkmark.
    case checkmark
    /// The circled "i" detail button.
    case detail
    /// The detail button followed by a chevron.
    case detailDisclosure
}
