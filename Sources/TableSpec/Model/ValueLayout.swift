/// What a value1 detail does when it and the title do not fit side by side (row and top-level key `valueLayout`).
/// iOS never wraps a value beside its title: each kind of list has its own one-line or stacked fallback.
public enum ValueLayout: String, CaseIterable, Codable, Sendable {
    /// A legacy UIKit value1 cell: the detail stays on one line, cut at its end ("Somewhere else en…").
    case truncateTail
    /// SwiftUI's `LabeledContent` and `Picker`: one line, cut in the middle ("Somewhere…entirely").
    case truncateMiddle
    /// `UIListContentConfiguration.valueCell()`: the value moves under the title, leading-aligned, and wraps.
    case stack
}
