import Foundation
import TestSupport
import XCTest

/// `diff A.png B.png`: the same comparison on two files, as text or JSON, with an optional diff image.
final class DiffCommandTests: TableRenderTestCase {
    private func renderTwo(_ first: [String], _ second: [String], width: Int = 200) throws {
        try writeCreatingFolders(Self.tinySpec(rows: first, width: width), to: "a.json")
        try writeCreatingFolders(Self.tinySpec(rows: second), to: "b.json")
        try runSuccessfully(["a.json", "-o", "a.png"])
        try runSuccessfully(["b.json", "-o", "b.png"])
    }

    func testSameImagesMatchAndExit0() throws {
        try renderTwo(["Same"], ["Same"])
        let result = try runSuccessfully(["diff", "a.png", "b.png"])
        XCTAssertTrue(result.stdoutText.hasPrefix("a.png vs b.png: match: 0 of "), result.stdoutText)
    }

    func testDifferentImagesExit1AndWriteTheDiffImage() throws {
        try renderTwo(["Same"], ["Other"])
        let result = try run(["diff", "a.png", "b.png", "-o", "diff.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.contains(": mismatch: "), result.stdoutText)
        let diffSize = try XCTUnwrap(OutputInspector.pngSize(contents(of: "diff.png")))
        let size = try XCTUnwrap(OutputInspector.pngSize(contents(of: "a.png")))
        XCTAssertEqual([diffSize.width, diffSize.height], [size.width, size.height])
        XCTAssertEqual(try run(["diff", "a.png", "b.png", "--threshold", "1"]).status, 0)
    }

    func testJSONHasTheNumbers() throws {
        try renderTwo(["Same"], ["Other"])
        let result = try run(["diff", "a.png", "b.png", "--json"])
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        XCTAssertEqual(object["status"] as? String, "mismatch")
        XCTAssertEqual(object["expected"] as? String, "a.png")
        XCTAssertEqual(object["passed"] as? Bool, false)
        XCTAssertGreaterThan(object["differingPixels"] as? Int ?? 0, 0)
        XCTAssertGreaterThan(object["ratio"] as? Double ?? 0, 0)
        XCTAssertEqual(object["maxChannelDelta"] as? Int ?? 0 > 0, true)
        XCTAssertNotNil(object["changedBounds"] as? [String: Int])
        XCTAssertEqual((object["expectedSize"] as? [String: Int])?["width"], 200)
    }

    func testDifferentSizesExit1() throws {
        try renderTwo(["Row"], ["Row"], width: 220)
        let result = try run(["diff", "a.png", "b.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.contains("sizes differ"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("220×"), result.stdoutText)
    }

    func testUnreadableOrNonPNGInputExits2() throws {
        try renderTwo(["Row"], ["Row"])
        try writeCreatingFolders("not a png", to: "text.png")
        XCTAssertEqual(try run(["diff", "a.png", "missing.png"]).status, 2)
        let notPNG = try run(["diff", "text.png", "a.png"])
        XCTAssertEqual(notPNG.status, 2)
        XCTAssertTrue(notPNG.stderr.contains("text.png"), notPNG.stderr)
        XCTAssertEqual(try run(["diff", "a.png"]).status, 64)
        XCTAssertEqual(notPNG.stderrLines, ["text.png: not a PNG file"])
    }

    func testHugePNGIsRefusedFromItsHeader() throws {
        try renderTwo(["Row"], ["Row"])
        try Data(CraftedPNG.headerOnly(width: 20000, height: 20000)).write(to: folder.appendingPathComponent("big.png"))
        let start = Date()
        let result = try run(["diff", "a.png", "big.png"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "a bound, not a benchmark")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["big.png: the PNG is 20000×20000 px; at most 32767 px a side, 256 Mpx"])
    }
}
