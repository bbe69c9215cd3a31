import FileIntake
import Foundation
import TableRenderKit

/// `audit --baseline FILE`: the findings already known (recorded with `--update-baseline`), so a CI gate fails
/// only on new ones. A finding is known when the baseline holds one of the same spec, check and message (the
/// message names the element and its figures, not its line, so moving a row keeps it known); each recorded
/// finding stands for one finding of the run, so a second identical problem is new.
public struct AuditBaseline: Codable, Equatable, Sendable {
    /// What the file says it is.
    public static let format = "tablerender audit baseline"
    /// Largest baseline file read, in bytes.
    public static let maximumBytes = 64 << 20

    /// One known finding.
    public struct Known: Codable, Hashable, Sendable {
        /// The spec as audit names it.
        public var spec: String
        /// `contrast`, `targets` or `truncation`.
        public var check: String
        /// The message's first word (`contrast`, `target`, `truncated`, `clipped`).
        public var kind: String
        /// The message (without file, position or path).
        public var message: String
        /// The JSON path when it was recorded, for people reading the file; not compared.
        public var path: String?

        /// The known finding for `finding` of `spec`.
        public init(spec: String, finding: AuditFinding) {
            self.spec = spec
            check = finding.check.rawValue
            kind = finding.kind
            message = finding.message
            path = finding.path
        }

        /// What identifies it.
        var key: String { [spec, check, message].joined(separator: "\u{0}") }
    }

    /// `format`.
    public var tool: String
    /// The file's version: 1.
    public var version: Int
    /// The known findings, in the order the run that recorded them found them.
    public var findings: [Known]

    /// A baseline of `findings`.
    public init(findings: [Known]) {
        tool = Self.format
        version = 1
        self.findings = findings
    }

    /// Reads a baseline; one line naming the file (`RenderError.input`) when it is missing, not a regular file,
    /// too large or not a baseline.
    public static func read(_ path: String) throws -> AuditBaseline {
        let name = PathEscaping.escaped(path)
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: maximumBytes)
        } catch let refusal as RegularFile.Refusal {
            throw RenderError.input("\(name): cannot read the audit baseline: \(refusal) (write one with --update-baseline)")
        }
        let baseline: AuditBaseline
        do {
            baseline = try JSONDecoder().decode(AuditBaseline.self, from: Data(bytes))
        } catch {
            throw RenderError.input("\(name): not an audit baseline (JSON written by audit --update-baseline)")
        }
        guard baseline.tool == format, baseline.version == 1 else {
            throw RenderError.input("\(name): not an audit baseline of this version (tool \(DiagnosticText.quoted(baseline.tool)), version \(baseline.version))")
        }
        return baseline
    }

    /// The file's bytes: sorted keys, pretty-printed, a final line feed; the same findings give the same bytes.
    public func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Which findings of a run are known: for each spec's findings in order, `true` when the baseline still
    /// holds an unused one like it; and how many recorded findings the run no longer has (fixed).
    public func classify(_ run: [(spec: String, findings: [AuditFinding])]) -> (known: [[Bool]], fixed: Int) {
        var remaining: [String: Int] = [:]
        for known in findings { remaining[known.key, default: 0] += 1 }
        let known = run.map { spec, findings in
            findings.map { finding -> Bool in
                let key = Known(spec: spec, finding: finding).key
                guard let count = remaining[key], count > 0 else { return false }
                remaining[key] = count - 1
                return true
            }
        }
        return (known, remaining.values.reduce(0, +))
    }
}
