import TableRenderKit
import Foundation

/// The JSON of `audit --json`: every spec's findings (or its error), and the totals; keys sorted, so the same
/// run writes the same bytes.
public struct AuditReport: Codable, Hashable, Sendable {
    /// One spec's result.
    public struct Entry: Codable, Hashable, Sendable {
        /// The spec's path as given.
        public var spec: String
        /// Its findings in reading order (empty when it passes or could not be read).
        public var findings: [AuditFinding]
        /// Why it could not be audited (an invalid spec), or nil.
        public var error: String?

        /// Creates an entry.
        public init(spec: String, findings: [AuditFinding], error: String? = nil) {
            self.spec = spec
            self.findings = findings
            self.error = error
        }
    }

    /// The specs in the order audited.
    public var specs: [Entry]

    /// Creates a report.
    public init(specs: [Entry]) {
        self.specs = specs
    }

    /// Findings of each check, by the check's name, every check present.
    public var totals: [String: Int] {
        var totals = Dictionary(uniqueKeysWithValues: AuditFinding.Check.allCases.map { ($0.rawValue, 0) })
        for entry in specs { for finding in entry.findings { totals[finding.check.rawValue, default: 0] += 1 } }
        return totals
    }

    /// The report as JSON (sorted keys, a trailing newline).
    public func json() throws -> [UInt8] {
        struct Document: Encodable {
            var specs: [Entry]
            var totals: [String: Int]
            var invalid: Int
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(specs: specs, totals: totals,
                                               invalid: specs.filter { $0.error != nil }.count))
        return Array(data) + [0x0A]
    }
}
