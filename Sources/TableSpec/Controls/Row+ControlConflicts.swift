extension Row {
    /// What UIKit cannot show in this row, one message each, as decoding reports them at the row; empty for a row
    /// a table view can draw. (Two control keys in one row are reported while decoding: the model holds one.)
    /// Read from the control's `ControlDeclaration` (placement and detail rule), so a new control needs nothing
    /// here.
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
        let declaration = control.kind.declaration
        var problems: [String] = []
        var name = "\"\(control.key)\""
        var otherwise = "give each its own row"
        let besideTitle: Bool
        switch declaration.placement {
        case .trailing: besideTitle = true
        case .inline: besideTitle = false
        case .trailingBesideTitle:
            // Beside a title on the trailing side; without one the control spans the row.
            besideTitle = !title.isEmpty
            if besideTitle {
                name += " beside a title"
                otherwise = "leave out \"title\" to draw the \(control.key) across the row"
            }
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
        if case .trailingBesideTitle = declaration.placement, !besideTitle,
           !(subtitle ?? "").isEmpty || !(detail ?? "").isEmpty {
            // Without a title the control is the row's content; a subtitle or detail would have no room.
            let key = (subtitle ?? "").isEmpty ? "detail" : "subtitle"
            return problems + ["\(control.key) across the row leave no room for \"\(key)\"; add a \"title\" to put "
                + "the \(control.key) beside it, or give the text its own row"]
        }
        if detail != nil {
            let fix: String?
            switch declaration.detail {
            case .allowed: fix = nil
            case .refused(let text): fix = text
            case .refusedBesideTitle(let text): fix = besideTitle ? text : nil
            }
            if let fix { problems.append("a row shows either \"detail\" or \(name), not both; \(fix)") }
        }
        return problems
    }
}
