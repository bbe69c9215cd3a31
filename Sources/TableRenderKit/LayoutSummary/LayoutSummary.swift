import TableGraphics

/// A compact, deterministic description of what a render shows, from its accessibility elements: every section
/// header, row, footer and control with its section, row, frame, traits, value and text. `render` and
/// `check --update` record it in each PNG (`pngKeyword`), so `check` can say in words what changed
/// (`LayoutChanges`) instead of only which pixels.
public struct LayoutSummary: Equatable, Sendable {
    /// The `iTXt` keyword the summary is stored under.
    public static let pngKeyword = "tablerender:layout"
    /// The first line of the text, naming the format and its version.
    public static let header = "tablerender layout 1"
    /// Most bytes of the text: elements past it are left out and the text ends with the line `truncated`.
    public static let maximumBytes = 64 << 10
    /// Longest label or context kept, in Unicode scalars (longer ones end in `…`).
    public static let maximumTextScalars = 200

    /// One element of the screen.
    public struct Element: Equatable, Sendable {
        /// `AccessibilityKind`'s raw value (`row`, `header`, `footer`, `segment`…).
        public var kind: String
        /// The section's index, nil outside the sections.
        public var section: Int?
        /// The row's index in its section, nil for headers and footers.
        public var row: Int?
        /// The frame in points, rounded to 0.1 pt.
        public var frame: Rect
        /// `AccessibilityTraits` bits.
        public var traits: Int
        /// A control's value when the label alone does not say it (`on`/`off` for a switch), else empty.
        public var value: String
        /// The row it belongs to, by title; empty when none.
        public var context: String
        /// What VoiceOver reads.
        public var label: String

        /// Creates an element.
        public init(kind: String, section: Int?, row: Int?, frame: Rect, traits: Int, value: String,
                    context: String, label: String) {
            self.kind = kind
            self.section = section
            self.row = row
            self.frame = frame
            self.traits = traits
            self.value = value
            self.context = context
            self.label = label
        }
    }

    /// The elements in reading order.
    public var elements: [Element]
    /// Whether elements were left out to stay within `maximumBytes`.
    public var truncated: Bool

    /// Creates a summary from its elements.
    public init(elements: [Element], truncated: Bool = false) {
        self.elements = elements
        self.truncated = truncated
    }

    /// The summary of a laid-out list (its `accessibility`), cut to `maximumBytes` once written.
    public init(_ list: DisplayList) {
        var elements: [Element] = []
        var bytes = Self.header.utf8.count + 1
        var truncated = false
        for element in list.accessibility {
            let summarised = Element(
                kind: element.kind.rawValue, section: element.section, row: element.row,
                frame: Self.rounded(element.frame), traits: element.traits.rawValue, value: element.value ?? "",
                context: Self.cut(element.context ?? ""), label: Self.cut(element.label))
            let line = Self.line(summarised)
            // Room is kept for the `truncated` line.
            guard bytes + line.utf8.count + 1 <= Self.maximumBytes - 10 else {
                truncated = true
                break
            }
            bytes += line.utf8.count + 1
            elements.append(summarised)
        }
        self.init(elements: elements, truncated: truncated)
    }

    private static func rounded(_ rect: Rect) -> Rect {
        func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        return Rect(x: tenth(rect.x), y: tenth(rect.y), width: tenth(rect.width), height: tenth(rect.height))
    }

    private static func cut(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumTextScalars else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(maximumTextScalars - 1))) + "…"
    }
}
