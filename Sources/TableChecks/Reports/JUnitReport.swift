import TableRenderKit
import Foundation
/// `check --junit` and `report merge --junit`: JUnit XML (the Jenkins xUnit `junit-10.xsd` dialect that GitLab,
/// Jenkins and GitHub test reporters read). One testcase per spec and variant, one per orphan golden; no times or
/// host names, so the same results give the same bytes.
public struct JUnitReport {
    /// The suite's name.
    public static let suiteName = "tablerender check"

    /// The report to write.
    public var report: CheckReport

    /// Creates the XML of `report`.
    public init(report: CheckReport) {
        self.report = report
    }

    /// Counts of the suite.
    struct Counts {
        var tests = 0
        var failures = 0
        var errors = 0
    }

    /// The document as UTF-8 bytes.
    public func render() -> [UInt8] {
        let sink = ReportSink()
        render(into: sink)
        return sink.bytes
    }

    /// Most bytes of testcases one document holds: past them the rest are left out, and one more failing
    /// testcase (`tablerender.junit` / `truncated`) says how many, so a CI job cannot pass on a cut file.
    /// 100,000 testcases of a run make about 40 MB.
    public static let maximumBytes = 96 << 20

    /// Longest `message` attribute (the one-line summary a test UI shows), in Unicode scalars.
    public static let maximumMessageCharacters = 500

    /// The document written into `sink`. The testcases are gathered first (within `maximumBytes`), since the
    /// counts that head the document are of the testcases it holds.
    public func render(into sink: ReportSink) {
        render(into: sink, limit: Self.maximumBytes)
    }

    /// `render(into:)` with another limit on the testcases' bytes (tests lower it).
    func render(into sink: ReportSink, limit: Int) {
        var counts = Counts()
        let cases = ReportSink()
        var leftOut = 0
        for entry in report.specs {
            if cases.count >= limit {
                leftOut += 1
                continue
            }
            cases.write(testcase(for: entry, counts: &counts))
        }
        for orphan in report.orphans ?? [] {
            if cases.count >= limit {
                leftOut += 1
                continue
            }
            counts.tests += 1
            var xml = "    <testcase name=\"\(XMLText.attribute(orphan))\" classname=\"orphans\">\n"
            if report.orphansPruned {
                xml += "      <system-out>deleted by --prune</system-out>\n"
            } else {
                counts.failures += 1
                xml += "      <failure type=\"orphan\" message=\"orphan golden: no spec produces it\">"
                    + XMLText.content(orphan) + "</failure>\n"
            }
            cases.write(xml + "    </testcase>\n")
        }
        if leftOut > 0 {
            counts.tests += 1
            counts.failures += 1
            let text = "\(leftOut) more testcases left out: this file stops at \(limit >> 20) MiB of testcases; the JSON report has every spec"
            cases.write("    <testcase name=\"truncated\" classname=\"tablerender.junit\">\n"
                        + "      <failure type=\"truncated\" message=\"\(XMLText.attribute(text))\"/>\n    </testcase>\n")
        }
        let totals = "tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\""
        let name = XMLText.attribute(Self.suiteName)
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        sink.write("<testsuites name=\"\(name)\" \(totals)>\n")
        sink.write("  <testsuite name=\"\(name)\" \(totals) skipped=\"0\">\n")
        sink.write(cases.bytes)
        sink.write("  </testsuite>\n</testsuites>\n" as StaticString)
    }

    /// `specs/a/b.json` → `specs.a.b_json`: the spec's folders as the package and its file as the class, the
    /// dots inside each part written as `_`, so Jenkins (which splits at the last dot) shows package `specs.a`,
    /// class `b_json`, and GitLab groups by the same name.
    public static func className(of spec: String) -> String {
        let parts = spec.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return parts.isEmpty ? "spec" : parts.map { $0.replacingOccurrences(of: ".", with: "_") }.joined(separator: ".")
    }

    private func testcase(for entry: CheckReport.Entry, counts: inout Counts) -> String {
        counts.tests += 1
        let summary = ReportText.cut(entry.summaryLine, to: Self.maximumMessageCharacters)
        let open = "    <testcase name=\"\(XMLText.attribute(entry.name))\" classname=\"\(XMLText.attribute(Self.className(of: entry.spec)))\""
        var xml = ""
        let changes = (entry.layoutChanges ?? []).map { "  " + $0 }
        let detail = ([entry.golden] + (entry.message.map { [$0] } ?? [])
            + (changes.isEmpty ? [] : ["what changed:"] + changes)).joined(separator: "\n")
        if entry.isProblem {
            if entry.status == GoldenCheck.Status.error.rawValue || entry.cannotCompare {
                counts.errors += 1
                let type = entry.cannotCompare ? "cannot-compare" : "error"
                xml += "      <error type=\"\(type)\" message=\"\(XMLText.attribute(summary))\">"
                    + XMLText.content(entry.message ?? "") + "</error>\n"
            } else {
                counts.failures += 1
                xml += "      <failure type=\"\(XMLText.attribute(entry.status))\" message=\"\(XMLText.attribute(summary))\">"
                    + XMLText.content(detail) + "</failure>\n"
            }
        }
        var out: [String] = []
        if entry.updated { out.append("golden written by --update: \(entry.golden)") }
        if let changes = entry.layoutChanges, !changes.isEmpty, entry.isProblem {
            out.append("what changed:")
            out += changes.map { "  " + $0 }
        }
        out += entry.artifacts
        // GitLab and Jenkins (junit-attachments) attach the files of these lines to the testcase; the images
        // as the check wrote them, from the folder it ran in, which is where CI jobs read them from.
        out += entry.artifacts.map { "[[ATTACHMENT|\($0)]]" }
        if !out.isEmpty {
            xml += "      <system-out>" + XMLText.content(out.joined(separator: "\n")) + "</system-out>\n"
        }
        return xml.isEmpty ? open + "/>\n" : open + ">\n" + xml + "    </testcase>\n"
    }
}
