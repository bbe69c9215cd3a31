import TableRenderKit
/// Why bytes are not a check report, in one line: where (the JSON path and the line and column), and what.
public struct ReportDecodingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The bytes are not JSON at all.
        case syntax(String)
        /// JSON, but not the shape of a report (a missing key, a wrong type, an unknown status).
        case shape(String)
        /// More entries (specs and orphans) than the reader was allowed to take (`ReportLimits.maximumEntries`).
        case tooManyEntries(limit: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// `specs[3].status`, empty for the document itself.
    public var path: String
    /// 1-based line of the byte where it went wrong.
    public var line: Int
    /// 1-based column (in Unicode scalars) of that byte.
    public var column: Int

    /// `specs[3].status: unknown status "x" (line 40, column 17)`, or `not valid JSON: …` for a syntax error.
    public var description: String {
        let position = "line \(line), column \(column)"
        switch kind {
        case .syntax(let reason):
            return "not valid JSON: \(reason) (\(position))"
        case .shape(let reason):
            return "\(path.isEmpty ? "the top level" : path): \(reason) (\(position))"
        case .tooManyEntries(let limit):
            return "more than \(limit) entries (specs and orphans) in the reports merged (\(position))"
        }
    }
}
