extension Row {
    static let keys = [
        "title", "subtitle", "detail", "cellStyle", "accessory", "switch", "badge", "icon", "role", "align",
        "selected", "disabled", "lines", "height",
    ]

    /// Decodes a row object, or a string as shorthand for a row with only a title.
    static func decode(_ reader: ValueReader) -> Row? {
        if case .string = reader.node.value { return reader.string().map { Row(title: $0) } }
        guard case .object = reader.node.value else {
            reader.mismatch(expected: "a string or a row object")
            return nil
        }
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        var row = Row()
        object["title"]?.string().map { row.title = $0 }
        row.subtitle = object["subtitle"]?.string()
        row.detail = object["detail"]?.string()
        row.cellStyle = object["cellStyle"]?.enumeration(CellStyle.self)
        object["accessory"]?.enumeration(Accessory.self).map { row.accessory = $0 }
        row.switchValue = object["switch"]?.bool()
        row.badge = object["badge"]?.string()
        row.icon = object["icon"].flatMap(RowIcon.decode)
        object["role"]?.enumeration(RowRole.self).map { row.role = $0 }
        object["align"]?.enumeration(TitleAlignment.self).map { row.align = $0 }
        object["selected"]?.bool().map { row.selected = $0 }
        object["disabled"]?.bool().map { row.disabled = $0 }
        object["lines"]?.integer(in: 0...1000).map { row.lines = $0 }
        row.height = object["height"]?.number(in: 1...10_000)
        return row
    }
}

extension RowIcon {
    /// Decodes `"✈"`, `{"color": …, "glyph": …}` or `{"image": "path.png"}`.
    static func decode(_ reader: ValueReader) -> RowIcon? {
        if case .string = reader.node.value { return reader.string().map { .glyph($0, color: nil) } }
        guard case .object = reader.node.value else {
            reader.mismatch(expected: "a glyph string or an object with \"glyph\" or \"image\"")
            return nil
        }
        guard let object = reader.object(allowedKeys: ["color", "glyph", "image"]) else { return nil }
        let color = object["color"]?.color()
        if let image = object["image"] {
            if object["glyph"] != nil {
                reader.report("an icon has either \"glyph\" or \"image\", not both")
                return nil
            }
            return image.string().map { .image(path: $0) }
        }
        let glyph = object["glyph"]?.string() ?? ""
        return .glyph(glyph, color: color)
    }
}

extension SeparatorSpec {
    static let keys = ["style", "color", "inset", "animate"]

    /// Decodes `"line"` etc. or the object form.
    static func decode(_ reader: ValueReader) -> SeparatorSpec? {
        if case .string = reader.node.value {
            return reader.enumeration(SeparatorStyle.self).map { SeparatorSpec(style: $0) }
        }
        guard case .object = reader.node.value else {
            reader.mismatch(expected: "a separator style string or an object")
            return nil
        }
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        var separator = SeparatorSpec()
        separator.style = object["style"]?.enumeration(SeparatorStyle.self)
        separator.color = object["color"]?.color()
        if let inset = object["inset"] {
            if case .number = inset.node.value {
                // A single number insets both ends, which is what people reach for first.
                let value = inset.number(in: 0...2048)
                separator.leadingInset = value
                separator.trailingInset = value
            } else if let insets = inset.object(allowedKeys: ["leading", "trailing"]) {
                separator.leadingInset = insets["leading"]?.number(in: 0...2048)
                separator.trailingInset = insets["trailing"]?.number(in: 0...2048)
            }
        }
        object["animate"]?.bool().map { separator.animate = $0 }
        return separator
    }
}
