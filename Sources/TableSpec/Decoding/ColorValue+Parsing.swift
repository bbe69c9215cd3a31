import TableGraphics

extension ColorValue {
    /// Why a colour string was rejected.
    public struct ParseProblem: Error, Equatable, Sendable {
        /// One-line explanation with the accepted forms.
        public var message: String
    }

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` (ASCII hexadecimal digits only) or a semantic colour name.
    public static func parse(_ text: String) -> Result<ColorValue, ParseProblem> {
        if text.hasPrefix("#") {
            // Scalars, not Characters: `Character.hexDigitValue` also reads fullwidth "Ｆ" and "０", which
            // no colour syntax accepts, and a combining mark would hide inside a Character.
            let digits = Array(text.unicodeScalars.dropFirst())
            let values = digits.compactMap(asciiHexValue)
            guard values.count == digits.count, [3, 6, 8].contains(digits.count) else {
                return .failure(ParseProblem(message:
                    "invalid colour \(DiagnosticText.quoted(text)); expected #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"))
            }
            let bytes: [UInt8]
            if digits.count == 3 {
                bytes = values.map { UInt8($0 * 17) } + [255]
            } else {
                let pairs = stride(from: 0, to: values.count, by: 2).map { UInt8(values[$0] * 16 + values[$0 + 1]) }
                bytes = pairs.count == 3 ? pairs + [255] : pairs
            }
            return .success(.literal(RGBAColor(bytes[0], bytes[1], bytes[2], bytes[3])))
        }
        if let name = SemanticColor(rawValue: text) { return .success(.semantic(name)) }
        let names = SemanticColor.allCases.map(\.rawValue)
        let hint = Suggestion.didYouMean(text, in: names,
            otherwise: "; expected #RGB, #RRGGBB, #RRGGBBAA or a semantic name such as \"systemBlue\"")
        return .failure(ParseProblem(message: "unknown colour \(DiagnosticText.quoted(text))\(hint)"))
    }

    /// The value of an ASCII hexadecimal digit `[0-9A-Fa-f]`, or nil for anything else.
    private static func asciiHexValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "0"..."9": return Int(scalar.value - 0x30)
        case "a"..."f": return Int(scalar.value - 0x61 + 10)
        case "A"..."F": return Int(scalar.value - 0x41 + 10)
        default: return nil
        }
    }
}
