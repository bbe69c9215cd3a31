/// Everything the spec says about one row control, declared once in the control's own file: what its row key
/// takes, where the control sits and what it allows beside it, and its line of docs/spec.md's table. Decoding,
/// the combination checks, the JSON Schema, the writer and the docs table are read from it.
public struct ControlDeclaration: Sendable {
    /// What the control's row key takes.
    public enum Form: Sendable {
        /// An object of these keys; `expected` completes "expected …, found …" for a value of another type.
        case object([KeyDescriptor], expected: String)
        /// One value; a `bool` control is present only when true (`"spinner": false` is no control).
        case value(KeyDescriptor.Value)
    }

    /// Where the control sits in its row, which decides what may sit beside it.
    public enum Placement: Sendable {
        /// On the trailing side, where a switch or an accessory would go: never beside one.
        case trailing
        /// Inside the row's content (beside or under the texts): a switch or an accessory may sit beside it.
        case inline
        /// On the trailing side beside a title, across the row without one (segments).
        case trailingBesideTitle
    }

    /// Whether a row's `detail` may sit beside the control.
    public enum DetailRule: Sendable {
        /// Yes: a value beside the title ("50%", "12 GB").
        case allowed
        /// No; the message ends with `fix`.
        case refused(fix: String)
        /// No when the control sits beside a title; the message ends with `fix`.
        case refusedBesideTitle(fix: String)
    }

    /// The control's columns in docs/spec.md's "Controls" table (the key and value columns are derived).
    public struct Documentation: Sendable {
        /// Words after the value column's derived form (", every key optional").
        public var valueNote: String
        /// The default column.
        public var defaults: String
        /// The "draws" column.
        public var draws: String

        /// Creates the docs columns.
        public init(valueNote: String = "", defaults: String, draws: String) {
            self.valueNote = valueNote
            self.defaults = defaults
            self.draws = draws
        }
    }

    /// What the row key takes.
    public var form: Form
    /// The schema's description of the control.
    public var summary: String
    /// Where it sits.
    public var placement: Placement
    /// Whether a `detail` may sit beside it.
    public var detail: DetailRule
    /// Its line of docs/spec.md.
    public var documentation: Documentation

    /// Declares a control.
    public init(form: Form, summary: String, placement: Placement, detail: DetailRule,
                documentation: Documentation) {
        self.form = form
        self.summary = summary
        self.placement = placement
        self.detail = detail
        self.documentation = documentation
    }
}

extension RowControl.Kind {
    /// docs/spec.md's "Controls" table, every control in declaration order: the test of the docs checks the file
    /// holds exactly this.
    public static var documentationTable: String {
        var lines = ["| key | value | default | draws |", "|---|---|---|---|"]
        for kind in allCases {
            let declaration = kind.declaration
            let value: String
            switch declaration.form {
            case .object(let keys, _):
                let members = keys.map { "\"\($0.name)\": \($0.value.documentation)" }.joined(separator: ", ")
                value = "`{" + members + "}`" + declaration.documentation.valueNote
            case .value(let kind):
                value = kind.documentation + declaration.documentation.valueNote
            }
            let cells = ["`\(kind.rawValue)`", value, declaration.documentation.defaults,
                         declaration.documentation.draws]
            lines.append("|" + cells.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
