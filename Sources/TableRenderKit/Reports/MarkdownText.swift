/// Text made inert in GitHub-flavoured Markdown: a spec name like `a|b*c` or one with a line break must stay one
/// table cell of literal text.
public enum MarkdownText {
    /// Characters that start emphasis, code, links, HTML, strikethrough or a table cell.
    static let special: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "!", "#"]

    /// `text` as literal inline text: special characters backslash-escaped, `&` as an entity, line breaks and
    /// other control characters as spaces.
    public static func escaped(_ text: String) -> String {
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
