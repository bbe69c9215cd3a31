/// A UIKit semantic colour name, resolved to a value per appearance by the layout stage.
public enum SemanticColor: String, CaseIterable, Codable, Sendable {
    /// Table and cell backgrounds.
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    /// Plain-style backgrounds.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    /// Text colours.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    /// Text fields' placeholder text.
    case placeholderText
    /// Separator colours.
    case separator, opaqueSeparator
    /// Fills for thin and small shapes (switch tracks).
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// The six system greys.
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// The system accent colours.
    case systemBlue, systemGreen, systemRed, systemOrange, systemYellow, systemPink, systemPurple, systemIndigo
    /// Teal.
    case systemTeal
    /// Link text (a tint blue).
    case link
    /// Fixed colours that do not change with the appearance.
    case white, black, clear
}
