import TableSpec

/// Report strings as HTML: every string of a report (spec names, paths, messages) goes through here.
public enum HTMLEscaping {
    /// `text` safe as element content and as a quoted attribute value: `&`, `<`, `>`, `"` and `'` as entities,
    /// and control, format and separator characters escaped as diagnostics escape them (`\n`, `\u{202E}`), so
    /// a hostile name can neither add markup nor reorder what the reader sees.
    public static func escaped(_ text: String) -> String {
        escape(text, keepingLineFeeds: false)
    }

    /// `text` as `escaped(_:)` makes it, but line feeds kept: for messages shown with `white-space: pre-wrap`.
    public static func escaped(multiline text: String) -> String {
        escape(text, keepingLineFeeds: true)
    }

    private static func escape(_ text: String, keepingLineFeeds: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n" where keepingLineFeeds: result += "\n"
            default:
                // The escapes are plain ASCII (`\u{1B}`), so they need no entity of their own.
                result += DiagnosticText.escaped(scalar)
            }
        }
        return result
    }
}
