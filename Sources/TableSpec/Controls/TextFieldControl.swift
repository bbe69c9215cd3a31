/// A text field's contents (row key `textField`).
public struct TextFieldControl: Hashable, Sendable {
    /// The text typed in the field; empty shows the placeholder.
    public var value: String
    /// Grey text shown while the field is empty.
    public var placeholder: String
    /// Whether the value is drawn as bullets (a password field).
    public var secure: Bool

    /// Creates a text field; every key's default is the one a spec gets by leaving it out.
    public init(value: String = "", placeholder: String = "", secure: Bool = false) {
        self.value = value
        self.placeholder = placeholder
        self.secure = secure
    }
}

extension TextFieldControl: ObjectControl {
    /// The keys of `textField`, every one optional.
    public enum Key: String, SpecKey {
        /// The typed text.
        case value
        /// The grey text while empty.
        case placeholder
        /// Bullets instead of the value.
        case secure

        /// What the key takes.
        public var descriptor: KeyDescriptor {
            switch self {
            case .value: return KeyDescriptor(self, .text)
            case .placeholder: return KeyDescriptor(self, .text)
            case .secure: return KeyDescriptor(self, .bool, summary: "Draw the value as bullets.")
            }
        }
    }

    static let expected = "an object with \"value\", \"placeholder\" or \"secure\""

    /// The text field as the spec declares it.
    public static let declaration = ControlDeclaration(
        form: form, summary: "A text field after the title, or across the row without one.", placement: .inline,
        detail: .refused(fix: "put the text in the field's \"value\" or \"placeholder\""),
        documentation: .init(
            valueNote: ", every key optional", defaults: "`\"\"`, `\"\"`, false",
            draws: "a text field after the title, or across the row without one; an empty value shows the "
                + "placeholder in `placeholderText`; `secure` draws the value as bullets"))

    /// Decodes `{"value", "placeholder", "secure"}`, every key optional.
    static func decode(_ reader: ValueReader) -> TextFieldControl? {
        guard let object = object(reader) else { return nil }
        var field = TextFieldControl()
        object[Key.value]?.string().map { field.value = $0 }
        object[Key.placeholder]?.string().map { field.placeholder = $0 }
        object[Key.secure]?.bool().map { field.secure = $0 }
        return field
    }

    func written(_ key: Key) -> SpecValue? {
        switch key {
        case .value: return value.isEmpty ? nil : .string(value)
        case .placeholder: return placeholder.isEmpty ? nil : .string(placeholder)
        case .secure: return secure ? .bool(true) : nil
        }
    }
}
