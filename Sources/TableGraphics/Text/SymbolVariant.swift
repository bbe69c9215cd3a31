/// How a symbol is drawn from its glyph when the symbol font has no own glyph for the name: one rule per variant
/// of SF Symbols' naming (`heart.circle`, `heart.slash`, `folder.badge.plus`). Layout draws the rule from the
/// numbers of `SymbolVariantLook` (TableResolve); docs/metrics.md "Symbols".
public enum SymbolVariant: Hashable, Sendable {
    /// The glyph as it is (the font's own glyph for the whole name).
    case plain
    /// The glyph, smaller, inside a ring (`.circle`).
    case circle
    /// A filled circle with the glyph knocked out in the colour behind it (`.circle.fill`).
    case circleFill
    /// The glyph, smaller, inside a rounded square's outline (`.square`).
    case square
    /// A filled rounded square with the glyph knocked out (`.square.fill`).
    case squareFill
    /// The glyph crossed by a slash with a gap of the background on each side (`.slash`).
    case slash
    /// The glyph with a small disc at its bottom trailing corner (`.badge.plus`): `kind` is the SF badge name,
    /// `codePoint` the symbol font's disc glyph drawn there.
    case badge(kind: String, codePoint: UInt32)

    /// The rule's name as `tablerender symbols` prints it: `plain`, `circle`, `circle.fill`, `square`,
    /// `square.fill`, `slash`, `badge.KIND`.
    public var name: String {
        switch self {
        case .plain: return "plain"
        case .circle: return "circle"
        case .circleFill: return "circle.fill"
        case .square: return "square"
        case .squareFill: return "square.fill"
        case .slash: return "slash"
        case .badge(let kind, _): return "badge." + kind
        }
    }

    /// Whether the glyph sits smaller inside an enclosure (a ring or a rounded square, outlined or filled).
    public var isEnclosed: Bool {
        switch self {
        case .circle, .circleFill, .square, .squareFill: return true
        case .plain, .slash, .badge: return false
        }
    }

    /// Whether the enclosure is filled and the glyph knocked out of it.
    public var isFilledEnclosure: Bool { self == .circleFill || self == .squareFill }
}
