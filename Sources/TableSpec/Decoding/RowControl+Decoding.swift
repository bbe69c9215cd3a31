extension RowControl {
    /// The row keys that hold a control, in the order messages list them.
    static let keys = ["textField", "slider", "stepper", "segments", "menu", "progress", "spinner"]

    /// The row key this control is written under, for messages.
    var key: String {
        switch self {
        case .textField: return "textField"
        case .slider: return "slider"
        case .stepper: return "stepper"
        case .segments: return "segments"
        case .menu: return "menu"
        case .progress: return "progress"
        case .spinner: return "spinner"
        }
    }

    /// Decodes the row's control keys: none, or exactly one (`spinner: false` is no control). Several are one
    /// error at the row, after each value has been checked on its own so every problem shows in one run.
    static func decode(from row: ObjectReader, at reader: ValueReader) -> RowControl? {
        let present = keys.compactMap { key -> (key: String, reader: ValueReader)? in
            guard let value = row[key] else { return nil }
            if key == "spinner", case .bool(false) = value.node.value { return nil }
            return (key, value)
        }
        let controls = present.map { decode(key: $0.key, $0.reader) }
        guard present.count <= 1 else {
            let quoted = present.map { "\"\($0.key)\"" }
            reader.report(present.count == 2
                ? "a row has either \(quoted[0]) or \(quoted[1]), not both; give each its own row"
                : "a row has one of \(quoted.joined(separator: ", ")), not several; give each its own row")
            return nil
        }
        return controls.first ?? nil
    }

    private static func decode(key: String, _ reader: ValueReader) -> RowControl? {
        switch key {
        case "textField": return TextFieldControl.decode(reader).map { .textField($0) }
        case "slider": return SliderControl.decode(reader).map { .slider($0) }
        case "stepper": return StepperControl.decode(reader).map { .stepper($0) }
        case "segments": return SegmentsControl.decode(reader).map { .segments($0) }
        case "menu": return reader.string().map { .menu($0) }
        // UIProgressView clamps, but a spec is written by hand: 40 meant as percent is a mistake to point out.
        case "progress": return reader.number(in: 0...1).map { .progress($0) }
        default: return reader.bool().flatMap { $0 ? .spinner : nil }
        }
    }
}

extension TextFieldControl {
    static let keys = ["value", "placeholder", "secure"]

    /// Decodes `{"value", "placeholder", "secure"}`, every key optional.
    static func decode(_ reader: ValueReader) -> TextFieldControl? {
        guard case .object = reader.node.value else {
            reader.mismatch(expected: "an object with \"value\", \"placeholder\" or \"secure\"")
            return nil
        }
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        var field = TextFieldControl()
        object["value"]?.string().map { field.value = $0 }
        object["placeholder"]?.string().map { field.placeholder = $0 }
        object["secure"]?.bool().map { field.secure = $0 }
        return field
    }
}

extension SliderControl {
    static let keys = ["value", "min", "max", "minSymbol", "maxSymbol"]

    /// Decodes `{"value", "min", "max", "minSymbol", "maxSymbol"}`: `min` below `max`, `value` between them.
    ///
    /// `value` defaults to 0 brought into the range, as a new UISlider's. A value outside the range is an error
    /// rather than UISlider's clamp: `"value": 50` with the default 0…1 is nearly always a forgotten `"max": 100`.
    static func decode(_ reader: ValueReader) -> SliderControl? {
        guard case .object = reader.node.value else {
            reader.mismatch(expected: "an object with \"value\", \"min\" and \"max\"")
            return nil
        }
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        var numbersRead = true
        func number(_ key: String, default fallback: Double) -> Double {
            guard let field = object[key] else { return fallback }
            if let value = field.number() { return value }
            numbersRead = false
            return fallback
        }
        let minimum = number("min", default: 0)
        let maximum = number("max", default: 1)
        let value = number("value", default: Swift.min(Swift.max(0, minimum), maximum))
        let minimumSymbol = object["minSymbol"]?.symbolName()
        let maximumSymbol = object["maxSymbol"]?.symbolName()
        // Range checks only on numbers that were read: a wrong type already has its own message.
        guard numbersRead else { return nil }
        guard minimum < maximum else {
            // Name a default as one, so `"min": 5` alone says why 1 is in the message.
            let maxText = formatNumber(maximum) + (object["max"] == nil ? ", the default" : "")
            let minText = formatNumber(minimum) + (object["min"] == nil ? ", the default" : "")
            (object["max"] ?? object["min"] ?? reader).report(
                "\"max\" (\(maxText)) must be greater than \"min\" (\(minText))")
            return nil
        }
        if let field = object["value"], !(minimum...maximum).contains(value) {
            let range = "\(formatNumber(minimum))…\(formatNumber(maximum))"
            let hint = object["min"] == nil && object["max"] == nil
                ? "expected \(range) (set \"min\" and \"max\" for another range)"
                : "expected \(range), from \"min\" to \"max\""
            field.report("\(formatNumber(value)) is out of range; \(hint)")
            return nil
        }
        return SliderControl(value: value, minimum: minimum, maximum: maximum, minimumSymbol: minimumSymbol,
                             maximumSymbol: maximumSymbol)
    }
}

extension StepperControl {
    static let keys = ["value"]

    /// Decodes `{"value": 3}` or `{"value": "3 min"}`: the value is kept as text, a whole number without ".0".
    static func decode(_ reader: ValueReader) -> StepperControl? {
        guard case .object = reader.node.value else {
            reader.mismatch(expected: "an object with \"value\"")
            return nil
        }
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        guard let field = object["value"] else { return StepperControl() }
        switch field.node.value {
        case .number(let number):
            return StepperControl(value: formatNumber(number))
        case .string:
            // Blank text would draw an empty gap after the title: it is the same as no value.
            guard let text = field.string() else { return nil }
            return StepperControl(value: text.allSatisfy(\.isWhitespace) ? nil : text)
        default:
            field.mismatch(expected: "a number or a string")
            return nil
        }
    }
}

extension SegmentsControl {
    static let keys = ["items", "selected"]

    /// Decodes `{"items": [string], "selected": index}`: one to `SpecLimits.maximumSegments` items, `selected` one
    /// of their indices or absent for none.
    static func decode(_ reader: ValueReader) -> SegmentsControl? {
        guard case .object = reader.node.value else {
            reader.mismatch(expected: "an object with \"items\" and \"selected\"")
            return nil
        }
        guard let object = reader.object(allowedKeys: keys),
              let itemsReader = object.required("items", objectLocation: reader.node.location)
        else { return nil }
        guard case .array(let nodes) = itemsReader.node.value else {
            itemsReader.mismatch(expected: "an array of strings")
            return nil
        }
        // The count is checked before any item is read.
        if nodes.isEmpty {
            itemsReader.report("\"items\" is empty; a segmented control needs at least one segment")
            return nil
        }
        if nodes.count > SpecLimits.maximumSegments {
            itemsReader.report("\(nodes.count) segments; at most \(SpecLimits.maximumSegments) are allowed")
            return nil
        }
        let elements = itemsReader.elements() ?? []
        let items = elements.compactMap { $0.string() }
        var selected: Int?
        if let field = object["selected"] {
            guard case .number(let number) = field.node.value else {
                field.mismatch(expected: "a whole number")
                return nil
            }
            guard let index = Int(exactly: number), nodes.indices.contains(index) else {
                field.report("\(formatNumber(number)) is not an index of \"items\"; expected a whole number "
                    + "0…\(nodes.count - 1) (leave \"selected\" out for no selected segment)")
                return nil
            }
            selected = index
        }
        guard items.count == nodes.count else { return nil }
        return SegmentsControl(items: items, selected: selected)
    }
}

extension Row {
    /// Decodes `"switch": true` or `"switch": {"on": true, "tint": colour}` into `switchValue` and `switchTint`.
    mutating func decodeSwitch(_ reader: ValueReader) {
        switch reader.node.value {
        case .bool(let on):
            switchValue = on
        case .object:
            guard let object = reader.object(allowedKeys: ["on", "tint"]) else { return }
            switchValue = object.required("on", objectLocation: reader.node.location)?.bool()
            switchTint = object["tint"]?.color()
        default:
            reader.mismatch(expected: "true, false or an object with \"on\" and \"tint\"")
        }
    }

    /// What UIKit cannot show in this row, one message each, as decoding reports them at the row; empty for a row
    /// a table view can draw. (Two control keys in one row are reported while decoding: the model holds one.)
    public var controlConflicts: [String] {
        if role == .prominent {
            var extras: [String] = []
            if switchValue != nil { extras.append("\"switch\"") }
            if accessory != .none || accessorySymbol != nil { extras.append("\"accessory\"") }
            if let control { extras.append("\"\(control.key)\"") }
            guard extras.isEmpty else {
                return ["a \"prominent\" row is a filled button with only its title; remove "
                    + extras.joined(separator: " and ") + " or use role \"button\""]
            }
            return []
        }
        guard let control else { return [] }
        var problems: [String] = []
        // Segments sit on the trailing side only beside a title; without one they span the row.
        var besideTitle = control.isTrailing
        var name = "\"\(control.key)\""
        var otherwise = "give each its own row"
        if case .segments = control, !title.isEmpty {
            besideTitle = true
            name += " beside a title"
            otherwise = "leave out \"title\" to draw the segments across the row"
        }
        if besideTitle {
            if switchValue != nil {
                problems.append("\"switch\" and \(name) both sit on the trailing side; give each its own row"
                    + (otherwise.hasPrefix("give") ? "" : ", or \(otherwise)"))
            } else if accessory != .none || accessorySymbol != nil {
                problems.append("\"accessory\" and \(name) both sit on the trailing side; remove \"accessory\" or "
                    + otherwise)
            }
        }
        if case .segments = control, !besideTitle, !(subtitle ?? "").isEmpty || !(detail ?? "").isEmpty {
            // Without a title the segments are the row's content; a subtitle or detail would have no room.
            let key = (subtitle ?? "").isEmpty ? "detail" : "subtitle"
            return problems + ["segments across the row leave no room for \"\(key)\"; add a \"title\" to put the "
                + "segments beside it, or give the text its own row"]
        }
        if detail != nil {
            let fix: String?
            switch control {
            case .menu: fix = "the menu's string is the value it shows"
            case .stepper: fix = "put the number in the stepper's \"value\""
            case .textField: fix = "put the text in the field's \"value\" or \"placeholder\""
            case .segments where besideTitle: fix = "give each its own row"
            default: fix = nil
            }
            if let fix { problems.append("a row shows either \"detail\" or \(name), not both; \(fix)") }
        }
        return problems
    }
}
