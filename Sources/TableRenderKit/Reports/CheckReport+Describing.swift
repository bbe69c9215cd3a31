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
        guard let comparison else { return (message ?? status).split(separator: "\n").first.map(String.init) ?? status }
        var line = "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (\(Self.percent(comparison.ratio)))"
        if !comparison.sizesMatch {
            line = "sizes differ: expected \(comparison.expectedSize?.description ?? "?"), actual \(comparison.actualSize?.description ?? "?"); " + line
        }
        return line
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
