import TableGraphics
import TableResolve

extension ArrangedRow {
    /// The row's accessibility elements in `frame`, in reading order: the row (its texts, and a switch,
    /// checkmark, chevron or menu, which VoiceOver reads as part of the cell), then the controls focused on their
    /// own (text field, slider, stepper halves, segments, detail button), then edit mode's controls. Frames are
    /// the ones `items(in:)` draws; left to right (mirroring moves them).
    func accessibilityElements(in frame: Rect) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        let label = rowLabel
        let title = row.title.isEmpty ? nil : row.title
        if !label.isEmpty {
            var element = AccessibilityElement(frame: frame, label: label, kind: .row, traits: rowTraits,
                                               target: rowIsInteractive ? frame : nil, context: title)
            element.value = switchValue
            elements.append(element)
        }
        let midY = frame.midY
        if let inline {
            elements += ControlItems.accessibilityElements(of: inline, in: frame, stackHeight: stackHeight,
                                                           context: title, environment: environment)
        }
        for accessory in accessories {
            elements += accessoryElements(accessory, centerY: midY, context: title)
        }
        elements += editingElements(in: frame, context: title ?? label)
        return elements
    }

    /// What VoiceOver reads for the cell: its texts, then the value of a switch, menu, badge or spinner.
    private var rowLabel: String {
        var parts = stack.map(\.text)
        if let detail { parts.append(detail.text) }
        for accessory in accessories {
            switch accessory.kind {
            case .toggle(let isOn, _): parts.append(isOn ? "On" : "Off")
            case .badge(let text): parts.append(text.text)
            case .control(let control): ControlItems.spokenValue(of: control).map { parts.append($0) }
            case .chevron, .checkmark, .infoButton, .symbol, .outline: break
            }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// `on` or `off` when the row has a switch, nil otherwise.
    private var switchValue: String? {
        for accessory in accessories {
            if case .toggle(let isOn, _) = accessory.kind { return isOn ? "on" : "off" }
        }
        return nil
    }

    /// Whether tapping the cell does something: a chevron, checkmark, switch, menu, outline disclosure, a button
    /// role or a selectable table.
    private var rowIsInteractive: Bool {
        if row.role != .normal || row.accessory != .none || row.accessorySymbol != nil || row.switchValue != nil
            || row.children != nil || environment.content.multipleSelection {
            return true
        }
        return ControlItems.makesRowTappable(row.control)
    }

    private var rowTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if rowIsInteractive { traits.insert(.button) }
        if row.switchValue != nil { traits.insert(.toggle) }
        if row.selected || row.accessory == .checkmark { traits.insert(.selected) }
        if row.disabled { traits.insert(.notEnabled) }
        return traits
    }

    /// The focusable parts of a trailing accessory: a stepper's halves, each segment, the detail button.
    private func accessoryElements(_ accessory: PlacedAccessory, centerY: Double,
                                   context: String?) -> [AccessibilityElement] {
        switch accessory.kind {
        case .control(let control):
            return ControlItems.accessibilityElements(of: control, x: accessory.x, width: accessory.width,
                                                      centerY: centerY, context: context, environment: environment)
        case .infoButton:
            let d = accessory.width
            let box = Rect(x: accessory.x, y: centerY - d / 2, width: d, height: d)
            return [AccessibilityElement(frame: box, label: "More Info", kind: .detailButton, traits: .button,
                                         target: box, context: context)]
        case .chevron, .checkmark, .toggle, .badge, .symbol, .outline:
            // Read as part of the cell.
            return []
        }
    }

    /// Edit mode's delete/insert control and reorder control: each a column of the row's height, as UIKit's
    /// editing control and reorder control fill the indent edit mode makes on their side.
    private func editingElements(in frame: Rect, context: String) -> [AccessibilityElement] {
        guard EditingControls.isEditing(environment.content) else { return [] }
        var elements: [AccessibilityElement] = []
        let leading = environment.contentLeading - environment.outlineIndent
        if let control = EditingControls.control(for: row, in: environment.content), control != .selection(selected: true),
           control != .selection(selected: false) {
            let look = environment.resolved.look.rowStates
            let d = look.editControlDiameter
            let circleX = leading - environment.editingInsets.leading
            let circle = Rect(x: circleX, y: environment.grid.snap(frame.midY - d / 2), width: d, height: d)
            let target = Rect(x: frame.x, y: frame.y, width: max(d, leading - frame.x), height: frame.height)
            elements.append(AccessibilityElement(frame: circle, label: control == .delete ? "Delete" : "Insert",
                                                 kind: .editControl, traits: .button, target: target,
                                                 context: context))
        }
        if row.reorder {
            let trailing = environment.contentTrailing
            let target = Rect(x: trailing, y: frame.y, width: max(0, frame.maxX - trailing), height: frame.height)
            elements.append(AccessibilityElement(frame: target, label: "Reorder", kind: .reorderControl,
                                                 traits: .button, target: target, context: context))
        }
        return elements
    }
}
