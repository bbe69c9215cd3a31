/// Font weights the layout asks for, with their CSS/OpenType numeric value.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    /// 400.
    case regular = 400
    /// 500.
    case medium = 500
    /// 600: headlines.
    case semibold = 600
    /// 700.
    case bold = 700

    /// Lower-case name used in display-list dumps.
    public var name: String {
        switch self {
        case .regular: return "regular"
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        }
    }
}
