import TableRenderKit
/// Text made inert in GitHub-flavoured Markdown: a spec name like `a|b*c` or one with a line break must stay one
/// table cell of literal text.
public enum MarkdownText {
    /// Characters that start emphasis, code, links, HTML, strikethrough or a table cell.
    static let special: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "!", "#"]
    /// The same characters as bytes, for the check that most text needs no escape.
    private static let specialBytes: Set<UInt8> = Set(special.map { UInt8($0.value) })

    /// `text` as literal inline text: special characters backslash-escaped, `&` as an entity, line breaks and
    /// other control characters as spaces.
    public static func escaped(_ text: String) -> String {
        // Letters, digits and plain punctuation stay as they are: checked on bytes first.
        if text.utf8.allSatisfy({ byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && !specialBytes.contains(byte)
        }) {
            return text
        }
        var out = ""
        for scalar in text.unicodeScalars {
            if special.contains(scalar) {
                out += "\\" + String(scalar)
            } else if scalar == "&" {
                out += "&amp;"
            } else if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += " "
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
