import TableRenderKit
import Foundation

/// One-line descriptions of entries shared by the JUnit and Markdown reports.
extension CheckReport.Entry {
    /// Whether the entry fails a run: a mismatch or missing golden not rewritten by `--update`, or a spec that
    /// could not be checked.
    public var isProblem: Bool {
        switch GoldenCheck.Status(rawValue: status) {
        case .match?: return false
        case .mismatch?, .missing?: return !updated
        case .error?, nil: return true
        }
    }

    /// Whether the golden could not be compared at all (not a PNG, over the limit): bad input, like an error.
    public var cannotCompare: Bool {
        status == GoldenCheck.Status.mismatch.rawValue && comparison == nil
    }

    /// The variant's values, `dark, AX2`; empty without `--matrix`.
    public var variantText: String {
        variant.map(\.value).joined(separator: ", ")
    }

    /// `1234 of 86400 pixels differ (1.428%)`, with the sizes when they differ; the message when nothing was
    /// compared.
    public var summaryLine: String {
        switch GoldenCheck.Status(rawValue: status) {
        case .missing?:
            return "missing golden \(golden)"
        case .match?:
            return "matches"
        default:
            break
        }
        guard let comparison else { return Self.firstLine(of: message ?? status) ?? status }
        var line = "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (\(Self.percent(comparison.ratio)))"
        if !comparison.sizesMatch {
            line = "sizes differ: expected \(comparison.expectedSize?.description ?? "?"), actual \(comparison.actualSize?.description ?? "?"); " + line
        }
        return line
    }

    /// The first line of `text` that is not empty, as `split(separator: "\n")` splits (a CR LF pair is one
    /// character, not a break), found on bytes without splitting the rest (a message may be megabytes long);
    /// nil when there is none.
    static func firstLine(of text: String) -> String? {
        let utf8 = text.utf8
        var start = utf8.startIndex, index = start
        var previous: UInt8 = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                if index > start { return String(text[start..<index]) }
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        return start < utf8.endIndex ? String(text[start...]) : nil
    }

    /// `x,y WxH` of the changed area, or nil.
    public var boundsText: String? {
        comparison?.changedBounds.map { "\($0.width)×\($0.height) at (\($0.x), \($0.y))" }
    }

    /// A ratio as a percentage with three decimals, the same on every machine (`String(format:)` ignores the
    /// user's locale).
    public static func percent(_ ratio: Double) -> String {
        String(format: "%.3f%%", ratio * 100)
    }
}
