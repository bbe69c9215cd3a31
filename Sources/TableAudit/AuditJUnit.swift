import TableChecks
import TableRenderKit

/// `audit --junit FILE`: JUnit XML (the Jenkins xUnit `junit-10.xsd` dialect, as `check --junit`): per spec,
/// one failing testcase per new finding (named by its JSON path and kind, the message with its position), one
/// skipped testcase per finding the baseline knows, an `<error>` for a spec that could not be audited, and one
/// passing testcase for a spec without findings. Class names as `check --junit` makes them; no times.
public struct AuditJUnit {
    /// The suite's name.
    public static let suiteName = "tablerender audit"

    /// The results to write.
    public var results: [AuditResult]

    /// Creates the XML of `results`.
    public init(results: [AuditResult]) {
        self.results = results
    }

    /// The document as UTF-8 bytes.
    public func render() -> [UInt8] {
        var tests = 0, failures = 0, errors = 0, skipped = 0
        var cases = ""
        for result in results {
            let classname = XMLText.attribute(JUnitReport.className(of: result.spec))
            if let error = result.error {
                tests += 1
                errors += 1
                cases += "    <testcase name=\"audit\" classname=\"\(classname)\">\n"
                    + "      <error type=\"invalid\" message=\"\(XMLText.attribute(ReportText.cut(error, to: 500)))\">"
                    + XMLText.content(error) + "</error>\n    </testcase>\n"
                continue
            }
            if result.findings.isEmpty {
                tests += 1
                cases += "    <testcase name=\"audit\" classname=\"\(classname)\"/>\n"
                continue
            }
            for (finding, known) in zip(result.findings, result.known) {
                tests += 1
                let name = (finding.path.map { "\($0): " } ?? "") + finding.kind
                let position = finding.line.map { ":\($0):\(finding.column ?? 1)" } ?? ""
                let line = "\(result.file)\(position): \(AuditSARIF.messageText(finding))"
                cases += "    <testcase name=\"\(XMLText.attribute(name))\" classname=\"\(classname)\">\n"
                if known {
                    skipped += 1
                    cases += "      <skipped message=\"known finding (in the audit baseline)\"/>\n"
                } else {
                    failures += 1
                    cases += "      <failure type=\"\(finding.check.rawValue)\" message=\"\(XMLText.attribute(ReportText.cut(finding.message, to: 500)))\">"
                        + XMLText.content(line) + "</failure>\n"
                }
                cases += "    </testcase>\n"
            }
        }
        let totals = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let name = XMLText.attribute(Self.suiteName)
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(name)\" \(totals)>\n"
            + "  <testsuite name=\"\(name)\" \(totals) skipped=\"\(skipped)\">\n"
            + cases + "  </testsuite>\n</testsuites>\n"
        return Array(document.utf8)
    }
}
