/// Collects the problems found while decoding, so one run reports all of them (up to a cap).
final class DecodingContext {
    /// Reporting stops here: past a few dozen problems more lines only bury the first ones.
    static let maximumDiagnostics = SpecLimits.maximumDiagnostics

    private(set) var diagnostics: [SpecDiagnostic] = []
    /// Things a spec may say that still draw, but not as written (an SF Symbols name the catalog lacks draws a
    /// placeholder): printed as warnings, errors under `--strict`.
    private(set) var warnings: [SpecDiagnostic] = []

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

    /// Records a warning at a node (capped as problems are).
    func warn(_ message: String, at location: SourceLocation, path: JSONPath) {
        guard warnings.count < Self.maximumDiagnostics else { return }
        warnings.append(SpecDiagnostic(location: location, path: path, message: message))
    }
}
