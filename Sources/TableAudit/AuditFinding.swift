import TableRenderKit
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
    /// The JSON path of what the element comes from in the spec (`sections[1].rows[0]`,
    /// `sections[2].header`), or nil when no section or row holds it (the bars, the search field).
    public var path: String?
    /// The line of that value in the spec file (1-based), or nil when the spec is not a JSON or YAML file (a
    /// bundle's pane, standard input).
    public var line: Int?
    /// Its column (1-based, in Unicode scalars), with `line`.
    public var column: Int?

    /// Creates a finding.
    public init(check: Check, kind: String, message: String, element: Int? = nil) {
        self.check = check
        self.kind = kind
        self.message = message
        self.element = element
    }
}
