import Foundation
import XCTest

/// A FIFO (or any file that is not regular) named as a golden or a `diff` input is refused at once: it used to
/// block `check` and `diff` forever, since opening a FIFO waits for a writer.
final class FIFOInputTests: TableRenderTestCase {
    private func makeFIFO(_ name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(url.path, 0o644), 0)
    }

    func testAFIFOGoldenIsACannotCompareNotAHang() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["A"]), to: "specs/a.json")
        try makeFIFO("golden/a.png")
        let start = Date()
        let result = try run(["check", "specs", "--golden", "golden"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "a bound, not a benchmark")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("specs/a.json: cannot compare with golden/a.png: the golden cannot be read: not a regular file (a FIFO)"),
                      result.stderr)
    }

    func testAFIFOGivenToDiffIsRefused() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["A"]), to: "a.json")
        try runSuccessfully(["a.json", "-o", "a.png"])
        try makeFIFO("b.png")
        let result = try run(["diff", "a.png", "b.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["b.png: cannot read the file: not a regular file (a FIFO)"])
    }
}
