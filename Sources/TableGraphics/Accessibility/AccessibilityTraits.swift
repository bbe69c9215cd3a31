/// The traits VoiceOver announces (a subset of `UIAccessibilityTraits`), in the order they are read.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates traits from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A heading (section headers, the bar title).
    public static let header = AccessibilityTraits(rawValue: 1 << 0)
    /// Activating it does something.
    public static let button = AccessibilityTraits(rawValue: 1 << 1)
    /// Currently selected (a checkmark, a selected segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 2)
    /// Swiping up or down changes its value (slider, section index).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 4)
    /// Text that does not change (footers).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
    /// Dimmed: it cannot be activated.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    /// A switch (read as "switch button" with its value).
    public static let toggle = AccessibilityTraits(rawValue: 1 << 7)

    /// The traits' names in reading order: "header", "button", "selected"….
    public var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.header, "header"), (.selected, "selected"), (.toggle, "switch"), (.button, "button"),
            (.adjustable, "adjustable"), (.searchField, "search field"), (.staticText, "static text"),
            (.notEnabled, "dimmed"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
