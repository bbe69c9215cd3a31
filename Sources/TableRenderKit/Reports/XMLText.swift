/// Text made safe for XML 1.0: markup characters escaped, and characters XML 1.0 cannot carry at all (control
/// characters other than tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD, since spec
/// and file names may hold anything and a report must still parse.
public enum XMLText {
    /// `text` for element content.
    public static func content(_ text: String) -> String {
        escaped(text, attribute: false)
    }

    /// `text` for a double-quoted attribute value; tab, line feed and carriage return become character
    /// references, which attribute normalisation would otherwise turn into spaces.
    public static func attribute(_ text: String) -> String {
        escaped(text, attribute: true)
    }

    /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func escaped(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
