import TableGraphics

extension LayoutSummary {
    /// The summary as text: `header`, then one line per element, fields separated by tabs
    /// (`kind section row x y w h traits value context label`, `-` for no section or row), texts escaped so
    /// that no tab, line break or control character is written; `truncated` last when elements were left out.
    public var text: String {
        var lines = [Self.header]
        lines += elements.map(Self.line)
        if truncated { lines.append("truncated") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One element's line.
    static func line(_ element: Element) -> String {
        let frame = [element.frame.x, element.frame.y, element.frame.width, element.frame.height]
            .map(number).joined(separator: " ")
        return [escaped(element.kind), element.section.map(String.init) ?? "-", element.row.map(String.init) ?? "-",
                frame, String(element.traits), escaped(element.value), escaped(element.context),
                escaped(element.label)].joined(separator: "\t")
    }

    /// Reads what `text` writes; nil for anything else (another format version, a damaged line), so a golden
    /// with an unreadable summary is compared by pixels alone.
    public init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.header else { return nil }
        lines.removeFirst()
        if lines.last == "" { lines.removeLast() }
        var truncated = false
        if lines.last == "truncated" {
            truncated = true
            lines.removeLast()
        }
        var elements: [Element] = []
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8 else { return nil }
            let numbers = fields[3].split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4, let traits = Int(fields[4]),
                  let kind = Self.unescaped(fields[0]), let value = Self.unescaped(fields[5]),
                  let context = Self.unescaped(fields[6]), let label = Self.unescaped(fields[7]) else { return nil }
            func index(_ field: String) -> Int?? { field == "-" ? .some(nil) : Int(field).map { .some($0) } }
            guard let section = index(fields[1]), let row = index(fields[2]) else { return nil }
            elements.append(Element(kind: kind, section: section, row: row,
                                    frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                                    traits: traits, value: value, context: context, label: label))
        }
        self.init(elements: elements, truncated: truncated)
    }

    /// A length to 0.1 pt without a locale or exponent: `44`, `104.3`, `-0.5`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10, fraction = abs(tenths) % 10
        return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
    }

    /// `\\`, `\t`, `\n`, `\r` and `\u{XX}` for the other control characters (C0, DEL, C1).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The inverse of `escaped`, nil for a malformed escape.
    static func unescaped(_ text: String) -> String? {
        guard text.contains("\\") else { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\"?: out.append("\\")
            case "t"?: out.append("\t")
            case "n"?: out.append("\n")
            case "r"?: out.append("\r")
            case "u"?:
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                while let digit = scalars.next(), digit != "}" {
                    hex.unicodeScalars.append(digit)
                    if hex.count > 6 { return nil }
                }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                out.append(decoded)
            default: return nil
            }
        }
        return String(out)
    }
}
