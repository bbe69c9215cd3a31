import TableGraphics

/// A colour as written in a spec: a literal value or a semantic name resolved later per appearance.
public enum ColorValue: Hashable, Sendable {
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case literal(RGBAColor)
    /// A UIKit semantic colour such as `systemBlue`.
    case semantic(SemanticColor)
}
