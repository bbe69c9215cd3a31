import TableSpec

/// Source text quoted in a message (escaped and shortened as every diagnostic quotes text).
enum DiagnosticQuote {
    static func text(_ text: String) -> String { DiagnosticText.quoted(text) }
}
