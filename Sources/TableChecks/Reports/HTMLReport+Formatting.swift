import TableRenderKit
import Foundation

/// Numbers as the page shows them: fixed formats, never the machine's locale, so the bytes are deterministic.
extension HTMLReport {
    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// A share as a percentage with at most three decimals and no trailing zeros: `0.125 %`, `12 %`.
    static func percent(_ ratio: Double) -> String {
        guard ratio.isFinite else { return "\(ratio)" }
        var text = String(format: "%.3f", ratio * 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        // A tiny ratio rounds to 0, which would read as "nothing differs".
        if text == "0", ratio > 0 { text = "<0.001" }
        return text + " %"
    }

    /// `390×844`.
    static func size(_ size: ImageSize) -> String { "\(size.width)×\(size.height)" }

    /// `n thing` or `n things`.
    static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(grouped(value)) \(value == 1 ? singular : plural ?? singular + "s")"
    }
}
