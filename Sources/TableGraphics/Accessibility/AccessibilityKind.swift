/// What an accessibility element is: decides how findings name it ("stepper … decrement").
public enum AccessibilityKind: String, Hashable, Sendable, CaseIterable {
    /// The navigation bar's title (inline or large).
    case barTitle
    /// A navigation bar button (back, leading, trailing).
    case barButton
    /// The search bar's field.
    case searchField
    /// The table header card.
    case tableHeader
    /// A section header.
    case header
    /// A row (cell): its texts, and its switch, checkmark, chevron or menu when it has one.
    case row
    /// A section footer.
    case footer
    /// A stepper's "−" half.
    case stepperDecrement
    /// A stepper's "+" half.
    case stepperIncrement
    /// One segment of a segmented control.
    case segment
    /// A slider.
    case slider
    /// A text field.
    case textField
    /// The detail (ⓘ) button.
    case detailButton
    /// A swipe action's button.
    case swipeAction
    /// An edit-mode delete or insert control.
    case editControl
    /// An edit-mode reorder control.
    case reorderControl
    /// The section index column.
    case sectionIndex

    /// The noun and, for a part of a control, the part: `stepper` + `decrement`.
    public var noun: (name: String, part: String?) {
        switch self {
        case .barTitle: return ("bar title", nil)
        case .barButton: return ("bar button", nil)
        case .searchField: return ("search field", nil)
        case .tableHeader: return ("table header", nil)
        case .header: return ("header", nil)
        case .row: return ("row", nil)
        case .footer: return ("footer", nil)
        case .stepperDecrement: return ("stepper", "decrement")
        case .stepperIncrement: return ("stepper", "increment")
        case .segment: return ("segment", nil)
        case .slider: return ("slider", nil)
        case .textField: return ("text field", nil)
        case .detailButton: return ("detail button", nil)
        case .swipeAction: return ("swipe action", nil)
        case .editControl: return ("edit control", nil)
        case .reorderControl: return ("reorder control", nil)
        case .sectionIndex: return ("section index", nil)
        }
    }
}
