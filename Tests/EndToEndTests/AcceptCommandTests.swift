import Foundation
import TableChecks
import TableRenderKit
import XCTest

/// `tablerender accept REPORT.json [NAME...]`: a failing check turned into a passing one from its report, by the
/// bytes the check produced, with no render; refusals for a golden changed since, a missing image, and paths
/// leading out of their folders, each one line with nothing written. And the layout changes in words in every
/// report of the check.
final class AcceptCommandTests: TableRenderTestCase {
    private static let checkArguments = ["check", "specs", "--golden", "golden", "--diff-dir", "out/diffs",
                                         "--report", "out/report.json", "--html", "out/page.html",
                                         "--junit", "out/junit.xml", "--markdown", "out/summary.md"]

    /// `specs/a.json` and `specs/b.json` with goldens, then a title changed in `a` and a row inserted in `b`.
    private func writeChangedSpecs() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["About", "Bluetooth"]), to: "specs/a.json")
        try writeCreatingFolders(Self.tinySpec(rows: ["About", "Wi-Fi"]), to: "specs/b.json")
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        try writeCreatingFolders(Self.tinySpec(rows: ["About", "Bluetooth Devices"]), to: "specs/a.json")
        try writeCreatingFolders(Self.tinySpec(rows: ["About", "Location Services", "Wi-Fi"]), to: "specs/b.json")
    }

    func testAcceptTurnsAFailingCheckIntoAPassingOneWithTheBytesTheCheckProduced() throws {
        try writeChangedSpecs()
        let failing = try run(Self.checkArguments)
        XCTAssertEqual(failing.status, 1, failing.stderr)
        let lines = stdoutLines(failing)
        XCTAssertTrue(lines.contains(#"  title changed: "Bluetooth" → "Bluetooth Devices""#), "\(lines)")
        XCTAssertTrue(lines.contains(#"  row inserted: "Location Services" in section 1"#), "\(lines)")

        let accepted = try run(["accept", "out/report.json"])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(stdoutLines(accepted), ["a: out/diffs/a.actual.png → golden/a.png",
                                               "b: out/diffs/b.actual.png → golden/b.png",
                                               "accept: 2 goldens written"])
        XCTAssertEqual(try contents(of: "golden/a.png"), try contents(of: "out/diffs/a.actual.png"), "byte for byte")
        XCTAssertEqual(try contents(of: "golden/b.png"), try contents(of: "out/diffs/b.actual.png"))
        let again = try run(["accept", "out/report.json"])
        XCTAssertEqual(again.status, 0, "accepting twice is no error")
        XCTAssertEqual(stdoutLines(again), ["a: already accepted (the golden is the check's image)",
                                            "b: already accepted (the golden is the check's image)",
                                            "accept: 0 goldens written"])
        let passing = try run(["check", "specs", "--golden", "golden"])
        XCTAssertEqual(passing.status, 0, passing.stdoutText)
        XCTAssertEqual(stdoutLines(passing).last, "check: 2 specs: 2 match, 0 mismatch, 0 missing")
    }

    func testAcceptingOneNameLeavesTheOthers() throws {
        try writeChangedSpecs()
        XCTAssertEqual(try run(Self.checkArguments).status, 1)
        let before = try contents(of: "golden/b.png")
        let accepted = try run(["accept", "out/report.json", "a"])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(try contents(of: "golden/b.png"), before)
        XCTAssertEqual(try contents(of: "golden/a.png"), try contents(of: "out/diffs/a.actual.png"))
        let unknown = try run(["accept", "out/report.json", "nope"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderrLines, [#"out/report.json: no entry named "nope" in the report"#])
    }

    func testAMissingGoldenIsWrittenFromItsRender() throws {
        try writeChangedSpecs()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("golden/a.png"))
        XCTAssertEqual(try run(Self.checkArguments).status, 1)
        try runSuccessfully(["accept", "out/report.json", "a"])
        XCTAssertEqual(try contents(of: "golden/a.png"), try contents(of: "out/diffs/a.actual.png"))
    }

    func testAGoldenChangedSinceTheReportIsRefusedAndNothingIsWritten() throws {
        try writeChangedSpecs()
        XCTAssertEqual(try run(Self.checkArguments).status, 1)
        try changePixels(of: "golden/b.png")
        let changed = try contents(of: "golden/b.png"), a = try contents(of: "golden/a.png")
        let refused = try run(["accept", "out/report.json"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderrLines, ["golden/b.png: the golden changed since the report was written; run check again"])
        XCTAssertEqual(refused.stdoutText, "")
        XCTAssertEqual(try contents(of: "golden/b.png"), changed)
        XCTAssertEqual(try contents(of: "golden/a.png"), a, "nothing written, not even the entry before")
    }

    func testAMissingOrAlteredActualImageIsRefused() throws {
        try writeChangedSpecs()
        XCTAssertEqual(try run(Self.checkArguments).status, 1)
        let golden = try contents(of: "golden/a.png")
        try changePixels(of: "out/diffs/a.actual.png")
        let altered = try run(["accept", "out/report.json", "a"])
        XCTAssertEqual(altered.status, 2)
        XCTAssertEqual(altered.stderrLines, [#"out/diffs/a.actual.png: not the image the check produced for "a" (its SHA-256 differs from the report's); run check again"#])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("out/diffs/a.actual.png"))
        let missing = try run(["accept", "out/report.json", "a"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines, [#"out/diffs/a.actual.png: the actual image of "a" is missing; download the report together with its diff folder"#])
        XCTAssertEqual(try contents(of: "golden/a.png"), golden)
    }

    func testAnImageChangedBetweenThePlanAndTheWriteIsRefused() throws {
        try writeChangedSpecs()
        XCTAssertEqual(try run(Self.checkArguments).status, 1)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let copies = try GoldenAcceptance(reportPath: "out/report.json").plan(names: ["a"])
        XCTAssertEqual(copies.map(\.golden), ["golden/a.png"])
        try changePixels(of: "out/diffs/a.actual.png")
        let golden = try contents(of: "golden/a.png")
        XCTAssertThrowsError(try GoldenAcceptance.write(copies)) { error in
            XCTAssertEqual((error as? RenderError)?.description, "out/diffs/a.actual.png: changed while accept ran; run check again")
        }
        XCTAssertEqual(try contents(of: "golden/a.png"), golden)
    }

    func testPathsLeadingOutOfTheirFoldersAreRefused() throws {
        try writeChangedSpecs()
        XCTAssertEqual(try run(Self.checkArguments).status, 1)
        let original = String(decoding: try contents(of: "out/report.json"), as: UTF8.self)
        func accept(after edit: (String) -> String) throws -> CommandResult {
            try Data(edit(original).utf8).write(to: folder.appendingPathComponent("out/report.json"))
            return try run(["accept", "out/report.json", "a"])
        }
        let image = try accept { $0.replacingOccurrences(of: #""actual" : "diffs/a.actual.png""#, with: #""actual" : "../../a.png""#) }
        XCTAssertEqual(image.status, 2)
        XCTAssertEqual(image.stderrLines, [#"out/report.json: the actual image of "a", ../../a.png, is refused: outside the report's folder"#])
        let golden = try accept { $0.replacingOccurrences(of: #""golden" : "golden/a.png""#, with: #""golden" : "specs/a.png""#) }
        XCTAssertEqual(golden.status, 2)
        XCTAssertEqual(golden.stderrLines, [#"out/report.json: the golden of "a", specs/a.png, is outside the golden folder golden"#])
        let outside = try accept { $0.replacingOccurrences(of: #""golden" : "golden","#, with: #""golden" : "/tmp","#) }
        XCTAssertEqual(outside.status, 2)
        XCTAssertEqual(outside.stderrLines, ["out/report.json: the golden folder /tmp is outside the current folder; run accept where check ran, or give --golden DIR"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/a.png") && (try? contents(of: "/tmp/a.png")) == (try? contents(of: "out/diffs/a.actual.png")))
    }

    func testEveryReportSaysWhatChangedAndHowToAccept() throws {
        try writeChangedSpecs()
        XCTAssertEqual(try run(Self.checkArguments).status, 1)
        let entries = try reportEntries("out/report.json")
        // At 200 pt the longer title wraps: the row grows too, and says so.
        XCTAssertEqual(entries[0]["layoutChanges"] as? [String], [#"title changed: "Bluetooth" → "Bluetooth Devices""#,
                                                                  #"row "Bluetooth Devices" grew by 19 pt"#])
        XCTAssertEqual((entries[1]["layoutChanges"] as? [String])?.first, #"row inserted: "Location Services" in section 1"#)
        XCTAssertEqual((entries[0]["goldenSHA256"] as? String)?.count, 64)
        XCTAssertEqual((entries[0]["actualSHA256"] as? String)?.count, 64)

        let html = String(decoding: try contents(of: "out/page.html"), as: UTF8.self)
        XCTAssertTrue(html.contains("<li>title changed: &quot;Bluetooth&quot; → &quot;Bluetooth Devices&quot;</li>")
                      || html.contains("<li>title changed: \"Bluetooth\" → \"Bluetooth Devices\"</li>"), html)
        XCTAssertTrue(html.contains(#"<code class="command">tablerender accept out/report.json a</code>"#))
        XCTAssertTrue(html.contains(#"<code class="command">tablerender accept out/report.json</code>"#), "the whole run")

        try assertValidJUnit("out/junit.xml")
        let junit = String(decoding: try contents(of: "out/junit.xml"), as: UTF8.self)
        XCTAssertTrue(junit.contains(#"classname="specs.a_json""#), junit)
        XCTAssertTrue(junit.contains("what changed:\n  title changed: &quot;Bluetooth&quot; → &quot;Bluetooth Devices&quot;")
                      || junit.contains("what changed:\n  title changed: \"Bluetooth\" → \"Bluetooth Devices\""), junit)
        XCTAssertTrue(junit.contains("[[ATTACHMENT|out/diffs/a.compare.png]]"), junit)

        // The inserted row too, in every format.
        for text in [html, junit] {
            XCTAssertTrue(text.contains("row inserted: &quot;Location Services&quot; in section 1")
                          || text.contains("row inserted: \"Location Services\" in section 1"), text)
        }
        let markdown = String(decoding: try contents(of: "out/summary.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains(#"row inserted: "Location Services" in section 1"#), markdown)
        XCTAssertTrue(markdown.contains("[Open the review page](page.html)"), markdown)
        XCTAssertTrue(markdown.contains("[compare](diffs/a.compare.png) · [diff](diffs/a.diff.png) · [actual](diffs/a.actual.png)"), markdown)
        XCTAssertTrue(markdown.contains(#"title changed: "Bluetooth" → "Bluetooth Devices""#), markdown)
    }

    func testAGoldenWithoutASummaryFallsBackToPixels() throws {
        try writeChangedSpecs()
        // A golden another tool wrote: the same pixels, no text chunks at all.
        let bytes = [UInt8](try contents(of: "golden/a.png"))
        try Data(stripTextChunks(bytes)).write(to: folder.appendingPathComponent("golden/a.png"))
        let result = try run(Self.checkArguments)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(try reportEntries("out/report.json")[0]["layoutChanges"] is NSNull)
        XCTAssertFalse(result.stdoutText.contains("title changed"), result.stdoutText)
    }

    /// `png` without its tEXt and iTXt chunks.
    private func stripTextChunks(_ png: [UInt8]) -> [UInt8] {
        var out = Array(png[0..<8])
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + length
            if type != "tEXt" && type != "iTXt" { out += png[offset..<end] }
            offset = end
        }
        return out
    }
}
