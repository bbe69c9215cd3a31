/// One spec's audit as the gate reports it (JUnit, SARIF): its findings located, which of them the baseline
/// knows, or why it could not be audited.
public struct AuditResult: Sendable {
    /// The spec as audit names it (a path, or `BUNDLE: pane`).
    public var spec: String
    /// The file the findings are in (the spec, or the bundle of a pane), for SARIF's artifact location.
    public var file: String
    /// Its findings in reading order, with `path`, `line` and `column` where known.
    public var findings: [AuditFinding]
    /// For each finding, whether the baseline knows it (all `false` without a baseline).
    public var known: [Bool]
    /// Why it could not be audited, or nil.
    public var error: String?

    /// Creates a result.
    public init(spec: String, file: String, findings: [AuditFinding], known: [Bool]? = nil, error: String? = nil) {
        self.spec = spec
        self.file = file
        self.findings = findings
        self.known = known ?? findings.map { _ in false }
        self.error = error
    }

    /// The findings the baseline does not know.
    public var newFindings: [AuditFinding] {
        zip(findings, known).filter { !$0.1 }.map(\.0)
    }
}
