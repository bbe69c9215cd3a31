import SwiftSyntax

/// A value the reader worked out from source: what a `@State`'s initial value, a constant or an expression holds.
/// `unknown` is anything that needs the program to run (a view model, a date, a network answer).
indirect enum Value {
    /// A text (a string literal after interpolation and localisation where it is shown as is).
    case string(String)
    /// A whole number.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// An enum case (`Theme.dark`, `.dark`): its type when known, its name, its raw value when declared.
    case enumCase(type: String?, name: String, raw: Value?)
    /// An enum case with associated values (`.toggle($on)`, `.picker($choice, options: ["A"])`), in order.
    case associated(name: String, values: [Value])
    /// An array (of literals, enum cases, struct values).
    case array([Value])
    /// `lower..<upper` (a closed range is stored with its upper bound plus one).
    case range(Int, Int)
    /// A struct value built with its memberwise initialiser (`Item(name: "A")`), or a tuple (`type` "tuple").
    case instance(type: String, fields: [String: Value])
    /// A closure of views handed to a view (`content`, a trailing closure), read where the view uses it, with the
    /// scope it was written in.
    case views(ClosureExprSyntax, Scope)
    /// A type named in an expression (`Theme` in `Theme.allCases`).
    case type(String)
    /// `nil`.
    case none
    /// Not known without running the program; `source` is the expression's text.
    case unknown(String)

    /// Whether the value is known.
    var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// The value as a condition, when it is one.
    var bool: Bool? {
        switch self {
        case .bool(let value): return value
        case .none: return false
        default: return nil
        }
    }

    /// The value as a whole number, when it is one.
    var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.isFinite && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The value as a number, when it is one.
    var double: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The text the value shows in an interpolation or a `Text`, when it has one: numbers as Swift prints
    /// them, an enum case by its string raw value, else its name.
    var text: String? {
        switch self {
        case .string(let text): return text
        case .int(let value): return String(value)
        case .double(let value): return Self.format(value)
        case .bool(let value): return value ? "true" : "false"
        case .enumCase(_, let name, let raw):
            if let raw, case .string(let text) = raw { return text }
            return name
        default: return nil
        }
    }

    /// `value` as `"\(value)"` prints a `Double` (`0.5`, `3.0`).
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return "\(Int(value)).0" }
        return "\(value)"
    }

    /// Whether two values are the same (enum cases by name, as `.dark == Theme.dark`).
    func matches(_ other: Value) -> Bool {
        switch (self, other) {
        case let (.string(a), .string(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.int(a), .double(b)), let (.double(b), .int(a)): return Double(a) == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.enumCase(_, a, _), .enumCase(_, b, _)): return a == b
        case let (.associated(a, _), .associated(b, _)), let (.associated(a, _), .enumCase(_, b, _)),
             let (.enumCase(_, a, _), .associated(b, _)):
            return a == b
        case let (.enumCase(_, _, raw?), other), let (other, .enumCase(_, _, raw?)): return raw.matches(other)
        case (.none, .none): return true
        case let (.instance(typeA, a), .instance(typeB, b)):
            return typeA == typeB && a.count == b.count && a.allSatisfy { key, value in b[key].map(value.matches) ?? false }
        case let (.array(a), .array(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
        default: return false
        }
    }
}
