import Foundation
import XCTest

/// `tablerender audit` through the built binary: the exact finding lines of a spec with known problems, exit
/// codes, the summary, the JSON report, the overlay file and usage errors.
final class AuditCommandTests: TableRenderTestCase {
    private static let fixtures = TableRenderBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/Audit")

    /// Copies a fixture into the test folder, so messages name it by its bare file name.
    private func fixture(_ name: String) throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
        try write(text, to: name)
    }

    private func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The disabled row ("Unavailable", tertiaryLabel on white, 1.72:1) is not reported: WCAG exempts inactive
    /// components.
    /// Each line starts at the finding's row (or header, footer) in the spec: `FILE:LINE:COL: JSON.PATH:`.
    func testKnownProblemsAreReportedExactlyInReadingOrder() throws {
        try fixture("low-contrast.json")
        let result = try run(["audit", "low-contrast.json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(lines(result.stdout), [
            // iOS's own grouped header and footer grey (secondaryLabel-like #85858B) on systemGroupedBackground.
            "low-contrast.json:4:17: sections[0].header: contrast: \"ACCOUNT\" 3.29:1 (#85858B on #F2F2F7), needs 4.5:1 (13 pt regular)",
            // A button row in the spec's #999999 tint on the white cell.
            "low-contrast.json:6:9: sections[0].rows[1]: contrast: \"Sign Out\" 2.85:1 (#999999 on #FFFFFF), needs 4.5:1 (17 pt regular)",
            "low-contrast.json:7:9: sections[0].rows[2]: target: stepper \"Copies\" decrement 47×32 pt, smaller than 44×44 pt",
            "low-contrast.json:7:9: sections[0].rows[2]: target: stepper \"Copies\" increment 47×32 pt, smaller than 44×44 pt",
            "low-contrast.json:8:9: sections[0].rows[3]: contrast: \"A very long plan name that cannot fit beside its title at al…\" 3.44:1 "
                + "(#8A8A8E on #FFFFFF), needs 4.5:1 (17 pt regular), in row \"Plan\"",
            "low-contrast.json:8:9: sections[0].rows[3]: truncated: \"A very long plan name that cannot fit beside its title at al…\" needs 2 "
                + "lines at 269.08 pt, shows 1 line, in row \"Plan\"",
            "low-contrast.json:11:17: sections[0].footer: contrast: \"Footnote text\" 3.29:1 (#85858B on #F2F2F7), needs 4.5:1 (13 pt regular)",
        ])
        XCTAssertEqual(result.stderr,
                       "audit: 1 spec, 7 problems (4 contrast, 2 targets, 1 truncation), 0 invalid\n")
    }

    func testAPassingSpecExitsZeroAndQuietPrintsNothing() throws {
        try fixture("passes.json")
        let result = try runSuccessfully(["audit", "passes.json", "--quiet"])
        XCTAssertEqual(result.stdout, Data())
        XCTAssertEqual(result.stderr, "")
    }

    func testChecksAndMinimumTargetNarrowTheAudit() throws {
        try fixture("low-contrast.json")
        let targets = try run(["audit", "low-contrast.json", "--checks", "targets", "-q"])
        XCTAssertEqual(targets.status, 1)
        XCTAssertEqual(lines(targets.stdout).count, 2)
        XCTAssertTrue(lines(targets.stdout).allSatisfy { $0.contains(": target: stepper") })
        // A 30-pt minimum accepts the 32-pt stepper halves.
        try runSuccessfully(["audit", "low-contrast.json", "--checks", "targets", "--min-target", "30", "-q"])
        let truncation = try run(["audit", "low-contrast.json", "--checks", "truncation,contrast", "-q"])
        XCTAssertEqual(lines(truncation.stdout).count, 5)
    }

    func testTheJSONReportHasEveryFindingWithItsNumbers() throws {
        try fixture("low-contrast.json")
        try fixture("passes.json")
        let result = try run(["audit", "low-contrast.json", "passes.json", "--report", "report.json", "-q"])
        XCTAssertEqual(result.status, 1)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: try contents(of: "report.json")) as? [String: Any])
        let specs = try XCTUnwrap(report["specs"] as? [[String: Any]])
        XCTAssertEqual(specs.map { $0["spec"] as? String }, ["low-contrast.json", "passes.json"])
        let findings = try XCTUnwrap(specs[0]["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 7)
        XCTAssertEqual(findings[1]["foreground"] as? String, "#999999")
        XCTAssertEqual(try XCTUnwrap(findings[1]["ratio"] as? Double), 2.849, accuracy: 0.001)
        XCTAssertEqual((findings[2]["frame"] as? [Double]).map { Array($0.suffix(2)) }, [47, 32])
        XCTAssertEqual((findings[2]["frame"] as? [Double])?.first, 258, "the decrement half at the stepper's start")
        XCTAssertEqual(report["totals"] as? [String: Int], ["contrast": 4, "targets": 2, "truncation": 1])
        XCTAssertEqual((specs[1]["findings"] as? [Any])?.count, 0)
    }

    func testTheOverlayIsThePNGOfTheScreenAndTheLegend() throws {
        try fixture("passes.json")
        try runSuccessfully(["audit", "passes.json", "--overlay", "overlay.png", "-q"])
        let size = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "overlay.png")))
        // The 390-pt screen plus the 300-pt legend, at the spec's scale 2.
        XCTAssertEqual(size.width, (390 + 300) * 2)
        let render = try runSuccessfully(["passes.json", "-o", "screen.png"])
        XCTAssertEqual(render.status, 0)
        let screen = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "screen.png")))
        XCTAssertEqual(size.height, screen.height, "the legend of two entries is shorter than the screen")
    }

    func testOverlayDirWritesOneOverlayPerSpec() throws {
        try fixture("low-contrast.json")
        try fixture("passes.json")
        let result = try run(["audit", "low-contrast.json", "passes.json", "--overlay-dir", "overlays", "-q"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(OutputInspector.isPNG(try contents(of: "overlays/low-contrast.png")))
        XCTAssertTrue(OutputInspector.isPNG(try contents(of: "overlays/passes.png")))
    }

    func testAnInvalidSpecExitsTwoWithTheRenderErrorAndWritesNothing() throws {
        try write("{\"sections\": [{\"rows\": [{\"titel\": \"x\"}]}]}", to: "bad.json")
        let result = try run(["audit", "bad.json", "--overlay", "overlay.png"])
        XCTAssertEqual(result.status, 2)
        let render = try run(["bad.json", "-o", "out.png"])
        XCTAssertEqual(result.stderr, render.stderr + "audit: 1 spec, 0 problems (0 contrast, 0 targets, 0 truncation), 1 invalid\n")
        XCTAssertEqual(result.stdout, Data())
        XCTAssertEqual(try folderListing(), ["bad.json"])
    }

    func testUsageErrorsExit64() throws {
        try fixture("passes.json")
        try fixture("low-contrast.json")
        let cases: [([String], String)] = [
            (["audit"], "missing a spec"),
            (["audit", "passes.json", "--checks", "colour"], "unknown check \"colour\""),
            (["audit", "passes.json", "--min-target", "0"], "--min-target must be between 1 and 1000"),
            (["audit", "passes.json", "--overlay", "a.png", "--overlay-dir", "d"], "cannot be combined"),
            (["audit", "passes.json", "--overlay", "a.gif"], "cannot tell the format"),
            (["audit", "passes.json", "low-contrast.json", "--overlay", "a.png"], "use --overlay-dir DIR"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertFalse(try folderListing().contains("a.png"))
    }
}
