import TableRenderKit
import Foundation
import TableGraphics
import TableSpec

/// Formatting shared by the findings' messages.
enum AuditText {
    /// `text` quoted for a message, escaped and cut as every diagnostic quotes text (`DiagnosticText.quoted`).
    static func quoted(_ text: String) -> String {
        DiagnosticText.quoted(text)
    }

    /// A length in points: a whole number as one ("44"), else up to two decimals ("47.5").
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// How a finding names an element: `stepper "Text Size" decrement`, `segment "Day" in "Range"`, `row "Wi-Fi"`.
    static func name(_ element: AccessibilityElement) -> String {
        let noun = element.kind.noun
        // A row is named by its title (its label repeats every text of the row).
        if element.kind == .row, let title = element.context, !title.isEmpty { return "row \(quoted(title))" }
        if let part = noun.part { return "\(noun.name) \(quoted(element.context ?? element.label)) \(part)" }
        if let context = element.context, !context.isEmpty, context != element.label {
            return "\(noun.name) \(quoted(element.label)) in \(quoted(context))"
        }
        return "\(noun.name) \(quoted(element.label))"
    }
}
