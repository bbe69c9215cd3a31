import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// Paged outputs are replaced as a whole set, interrupts and concurrent runs leave no temporaries and no mixed
/// pages, and stale temporaries of dead runs are cleaned up.
final class InterruptedWriteTests: TableRenderTestCase {
    /// 3,000 rows at 2× cut into 400-px pages: hundreds of pages, seconds of work, so a signal lands mid-run.
    private func writeTallSpec(rows: Int = 3000) throws {
        let rowList = (0..<rows).map { "\"Row \($0)\"" }.joined(separator: ",")
        try write(#"{ "width": 390, "scale": 2, "sections": [ { "rows": [\#(rowList)] } ] }"#, to: "tall.json")
    }

    private func temporaries() throws -> [String] {
        try folderListing().filter { $0.hasPrefix(".") }
    }

    private func pages() throws -> [String] {
        try folderListing().filter { $0.hasPrefix("out") }
    }

    // MARK: Interrupts

    func testSIGINTDuringAPagedRenderRemovesEveryTemporaryAndExits130() throws {
        try assertInterruptCleansUp(signal: SIGINT, expectedStatus: 130, name: "SIGINT")
    }

    func testSIGTERMDuringAPagedRenderRemovesEveryTemporaryAndExits143() throws {
        try assertInterruptCleansUp(signal: SIGTERM, expectedStatus: 143, name: "SIGTERM")
    }

    func testSIGHUPDuringAPagedRenderRemovesEveryTemporaryAndExits129() throws {
        try assertInterruptCleansUp(signal: SIGHUP, expectedStatus: 129, name: "SIGHUP")
    }

    private func assertInterruptCleansUp(signal: Int32, expectedStatus: Int32, name: String,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        try writeTallSpec()
        let previous = Data("the previous output\n".utf8)
        try previous.write(to: folder.appendingPathComponent("out.png"))
        let running = try RunningTableRender(["tall.json", "--max-page-height", "400", "-o", "out.png"], in: folder)
        // Signal once pages are being staged, so there is something to clean up.
        XCTAssertTrue(running.waitUntil(timeout: 60) { (try? self.temporaries().contains { $0.hasSuffix(".tmp") }) == true },
                      "no temporary file appeared before the render ended", file: file, line: line)
        kill(running.process.processIdentifier, signal)
        let result = try running.wait()

        XCTAssertFalse(result.crashed, "exits with 128 + the signal instead of dying from it", file: file, line: line)
        XCTAssertEqual(result.status, expectedStatus, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderrLines, ["tablerender: interrupted by \(name); unfinished outputs were not written"],
                       file: file, line: line)
        XCTAssertEqual(try temporaries(), [], "no temporary or lock file is left behind", file: file, line: line)
        XCTAssertEqual(try pages(), ["out.png"], "no page of the interrupted run appears", file: file, line: line)
        XCTAssertEqual(try contents(of: "out.png"), previous, "the existing output is untouched", file: file, line: line)
    }

    func testInterruptedBatchLeavesOnlyCompleteOutputs() throws {
        try writeTallSpec(rows: 1500)
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let tall = try contents(of: "tall.json")
        for index in 1...6 { try tall.write(to: specs.appendingPathComponent("t\(index).json")) }
        let running = try RunningTableRender(["specs", "--out-dir", "out", "--max-page-height", "400", "--jobs", "2"],
                                             in: folder)
        let out = folder.appendingPathComponent("out")
        func hidden() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasPrefix(".") }
        }
        XCTAssertTrue(running.waitUntil(timeout: 60) { hidden().contains { $0.hasSuffix(".tmp") } })
        kill(running.process.processIdentifier, SIGTERM)
        let result = try running.wait()
        XCTAssertEqual(result.status, 143, result.stderr)
        XCTAssertEqual(hidden(), [], "no temporary or lock file in the output folder")
    }

    // MARK: Stale files

    func testStaleTemporariesOfDeadProcessesAreRemovedAndLiveOnesKept() throws {
        try write(Self.smallSpec, to: "spec.json")
        let dead = ".tablerender-99999999-0123456789abcdef.tmp"
        let legacy = ".out.png.99999998.12345.tmp"
        let live = ".tablerender-\(getpid())-fedcba9876543210.tmp"
        let unrelated = ".notes.tmp"
        for name in [dead, legacy, live, unrelated] { try write("partial", to: name) }

        try runSuccessfully(["spec.json", "--scale", "1", "-o", "out.png"])

        XCTAssertEqual(try folderListing(), [live, unrelated, "out.png", "spec.json"].sorted(),
                       "a dead run's temporaries go; a running process's, and other hidden files, stay")
    }

    func testFewerPagesReplaceTheWholeSetAndSingleAndPagedReplaceEachOther() throws {
        try writeTallSpec(rows: 300)
        func render(_ extra: [String]) throws -> [String] {
            try runSuccessfully(["tall.json", "-o", "out.png", "-q"] + extra)
            XCTAssertEqual(try temporaries(), [])
            return try pages()
        }
        let many = try render(["--max-page-height", "1000"])
        XCTAssertGreaterThan(many.count, 10)
        let few = try render(["--max-page-height", "4000"])
        XCTAssertLessThan(few.count, many.count)
        XCTAssertEqual(few, (1...few.count).map { String(format: "out-%03d.png", $0) },
                       "the later pages of the longer render are removed")
        XCTAssertEqual(try render([]), ["out.png"], "one file replaces the pages")
        XCTAssertEqual(try render(["--max-page-height", "4000"]), few, "pages replace the one file")
    }

    func testNumberedFilesThatAreNotPagesAreKept() throws {
        try writeTallSpec(rows: 300)
        try write("mine", to: "out-2024.png")
        try runSuccessfully(["tall.json", "-o", "out.png", "-q", "--max-page-height", "4000"])
        try runSuccessfully(["tall.json", "-o", "out.png", "-q"])
        XCTAssertEqual(try pages(), ["out-2024.png", "out.png"])
    }

    // MARK: Concurrent writers

    func testTwoRunsWritingTheSamePagedOutputLeaveOneCompleteSet() throws {
        try writeTallSpec(rows: 600)
        let small = ["tall.json", "-o", "out.png", "-q", "--max-page-height", "200"]
        let large = ["tall.json", "-o", "out.png", "-q", "--max-page-height", "7000"]
        try runSuccessfully(small)
        let smallCount = try pages().count
        try runSuccessfully(large)
        let largeCount = try pages().count
        XCTAssertGreaterThan(smallCount, largeCount)
        for _ in 0..<3 {
            let first = try RunningTableRender(small, in: folder)
            let second = try RunningTableRender(large, in: folder)
            XCTAssertEqual(try first.wait().status, 0)
            XCTAssertEqual(try second.wait().status, 0)
            XCTAssertEqual(try temporaries(), [])
            let set = try pages()
            XCTAssertTrue([smallCount, largeCount].contains(set.count), "\(set.count) pages")
            XCTAssertEqual(set, (1...set.count).map { String(format: "out-%03d.png", $0) }, "one run's pages, complete")
            // Pages of the other run would have the other height.
            let heights = try set.map { OutputInspector.pngSize(try contents(of: $0))?.height ?? 0 }
            let fromSmallRun = set.count == smallCount
            XCTAssertTrue(fromSmallRun ? heights.allSatisfy { $0 <= 200 } : heights.dropLast().allSatisfy { $0 > 200 },
                          "pages of both runs mixed: \(heights)")
        }
    }

    // MARK: Names

    func testAn255ByteOutputNameIsWritten() throws {
        try write(Self.smallSpec, to: "spec.json")
        let name = String(repeating: "n", count: 251) + ".png"
        XCTAssertEqual(name.utf8.count, 255)
        try runSuccessfully(["spec.json", "--scale", "1", "-o", name])
        XCTAssertTrue(OutputInspector.isPNG(try contents(of: name)))
        XCTAssertEqual(try folderListing(), [name, "spec.json"])
    }

    func testPagesWhoseNamesWouldBeTooLongAreRefusedBeforeDrawing() throws {
        try writeTallSpec(rows: 300)
        let name = String(repeating: "n", count: 251) + ".png"
        let result = try run(["tall.json", "-o", name, "--max-page-height", "1000"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderrLines, ["tall.json: the output's file name would be 259 bytes; a file name holds "
            + "at most 255 (pages add -001 to the name); shorten the output name"])
        XCTAssertEqual(try folderListing(), ["tall.json"])
    }
}

/// A `tablerender` process running in the background, for tests that signal it or run two at once.
final class RunningTableRender {
    let process = Process()
    private let scratch: URL
    private let errorURL: URL

    init(_ arguments: [String], in directory: URL) throws {
        scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablerender-bg-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.executableURL = try TableRenderBinary.url()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    /// Polls `condition` every 10 ms while the process runs; whether it held before the process ended or the time ran out.
    func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return false
    }

    /// Waits for the process to end.
    func wait() throws -> CommandResult {
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: scratch) }
        return CommandResult(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                             stdout: Data(), stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
