/// Where a text cut at its line limit loses its characters: UIKit labels cut the tail, SwiftUI values the middle.
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    /// "Somewhere else en…": UILabel's default, and every run unless layout asks otherwise.
    case tail
    /// "Somewhere…entirely": SwiftUI's `LabeledContent`, `Picker` and menu values.
    case middle
}
