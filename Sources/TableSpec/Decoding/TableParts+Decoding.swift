extension SearchBarSpec {
    static let keys = ["placeholder", "text"]

    /// Decodes `{"placeholder": …, "text": …}`, both optional.
    static func decode(_ reader: ValueReader) -> SearchBarSpec? {
        guard let object = reader.object(allowedKeys: keys,
                                         expected: "an object with \"placeholder\" and \"text\"") else { return nil }
        var bar = SearchBarSpec()
        object["placeholder"]?.string().map { bar.placeholder = $0 }
        object["text"]?.string().map { bar.text = $0 }
        return bar
    }
}

extension SectionIndexSpec {
    /// Decodes `true` (the headers' first letters), `false` (no index) or an array of 1…100 non-empty titles;
    /// whether `true` has headers to index is checked by the caller, once the sections are read.
    static func decode(_ reader: ValueReader) -> SectionIndexSpec? {
        switch reader.node.value {
        case .bool(let on):
            return on ? .fromHeaders : nil
        case .array(let nodes):
            // The count is checked before any title is read.
            if nodes.isEmpty {
                reader.report("\"sectionIndex\" is empty; list at least one title, or use true for the first "
                    + "letters of the section headers")
                return nil
            }
            if nodes.count > SpecLimits.maximumSectionIndexTitles {
                reader.report("\(nodes.count) index titles; at most \(SpecLimits.maximumSectionIndexTitles) are allowed")
                return nil
            }
            let titles = (reader.elements() ?? []).compactMap { element -> String? in
                guard let title = element.string() else { return nil }
                // An empty title would hold a slot in the column and draw nothing.
                if title.allSatisfy(\.isWhitespace) {
                    element.report("an index title must not be empty")
                    return nil
                }
                return title
            }
            return titles.count == nodes.count ? .titles(titles) : nil
        default:
            reader.mismatch(expected: "true or an array of strings")
            return nil
        }
    }

    /// The message for `true` in a table where no section has a header.
    static let nothingToIndex = "nothing to index: true takes the first letter of each section header, and no "
        + "section has one; add headers or list the titles"
}

extension SwipeActions {
    static let keys = ["leading", "trailing"]

    /// Decodes `{"leading": [Action], "trailing": [Action]}`: one side with 1…5 actions, the other absent or empty.
    static func decode(_ reader: ValueReader) -> SwipeActions? {
        guard let object = reader.object(allowedKeys: keys,
                                         expected: "an object with \"leading\" or \"trailing\" actions") else { return nil }
        // Absent is no actions; a side that did not decode is nil, and the row is dropped without more messages.
        let leading = object["leading"].map(decodeSide) ?? []
        let trailing = object["trailing"].map(decodeSide) ?? []
        guard let leading, let trailing else { return nil }
        let actions = SwipeActions(leading: leading, trailing: trailing)
        // A misspelt side ("trailng") already has its message; "no actions" would only repeat it.
        if object.members.contains(where: { !keys.contains($0.key) }) { return nil }
        if let problem = actions.problem {
            reader.report(problem)
            return nil
        }
        return actions
    }

    /// One side's actions, nil when any of them (or the count) has a problem.
    private static func decodeSide(_ reader: ValueReader) -> [SwipeAction]? {
        guard case .array(let nodes) = reader.node.value else {
            reader.mismatch(expected: "an array of actions")
            return nil
        }
        // The count is checked before any action is read.
        if nodes.count > SpecLimits.maximumSwipeActions {
            reader.report("\(nodes.count) actions; at most \(SpecLimits.maximumSwipeActions) are allowed on one side")
            return nil
        }
        let elements = reader.elements() ?? []
        let actions = elements.compactMap(SwipeAction.decode)
        return actions.count == nodes.count ? actions : nil
    }

    /// Why iOS could not show these actions revealed, or nil when it could: one side at a time, and at least one
    /// action on it. Decoding reports it at `swipe`.
    public var problem: String? {
        if !leading.isEmpty, !trailing.isEmpty {
            return "a row shows either its leading or its trailing actions revealed, not both; give each side its own row"
        }
        if leading.isEmpty, trailing.isEmpty {
            return "\"swipe\" has no actions, so there is nothing to reveal; add \"leading\" or \"trailing\" actions, "
                + "or leave \"swipe\" out"
        }
        if leading.count > SpecLimits.maximumSwipeActions || trailing.count > SpecLimits.maximumSwipeActions {
            return "at most \(SpecLimits.maximumSwipeActions) actions are allowed on one side"
        }
        return nil
    }
}

extension SwipeAction {
    static let keys = ["title", "symbol", "role", "color"]

    /// Decodes `{"title", "symbol", "role", "color"}`: a non-empty title, a catalog symbol, or both.
    static func decode(_ reader: ValueReader) -> SwipeAction? {
        guard let object = reader.object(allowedKeys: keys,
                                         expected: "an action object with \"title\" or \"symbol\"") else { return nil }
        var action = SwipeAction()
        var valuesRead = true
        if let title = object["title"] {
            if let text = title.string() { action.title = text } else { valuesRead = false }
        }
        if let symbol = object["symbol"] {
            if let name = symbol.symbolName() { action.symbol = name } else { valuesRead = false }
        }
        if let role = object["role"] {
            if let value = role.enumeration(Role.self) { action.role = value } else { valuesRead = false }
        }
        if let color = object["color"] {
            if let value = color.color() { action.color = value } else { valuesRead = false }
        }
        // A bad title or symbol has its own message; only a clean action is checked for having neither.
        guard valuesRead else { return nil }
        guard action.hasLabel else {
            reader.report("an action needs a \"title\" or a \"symbol\"")
            return nil
        }
        return action
    }

    /// Whether the action shows something: a non-blank title or a symbol (a blank button would reveal nothing).
    public var hasLabel: Bool {
        symbol != nil || !(title ?? "").allSatisfy(\.isWhitespace)
    }
}

extension Row {
    /// Decodes `children` at outline `depth` (the section's rows are depth 0); deeper than
    /// `SpecLimits.maximumOutlineDepth` is refused before any child is read.
    mutating func decodeChildren(_ reader: ValueReader, depth: Int) {
        guard depth < SpecLimits.maximumOutlineDepth else {
            reader.report("children nested \(depth + 1) levels deep; at most \(SpecLimits.maximumOutlineDepth) "
                + "levels are allowed")
            return
        }
        guard let elements = reader.elements() else { return }
        children = elements.compactMap { Row.decode($0, depth: depth + 1) }
    }

    static let expandedWithoutChildren = "\"expanded\" needs \"children\"; a row without children has nothing to expand"

    /// This row and all its outline descendants, expanded or not: what the table's row limit counts.
    public var outlineRowCount: Int {
        1 + (children ?? []).reduce(0) { $0 + $1.outlineRowCount }
    }

    /// What iOS cannot show in this row given the table's `editing` and `selection`, one message each, as decoding
    /// reports them at the row; empty for a row a table view can draw. `false`, `"none"` and absent keys are
    /// accepted everywhere: only a value that would draw something is checked.
    public func tablePartConflicts(editing: Bool, selection: SelectionMode) -> [String] {
        tablePartConflicts(editingIfKnown: editing, selection: selection)
    }

    /// The same, skipping what depends on edit mode when `editingIfKnown` is nil.
    func tablePartConflicts(editingIfKnown: Bool?, selection: SelectionMode) -> [String] {
        var problems: [String] = []
        if editingIfKnown == false {
            var keys: [String] = []
            if let edit, edit != .none { keys.append("\"edit\"") }
            if reorder { keys.append("\"reorder\"") }
            if !keys.isEmpty {
                problems.append(keys.joined(separator: " and ") + (keys.count == 1 ? " draws" : " draw")
                    + " only in edit mode; set \"editing\": true at the top level")
            }
        } else if editingIfKnown == true {
            if swipe != nil {
                problems.append("a row in edit mode shows no swipe actions (iOS ends swiping when editing starts); "
                    + "remove \"swipe\" or \"editing\"")
            }
            if selection == .multiple, let edit, edit != .none {
                problems.append("with \"selection\": \"multiple\" a selection circle takes the place of the "
                    + "\"\(edit.rawValue)\" control; remove \"edit\" or \"selection\"")
            }
        }
        if expanded, children == nil { problems.append(Row.expandedWithoutChildren) }
        if let problem = swipe?.problem { problems.append(problem) }
        return problems
    }
}

extension SectionIndexSpec {
    /// The titles drawn in the index column: the given ones, or the first letter (uppercased) of each section
    /// header in order, skipping sections without a header or with a blank one.
    public func titles(for sections: [Section]) -> [String] {
        switch self {
        case .titles(let titles):
            return titles
        case .fromHeaders:
            return sections.compactMap { section in
                guard let text = section.header?.text,
                      let first = text.first(where: { !$0.isWhitespace }) else { return nil }
                return String(first).uppercased()
            }
        }
    }
}
