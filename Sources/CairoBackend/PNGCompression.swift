/// How hard the PNG encoder works: every setting gives the same pixels and deterministic bytes.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// The tool's own deflate (`FastDeflate`) with Sub and Up row filters, drawn and encoded band by band: close
    /// to the cost of copying the pixels (the default).
    case fast
    /// zlib level 6 with libpng's adaptive filter choice, what most encoders do.
    case `default`
    /// zlib level 9 with adaptive filters: smallest files, slowest.
    case smallest

    /// The zlib level libpng compresses at (`fast` does not go through libpng or zlib's deflate).
    var zlibLevel: Int32 {
        switch self {
        case .fast: return 1
        case .default: return 6
        case .smallest: return 9
        }
    }
}
