/// One key of a spec object, declared once: its name, the values it takes (with their range), whether it is
/// required and what the schema says of it. The decoder's allowed keys and range checks, the JSON Schema's
/// property, the writer's key order and docs/spec.md's value column are all read from it.
public struct KeyDescriptor: Sendable {
    /// The values a key takes.
    public enum Value: Sendable {
        /// Text up to `SpecLimits.maximumTextLength` characters.
        case text
        /// `true` or `false`.
        case bool
        /// A number, within `range` when there is one.
        case number(ClosedRange<Double>?)
        /// A number or a text (a stepper's value, shown as written).
        case numberOrText
        /// An SF Symbols name of `SymbolCatalog`.
        case symbol
        /// A colour literal or semantic name.
        case color
        /// An array of texts, `count` of them.
        case texts(count: ClosedRange<Int>)
        /// A whole number in `range`: an index into another key's array.
        case index(ClosedRange<Int>)
    }

    /// The key as a spec writes it.
    public let name: String
    /// What it takes.
    public let value: Value
    /// Whether an object without it is an error.
    public let required: Bool
    /// The schema's description of it, if any.
    public let summary: String?

    /// Declares `key` taking `value`.
    public init<Key: SpecKey>(_ key: Key, _ value: Value, required: Bool = false, summary: String? = nil) {
        name = key.rawValue
        self.value = value
        self.required = required
        self.summary = summary
    }
}

/// The keys of one spec object as an enumeration: its cases, in order, are the keys in the order the schema, the
/// writer and docs/spec.md list them; each case's `descriptor` says what it takes. Adding a key adds a case, and
/// the compiler then names the switches that must say what it takes, how it is written and how it is read.
public protocol SpecKey: CaseIterable, Sendable, RawRepresentable where RawValue == String {
    /// What the key takes.
    var descriptor: KeyDescriptor { get }
}

extension SpecKey {
    /// The keys' names in declaration order: the decoder's allowed keys.
    static var names: [String] { allCases.map(\.rawValue) }

    /// Every key's descriptor in declaration order.
    static var descriptors: [KeyDescriptor] { allCases.map(\.descriptor) }
}

extension KeyDescriptor.Value {
    /// How docs/spec.md names the value in a control's value column: `string`, `number 0…1`, `NAME`.
    var documentation: String {
        switch self {
        case .text: return "string"
        case .bool: return "bool"
        case .number(let range?): return "number \(range.specText)"
        case .number(nil): return "number"
        case .numberOrText: return "number or string"
        case .symbol: return "NAME"
        case .color: return "colour"
        case .texts: return "[string]"
        case .index: return "index"
        }
    }
}

extension ClosedRange where Bound == Double {
    /// The range as spec.md and messages write it: `0.5…4`, `1…4096`.
    public var specText: String { "\(formatNumber(lowerBound))…\(formatNumber(upperBound))" }
    /// The lower bound as messages write it (`0.5`, not `0.50`).
    public var lowerText: String { formatNumber(lowerBound) }
    /// The upper bound as messages write it.
    public var upperText: String { formatNumber(upperBound) }
}
