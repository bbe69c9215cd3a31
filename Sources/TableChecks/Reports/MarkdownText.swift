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

    /// A relative path as a link destination: every byte but letters, digits and `-._~/` percent-encoded, so
    /// spaces, parentheses and brackets in names cannot end the link or open another.
    public static func url(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
