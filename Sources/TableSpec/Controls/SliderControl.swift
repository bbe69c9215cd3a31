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

    /// `min` when a spec leaves it out.
    public static let defaultMinimum = 0.0
    /// `max` when a spec leaves it out.
    public static let defaultMaximum = 1.0
    /// `value` when a spec leaves it out, before it is brought into the range (as a new UISlider's).
    public static let defaultValue = 0.0

    /// Creates a slider.
    public init(value: Double, minimum: Double = defaultMinimum, maximum: Double = defaultMaximum,
                minimumSymbol: String? = nil, maximumSymbol: String? = nil) {
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

extension SliderControl: ObjectControl {
    /// The keys of `slider`, every one optional.
    public enum Key: String, SpecKey {
        /// The thumb's value.
        case value
        /// The leading end's value.
        case min
        /// The trailing end's value.
        case max
        /// The symbol before the track.
        case minSymbol
        /// The symbol after the track.
        case maxSymbol

        /// What the key takes.
        public var descriptor: KeyDescriptor {
            switch self {
            case .value:
                return KeyDescriptor(self, .number(nil),
                                     summary: "Default \(formatNumber(defaultValue)), brought into min…max.")
            case .min: return KeyDescriptor(self, .number(nil), summary: "Default \(formatNumber(defaultMinimum)).")
            case .max: return KeyDescriptor(self, .number(nil), summary: "Default \(formatNumber(defaultMaximum)).")
            case .minSymbol: return KeyDescriptor(self, .symbol)
            case .maxSymbol: return KeyDescriptor(self, .symbol)
            }
        }
    }

    static let expected = "an object with \"value\", \"min\" and \"max\""

    /// The slider as the spec declares it.
    public static let declaration = ControlDeclaration(
        form: form, summary: "A slider across the row; min below max, value between them.", placement: .inline,
        detail: .allowed,
        documentation: .init(
            defaults: "value \(formatNumber(defaultValue)) brought into the range (as a new UISlider's), "
                + "min \(formatNumber(defaultMinimum)), max \(formatNumber(defaultMaximum))",
            draws: "a slider across the content width, the title (if any) above it; the symbols (SF names, checked "
                + "as icon symbols are) before and after the track"))

    /// Decodes `{"value", "min", "max", "minSymbol", "maxSymbol"}`: `min` below `max`, `value` between them.
    ///
    /// `value` defaults to 0 brought into the range, as a new UISlider's. A value outside the range is an error
    /// rather than UISlider's clamp: `"value": 50` with the default 0…1 is nearly always a forgotten `"max": 100`.
    static func decode(_ reader: ValueReader) -> SliderControl? {
        guard let object = object(reader) else { return nil }
        var numbersRead = true
        func number(_ key: Key, default fallback: Double) -> Double {
            guard let field = object[key] else { return fallback }
            if let value = field.number() { return value }
            numbersRead = false
            return fallback
        }
        let minimum = number(.min, default: defaultMinimum)
        let maximum = number(.max, default: defaultMaximum)
        let value = number(.value, default: Swift.min(Swift.max(defaultValue, minimum), maximum))
        let minimumSymbol = object[Key.minSymbol]?.symbolName()
        let maximumSymbol = object[Key.maxSymbol]?.symbolName()
        // Range checks only on numbers that were read: a wrong type already has its own message.
        guard numbersRead else { return nil }
        guard minimum < maximum else {
            // Name a default as one, so `"min": 5` alone says why 1 is in the message.
            let maxText = formatNumber(maximum) + (object[Key.max] == nil ? ", the default" : "")
            let minText = formatNumber(minimum) + (object[Key.min] == nil ? ", the default" : "")
            (object[Key.max] ?? object[Key.min] ?? reader).report(
                "\"max\" (\(maxText)) must be greater than \"min\" (\(minText))")
            return nil
        }
        if let field = object[Key.value], !(minimum...maximum).contains(value) {
            let range = "\(formatNumber(minimum))…\(formatNumber(maximum))"
            let hint = object[Key.min] == nil && object[Key.max] == nil
                ? "expected \(range) (set \"min\" and \"max\" for another range)"
                : "expected \(range), from \"min\" to \"max\""
            field.report("\(formatNumber(value)) is out of range; \(hint)")
            return nil
        }
        return SliderControl(value: value, minimum: minimum, maximum: maximum, minimumSymbol: minimumSymbol,
                             maximumSymbol: maximumSymbol)
    }

    /// Every key but the symbols is written: JSON has no nan or inf, and a spec's slider needs min < max, so
    /// anything else is written as the default range with the value brought into it.
    func written(_ key: Key) -> SpecValue? {
        let bounded = minimum.isFinite && maximum.isFinite && minimum < maximum
        let (low, high) = bounded ? (minimum, maximum) : (Self.defaultMinimum, Self.defaultMaximum)
        switch key {
        case .value: return .number(value.isFinite ? Swift.min(Swift.max(value, low), high) : low)
        case .min: return .number(low)
        case .max: return .number(high)
        case .minSymbol: return minimumSymbol.map(SpecValue.string)
        case .maxSymbol: return maximumSymbol.map(SpecValue.string)
        }
    }
}
