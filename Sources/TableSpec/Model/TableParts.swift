/// The search field above the first section (top-level `searchBar`).
public struct SearchBarSpec: Hashable, Sendable {
    /// Grey text shown while the field is empty.
    public var placeholder: String
    /// The text typed in the field; empty shows the placeholder.
    public var text: String

    /// Creates a search bar.
    public init(placeholder: String = "Search", text: String = "") {
        self.placeholder = placeholder
        self.text = text
    }
}

/// The trailing column of index titles (top-level `sectionIndex`).
public enum SectionIndexSpec: Hashable, Sendable {
    /// The first letter of each section's header, in order (`true`).
    case fromHeaders
    /// These titles, in order (an array of strings).
    case titles([String])
}

/// Multiple selection in edit mode (top-level `selection`).
public enum SelectionMode: String, CaseIterable, Codable, Sendable {
    /// No selection circles.
    case none
    /// A selection circle before each row, filled where the row is `selected`.
    case multiple
}

/// The editing control before a row in edit mode (row key `edit`).
public enum EditControl: String, CaseIterable, Codable, Sendable {
    /// A red circle with a white minus (the default in edit mode).
    case delete
    /// A green circle with a white plus.
    case insert
    /// No control; the row is still indented with the others.
    case none
}

/// One swipe action revealed beside a row (row key `swipe`).
public struct SwipeAction: Hashable, Sendable {
    /// What the action does, which sets its default colour.
    public enum Role: String, CaseIterable, Codable, Sendable {
        /// An ordinary action: grey unless coloured.
        case normal
        /// A destructive action: systemRed.
        case destructive
    }

    /// The label under (or instead of) the symbol; nil for a symbol-only action.
    public var title: String?
    /// An SF Symbols name drawn above the title; decoding guarantees the catalog has it.
    public var symbol: String?
    /// The action's role.
    public var role: Role
    /// The button's colour instead of the role's.
    public var color: ColorValue?

    /// Creates an action; decoding guarantees it has a title or a symbol.
    public init(title: String? = nil, symbol: String? = nil, role: Role = .normal, color: ColorValue? = nil) {
        self.title = title
        self.symbol = symbol
        self.role = role
        self.color = color
    }
}

/// The actions revealed by swiping a row (row key `swipe`): leading ones slide the row towards the trailing side,
/// trailing ones towards the leading side. At most one side is revealed at a time, as on iOS.
public struct SwipeActions: Hashable, Sendable {
    /// Actions revealed at the leading edge; the first sits at the edge (outermost), as UIKit's
    /// `UISwipeActionsConfiguration` and SwiftUI's `.swipeActions` order them.
    public var leading: [SwipeAction]
    /// Actions revealed at the trailing edge; the first sits at the edge (outermost, the full-swipe action).
    public var trailing: [SwipeAction]

    /// Creates swipe actions.
    public init(leading: [SwipeAction] = [], trailing: [SwipeAction] = []) {
        self.leading = leading
        self.trailing = trailing
    }
}
