/// Collects the problems found while decoding, so one run reports all of them (up to a cap).
final class DecodingContext {
    /// Reporting stops here: past a few dozen problems more lines only bury the first ones.
    static let maximumDiagnostics = SpecLimits.maximumDiagnostics

    private(set) var diagnostics: [SpecDiagnostic] = []

    /// The top-level `editing`, read before the sections so rows can be checked against it; nil when its value
    /// had its own problem, so rows do not repeat it.
    var editing: Bool? = false
    /// The top-level `selection`, nil when its value had its own problem (as `editing`).
    var selection: SelectionMode? = SelectionMode.none

    /// Records a problem at a node.
    func report(_ message: String, at location: SourceLocation, path: JSONPath) {
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        diagnostics.append(SpecDiagnostic(location: location, path: path, message: message))
    }
}
