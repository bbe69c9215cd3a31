import TableRenderKit
/// Texts of a report cut for a summary line or cell (the check's reports and audit's).
public enum ReportText {
    /// `text` cut to at most `limit` Unicode scalars, ending in `…` when cut.
    public static func cut(_ text: String, to limit: Int) -> String {
        // A byte count first: most texts are far shorter than any limit, and need no counting.
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
              end < scalars.endIndex else { return text }
        return String(scalars[..<end]) + "…"
    }
}
