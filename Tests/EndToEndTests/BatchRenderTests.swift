import Foundation
import XCTest

/// `render SPEC|DIR... --out-dir DIR`: folders, relative paths, parallel jobs, partial failure, usage errors.
final class BatchRenderTests: TableRenderTestCase {
    func testFolderIsRenderedRecursivelyWithRelativePathsKept() throws {
        try writeSpecFolder()
        let result = try runSuccessfully(["render", "specs", "--out-dir", "out"])
        XCTAssertEqual(files(under: "out"), ["a/b/deep.png", "a/middle.png", "top.png"])
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "out/a/b/deep.png"))?.width, 160)
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "out/a/middle.png"))?.width, 180)
        XCTAssertEqual(stdoutLines(result), ["render: 3 of 3 specs rendered to out"])
        XCTAssertEqual(result.stderr, "", "no progress bar when standard error is not a terminal")
    }

    func testRenderIsTheDefaultSubcommandForBatchesToo() throws {
        try writeSpecFolder()
        try runSuccessfully(["specs", "--out-dir", "out", "--format", "svg"])
        XCTAssertEqual(files(under: "out"), ["a/b/deep.svg", "a/middle.svg", "top.svg"])
        XCTAssertEqual(try OutputInspector.svgSize(contents(of: "out/top.svg"))?.width, 200)
    }

    func testFilesAndFoldersMixAndFilesAreNamedAfterThemselves() throws {
        try writeSpecFolder()
        try writeCreatingFolders(Self.tinySpec(), to: "elsewhere/deep/one.json")
        try runSuccessfully(["elsewhere/deep/one.json", "specs/a", "--out-dir", "out/nested", "-q"])
        XCTAssertEqual(files(under: "out"), ["nested/b/deep.png", "nested/middle.png", "nested/one.png"])
    }

    func testOverridesApplyToEverySpec() throws {
        try writeSpecFolder()
        try runSuccessfully(["specs", "--out-dir", "out", "--width", "100", "--scale", "2", "-q"])
        for file in files(under: "out") {
            XCTAssertEqual(try OutputInspector.pngSize(contents(of: "out/" + file))?.width, 200, file)
        }
    }

    func testOneBadSpecReportsItsErrorAndTheOthersStillRender() throws {
        try writeSpecFolder()
        try writeCreatingFolders(#"{ "width": 0, "sections": [] }"#, to: "specs/a/bad.json")
        let result = try run(["specs", "--out-dir", "out", "--jobs", "2"])
        XCTAssertFalse(result.crashed)
        XCTAssertEqual(result.status, 2, "an invalid spec exits 2")
        XCTAssertEqual(result.stderrLines, ["specs/a/bad.json:1:12: width: 0 is out of range; expected 1…4096"])
        XCTAssertEqual(files(under: "out"), ["a/b/deep.png", "a/middle.png", "top.png"])
        XCTAssertEqual(stdoutLines(result), ["render: 3 of 4 specs rendered to out, 1 failed"])
    }

    func testWriteFailureExits1AndAnInvalidSpecExits2() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/ok.json")
        try writeCreatingFolders(Self.tinySpec(), to: "specs/sub/blocked.json")
        // A file where the output sub-folder should go: that spec cannot be written.
        try writeCreatingFolders("not a folder", to: "out/sub")
        let failed = try run(["specs", "--out-dir", "out"])
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("out/sub/blocked.png: cannot create its folder: out/sub exists and is not a folder"), failed.stderr)
        XCTAssertEqual(files(under: "out"), ["ok.png", "sub"])
        // An invalid spec as well: exit 2, the highest code of the failures wins.
        try writeCreatingFolders(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let both = try run(["specs", "--out-dir", "out"])
        XCTAssertEqual(both.status, 2, "the highest code of the failures")
        XCTAssertEqual(both.stderrLines.count, 2, both.stderr)
    }

    func testErrorsAreReportedInSpecOrderWhateverTheJobs() throws {
        for index in 0..<6 {
            let text = index % 2 == 0 ? #"{ "width": 0, "sections": [] }"# : Self.tinySpec()
            try writeCreatingFolders(text, to: "specs/s\(index).json")
        }
        let result = try run(["specs", "--out-dir", "out", "--jobs", "4"])
        XCTAssertEqual(result.stderrLines.map { String($0.prefix(14)) },
                       ["specs/s0.json:", "specs/s2.json:", "specs/s4.json:"])
    }

    func testQuietPrintsNothingOnSuccess() throws {
        try writeSpecFolder()
        let result = try runSuccessfully(["specs", "--out-dir", "out", "-q"])
        XCTAssertEqual(result.stdout, Data())
        XCTAssertEqual(result.stderr, "")
    }

    func testProgressBarAppearsOnATerminal() throws {
        let script = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: script) else { throw XCTSkip("no \(script) to make a terminal") }
        try writeSpecFolder()
        let binary = try TableRenderBinary.url().path
        let command = "'\(binary)' render specs --out-dir out --jobs 2"
        let result = try run(via: script, ["-qfec", command, "/dev/null"])
        XCTAssertEqual(result.status, 0, result.stdoutText)
        // `script` merges both streams into its own output.
        XCTAssertTrue(result.stdoutText.contains("3/3"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("/s"), "a rate: \(result.stdoutText)")
        XCTAssertTrue(result.stdoutText.contains("\r\u{1B}[K"), "the bar is cleared at the end")
        let quiet = try run(via: script, ["-qfec", command + " -q", "/dev/null"])
        XCTAssertEqual(quiet.stdoutText, "", "--quiet hides the bar on a terminal too")
    }

    func testFolderWithoutSpecsExits2() throws {
        try writeCreatingFolders("notes", to: "empty/readme.txt")
        let result = try run(["empty", "--out-dir", "out"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no .json, .yaml or .yml specs"), result.stderr)
    }

    func testSpecsThatWouldWriteTheSameFileExit2BeforeRendering() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "specs/a.json")
        try writeCreatingFolders("width: 100\nsections: []\n", to: "specs/a.yaml")
        let result = try run(["specs", "--out-dir", "out"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("would both be written as \"a\""), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testUsageErrorsExit64() throws {
        try writeSpecFolder()
        let cases: [[String]] = [
            ["specs/top.json", "specs/a/middle.yaml", "-o", "x.png"],
            ["specs/top.json", "specs/a/middle.yaml"],
            ["specs/top.json", "-o", "x.png", "--out-dir", "out"],
            ["-", "--out-dir", "out"],
            ["specs", "--out-dir", "out", "--jobs", "0"],
            ["specs", "--out-dir", "out", "--dump-layout"],
        ]
        for arguments in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " ") + ": " + result.stderr)
        }
        XCTAssertEqual(files(under: "."), ["specs/a/b/deep.yml", "specs/a/middle.yaml", "specs/top.json"])
    }

    func testAFolderWithoutOutDirSaysHowToRenderIt() throws {
        try writeSpecFolder()
        let result = try run(["specs"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--out-dir"), result.stderr)
    }

    /// Runs another program in the test folder.
    private func run(via program: String, _ arguments: [String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, crashed: false, stdout: data, stderr: "")
    }
}
