import Foundation
import TableChecks
import TableRenderKit

/// `audit --sarif FILE`: the findings as SARIF 2.1.0, the format GitHub code scanning uploads
/// (`github/codeql-action/upload-sarif`): one run of the driver `tablerender` with a rule per check, one result
/// per new finding (`ruleId`, `level` error, the message, the spec file and the line and column of its row as a
/// physical location, the JSON path as a logical one, a fingerprint that survives moving the row), so each
/// appears as an alert on its line. Findings the baseline knows are left out. Keys sorted: the same run writes
/// the same bytes.
public struct AuditSARIF {
    /// The results to write.
    public var results: [AuditResult]
    /// Whether a baseline was applied (results then carry `baselineState: new`).
    public var usesBaseline: Bool

    /// Creates the log of `results`.
    public init(results: [AuditResult], usesBaseline: Bool = false) {
        self.results = results
        self.usesBaseline = usesBaseline
    }

    /// The checks as SARIF rules: id, name, descriptions and the default level.
    static let rules: [(check: AuditFinding.Check, name: String, short: String, full: String)] = [
        (.contrast, "TextContrast", "Text contrast below WCAG 2.x AA",
         "Text contrast against the colour actually behind it is below 4.5:1 (3:1 for large text), WCAG 2.x AA."),
        (.targets, "TouchTargetSize", "Touch target smaller than the minimum",
         "An interactive element's touch target is smaller than 44×44 pt (Apple Human Interface Guidelines)."),
        (.truncation, "TruncatedText", "Truncated or clipped text",
         "Text is cut at its line limit or width, or reaches outside the canvas or its clip."),
    ]

    /// The log as UTF-8 JSON with a final line feed.
    public func render() throws -> [UInt8] {
        let ruleIndex = Dictionary(uniqueKeysWithValues: Self.rules.enumerated().map { ($1.check, $0) })
        var sarifResults: [Result] = []
        for result in results {
            for finding in result.newFindings {
                var location = Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: Self.uri(result.file)),
                    region: finding.line.map { Region(startLine: max(1, $0), startColumn: max(1, finding.column ?? 1)) }))
                if let path = finding.path {
                    location.logicalLocations = [LogicalLocation(fullyQualifiedName: path, kind: "element")]
                }
                let fingerprint = SHA256.hex(Array([result.spec, finding.check.rawValue, finding.message]
                    .joined(separator: "\u{0}").utf8))
                sarifResults.append(Result(
                    ruleId: finding.check.rawValue, ruleIndex: ruleIndex[finding.check] ?? 0, level: "error",
                    message: Message(text: Self.messageText(finding)), locations: [location],
                    partialFingerprints: ["tablerenderFinding/v1": fingerprint],
                    baselineState: usesBaseline ? "new" : nil))
            }
        }
        let driver = Driver(name: "tablerender", semanticVersion: ToolVersion.current, version: ToolVersion.current,
                            rules: Self.rules.map { rule in
            Rule(id: rule.check.rawValue, name: rule.name, shortDescription: Message(text: rule.short),
                 fullDescription: Message(text: rule.full), help: Message(text: rule.full),
                 defaultConfiguration: Configuration(level: "error"),
                 properties: RuleProperties(tags: ["accessibility"]))
        })
        let log = Log(runs: [Run(tool: Tool(driver: driver), results: sarifResults,
                                 invocations: [Invocation(executionSuccessful: !results.contains { $0.error != nil })],
                                 columnKind: "unicodeCodePoints")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(log)) + [0x0A]
    }

    /// The message GitHub shows on the line: the finding's, with the JSON path when known.
    static func messageText(_ finding: AuditFinding) -> String {
        finding.path.map { "\($0): \(finding.message)" } ?? finding.message
    }

    /// A file path as a relative URI reference: every byte but unreserved characters and `/` percent-encoded,
    /// as the Markdown summary's links encode it.
    static func uri(_ path: String) -> String { MarkdownText.url(path) }

    // MARK: The log's shape (SARIF 2.1.0, the properties used)

    private struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var invocations: [Invocation]
        var columnKind: String
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var version: String
        var rules: [Rule]
    }

    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    private struct RuleProperties: Encodable {
        var tags: [String]
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct Message: Encodable {
        var text: String
    }

    private struct Invocation: Encodable {
        var executionSuccessful: Bool
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var baselineState: String?
    }

    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    private struct LogicalLocation: Encodable {
        var fullyQualifiedName: String
        var kind: String
    }
}
