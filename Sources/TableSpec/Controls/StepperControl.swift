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

extension StepperControl: ObjectControl {
    /// The keys of `stepper`.
    public enum Key: String, SpecKey {
        /// The value shown after the title.
        case value

        /// What the key takes.
        public var descriptor: KeyDescriptor {
            switch self {
            case .value: return KeyDescriptor(self, .numberOrText, summary: "Shown after the title, as written.")
            }
        }
    }

    static let expected = "an object with \"value\""

    /// The stepper as the spec declares it.
    public static let declaration = ControlDeclaration(
        form: form, summary: "A stepper on the trailing side.", placement: .trailing,
        detail: .refused(fix: "put the number in the stepper's \"value\""),
        documentation: .init(
            defaults: "no value",
            draws: "a stepper on the trailing side, the value after the title; a number is shown as written, a "
                + "whole one without `.0` (`2.0` shows `2`); blank text is no value"))

    /// Decodes `{"value": 3}` or `{"value": "3 min"}`: the value is kept as text, a whole number without ".0".
    static func decode(_ reader: ValueReader) -> StepperControl? {
        guard let object = object(reader) else { return nil }
        guard let field = object[Key.value] else { return StepperControl() }
        switch field.node.value {
        case .number(let number):
            return StepperControl(value: formatNumber(number))
        case .string:
            // Blank text would draw an empty gap after the title: it is the same as no value.
            guard let text = field.string() else { return nil }
            return StepperControl(value: text.allSatisfy(\.isWhitespace) ? nil : text)
        default:
            field.mismatch(expected: "a number or a string")
            return nil
        }
    }

    func written(_ key: Key) -> SpecValue? {
        switch key {
        case .value: return value.map(SpecValue.string)
        }
    }
}
