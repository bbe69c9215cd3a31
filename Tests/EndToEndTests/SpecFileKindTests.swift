import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// Specs that are not regular files, names that are not UTF-8, and folders given to `validate`: each gets an exact
/// one-line message, and no spec is skipped silently.
final class SpecFileKindTests: TableRenderTestCase {
    private func assertRefused(_ arguments: [String], status: Int32 = 2, _ lines: [String],
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try folderListing()
        let result = try run(arguments)
        XCTAssertFalse(result.crashed, file: file, line: line)
        XCTAssertEqual(result.status, status, file: file, line: line)
        XCTAssertEqual(result.stderrLines, lines, file: file, line: line)
        XCTAssertEqual(try folderListing(), before, "nothing written", file: file, line: line)
    }

    // MARK: Special files

    func testFIFOIsRefusedWithoutBlocking() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("spec.fifo").path, 0o644), 0)
        try assertRefused(["spec.fifo", "-o", "out.png"], ["spec.fifo: not a regular file (a FIFO)"])
    }

    func testCharacterDeviceIsRefused() throws {
        try assertRefused(["/dev/zero", "-o", "out.png"], ["/dev/zero: not a regular file (a character device)"])
    }

    func testFolderAndSymbolicLinkToAFolderSayHowToRenderAFolder() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path,
                                                   withDestinationPath: "dir")
        try assertRefused(["dir", "-o", "out.png"], ["dir: is a folder; render a folder with --out-dir DIR"])
        try assertRefused(["link.json", "-o", "out.png"], ["link.json: is a folder; render a folder with --out-dir DIR"])
    }

    func testMissingFileAndDanglingLinkAreToldApart() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.json").path,
                                                   withDestinationPath: "nowhere.json")
        try assertRefused(["missing.json", "-o", "out.png"], ["missing.json: no such file"])
        try assertRefused(["dangling.json", "-o", "out.png"], ["dangling.json: a symbolic link to a missing file"])
    }

    func testUnreadableFileSaysPermissionDenied() throws {
        try XCTSkipIf(geteuid() == 0, "root reads any file")
        let spec = try write(Self.smallSpec, to: "spec.json")
        chmod(spec.path, 0)
        defer { chmod(spec.path, 0o644) }
        try assertRefused(["spec.json", "-o", "out.png"], ["spec.json: cannot read the spec: permission denied"])
    }

    func testControlCharactersInANameAreEscaped() throws {
        try assertRefused(["bad\nname.json", "-o", "out.png"], [#"bad\nname.json: no such file"#])
    }

    func testMaxPageHeightZeroIsAUsageError() throws {
        try write(Self.smallSpec, to: "spec.json")
        let result = try run(["spec.json", "-o", "out.png", "--max-page-height", "0"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderrLines.first, "Error: --max-page-height must be at least 1 (pixels)")
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    // MARK: Names that are not UTF-8

    /// `specs/` with four good specs and `caf\xE9.json`, whose name is Latin-1, not UTF-8.
    private func writeFolderWithALatin1Name() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for name in ["a", "b", "d", "e"] { try write(Self.smallSpec, to: "specs/\(name).json") }
        let path = Array(folder.appendingPathComponent("specs").path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8)
        let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_EXCL, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Self.smallSpec.utf8CString.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    func testBatchReportsASpecWhoseNameIsNotUTF8() throws {
        try writeFolderWithALatin1Name()
        let result = try run(["specs", "--out-dir", "out", "--scale", "1"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, [#"specs/caf\xE9.json: the file name is not valid UTF-8; rename the file to read it"#])
        XCTAssertEqual(result.stdoutText, "render: 4 of 5 specs rendered to out, 1 failed\n")
    }

    func testCheckCountsASpecWhoseNameIsNotUTF8() throws {
        try writeFolderWithALatin1Name()
        let result = try run(["check", "specs", "--golden", "goldens", "--scale", "1"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrLines.contains(#"specs/caf\xE9.json: the file name is not valid UTF-8; rename the file to read it"#),
                      result.stderr)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").last, "check: 5 specs: 0 match, 0 mismatch, 4 missing, 1 failed")
    }

    // MARK: validate

    func testValidateAcceptsFoldersAndValidatesEverySpecInThem() throws {
        try writeFolderWithALatin1Name()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs/sub"), withIntermediateDirectories: true)
        try write(#"{ "width": 0, "sections": [] }"#, to: "specs/sub/bad.json")
        let result = try run(["validate", "specs"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdoutText, ["a", "b", "d", "e"].map { "specs/\($0).json: valid\n" }.joined())
        XCTAssertEqual(result.stderrLines, [
            #"specs/caf\xE9.json: the file name is not valid UTF-8; rename the file to read it"#,
            "specs/sub/bad.json:1:12: width: 0 is out of range; expected 1…4096",
        ])
    }

    func testValidateOfAValidFolderExits0() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs/sub"), withIntermediateDirectories: true)
        try write(Self.smallSpec, to: "specs/one.json")
        try write(Self.smallSpec, to: "specs/sub/one.json")
        let result = try run(["validate", "specs"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "specs/one.json: valid\nspecs/sub/one.json: valid\n")
    }
}
