/// How rows are separated (spec key `separator` or its `style`).
public enum SeparatorStyle: String, CaseIterable, Codable, Sendable {
    /// A one-device-pixel hairline.
    case line
    /// No separators.
    case none
    /// The iOS 6 dark line with a light line one pixel below.
    case etched
    /// One continuous stroke through the table with arcs at alternating ends.
    case snake
}
