import SwiftSyntax
import TableSpec

extension Reader {
    /// Controls as finished rows: `Toggle`, `Picker`, `LabeledContent`, text fields, `Stepper`, `Slider`,
    /// `ProgressView`, `Gauge`, and the collapsed rows of `DatePicker` and `ColorPicker`.
    func controlViews(_ name: String, _ arguments: CallArguments, in scope: Scope) -> [Piece] {
        let call = arguments.call
        func labelText(_ label: String = "label") -> String {
            if let first = arguments.unlabelled.first, !first.is(ClosureExprSyntax.self) { return title(first, in: scope) }
            // `label: Text("…")` written as an argument.
            if let expr = arguments[label], !expr.is(ClosureExprSyntax.self) { return pieceText(views(expr, in: scope)) }
            // A picker's trailing closure is its options, never its label.
            if let closure = arguments.closure(label, trailingIsThis: name != "Picker") {
                return pieceText(closureViews(closure, in: scope, arguments: []))
            }
            return ""
        }
        func labelIcon(_ label: String = "label") -> String? {
            guard arguments.unlabelled.first == nil || arguments.unlabelled.first?.is(ClosureExprSyntax.self) == true,
                  let closure = arguments.closure(label, trailingIsThis: true) else {
                return arguments["systemImage"].flatMap { symbol($0, in: scope) }
            }
            for piece in closureViews(closure, in: scope, arguments: []) {
                if case .label(_, let symbol?) = piece.kind { return symbol }
            }
            return nil
        }
        var row = Row()
        switch name {
        case "Toggle":
            if arguments.unlabelled.first == nil, let closure = arguments.closure("label", trailingIsThis: true),
               let label = compose(closureViews(closure, in: scope, arguments: []), horizontal: true) {
                // `Toggle(isOn:) { VStack { Text(title); Text(note) } }`: title, subtitle and icon of the label.
                row.title = label.title
                row.subtitle = label.subtitle ?? label.detail
                row.icon = label.icon
            } else {
                row.title = labelText()
                if let symbol = labelIcon() { row.icon = symbolIcon(symbol) }
            }
            row.switchValue = bound(arguments["isOn"], default: .bool(false), what: "the switch", in: scope).bool ?? false
        case "LabeledContent":
            row.title = labelText()
            if let value = arguments["value"] {
                row.detail = shown(value, in: scope)
            } else if let closure = arguments.closure("content", trailingIsThis: true) {
                let pieces = closureViews(closure, in: scope, arguments: [])
                if let control = pieces.lazy.compactMap({ piece -> Row? in
                    if case .row(let inner) = piece.kind { return inner }
                    return nil
                }).first {
                    var merged = control
                    merged.title = row.title
                    return [Piece(.row(merged))]
                }
                row.detail = pieceText(pieces)
            }
            if let closure = arguments.closure("label", trailingIsThis: false) {
                let pieces = closureViews(closure, in: scope, arguments: [])
                row.title = pieceText(pieces)
                for piece in pieces { if case .label(_, let symbol?) = piece.kind { row.icon = symbolIcon(symbol) } }
            }
            row.valueLayout = .truncateMiddle
        case "Picker":
            var pieces = picker(arguments, title: labelText(), in: scope)
            if let closure = arguments.closure("label", trailingIsThis: false), let first = pieces.first,
               case .picker(var model) = first.kind {
                for piece in closureViews(closure, in: scope, arguments: []) {
                    if case .label(_, let symbol?) = piece.kind { model.icon = symbol }
                }
                pieces[0].kind = .picker(model)
            }
            return pieces
        case "TextField", "SecureField", "TextEditor":
            let placeholder = arguments.unlabelled.first.map { title($0, in: scope) } ?? ""
            let text = bound(arguments["text"], default: .string(""), what: "the text", in: scope)
            let prompt = arguments["prompt"].flatMap { expr -> String? in
                guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
                return textValue(CallArguments(call), in: scope)
            }
            if name == "TextEditor" {
                row.title = text.text ?? ""
                return [Piece(.row(row))]
            }
            row.control = .textField(TextFieldControl(value: text.text ?? "", placeholder: prompt ?? placeholder,
                                                      secure: name == "SecureField"))
        case "Stepper":
            row.title = labelText()
            row.control = .stepper(StepperControl())
        case "Slider":
            let value = bound(arguments["value"], default: .int(0), what: "the slider", in: scope).double ?? 0
            var minimum = 0.0
            var maximum = 1.0
            if let range = arguments["in"] {
                if case .range(let lower, let upper) = self.value(range, in: scope) {
                    minimum = Double(lower)
                    maximum = Double(upper &- 1)
                } else if let (lower, upper) = closedRange(range, in: scope) {
                    minimum = lower
                    maximum = upper
                }
            }
            if maximum <= minimum { maximum = minimum + 1 }
            var slider = SliderControl(value: min(max(value, minimum), maximum), minimum: minimum, maximum: maximum)
            slider.minimumSymbol = symbolName(in: arguments.closure("minimumValueLabel", trailingIsThis: false), scope: scope)
            slider.maximumSymbol = symbolName(in: arguments.closure("maximumValueLabel", trailingIsThis: false), scope: scope)
            row.control = .slider(slider)
        case "ProgressView", "Gauge":
            row.title = arguments.unlabelled.first.map { title($0, in: scope) } ?? ""
            if let closure = arguments.closure("label", trailingIsThis: name == "Gauge") {
                row.title = pieceText(closureViews(closure, in: scope, arguments: []))
            }
            if let valueExpr = arguments["value"] {
                var fraction = value(valueExpr, in: scope).double ?? 0
                if let total = arguments["total"].flatMap({ value($0, in: scope).double }), total > 0 { fraction /= total }
                row.control = .progress(min(max(fraction, 0), 1))
            } else {
                row.control = .spinner
            }
        case "DatePicker", "MultiDatePicker":
            row.title = labelText()
            let components = arguments["displayedComponents"]?.trimmedDescription ?? ""
            if components.contains("hourAndMinute") && !components.contains("date") {
                row.detail = "9:41 AM"
            } else if components.contains("date") && !components.contains("hourAndMinute") {
                row.detail = "Jun 9, 2025"
            } else {
                row.detail = "Jun 9, 2025 9:41 AM"
            }
        case "ColorPicker":
            row.title = labelText()
            // The colour well: the catalog has no filled circle, so a palette in the chosen colour stands for it.
            let color = arguments["selection"].flatMap { colorValue($0, in: scope) } ?? .semantic(.systemBlue)
            row.accessorySymbol = SymbolAccessory(name: "paintpalette.fill", color: color)
        case "PhotosPicker":
            return [Piece(.button([Piece(.text(labelText()))], role: .button, external: false))]
        default:
            return [unknownView(name, at: call, in: scope)]
        }
        return [Piece(.row(row))]
    }

    /// A binding's current value (`$isOn` → the state's initial value); `fallback` with a warning when unknown.
    func bound(_ expr: ExprSyntax?, default fallback: Value, what: String, in scope: Scope) -> Value {
        guard let expr else { return fallback }
        let item = value(expr, in: scope)
        if item.isKnown { return item }
        warn("the value of \(what) (\(quoted(expr))) is not known without running the app; \(fallback.text ?? "a default") is shown (set it with --assume '\(Self.assumptionKey(expr.trimmedDescription.replacingOccurrences(of: "$", with: "")))=VALUE')",
             at: expr, in: scope.source)
        return fallback
    }

    /// `0...100` as two numbers (a closed range of doubles).
    private func closedRange(_ expr: ExprSyntax, in scope: Scope) -> (Double, Double)? {
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard let lower = value(parts[0], in: scope).double, let upper = value(parts[2], in: scope).double else { return nil }
        return (lower, upper)
    }

    /// The symbol of an `Image(systemName:)` in a closure (a slider's end labels).
    private func symbolName(in closure: ClosureExprSyntax?, scope: Scope) -> String? {
        guard let closure else { return nil }
        for piece in closureViews(closure, in: scope, arguments: []) {
            if case .image(let name?) = piece.kind { return name }
        }
        return nil
    }

    /// A row icon for an SF Symbols name (as `symbol(_:in:)` gave it): the bare glyph, as SwiftUI draws a
    /// `Label`'s icon.
    func symbolIcon(_ name: String, color: ColorValue? = nil) -> RowIcon {
        .symbol(SymbolIcon(name: name, color: color, tile: false))
    }

    /// An SF Symbols name as written. A name the catalog lacks is kept, with the catalog's warning (did you mean),
    /// and draws the placeholder, as it would in a spec (`--strict` makes it an error); a name only the running
    /// app knows is a warning too and draws the placeholder under its placeholder text (`‹icon›`).
    func symbol(_ expr: ExprSyntax, in scope: Scope) -> String? {
        let item = value(expr, in: scope)
        guard let text = item.text else {
            let placeholder = Self.placeholder(expr.trimmedDescription)
            warn("the symbol \(quoted(expr)) is not known without running the app; a placeholder is drawn (set it with --assume '\(Self.assumptionKey(expr.trimmedDescription))=\"NAME\"')",
                 at: expr, in: scope.source)
            return placeholder
        }
        let name = String(text.prefix(SwiftUILimits.maximumTextLength))
        if SymbolCatalog.glyph(named: name) == nil {
            warn(SymbolCatalog.unknownNameMessage(name), at: expr, in: scope.source)
        }
        return name
    }

    /// A `Picker`: its options (`Text(…).tag(…)`, or a `ForEach`'s items) and the selected one, drawn by its
    /// style: a menu value (automatic, menu), a value with a chevron (navigationLink), option rows with a
    /// checkmark (inline, radioGroup), segments, or the value (wheel).
    private func picker(_ arguments: CallArguments, title: String, in scope: Scope) -> [Piece] {
        let call = arguments.call
        let selection = arguments["selection"].map { value($0, in: scope) } ?? .unknown("selection")
        var options: [(String, Value?)] = []
        if let closure = arguments.closure("content", trailingIsThis: true) {
            collectOptions(closureViews(closure, in: scope, arguments: []), into: &options)
        }
        if !selection.isKnown, let expr = arguments["selection"] {
            warn("the selection of the picker (\(quoted(expr))) is not known without running the app; its first option is shown",
                 at: expr, in: scope.source)
        }
        let chosen = options.firstIndex { $0.1.map { $0.matches(selection) } ?? false }
            ?? (selection.isKnown ? nil : (options.isEmpty ? nil : 0))
        return [Piece(.picker(PickerModel(title: title, options: options.map(\.0), chosen: chosen)))]
    }

    /// A picker's options: each text (or label) with its `.tag`, else the `ForEach` item it came from.
    private func collectOptions(_ pieces: [Piece], into options: inout [(String, Value?)]) {
        for piece in pieces {
            switch piece.kind {
            case .group(let inner), .stack(_, let inner):
                if case .stack = piece.kind, let text = Optional(pieceText(inner)), !text.isEmpty {
                    options.append((text, piece.tag))
                } else {
                    collectOptions(inner, into: &options)
                }
            case .text(let text), .label(let text, _):
                options.append((text, piece.tag))
            default:
                break
            }
        }
    }
}
