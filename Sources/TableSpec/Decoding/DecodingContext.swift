/// Collects the problems found while decoding, so one run reports all of them (up to a cap).
final class DecodingContext {
    /// Reporting stops here: past a few dozen problems more lines only bury the first ones.
    static let maximumDiagnostics = SpecLimits.maximumDiagnostics

    private(set) var diagnostics: [SpecDiagnostic] = []

    /// Records a problem at a node.
    func report(_ message: String, at location: SourceLocation, path: JSONPath) {
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        diagnostics.append(SpecDiagnostic(location: location, path: path, message: message))
    }
}
