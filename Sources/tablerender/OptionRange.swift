import ArgumentParser
import TableSpec

/// The one check of a numeric option's range, so every option refuses a value with the same words: "OPTION
/// must be between LOW and HIGH", the bounds written as spec messages write numbers (`1`, `0.5`).
enum OptionRange {
    /// Refuses `value` of `option` outside `range`; no value passes.
    static func check(_ option: String, _ value: Double?, in range: ClosedRange<Double>) throws {
        if let value, !range.contains(value) {
            throw ValidationError("\(option) must be between \(range.lowerText) and \(range.upperText)")
        }
    }

    /// Refuses a whole number of `option` outside `range` (every `Int` an option takes is exact as a `Double`).
    static func check(_ option: String, _ value: Int?, in range: ClosedRange<Int>) throws {
        try check(option, value.map(Double.init), in: Double(range.lowerBound)...Double(range.upperBound))
    }
}
