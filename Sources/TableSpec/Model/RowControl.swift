/// The one control a row shows besides its texts (row keys `textField`, `slider`, `stepper`, `segments`, `menu`,
/// `progress`, `spinner`); a row has at most one, and a trailing one excludes a switch or an accessory.
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

    /// Whether the control always sits on the row's trailing side, where a switch or an accessory would go
    /// (segments do only beside a title; `Row.controlConflicts` checks that).
    public var isTrailing: Bool {
        switch self {
        case .stepper, .menu, .spinner: return true
        case .textField, .slider, .progress, .segments: return false
        }
    }
}

/// A text field's contents (row key `textField`).
public struct TextFieldControl: Hashable, Sendable {
    /// The text typed in the field; empty shows the placeholder.
    public var value: String
    /// Grey text shown while the field is empty.
    public var placeholder: String
    /// Whether the value is drawn as bullets (a password field).
    public var secure: Bool

    /// Creates a text field.
    public init(value: String = "", placeholder: String = "", secure: Bool = false) {
        self.value = value
        self.placeholder = placeholder
        self.secure = secure
    }
}

/// A slider's value, range and end symbols (row key `slider`).
public struct SliderControl: Hashable, Sendable {
    /// The thumb's value; decoding guarantees it lies in `minimum…maximum` (rows built in code are clamped by
    /// `fraction`).
    public var value: Double
    /// The value at the leading end.
    public var minimum: Double
    /// The value at the trailing end.
    public var maximum: Double
    /// An SF Symbols name drawn before the track; decoding guarantees the catalog has it.
    public var minimumSymbol: String?
    /// An SF Symbols name drawn after the track; decoding guarantees the catalog has it.
    public var maximumSymbol: String?

    /// Creates a slider.
    public init(value: Double, minimum: Double = 0, maximum: Double = 1, minimumSymbol: String? = nil,
                maximumSymbol: String? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.minimumSymbol = minimumSymbol
        self.maximumSymbol = maximumSymbol
    }

    /// Where the thumb sits along the track, 0 at the leading end and 1 at the trailing one.
    public var fraction: Double {
        guard maximum > minimum else { return 0 }
        return min(1, max(0, (value - minimum) / (maximum - minimum)))
    }
}

/// A stepper and the value it changes (row key `stepper`).
public struct StepperControl: Hashable, Sendable {
    /// The value shown after the title (a number as written in the spec, a whole one without ".0"), or nil for
    /// none; never blank.
    public var value: String?

    /// Creates a stepper.
    public init(value: String? = nil) {
        self.value = value
    }
}

/// A segmented control's items and selection (row key `segments`).
public struct SegmentsControl: Hashable, Sendable {
    /// The segments' titles, leading to trailing; decoding guarantees one to `SpecLimits.maximumSegments`.
    public var items: [String]
    /// The selected segment's index (decoding guarantees one of `items`' indices), or nil for none.
    public var selected: Int?

    /// Creates a segmented control.
    public init(items: [String], selected: Int? = nil) {
        self.items = items
        self.selected = selected
    }
}
