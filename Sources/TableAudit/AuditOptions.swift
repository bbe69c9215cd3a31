import TableRenderKit
/// What `audit` checks and with which limits.
public struct AuditOptions: Hashable, Sendable {
    /// Apple's minimum hit target, 44 × 44 pt (Human Interface Guidelines, "Accessibility" › "Buttons and
    /// controls": "a minimum tappable area of 44x44 pt").
    public static let minimumTarget = 44.0

    /// The checks to run.
    public var checks: Set<AuditFinding.Check>
    /// The smallest target side accepted, in points.
    public var minimumTarget: Double

    /// Creates options: every check, Apple's 44-pt minimum.
    public init(checks: Set<AuditFinding.Check> = Set(AuditFinding.Check.allCases),
                minimumTarget: Double = AuditOptions.minimumTarget) {
        self.checks = checks
        self.minimumTarget = minimumTarget
    }
}
