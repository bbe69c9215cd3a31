import Foundation
import SwiftSyntax

extension Reader {
    /// What an unknown value shows: its last name between ‹ › (`viewModel.userName` → `‹userName›`).
    static func placeholder(_ source: String) -> String {
        let trimmed = source.trimmingCharacters(in: .whitespaces)
        var name = trimmed.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init) ?? ""
        if name.isEmpty { name = "value" }
        return "‹" + String(name.prefix(40)) + "›"
    }

    /// A string literal's text with its interpolations filled in; `localized` looks it up first as SwiftUI does
    /// for a `LocalizedStringKey` (the key has `%@`, `%lld` or `%lf` where the interpolations are).
    func interpolated(_ literal: StringLiteralExprSyntax, in scope: Scope, localized: Bool, table: String?) -> String {
        var key = ""
        var plain = ""
        var values: [String] = []
        var counts: [Int] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                let content = Self.unescaped(text.content.text)
                key += content.replacingOccurrences(of: "%", with: "%%")
                plain += content
            } else if let expression = segment.as(ExpressionSegmentSyntax.self) {
                guard let first = expression.expressions.first?.expression else { continue }
                let item = value(first, in: scope)
                let shown: String
                if let text = item.text {
                    shown = text
                } else {
                    shown = Self.placeholder(first.trimmedDescription)
                    warn("\(quoted(first)) is not known without running the app; shown as \(shown) (set it with --assume '\(Self.assumptionKey(first.trimmedDescription))=VALUE')",
                         at: first, in: scope.source)
                }
                if case .int(let number) = item { counts.append(number) }
                switch item {
                case .int: key += "%lld"
                case .double: key += "%lf"
                default: key += "%@"
                }
                values.append(shown)
                plain += shown
            }
            if plain.count > SwiftUILimits.maximumTextLength { break }
        }
        // A `.stringsdict` plural first (its form chosen by the first whole number), as Foundation looks it up.
        if localized, let count = counts.first, let format = strings.plural(key, table: table, count: count) {
            return String(Self.substitute(format, values).prefix(SwiftUILimits.maximumTextLength))
        }
        guard localized, let translated = strings.lookUp(key, table: table) else {
            return String(plain.prefix(SwiftUILimits.maximumTextLength))
        }
        // A key without interpolations shows its translation as written (`100%`, a plural's bare format).
        let text = values.isEmpty ? translated : Self.substitute(translated, values)
        return String(text.prefix(SwiftUILimits.maximumTextLength))
    }

    /// `format` with its `%@`/`%lld`/`%1$@`… filled from `values` in order (or by position), `%%` as `%`.
    static func substitute(_ format: String, _ values: [String]) -> String {
        var result = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            let specifier = rest.prefix { "lhqzjt".contains($0) }
            rest = rest.dropFirst(specifier.count)
            guard let conversion = rest.first, "@dDiuUxXoOfFeEgGcCsSpaA".contains(conversion) else {
                result += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let index = position ?? next
            if position == nil { next += 1 }
            result += values.indices.contains(index) ? values[index] : ""
            characters = rest.dropFirst()
        }
        result += characters
        return result
    }

    /// Escapes of a string literal's text resolved (`\n`, `\t`, `\"`, `\\`, `\u{…}`).
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "0": break
            case "u":
                var digits = ""
                if iterator.next() == "{" {
                    while let digit = iterator.next(), digit != "}" { digits.append(digit) }
                }
                if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) { result.unicodeScalars.append(scalar) }
            default: result.append(next)
            }
        }
        return result
    }

    /// A key to be localised: a literal is looked up (with `fallback`'s value when missing), anything else is
    /// its value's text.
    func localizedText(_ key: ExprSyntax, table: String?, in scope: Scope, fallback: ExprSyntax?) -> String {
        if let literal = key.as(StringLiteralExprSyntax.self) {
            let text = interpolated(literal, in: scope, localized: true, table: table)
            if let fallback, text == interpolated(literal, in: scope, localized: false, table: nil),
               let value = self.value(fallback, in: scope).text {
                return value
            }
            return text
        }
        return shown(key, in: scope)
    }

    /// The text a view shows for `expr`: a literal localised (a `LocalizedStringKey`), a value's text, or a
    /// placeholder with a warning when the value is not known.
    func title(_ expr: ExprSyntax, in scope: Scope, table: String? = nil) -> String {
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            return interpolated(literal, in: scope, localized: true, table: table)
        }
        return shown(expr, in: scope)
    }

    /// A value's text, or a placeholder with a warning.
    func shown(_ expr: ExprSyntax, in scope: Scope) -> String {
        let item = value(expr, in: scope)
        if let text = item.text { return String(text.prefix(SwiftUILimits.maximumTextLength)) }
        let placeholder = Self.placeholder(expr.trimmedDescription)
        warn("\(quoted(expr)) is not known without running the app; shown as \(placeholder) (set it with --assume '\(Self.assumptionKey(expr.trimmedDescription))=VALUE')",
             at: expr, in: scope.source)
        return placeholder
    }
}
