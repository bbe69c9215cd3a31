import TableRenderKit
import TableSpec

/// Report strings as HTML: every string of a report (spec names, paths, messages) goes through here.
public enum HTMLEscaping {
    /// `text` safe as element content and as a quoted attribute value: `&`, `<`, `>`, `"` and `'` as entities,
    /// and control, format and separator characters escaped as diagnostics escape them (`\n`, `\u{202E}`), so
    /// a hostile name can neither add markup nor reorder what the reader sees; cut at
    /// `ReportLimits.maximumShownCharacters`, so no one text makes the page huge.
    public static func escaped(_ text: String) -> String {
        escape(text, keepingLineFeeds: false)
    }

    /// `text` as `escaped(_:)` makes it, but line feeds kept: for messages shown with `white-space: pre-wrap`.
    public static func escaped(multiline text: String) -> String {
        escape(text, keepingLineFeeds: true)
    }

    /// `escaped(text)` written into `sink`.
    public static func write(_ text: String, to sink: ReportSink) {
        sink.write(escaped(text))
    }

    private static func escape(_ text: String, keepingLineFeeds: Bool) -> String {
        if UTF8Escaping.isPlainMarkup(text) && !UTF8Escaping.mayBeCut(text) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        UTF8Escaping.escape(text, into: &out, escapes: { scalar in
            switch scalar {
            case "&", "<", ">", "\"", "'": return true
            case "\n": return !keepingLineFeeds
            default: return DiagnosticText.needsEscape(scalar)
            }
        }, { scalar, out in
            if UTF8Escaping.appendMarkupEntity(scalar, to: &out) { return }
            if scalar == "'" {
                UTF8Escaping.append("&#39;", to: &out)
            } else {
                // The escapes are plain ASCII (`\u{1B}`), so they need no entity of their own.
                out += DiagnosticText.escaped(scalar).utf8
            }
        })
        return String(decoding: out, as: UTF8.self)
    }
}
