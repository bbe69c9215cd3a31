/// Reads one node as a typed value, reporting a precise diagnostic (and returning nil) when it doesn't fit.
struct ValueReader {
    let node: SourceNode
    let path: JSONPath
    let context: DecodingContext

    func warn(_ message: String) {
        context.warn(message, at: node.location, path: path)
    }

    func report(_ message: String) {
        context.report(message, at: node.location, path: path)
    }

    func mismatch(expected: String) {
        report("expected \(expected), found \(node.value.kindDescription)")
    }

    /// Longest text accepted, in characters: more than any table cell shows, little enough to lay out quickly.
    static let maximumTextLength = SpecLimits.maximumTextLength

    func string() -> String? {
        guard case .string(let text) = node.value else {
            mismatch(expected: "a string")
            return nil
        }
        // utf8.count first: cheap, and a string is never longer in characters than in bytes.
        if text.utf8.count > ValueReader.maximumTextLength, text.count > ValueReader.maximumTextLength {
            report("text of \(text.count) characters; at most \(ValueReader.maximumTextLength) are allowed")
            return nil
        }
        if let (position, scalars) = Self.overlongCharacter(in: text) {
            report("character \(position) is \(scalars) Unicode scalars long (a letter and its combining marks); "
                   + "at most \(SpecLimits.maximumScalarsPerCharacter) are allowed in one character")
            return nil
        }
        if text.utf8.count > SpecLimits.maximumTextScalars, text.unicodeScalars.count > SpecLimits.maximumTextScalars {
            report("text of \(text.unicodeScalars.count) Unicode scalars (letters and combining marks); "
                   + "at most \(SpecLimits.maximumTextScalars) are allowed")
            return nil
        }
        return text
    }

    /// The first character of `text` made of more than `SpecLimits.maximumScalarsPerCharacter` scalars, as its
    /// position (1-based) and length in scalars; nil when there is none.
    static func overlongCharacter(in text: String) -> (position: Int, scalars: Int)? {
        let limit = SpecLimits.maximumScalarsPerCharacter
        // A text of no more scalars than the limit cannot hold a longer character: most texts stop here.
        guard text.utf8.count > limit, text.unicodeScalars.count > limit else { return nil }
        var position = 0
        for character in text {
            position += 1
            let scalars = character.unicodeScalars.count
            if scalars > limit { return (position, scalars) }
        }
        return nil
    }

    func bool() -> Bool? {
        guard case .bool(let value) = node.value else {
            mismatch(expected: "true or false")
            return nil
        }
        return value
    }

    /// A number, which must lie in `range` when one is given.
    func number(in range: ClosedRange<Double>? = nil) -> Double? {
        guard case .number(let value) = node.value else {
            mismatch(expected: "a number")
            return nil
        }
        if let range, !range.contains(value) {
            report("\(formatNumber(value)) is out of range; expected \(formatNumber(range.lowerBound))…\(formatNumber(range.upperBound))")
            return nil
        }
        return value
    }

    /// A whole number, which must lie in `range`.
    func integer(in range: ClosedRange<Int>) -> Int? {
        guard case .number(let value) = node.value else {
            mismatch(expected: "a whole number")
            return nil
        }
        // Int(exactly:) rather than a comparison with Double(Int.max), which rounds up to 2^63 and would let
        // 2^63 through to a trapping conversion.
        guard let whole = Int(exactly: value), range.contains(whole) else {
            report("\(formatNumber(value)) is not allowed; expected a whole number \(range.lowerBound)…\(range.upperBound)")
            return nil
        }
        return whole
    }

    /// One of an enumeration's raw values, with a suggestion for near misses.
    func enumeration<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> Value? where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        guard case .string(let text) = node.value else {
            mismatch(expected: "one of \(quotedList(names))")
            return nil
        }
        if let value = Value(rawValue: text) { return value }
        let hint = Suggestion.didYouMean(text, in: names, otherwise: "; expected one of \(quotedList(names))")
        report("unknown value \(DiagnosticText.quoted(text))\(hint)")
        return nil
    }

    /// A colour literal or semantic name.
    func color() -> ColorValue? {
        guard let text = string() else { return nil }
        switch ColorValue.parse(text) {
        case .success(let color): return color
        case .failure(let problem):
            report(problem.message)
            return nil
        }
    }

    /// The elements of an array, each with its own reader.
    func elements() -> [ValueReader]? {
        guard case .array(let nodes) = node.value else {
            mismatch(expected: "an array")
            return nil
        }
        return nodes.enumerated().map { ValueReader(node: $1, path: path.appending($0), context: context) }
    }

    /// The node as an object whose keys must all be in `allowedKeys`; a value of another type is told `expected`.
    func object(allowedKeys: [String], expected: String = "an object") -> ObjectReader? {
        guard case .object(let members) = node.value else {
            mismatch(expected: expected)
            return nil
        }
        return ObjectReader(members: members, path: path, context: context, allowedKeys: allowedKeys)
    }
}

/// "1", "0.5", "1e+06": numbers in messages as a person would write them.
func formatNumber(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

func quotedList(_ names: [String]) -> String {
    names.map(DiagnosticText.quoted).joined(separator: ", ")
}

extension SourceValue {
    /// "a string", "an object", …: for "expected X, found Y" messages.
    var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "the string \(DiagnosticText.quoted(text))"
        case .number(let value): return "the number \(formatNumber(value))"
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }
}
