import Foundation
import XCTest

/// `audit` as a CI gate: each finding at `FILE:LINE:COL: JSON.PATH:`, a baseline that silences only known
/// findings, JUnit that validates against junit-10.xsd and SARIF that validates against SARIF 2.1.0 with the
/// fields GitHub code scanning reads.
final class AuditGateCommandTests: TableRenderTestCase {
    private static let fixtures = TableRenderBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/Audit")

    private func fixture(_ name: String) throws -> String {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
        try write(text, to: name)
        return text
    }

    private func lines(_ result: CommandResult) -> [String] {
        result.stdoutText.split(separator: "\n").map(String.init)
    }

    /// Where `needle` starts in `text`, as `LINE:COL` (1-based, in scalars).
    private func position(of needle: String, in text: String) throws -> String {
        let range = try XCTUnwrap(text.range(of: needle))
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.unicodeScalars.count } ?? 0
        return "\(line):\(column + 1)"
    }

    func testEachFindingIsAtTheLineAndColumnOfItsRow() throws {
        let text = try fixture("low-contrast.json")
        let result = try run(["audit", "low-contrast.json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let found = lines(result)
        let signOut = try position(of: #"{ "title": "Sign Out""#, in: text)
        XCTAssertTrue(found.contains("low-contrast.json:\(signOut): sections[0].rows[1]: contrast: \"Sign Out\" 2.85:1 "
                                     + "(#999999 on #FFFFFF), needs 4.5:1 (17 pt regular)"), "\(found)")
        let header = try position(of: #""Account""#, in: text)
        XCTAssertEqual(found.first, "low-contrast.json:\(header): sections[0].header: contrast: \"ACCOUNT\" 3.29:1 "
                       + "(#85858B on #F2F2F7), needs 4.5:1 (13 pt regular)")
        let footer = try position(of: #""Footnote text""#, in: text)
        XCTAssertTrue(found.last?.hasPrefix("low-contrast.json:\(footer): sections[0].footer: contrast: ") ?? false, "\(found)")
    }

    func testABaselineSilencesOnlyTheFindingsItKnows() throws {
        let text = try fixture("low-contrast.json")
        let recorded = try run(["audit", "low-contrast.json", "--baseline", "audit-baseline.json", "--update-baseline"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertTrue(recorded.stderr.hasSuffix("; baseline written\n"), recorded.stderr)
        let baseline = try XCTUnwrap(JSONSerialization.jsonObject(with: try contents(of: "audit-baseline.json")) as? [String: Any])
        XCTAssertEqual((baseline["findings"] as? [Any])?.count, 7)
        XCTAssertEqual(baseline["tool"] as? String, "tablerender audit baseline")

        let clean = try run(["audit", "low-contrast.json", "--baseline", "audit-baseline.json"])
        XCTAssertEqual(clean.status, 0, clean.stdoutText)
        XCTAssertEqual(clean.stdoutText, "")
        XCTAssertEqual(clean.stderr, "audit: 1 spec, 7 problems (4 contrast, 2 targets, 1 truncation), 0 invalid; "
                       + "7 known (baseline), 0 new\n")

        // A row inserted above (every known finding moves a line down) and one new faint row.
        let changed = text.replacingOccurrences(of: #"        { "title": "Passes" },"#,
                                                with: "        { \"title\": \"Passes\" },\n        { \"title\": \"Faint\", \"role\": \"button\" },")
        try write(changed, to: "low-contrast.json")
        let gate = try run(["audit", "low-contrast.json", "--baseline", "audit-baseline.json", "--junit", "out/audit.xml",
                            "--sarif", "out/audit.sarif"])
        XCTAssertEqual(gate.status, 1)
        let faint = try position(of: #"{ "title": "Faint""#, in: changed)
        XCTAssertEqual(lines(gate), ["low-contrast.json:\(faint): sections[0].rows[1]: contrast: \"Faint\" 2.85:1 "
                                     + "(#999999 on #FFFFFF), needs 4.5:1 (17 pt regular)"])

        try assertValidJUnit("out/audit.xml")
        let junit = String(decoding: try contents(of: "out/audit.xml"), as: UTF8.self)
        XCTAssertEqual(attributes(of: "testsuite", in: junit),
                       ["name": "tablerender audit", "tests": "8", "failures": "1", "errors": "0", "skipped": "7"])
        XCTAssertTrue(junit.contains(#"<testcase name="sections[0].rows[1]: contrast" classname="low-contrast_json">"#), junit)

        try assertValidSARIF("out/audit.sarif")
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: try contents(of: "out/audit.sarif")) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "tablerender")
        XCTAssertEqual((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, ["contrast", "targets", "truncation"])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1, "known findings are left out")
        XCTAssertEqual(results[0]["ruleId"] as? String, "contrast")
        XCTAssertEqual(results[0]["level"] as? String, "error")
        XCTAssertEqual(results[0]["baselineState"] as? String, "new")
        XCTAssertTrue(((results[0]["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("sections[0].rows[1]: contrast: \"Faint\"") ?? false)
        let physical = try XCTUnwrap(((results[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "low-contrast.json")
        let region = try XCTUnwrap(physical["region"] as? [String: Int])
        XCTAssertEqual("\(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)", faint)
    }

    func testAnUnreadableBaselineIsBadInputAndUpdateNeedsAFile() throws {
        _ = try fixture("low-contrast.json")
        let missing = try run(["audit", "low-contrast.json", "--baseline", "nope.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines, ["nope.json: cannot read the audit baseline: no such file (write one with --update-baseline)"])
        XCTAssertEqual(missing.stdoutText, "")
        try write("{\"findings\": 3}", to: "bad.json")
        let bad = try run(["audit", "low-contrast.json", "--baseline", "bad.json"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderrLines, ["bad.json: not an audit baseline (JSON written by audit --update-baseline)"])
        let usage = try run(["audit", "low-contrast.json", "--update-baseline"])
        XCTAssertEqual(usage.status, 64)
    }

    func testSARIFWithoutABaselineListsEveryFindingAndTheSameRunTheSameBytes() throws {
        _ = try fixture("low-contrast.json")
        XCTAssertEqual(try run(["audit", "low-contrast.json", "--sarif", "one.sarif", "--junit", "one.xml"]).status, 1)
        XCTAssertEqual(try run(["audit", "low-contrast.json", "--sarif", "two.sarif", "--junit", "two.xml"]).status, 1)
        XCTAssertEqual(try contents(of: "one.sarif"), try contents(of: "two.sarif"))
        XCTAssertEqual(try contents(of: "one.xml"), try contents(of: "two.xml"))
        try assertValidSARIF("one.sarif")
        try assertValidJUnit("one.xml")
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: try contents(of: "one.sarif")) as? [String: Any])
        let results = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 7)
        XCTAssertNil(results[0]["baselineState"])
    }
}
