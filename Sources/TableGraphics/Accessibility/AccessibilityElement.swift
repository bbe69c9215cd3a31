/// One element VoiceOver would focus: where it is, what it reads, what it is, and where a finger activates it.
public struct AccessibilityElement: Hashable, Sendable {
    /// The element's frame in points (what VoiceOver outlines).
    public var frame: Rect
    /// What VoiceOver reads, e.g. "Wi-Fi, On".
    public var label: String
    /// What kind of element it is (a row, a stepper half, a header…).
    public var kind: AccessibilityKind
    /// The traits VoiceOver announces after the label.
    public var traits: AccessibilityTraits
    /// Where a touch activates it, for interactive elements; nil for static text.
    public var target: Rect?
    /// The row it belongs to, by title ("Text Size" for a stepper's halves; a row's own title), for messages;
    /// nil when there is none.
    public var context: String?
    /// The index of the spec's section it lies in, nil outside the sections (bars, search field, table header,
    /// section index).
    public var section: Int?
    /// The index of its row among the section's rows as written (an outline child's is its top-level row's),
    /// nil for headers, footers and elements outside the sections.
    public var row: Int?
    /// What its control is set to when that is not read in the label alone: `on` or `off` for a row's switch.
    public var value: String?

    /// Creates an element.
    public init(frame: Rect, label: String, kind: AccessibilityKind, traits: AccessibilityTraits = [],
                target: Rect? = nil, context: String? = nil) {
        self.frame = frame
        self.label = label
        self.kind = kind
        self.traits = traits
        self.target = target
        self.context = context
    }

    /// The element mirrored inside a canvas of `width` (right to left).
    public func mirrored(inWidth width: Double) -> AccessibilityElement {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        copy.target = target?.mirrored(inWidth: width)
        return copy
    }

    /// The element moved by `dx`, `dy` (a tile of a composition, a page).
    public func offset(dx: Double, dy: Double) -> AccessibilityElement {
        func moved(_ rect: Rect) -> Rect { Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height) }
        var copy = self
        copy.frame = moved(frame)
        copy.target = target.map(moved)
        return copy
    }
}
