import TableGraphics
import TableSpec

/// One accessibility problem found in a layout: which check, a one-line message, and the facts behind it for
/// the JSON report.
public struct AuditFinding: Hashable, Sendable, Codable {
    /// The checks `audit` runs.
    public enum Check: String, Hashable, Sendable, Codable, CaseIterable {
        /// Text contrast below WCAG AA.
        case contrast
        /// An interactive element's target below the minimum size.
        case targets
        /// Text cut by its line limit or width, or outside the canvas or its clip.
        case truncation
    }

    /// The check that found it.
    public var check: Check
    /// What it is, e.g. `contrast`, `target`, `truncated`, `clipped`: the message's first word.
    public var kind: String
    /// The message after `SPEC: `, one escaped line.
    public var message: String
    /// Index of the accessibility element it belongs to in reading order, or nil when no element holds it.
    public var element: Int?
    /// The text concerned (contrast, truncation), or nil.
    public var text: String?
    /// The contrast ratio, unrounded, or nil.
    public var ratio: Double?
    /// The ratio needed, or nil.
    public var required: Double?
    /// The text colour as seen (composited over the backdrop), `#RRGGBB`, or nil.
    public var foreground: String?
    /// The colour behind it, `#RRGGBB`, or nil.
    public var background: String?
    /// The element's target (`[x, y, width, height]`, points), or nil.
    public var frame: [Double]?

    /// Creates a finding.
    public init(check: Check, kind: String, message: String, element: Int? = nil) {
        self.check = check
        self.kind = kind
        self.message = message
        self.element = element
    }
}

/// Formatting shared by the findings' messages.
enum AuditText {
    /// `text` quoted for a message: escaped (controls, bidi), cut to 80 characters, inner quotes escaped.
    static func quoted(_ text: String) -> String {
        "\"" + DiagnosticText.capped(text).replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A length in points: a whole number as one ("44"), else up to two decimals ("47.5").
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// How a finding names an element: `stepper "Text Size" decrement`, `segment "Day" in "Range"`, `row "Wi-Fi"`.
    static func name(_ element: AccessibilityElement) -> String {
        let noun = element.kind.noun
        // A row is named by its title (its label repeats every text of the row).
        if element.kind == .row, let title = element.context, !title.isEmpty { return "row \(quoted(title))" }
        if let part = noun.part { return "\(noun.name) \(quoted(element.context ?? element.label)) \(part)" }
        if let context = element.context, !context.isEmpty, context != element.label {
            return "\(noun.name) \(quoted(element.label)) in \(quoted(context))"
        }
        return "\(noun.name) \(quoted(element.label))"
    }
}
