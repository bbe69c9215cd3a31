import Foundation

/// A plist value as Settings compares it: NSNumber equality is numeric (`true` equals 1), a string never equals a
/// number (`"1"` is not `1`), which is why a default of the wrong type matches none of the values.
enum PlistScalar: Equatable {
    case string(String)
    case number(Double)

    init?(_ node: PlistNode?) {
        switch node?.value {
        case .string(let text)?: self = .string(text)
        case .integer(let number)?: self = .number(Double(number))
        case .real(let number)?: self = .number(number)
        case .bool(let flag)?: self = .number(flag ? 1 : 0)
        case .date(let text)?: self = .string(text)
        default: return nil
        }
    }

    /// The value as Settings would print it (`description` of the NSString or NSNumber).
    var text: String {
        switch self {
        case .string(let text): return text
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        }
    }

    /// Equal once both are written as text: the near miss a warning points out.
    func matchesAsText(_ other: PlistScalar) -> Bool { text == other.text }
}

extension PlistNode {
    /// The string, or nil for any other kind of value.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The array's elements, or nil.
    var array: [PlistNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// A number (integer, real) as a Double, or a string that reads as one, as `-[NSString doubleValue]` would.
    var number: Double? {
        switch value {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .bool(let flag): return flag ? 1 : 0
        case .string(let text): return Double(text.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// `-boolValue` of the object: NSNumber non-zero, NSString starting with Y, y, T, t or a non-zero digit.
    var boolValue: Bool {
        switch value {
        case .bool(let flag): return flag
        case .integer(let number): return number != 0
        case .real(let number): return number != 0
        case .string(let text):
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "+" || $0 == "-" }
            guard let first = trimmed.first else { return false }
            if "YyTt".contains(first) { return true }
            if first.isNumber { return trimmed.contains { $0.isNumber && $0 != "0" } }
            return false
        default: return false
        }
    }
}
