import TableRenderKit
/// Text made safe for XML 1.0: markup characters escaped, and characters XML 1.0 cannot carry at all (control
/// characters other than tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD, since spec
/// and file names may hold anything and a report must still parse. Texts are cut at
/// `ReportLimits.maximumShownCharacters`.
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
        // Printable ASCII without markup characters (most names and paths) stays as it is.
        if !UTF8Escaping.mayBeCut(text), UTF8Escaping.isPlainMarkup(text, allowingApostrophe: true) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        UTF8Escaping.escape(text, into: &out, escapes: { scalar in
            switch scalar {
            case "&", "<", ">", "\r": return true
            case "\"", "\t", "\n": return attribute
            default: return !isAllowed(scalar)
            }
        }, { scalar, out in
            if UTF8Escaping.appendMarkupEntity(scalar, to: &out) { return }
            switch scalar {
            case "\t": UTF8Escaping.append("&#9;", to: &out)
            case "\n": UTF8Escaping.append("&#10;", to: &out)
            case "\r": UTF8Escaping.append("&#13;", to: &out)
            default: UTF8Escaping.append("\u{FFFD}", to: &out)
            }
        })
        return String(decoding: out, as: UTF8.self)
    }
}
