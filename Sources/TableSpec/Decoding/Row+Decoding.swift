extension Row {
    static let keys = [
        "title", "subtitle", "detail", "cellStyle", "accessory", "switch", "badge", "icon", "role", "align",
        "selected", "disabled", "lines", "valueLayout", "height",
    ] + RowControl.Kind.allCases.map(\.rawValue) + ["swipe", "edit", "reorder", "children", "expanded"]

    /// Decodes a row of a section (outline depth 0).
    static func decode(_ reader: ValueReader) -> Row? { decode(reader, depth: 0) }

    /// Decodes a row object at outline `depth`, or a string as shorthand for a row with only a title.
    static func decode(_ reader: ValueReader, depth: Int) -> Row? {
        if case .string = reader.node.value { return reader.string().map { Row(title: $0) } }
        guard let object = reader.object(allowedKeys: keys, expected: "a string or a row object") else { return nil }
        var row = Row()
        object["title"]?.string().map { row.title = $0 }
        row.subtitle = object["subtitle"]?.string()
        row.detail = object["detail"]?.string()
        row.cellStyle = object["cellStyle"]?.enumeration(CellStyle.self)
        if let accessory = object["accessory"] {
            if case .object = accessory.node.value {
                row.accessorySymbol = SymbolAccessory.decode(accessory)
            } else {
                accessory.enumeration(Accessory.self).map { row.accessory = $0 }
            }
        }
        object["switch"].map { row.decodeSwitch($0) }
        row.badge = object["badge"]?.string()
        row.icon = object["icon"].flatMap(RowIcon.decode)
        object["role"]?.enumeration(RowRole.self).map { row.role = $0 }
        object["align"]?.enumeration(TitleAlignment.self).map { row.align = $0 }
        object["selected"]?.bool().map { row.selected = $0 }
        object["disabled"]?.bool().map { row.disabled = $0 }
        object["lines"]?.integer(in: SpecLimits.titleLines).map { row.lines = $0 }
        row.valueLayout = object["valueLayout"]?.enumeration(ValueLayout.self)
        row.height = object["height"]?.number(in: SpecLimits.rowHeight)
        row.control = RowControl.decode(from: object, at: reader)
        row.swipe = object["swipe"].flatMap(SwipeActions.decode)
        row.edit = object["edit"]?.enumeration(EditControl.self)
        object["reorder"]?.bool().map { row.reorder = $0 }
        object["children"].map { row.decodeChildren($0, depth: depth) }
        object["expanded"]?.bool().map { row.expanded = $0 }
        // Combinations are checked on what decoded, so a value with its own problem is not reported twice.
        row.controlConflicts.forEach(reader.report)
        // Children that did not decode have their own message: the row is checked as if it had some.
        var checked = row
        if object["children"] != nil, checked.children == nil { checked.children = [] }
        // A selection that did not decode is taken as none, and an editing that did not decode as unknown: only
        // their own messages are shown.
        checked.tablePartConflicts(editingIfKnown: reader.context.editing, selection: reader.context.selection ?? .none)
            .forEach(reader.report)
        return row
    }
}

extension RowIcon {
    static let keys = ["color", "glyph", "image", "initials", "shape", "symbol", "tile"]

    /// Decodes `"✈"`, `{"color": …, "glyph": …}`, `{"image": "path.png", "shape": "circle"}`,
    /// `{"initials": "JA", "color": …}` or `{"symbol": …, "tile": …}`.
    static func decode(_ reader: ValueReader) -> RowIcon? {
        if case .string = reader.node.value { return reader.string().map { .glyph($0, color: nil) } }
        guard let object = reader.object(
            allowedKeys: keys,
            expected: "a glyph string or an object with \"glyph\", \"image\", \"initials\" or \"symbol\"")
        else { return nil }
        let color = object["color"]?.color()
        let kinds = ["glyph", "image", "initials", "symbol"].filter { object[$0] != nil }
        if kinds.count > 1 {
            let quoted = kinds.map { "\"\($0)\"" }
            reader.report(kinds.count == 2 ? "an icon has either \(quoted[0]) or \(quoted[1]), not both"
                                           : "an icon has one of \(quoted.joined(separator: ", ")), not several")
            return nil
        }
        if object["tile"] != nil, object["symbol"] == nil {
            reader.report("\"tile\" belongs to a \"symbol\" icon")
            return nil
        }
        if let shape = object["shape"] {
            guard object["image"] != nil else {
                reader.report("\"shape\" belongs to an \"image\" icon")
                return nil
            }
            guard shape.string().map({ $0 == "circle" }) == true else {
                if case .string = shape.node.value { shape.report("the only shape is \"circle\"") }
                return nil
            }
        }
        if let symbol = object["symbol"] {
            guard let name = symbol.symbolName() else { return nil }
            return .symbol(SymbolIcon(name: name, color: color, tile: object["tile"]?.bool() ?? true))
        }
        if let initials = object["initials"] {
            return initials.avatarInitials().map { .avatar(AvatarIcon(content: .initials($0), color: color)) }
        }
        if let image = object["image"] {
            guard let path = image.string() else { return nil }
            return object["shape"] == nil ? .image(path: path) : .avatar(AvatarIcon(content: .image(path: path)))
        }
        let glyph = object["glyph"]?.string() ?? ""
        return .glyph(glyph, color: color)
    }
}

extension SymbolAccessory {
    static let keys = ["symbol", "color"]

    /// Decodes `{"symbol": NAME, "color": colour}`.
    static func decode(_ reader: ValueReader) -> SymbolAccessory? {
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        guard let symbol = object["symbol"] else {
            reader.report("an accessory object needs \"symbol\"")
            return nil
        }
        let color = object["color"]?.color()
        return symbol.symbolName().map { SymbolAccessory(name: $0, color: color) }
    }
}

extension SeparatorSpec {
    static let keys = ["style", "color", "inset", "animate"]

    /// Decodes `"line"` etc. or the object form.
    static func decode(_ reader: ValueReader) -> SeparatorSpec? {
        if case .string = reader.node.value {
            return reader.enumeration(SeparatorStyle.self).map { SeparatorSpec(style: $0) }
        }
        guard let object = reader.object(allowedKeys: keys,
                                         expected: "a separator style string or an object") else { return nil }
        var separator = SeparatorSpec()
        separator.style = object["style"]?.enumeration(SeparatorStyle.self)
        separator.color = object["color"]?.color()
        if let inset = object["inset"] {
            if case .number = inset.node.value {
                // A single number insets both ends, which is what people reach for first.
                let value = inset.number(in: SpecLimits.horizontalInset)
                separator.leadingInset = value
                separator.trailingInset = value
            } else if let insets = inset.object(allowedKeys: ["leading", "trailing"]) {
                separator.leadingInset = insets["leading"]?.number(in: SpecLimits.horizontalInset)
                separator.trailingInset = insets["trailing"]?.number(in: SpecLimits.horizontalInset)
            }
        }
        object["animate"]?.bool().map { separator.animate = $0 }
        return separator
    }
}
