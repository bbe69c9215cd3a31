/// UIKit's horizontal size class (spec key `sizeClass`).
public enum SizeClass: String, CaseIterable, Codable, Sendable {
    /// iPhone portrait widths.
    case compact
    /// iPad and wide canvases.
    case regular
}
