/// The Dynamic Type text size category (spec key `dynamicType`).
public enum DynamicTypeSize: String, CaseIterable, Codable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium: what most snapshot harnesses render at (body 16 pt).
    case medium
    /// Large: the iOS default (body 17 pt).
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// Accessibility size 1.
    case AX1
    /// Accessibility size 2.
    case AX2
    /// Accessibility size 3.
    case AX3
    /// Accessibility size 4.
    case AX4
    /// Accessibility size 5.
    case AX5
}
