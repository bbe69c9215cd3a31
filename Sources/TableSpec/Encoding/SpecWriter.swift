import Foundation
import TableGraphics

/// A spec value with its keys in a fixed order, written as JSON or YAML.
public indirect enum SpecValue: Equatable, Sendable {
    /// An object; keys in the order written.
    case object([(String, SpecValue)])
    /// An array.
    case array([SpecValue])
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// A boolean.
    case bool(Bool)

    /// Equal values with keys in the same order (tuples are not Equatable, so this is written out).
    public static func == (lhs: SpecValue, rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        default: return false
        }
    }
}

/// Writes a `Spec` as a spec file (JSON or YAML) that decodes to the same `Spec`: the keys of spec.md that differ
/// from their defaults, in spec.md's order. What an imported pane uses is written (a SwiftUI file's tint, search
/// field, switch tints, symbol accessories and outline children included); keys no importer produces (swipe
/// actions, table headers, the table's own colours) are left out.
public enum SpecWriter {
    /// The spec as text in `format`, ending with a newline.
    public static func write(_ spec: Spec, format: SpecFormat) -> String {
        let value = document(spec)
        switch format {
        case .json: return json(value, indent: "") + "\n"
        case .yaml: return yaml(value, indent: "", inList: false)
        }
    }

    /// The spec as an ordered tree.
    public static func document(_ spec: Spec) -> SpecValue {
        let defaults = Spec()
        var keys: [(String, SpecValue)] = [("version", .number(1))]
        if spec.style != defaults.style { keys.append(("style", .string(spec.style.rawValue))) }
        spec.width.flatMap(finite).map { keys.append(("width", .number($0))) }
        spec.height.flatMap(finite).map { keys.append(("height", .number($0))) }
        spec.scale.flatMap(finite).map { keys.append(("scale", .number($0))) }
        if spec.appearance != defaults.appearance { keys.append(("appearance", .string(spec.appearance.rawValue))) }
        if spec.direction != defaults.direction { keys.append(("direction", .string(spec.direction.rawValue))) }
        if let point = spec.iosPointRelease {
            keys.append(("ios", .string(IOSGeneration.describe(spec.ios, pointRelease: point))))
        } else if spec.ios != defaults.ios {
            keys.append(("ios", .number(Double(spec.ios.rawValue))))
        }
        if spec.dynamicType != defaults.dynamicType { keys.append(("dynamicType", .string(spec.dynamicType.rawValue))) }
        if spec.font != defaults.font { keys.append(("font", .string(spec.font))) }
        if spec.valueLayout != defaults.valueLayout { keys.append(("valueLayout", .string(spec.valueLayout.rawValue))) }
        spec.tint.map { keys.append(("tint", .string(text(of: $0)))) }
        if let search = spec.searchBar {
            keys.append(("searchBar", .object([("placeholder", .string(search.placeholder)), ("text", .string(search.text))])))
        }
        spec.tableHeader.map { keys.append(("tableHeader", tableHeader($0))) }
        keys.append(("sections", .array(spec.sections.map(section))))
        spec.device.map { keys.append(("device", .string($0.rawValue))) }
        if spec.orientation != defaults.orientation { keys.append(("orientation", .string(spec.orientation.rawValue))) }
        if spec.screen, spec.windowChrome != WindowChrome() {
            keys.append(("screen", .object([("statusBar", .bool(spec.windowChrome.statusBar)),
                                            ("homeIndicator", .bool(spec.windowChrome.homeIndicator))])))
        } else if spec.screen {
            keys.append(("screen", .bool(true)))
        }
        if let bar = spec.statusBar { keys.append(("statusBar", .object([("time", .string(bar.time))]))) }
        if let bar = spec.navigationBar {
            var fields: [(String, SpecValue)] = [("title", .string(bar.title))]
            if bar.largeTitle { fields.append(("largeTitle", .bool(true))) }
            bar.back.map { fields.append(("back", .string($0))) }
            bar.leading.map { fields.append(("leading", .string($0))) }
            bar.trailing.map { fields.append(("trailing", .string($0))) }
            keys.append(("navigationBar", .object(fields)))
        }
        return .object(keys)
    }

    private static func tableHeader(_ header: TableHeader) -> SpecValue {
        var keys: [(String, SpecValue)] = []
        switch header.artwork {
        case .symbol(let name): keys.append(("symbol", .string(name)))
        case .image(let path): keys.append(("image", .string(path)))
        case .initials(let initials): keys.append(("initials", .string(initials)))
        }
        header.color.map { keys.append(("color", .string(text(of: $0)))) }
        header.title.map { keys.append(("title", .string($0))) }
        header.subtitle.map { keys.append(("subtitle", .string($0))) }
        if header.style != .account { keys.append(("style", .string(header.style.rawValue))) }
        return .object(keys)
    }

    private static func section(_ section: Section) -> SpecValue {
        var keys: [(String, SpecValue)] = []
        if let header = section.header {
            if let uppercase = header.uppercase {
                keys.append(("header", .object([("text", .string(header.text)), ("uppercase", .bool(uppercase))])))
            } else {
                keys.append(("header", .string(header.text)))
            }
        }
        keys.append(("rows", .array(section.rows.map(row))))
        section.footer.map { keys.append(("footer", .string($0))) }
        return .object(keys)
    }

    private static func row(_ row: Row) -> SpecValue {
        let defaults = Row()
        var keys: [(String, SpecValue)] = []
        if !row.title.isEmpty { keys.append(("title", .string(row.title))) }
        row.subtitle.map { keys.append(("subtitle", .string($0))) }
        row.detail.map { keys.append(("detail", .string($0))) }
        row.cellStyle.map { keys.append(("cellStyle", .string($0.rawValue))) }
        if let symbol = row.accessorySymbol {
            var fields: [(String, SpecValue)] = [("symbol", .string(symbol.name))]
            symbol.color.map { fields.append(("color", .string(text(of: $0)))) }
            keys.append(("accessory", .object(fields)))
        } else if row.accessory != .none {
            keys.append(("accessory", .string(row.accessory.rawValue)))
        }
        if let on = row.switchValue {
            if let tint = row.switchTint {
                keys.append(("switch", .object([("on", .bool(on)), ("tint", .string(text(of: tint)))])))
            } else {
                keys.append(("switch", .bool(on)))
            }
        }
        row.badge.map { keys.append(("badge", .string($0))) }
        switch row.icon {
        case .image(let path)?: keys.append(("icon", .object([("image", .string(path))])))
        case .glyph(let glyph, nil)?: keys.append(("icon", .string(glyph)))
        case .glyph(let glyph, let color?)?:
            keys.append(("icon", .object([("glyph", .string(glyph)), ("color", .string(text(of: color)))])))
        case .symbol(let symbol)?:
            // A tinted symbol keeps its colour (storyboards import tinted image views as tinted symbols).
            var fields: [(String, SpecValue)] = [("symbol", .string(symbol.name))]
            symbol.color.map { fields.append(("color", .string(text(of: $0)))) }
            fields.append(("tile", .bool(symbol.tile)))
            keys.append(("icon", .object(fields)))
        default: break
        }
        if row.role != defaults.role { keys.append(("role", .string(row.role.rawValue))) }
        if row.align != defaults.align { keys.append(("align", .string(row.align.rawValue))) }
        if row.selected { keys.append(("selected", .bool(true))) }
        if row.disabled { keys.append(("disabled", .bool(true))) }
        if row.lines != defaults.lines { keys.append(("lines", .number(Double(row.lines)))) }
        row.valueLayout.map { keys.append(("valueLayout", .string($0.rawValue))) }
        row.height.flatMap(finite).map { keys.append(("height", .number($0))) }
        if let control = row.control { keys.append(control.written) }
        if let children = row.children {
            keys.append(("children", .array(children.map(self.row))))
            if row.expanded { keys.append(("expanded", .bool(true))) }
        }
        if keys.count == 1, keys[0].0 == "title" { return keys[0].1 }
        return .object(keys)
    }

    /// A colour as a spec writes it: `#RRGGBB[AA]` or the semantic name, both read back by `ColorValue.parse`.
    static func text(of color: ColorValue) -> String {
        switch color {
        case .literal(let rgba): return rgba.description
        case .semantic(let name): return name.rawValue
        }
    }

    /// `value` when finite: an optional size that is nan or inf is left out (its default applies).
    private static func finite(_ value: Double) -> Double? {
        value.isFinite ? value : nil
    }

    // MARK: Text

    /// A number as JSON writes it: whole numbers without ".0", others with Swift's shortest round-trip form.
    static func number(_ value: Double) -> String {
        // The last guard: JSON and the spec decoder have no nan or inf, so such a value is written as 0.
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A JSON string literal (also a valid YAML double-quoted scalar): quotes, backslashes and every control or
    /// format character escaped, so the file stays readable and one value per line.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || value == 0xFEFF {
                    out += String(format: "\\u%04X", value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func json(_ value: SpecValue, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { inner + quoted($0.0) + ": " + json($0.1, indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            return "[\n" + elements.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return quoted(text)
        case .number(let number): return Self.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// Block YAML; scalars are JSON literals, which YAML reads the same.
    private static func yaml(_ value: SpecValue, indent: String, inList: Bool) -> String {
        switch value {
        case .object(let members):
            if members.isEmpty { return "{}\n" }
            var out = ""
            for (index, member) in members.enumerated() {
                let lead = index == 0 && inList ? "" : indent
                out += lead + member.0 + ":" + nested(member.1, indent: indent + "  ")
            }
            return out
        case .array(let elements):
            if elements.isEmpty { return "[]\n" }
            return elements.map { indent + "- " + yaml($0, indent: indent + "  ", inList: true).drop { $0 == " " } }
                .joined()
        default:
            return json(value, indent: "") + "\n"
        }
    }

    private static func nested(_ value: SpecValue, indent: String) -> String {
        switch value {
        case .object(let members) where !members.isEmpty: return "\n" + yaml(value, indent: indent, inList: false)
        case .array(let elements) where !elements.isEmpty: return "\n" + yaml(value, indent: indent, inList: false)
        default: return " " + yaml(value, indent: indent, inList: false)
        }
    }
}
