import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 27 item 10a: a file that cannot be written is named in the message, not only the folder it goes into.
final class WriteErrorTests: TableRenderTestCase {
    /// A folder this process cannot create files in: a read-only one, or for root (whom permissions do not stop)
    /// /proc, where no regular file can be made.
    private func unwritableFolder() throws -> String {
        if getuid() != 0 {
            let path = folder.appendingPathComponent("read-only").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            chmod(path, 0o555)
            addTeardownBlock { chmod(path, 0o755) }
            return "read-only"
        }
        guard FileManager.default.fileExists(atPath: "/proc/self") else { throw XCTSkip("needs /proc as root") }
        return "/proc"
    }

    func testAnOutputThatCannotBeWrittenIsNamedInTheMessage() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "spec.json")
        let unwritable = try unwritableFolder()
        let result = try run(["spec.json", "-o", unwritable + "/out.png"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix(unwritable + "/out.png: cannot write: "), result.stderr)

        // A file where the output's folder should be.
        try writeCreatingFolders("a file", to: "blocker")
        let blocked = try run(["spec.json", "-o", "blocker/out.png"])
        XCTAssertEqual(blocked.status, 1, blocked.stderr)
        XCTAssertEqual(blocked.stderrLines, ["blocker/out.png: the folder blocker is not a folder"])
    }

    func testAFolderInTheWayOfAnOutputsSubfolderNamesTheOutput() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/sub/a.json")
        try writeCreatingFolders("a file", to: "out/sub")
        let batch = try run(["render", "specs", "--out-dir", "out"])
        XCTAssertEqual(batch.status, 1, batch.stderr)
        XCTAssertTrue(batch.stderrLines.contains("out/sub/a.png: cannot create its folder: out/sub exists and is not a folder"),
                      batch.stderr)

        try writeCreatingFolders("a file", to: "golden/sub")
        let update = try run(["check", "specs", "--golden", "golden", "--update", "-q"])
        XCTAssertEqual(update.status, 1, update.stderr)
        XCTAssertTrue(update.stderrLines.contains("golden/sub/a.png: cannot create its folder: golden/sub exists and is not a folder"),
                      update.stderr)

        let report = try run(["check", "specs", "--golden", "out", "--diff-dir", "golden", "-q"])
        XCTAssertTrue(report.stderrLines.contains("golden/sub/a.actual.png: cannot create its folder: golden/sub exists and is not a folder"),
                      report.stderr)
        try writeCreatingFolders("a file", to: "blocker")
        let reportBlocked = try run(["check", "specs", "--golden", "out", "--report", "blocker/deeper/report.json", "-q"])
        XCTAssertTrue(reportBlocked.stderrLines.contains("blocker/deeper/report.json: cannot create its folder: blocker exists and is not a folder"),
                      reportBlocked.stderr)

        // An --out-dir whose parent is a file: the folder asked for comes first, then what is in the way.
        let outDir = try run(["render", "specs", "--out-dir", "blocker/out"])
        XCTAssertEqual(outDir.status, 1, outDir.stderr)
        XCTAssertTrue(outDir.stderrLines.contains("blocker/out: blocker exists and is not a folder"), outDir.stderr)
    }
}
