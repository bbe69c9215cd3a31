import Foundation
import XCTest

/// An SF Symbols name tablerender does not know never sinks a render: it draws a placeholder with a positioned
/// warning and exit 0; `--strict` on render, check, validate and import makes it an error (exit 2). Storyboards
/// (an image view's `catalog="system"` name) follow the same rule.
final class UnknownSymbolCommandTests: TableRenderTestCase {
    private let spec = """
        {"sections": [{"rows": [
          {"title": "Servers", "icon": {"symbol": "server.rack.fil", "color": "systemGray"}},
          {"title": "Wi-Fi", "icon": {"symbol": "wifi", "color": "systemBlue"}}
        ]}]}
        """
    private let warning = #"unknown.json:2:43: warning: unknown SF Symbol "server.rack.fil"; did you mean "server.rack"?"#
    private let error = #"unknown.json:2:43: sections[0].rows[0].icon.symbol: unknown SF Symbol "server.rack.fil"; did you mean "server.rack"?"#

    func testRenderWarnsAndDrawsAPlaceholder() throws {
        try write(spec, to: "unknown.json")
        let result = try runSuccessfully(["unknown.json", "-o", "out.png"])
        XCTAssertEqual(result.stderrLines, [warning])
        XCTAssertGreaterThan(try contents(of: "out.png").count, 1000)
        let quiet = try runSuccessfully(["unknown.json", "-o", "quiet.png", "--quiet"])
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(try contents(of: "quiet.png"), try contents(of: "out.png"), "the same placeholder drawn")
    }

    func testStrictRenderRefusesTheSpecAndWritesNothing() throws {
        try write(spec, to: "unknown.json")
        let result = try run(["unknown.json", "-o", "out.png", "--strict"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, [error])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    func testValidateWarnsAndStrictValidateFails() throws {
        try write(spec, to: "unknown.json")
        let valid = try run(["validate", "unknown.json"])
        XCTAssertEqual(valid.status, 0, valid.stderr)
        XCTAssertEqual(valid.stderrLines, [warning])
        let strict = try run(["validate", "--strict", "unknown.json"])
        XCTAssertEqual(strict.status, 2)
        XCTAssertEqual(strict.stderrLines, [error])
    }

    func testCheckWarnsAndStrictCheckFails() throws {
        try write(spec, to: "unknown.json")
        try runSuccessfully(["check", "unknown.json", "--golden", "goldens", "--update"])
        let check = try run(["check", "unknown.json", "--golden", "goldens"])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stderrLines.contains(warning), check.stderr)
        let strict = try run(["check", "unknown.json", "--golden", "goldens", "--strict"])
        XCTAssertEqual(strict.status, 2, strict.stderr)
        XCTAssertTrue(strict.stderrLines.contains(error), strict.stderr)
    }

    func testAStoryboardSymbolWarnsOnImportAndStrictImportFails() throws {
        try FileManager.default.copyItem(at: StoryboardCommandTests.fixtures, to: folder.appendingPathComponent("Storyboards"))
        let odd = "Storyboards/Odd.storyboard"
        let line = #"Storyboards/Odd.storyboard:50:60: warning: unknown SF Symbol "heart.text.square"; did you mean "heart.square"?"#
        let imported = try runSuccessfully(["import", odd, "-o", "odd.json"])
        XCTAssertTrue(imported.stderrLines.contains(line), imported.stderr)
        XCTAssertTrue(String(decoding: try contents(of: "odd.json"), as: UTF8.self).contains(#""heart.text.square""#),
                      "the name is kept in the spec")
        let strict = try run(["import", odd, "--strict", "-o", "strict.json"])
        XCTAssertEqual(strict.status, 2, strict.stderr)
        XCTAssertTrue(strict.stderr.contains(#"unknown SF Symbol "heart.text.square""#), strict.stderr)
        let render = try run([odd, "--strict", "-o", "odd.png"])
        XCTAssertEqual(render.status, 2, render.stderr)
        let validate = try run(["validate", "--strict", odd])
        XCTAssertEqual(validate.status, 2, validate.stderr)
        XCTAssertTrue(validate.stderrLines.contains { $0.hasPrefix("Storyboards/Odd.storyboard:50:60: ") && !$0.contains("warning:") },
                      validate.stderr)
    }
}
