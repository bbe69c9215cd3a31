/// Light or dark mode (spec key `appearance`): picks the value of every semantic colour.
public enum Appearance: String, CaseIterable, Codable, Sendable {
    /// The light palette.
    case light
    /// The dark palette.
    case dark
}
