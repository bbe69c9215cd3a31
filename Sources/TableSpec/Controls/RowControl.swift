/// The one control a row shows besides its texts (row keys `textField`, `slider`, `stepper`, `segments`, `menu`,
/// `progress`, `spinner`); a row has at most one, and a trailing one excludes a switch or an accessory.
///
/// Each control is one unit: its model, keys, ranges, defaults, decoding and writing in its own file
/// (`TextFieldControl.swift`, …; the single-valued ones below), declared by a `ControlDeclaration`. The switches
/// over `Kind` and over `RowControl` here and in the later stages have no `default:`, so adding a case makes the
/// compiler name every place that must handle it (CONTRIBUTING.md, "Adding a row control").
public enum RowControl: Hashable, Sendable {
    /// A text field after the title, or across the row without one.
    case textField(TextFieldControl)
    /// A slider across the row's content width, the title (if any) above it.
    case slider(SliderControl)
    /// A stepper on the trailing side, its value shown after the title.
    case stepper(StepperControl)
    /// A segmented control on the trailing side, or across the row without a title.
    case segments(SegmentsControl)
    /// A pop-up value: the text in `secondaryLabel` and the up/down chevron glyph, no disclosure chevron.
    case menu(String)
    /// A progress bar under the title, filled to a fraction in 0…1.
    case progress(Double)
    /// An activity indicator on the trailing side.
    case spinner

    /// Which control a row has: one case per row key (its raw value), in the order messages, the schema and
    /// docs/spec.md list them.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// `textField`.
        case textField
        /// `slider`.
        case slider
        /// `stepper`.
        case stepper
        /// `segments`.
        case segments
        /// `menu`.
        case menu
        /// `progress`.
        case progress
        /// `spinner`.
        case spinner

        /// What the spec says of this control: its keys, ranges, placement and docs.
        public var declaration: ControlDeclaration {
            switch self {
            case .textField: return TextFieldControl.declaration
            case .slider: return SliderControl.declaration
            case .stepper: return StepperControl.declaration
            case .segments: return SegmentsControl.declaration
            case .menu: return RowControl.menuDeclaration
            case .progress: return RowControl.progressDeclaration
            case .spinner: return RowControl.spinnerDeclaration
            }
        }
    }

    /// Which control this is.
    public var kind: Kind {
        switch self {
        case .textField: return .textField
        case .slider: return .slider
        case .stepper: return .stepper
        case .segments: return .segments
        case .menu: return .menu
        case .progress: return .progress
        case .spinner: return .spinner
        }
    }

    /// The row key this control is written under.
    public var key: String { kind.rawValue }

    /// Whether the control always sits on the row's trailing side, where a switch or an accessory would go
    /// (segments do only beside a title; `Row.controlConflicts` checks that).
    public var isTrailing: Bool {
        switch kind.declaration.placement {
        case .trailing: return true
        case .inline, .trailingBesideTitle: return false
        }
    }

    // MARK: Single-valued controls

    /// The fractions a progress bar takes. UIProgressView clamps, but a spec is written by hand: 40 meant as
    /// percent is a mistake to point out.
    public static let progressRange: ClosedRange<Double> = 0...1

    static let menuDeclaration = ControlDeclaration(
        form: .value(.text), summary: "A pop-up menu's value, with the up/down chevrons on the trailing side.",
        placement: .trailing, detail: .refused(fix: "the menu's string is the value it shows"),
        documentation: .init(defaults: "",
                             draws: "the pop-up value in `secondaryLabel` with the up/down chevrons, no disclosure chevron"))

    static let progressDeclaration = ControlDeclaration(
        form: .value(.number(progressRange)), summary: "A progress bar under the title, filled to this fraction.",
        placement: .inline, detail: .allowed,
        documentation: .init(defaults: "", draws: "a progress bar under the title, filled to that fraction"))

    static let spinnerDeclaration = ControlDeclaration(
        form: .value(.bool), summary: "An activity indicator on the trailing side.",
        placement: .trailing, detail: .allowed,
        documentation: .init(defaults: "false",
                             draws: "true: an activity indicator on the trailing side; false: nothing (no control at all)"))
}

extension RowControl {
    /// Decodes the row's control keys: none, or exactly one (`spinner: false` is no control). Several are one
    /// error at the row, after each value has been checked on its own so every problem shows in one run.
    static func decode(from row: ObjectReader, at reader: ValueReader) -> RowControl? {
        let present = Kind.allCases.compactMap { kind -> (kind: Kind, reader: ValueReader)? in
            guard let value = row[kind.rawValue] else { return nil }
            // A control that is a bool is there only when true.
            if case .value(.bool) = kind.declaration.form, case .bool(false) = value.node.value { return nil }
            return (kind, value)
        }
        let controls = present.map { decode($0.kind, $0.reader) }
        guard present.count <= 1 else {
            let quoted = present.map { "\"\($0.kind.rawValue)\"" }
            reader.report(present.count == 2
                ? "a row has either \(quoted[0]) or \(quoted[1]), not both; give each its own row"
                : "a row has one of \(quoted.joined(separator: ", ")), not several; give each its own row")
            return nil
        }
        return controls.first ?? nil
    }

    private static func decode(_ kind: Kind, _ reader: ValueReader) -> RowControl? {
        switch kind {
        case .textField: return TextFieldControl.decode(reader).map { .textField($0) }
        case .slider: return SliderControl.decode(reader).map { .slider($0) }
        case .stepper: return StepperControl.decode(reader).map { .stepper($0) }
        case .segments: return SegmentsControl.decode(reader).map { .segments($0) }
        case .menu: return reader.string().map { .menu($0) }
        case .progress: return reader.number(in: progressRange).map { .progress($0) }
        case .spinner: return reader.bool().flatMap { $0 ? .spinner : nil }
        }
    }

    /// The row key and value `SpecWriter` writes for this control; objects list their keys in declaration order.
    var written: (key: String, value: SpecValue) {
        switch self {
        case .textField(let field): return (key, field.writtenObject)
        case .slider(let slider): return (key, slider.writtenObject)
        case .stepper(let stepper): return (key, stepper.writtenObject)
        case .segments(let segments): return (key, segments.writtenObject)
        case .menu(let text): return (key, .string(text))
        // JSON has no nan or inf: such a fraction is written as an empty bar.
        case .progress(let fraction): return (key, .number(fraction.isFinite ? fraction : 0))
        case .spinner: return (key, .bool(true))
        }
    }
}

extension RowControl {
    /// The control with each text it shows (not symbol names) passed through `transform`: what an importer
    /// bounds when it clamps a spec to the decoder's limits.
    public func mappingTexts(_ transform: (String) -> String) -> RowControl {
        switch self {
        case .textField(var field):
            field.value = transform(field.value)
            field.placeholder = transform(field.placeholder)
            return .textField(field)
        case .stepper(var stepper):
            stepper.value = stepper.value.map(transform)
            return .stepper(stepper)
        case .segments(var segments):
            segments.items = segments.items.map(transform)
            return .segments(segments)
        case .menu(let text):
            return .menu(transform(text))
        case .slider, .progress, .spinner:
            return self
        }
    }
}

/// A control written as an object of keys (`textField`, `slider`, `stepper`, `segments`).
protocol ObjectControl {
    /// Its keys.
    associatedtype Key: SpecKey
    /// What a value of another type is told the control takes ("an object with \"value\"").
    static var expected: String { get }
    /// The value written for `key`, or nil to leave it out (its default, or nothing to say).
    func written(_ key: Key) -> SpecValue?
}

extension ObjectControl {
    /// The control's object: its keys in declaration order, those with nothing to say left out.
    var writtenObject: SpecValue {
        .object(Key.allCases.compactMap { key in written(key).map { (key.rawValue, $0) } })
    }

    /// The form of the control's row key: an object of its keys.
    static var form: ControlDeclaration.Form { .object(Key.descriptors, expected: expected) }

    /// The object's keys, read from `reader` once it is checked to be an object of only these keys; a value of
    /// another type is told `expected`.
    static func object(_ reader: ValueReader) -> ObjectReader? {
        reader.object(allowedKeys: Key.names, expected: expected)
    }
}
