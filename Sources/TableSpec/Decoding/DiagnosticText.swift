/// Makes a diagnostic safe to print: one line that nothing in the spec (or a file name) can break, colour,
/// reorder or stretch.
///
/// Keys, values and paths come from the spec and are printed back; raw, a key holding a newline would forge a
/// second diagnostic, an escape sequence would reach the terminal, a bidi override would reorder the line, and
/// a megabyte key would print a megabyte. Every line is therefore passed through `line(_:)` where it is
/// formatted (`SpecDiagnostic.formatted(file:)`, `RenderError`, the CLI's `printError`), and every path key
/// through `capped(_:)`. Both are idempotent, so a line formatted twice prints the same.
public enum DiagnosticText {
    /// Longest quoted value or path key shown, in characters (an escape counts as one); longer ones end in `…`.
    /// Enough to recognise a key, a value or a file name; short enough that a message quoting two of them,
    /// and a list of what is allowed, stays readable.
    public static let maximumQuotedLength = 60

    /// Longest line printed, in Unicode scalars, including the file name and path; longer ones end in `…`.
    public static let maximumLineLength = 1000

    /// `text` as one safe line: controls and format characters escaped, each `"…"` part cut to
    /// `maximumQuotedLength`, the whole cut to `maximumLineLength`.
    public static func line(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var inQuote = false
        var quotedUnits = 0
        var skippingRest = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let unitEnd = endOfUnit(in: scalars, at: index)
            let unit = scalars[index..<unitEnd]
            index = unitEnd
            if unit.first == "\"" {
                if inQuote {
                    skippingRest = false
                }
                inQuote.toggle()
                quotedUnits = 0
                output.append("\"")
                continue
            }
            if inQuote {
                if skippingRest { continue }
                if quotedUnits == maximumQuotedLength {
                    output.append("…")
                    skippingRest = true
                    continue
                }
                quotedUnits += 1
            }
            for scalar in unit { output.append(contentsOf: escaped(scalar).unicodeScalars) }
        }
        if output.count > maximumLineLength {
            output = String.UnicodeScalarView(output.prefix(maximumLineLength - 1))
            output.append("…")
        }
        return String(output)
    }

    /// `text` from the spec, a file or the command line in double quotes, as every message quotes it: cut to
    /// `maximumQuotedLength` characters with `…`, control and format characters escaped, and `"` and `\`
    /// escaped too, so a quote inside the text can neither end the quoted part early (which let `line(_:)`
    /// take the rest of the text for unquoted words and print all of it) nor open one that swallows the
    /// rest of the message.
    public static func quoted(_ text: String) -> String {
        "\"" + capped(text) + "\""
    }

    /// `text` escaped, and cut to `maximumQuotedLength` characters with `…`: for keys printed without quotes
    /// (path components). `"` and `\` are escaped as in `quoted(_:)`: a bare quote in a key would otherwise
    /// open a quoted part that `line(_:)` cuts, taking the message after the path with it.
    public static func capped(_ text: String) -> String {
        var output = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == maximumQuotedLength {
                output += "…"
                break
            }
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            default: output += escaped(scalar)
            }
        }
        return output
    }

    /// `scalar` itself, or an escape when it is a control character (C0, DEL, C1), a format character
    /// (bidi overrides and isolates, zero-width characters, …) or a line or paragraph separator.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: break
        }
        guard needsEscape(scalar) else { return String(scalar) }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `escaped(_:)` changes `scalar`: a control character (C0, DEL, C1), a format character or a line
    /// or paragraph separator. Lets writers of long texts copy every other scalar as it is.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Where the unit starting at `index` ends: a backslash takes the next scalar with it (a `\u{…}` escape
    /// whole), so an escaped quote neither ends a quoted part nor, in an unquoted path key, starts one, and an
    /// escape is counted as one character.
    private static func endOfUnit(in scalars: [Unicode.Scalar], at index: Int) -> Int {
        guard scalars[index] == "\\", index + 1 < scalars.count else { return index + 1 }
        if scalars[index + 1] == "u", index + 2 < scalars.count, scalars[index + 2] == "{" {
            var end = index + 3
            while end < scalars.count, end < index + 12, scalars[end].properties.isASCIIHexDigit { end += 1 }
            if end < scalars.count, scalars[end] == "}", end > index + 3 { return end + 1 }
        }
        return index + 2
    }
}
