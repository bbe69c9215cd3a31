import TableGraphics
import TableSpec

extension Resolved {
    /// A stable text form, one value a line, indented by nesting, numbers to 1/1000 (as `DisplayList.dump()`):
    /// for the snapshot tests and `tablerender --dump-resolved` (usvg's resolved tree written back as text).
    ///
    /// Written by reflection over the stored properties in declaration order, so a value added to the look is
    /// in the dump without anyone remembering to add it.
    public func dump() -> String {
        var lines: [String] = []
        ResolvedDump.write(self, label: nil, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A value the dump writes as these labelled fields rather than its stored properties (see `Look+Dump.swift`).
protocol ResolvedDumpFields {
    /// The fields in the order written.
    var dumpFields: [(label: String, value: Any)] { get }
}

/// The reflection behind `Resolved.dump()`.
enum ResolvedDump {
    /// The stored properties of `value` as labelled fields, in declaration order.
    static func fields(of value: Any) -> [(label: String, value: Any)] {
        Mirror(reflecting: value).children.map { (label: $0.label ?? "?", value: $0.value) }
    }

    static func write(_ value: Any, label: String?, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: max(0, depth - 1))
        let prefix = label.map { indent + $0 + ":" } ?? ""
        if let leaf = leaf(value) {
            lines.append(prefix + " " + leaf)
            return
        }
        if let fields = (value as? ResolvedDumpFields)?.dumpFields {
            if label != nil { lines.append(prefix) }
            for field in fields { write(field.value, label: field.label, depth: depth + 1, into: &lines) }
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else {
                lines.append(prefix + " none")
                return
            }
            write(wrapped, label: label, depth: depth, into: &lines)
            return
        }
        if mirror.displayStyle == .enum || mirror.children.isEmpty {
            lines.append(prefix + " " + String(describing: value))
            return
        }
        if mirror.displayStyle == .collection {
            if label != nil { lines.append(prefix + (mirror.children.isEmpty ? " []" : "")) }
            for (index, child) in mirror.children.enumerated() {
                write(child.value, label: "[\(index)]", depth: depth + 1, into: &lines)
            }
            return
        }
        if label != nil { lines.append(prefix) }
        for child in mirror.children {
            write(child.value, label: child.label ?? "?", depth: depth + 1, into: &lines)
        }
    }

    /// A value written on its label's line: numbers, colours, text, flags and small geometry.
    private static func leaf(_ value: Any) -> String? {
        switch value {
        case let number as Double: return fmt(number)
        case let number as Int: return String(number)
        case let number as UInt8: return String(number)
        case let flag as Bool: return String(flag)
        case let text as String: return "\"" + text + "\""
        case let color as RGBAColor: return color.description
        case let size as Size: return "\(fmt(size.width)) x \(fmt(size.height))"
        case let point as Point: return "\(fmt(point.x)), \(fmt(point.y))"
        case let rect as Rect: return "\(fmt(rect.x)), \(fmt(rect.y)) \(fmt(rect.width)) x \(fmt(rect.height))"
        case let insets as EdgeInsets:
            return "top \(fmt(insets.top)) left \(fmt(insets.left)) bottom \(fmt(insets.bottom)) right \(fmt(insets.right))"
        case let palette as Palette: return "\(palette.appearance) (Palette's table)"
        default: return nil
        }
    }
}

/// Numbers written as the display-list dump writes them.
private func fmt(_ value: Double) -> String { DisplayList.dumpNumber(value) }
