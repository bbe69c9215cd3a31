import Foundation
import XCTest

/// Invalid specs, unreadable files and bad options exit with the documented codes and write nothing.
final class CommandLineErrorTests: TableRenderTestCase {
    private let existingOutput = Data("previous output, not a PNG\n".utf8)

    // MARK: Invalid specs (exit 2)

    func testInvalidSpecExits2WithPositionedDiagnosticAndLeavesTheOutputUntouched() throws {
        try write("""
            {
              "sections": [
                { "rows": [ "A" ] },
                { "rows": [
                    { "title": "B", "accessory": "disclousre" }
                ] }
              ]
            }
            """, to: "spec.json")
        try existingOutput.write(to: folder.appendingPathComponent("out.png"))
        let before = try folderListing()

        let result = try run(["spec.json", "-o", "out.png"])

        XCTAssertFalse(result.crashed)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines,
                       [#"spec.json:5:38: sections[1].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?"#])
        XCTAssertEqual(result.stdout, Data())
        XCTAssertEqual(try contents(of: "out.png"), existingOutput, "the existing output must be left byte for byte")
        XCTAssertEqual(try folderListing(), before, "no new or temporary file")
    }

    func testInvalidSpecCreatesNoOutputFile() throws {
        try write(#"{ "width": 0, "sections": [] }"#, to: "spec.json")
        for format in ["png", "svg", "pdf"] {
            let result = try run(["spec.json", "-o", "out.\(format)"])
            XCTAssertEqual(result.status, 2, format)
            XCTAssertEqual(result.stderrLines, ["spec.json:1:12: width: 0 is out of range; expected 1…4096"], format)
        }
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    func testEveryProblemIsOneLineInDocumentOrder() throws {
        try write("""
            {
              "widht": 390,
              "scale": 9,
              "tint": "systemBlu",
              "sections": [ { "rows": [ { "title": "A", "lines": 1.5 } ] } ]
            }
            """, to: "spec.json")
        let result = try run(["spec.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, [
            #"spec.json:2:3: widht: unknown key "widht"; did you mean "width"?"#,
            "spec.json:3:12: scale: 9 is out of range; expected 0.5…4",
            #"spec.json:4:11: tint: unknown colour "systemBlu"; did you mean "systemBlue"?"#,
            "spec.json:5:54: sections[0].rows[0].lines: 1.5 is not allowed; expected a whole number 0…1000",
        ])
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    func testDiagnosticsNameTheSpecAsGiven() throws {
        let subfolder = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        try write(#"{ "version": 2, "sections": [] }"#, to: "specs/bad.json")
        let result = try run(["specs/bad.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines,
                       ["specs/bad.json:1:14: version: unsupported version 2; this tablerender reads version 1"])
    }

    func testInvalidSpecFromStandardInputIsNamedStdin() throws {
        let result = try run(["-", "-o", "out.png"], stdin: Data(#"{ "ios": 20, "sections": [] }"#.utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, [#"<stdin>:1:10: ios: unsupported iOS version "20"; expected 13…18 or 26, or a point release such as "26.0" or 18.2"#])
        XCTAssertEqual(try folderListing(), [])
    }

    func testMissingSectionsIsReportedAtTheRoot() throws {
        try write(#"{ "width": 320 }"#, to: "spec.json")
        let result = try run(["spec.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, [#"spec.json:1:1: $: missing required key "sections""#])
    }

    func testJSONSyntaxErrorExits2WithItsPosition() throws {
        try write("{\n  \"width\": 390,\n  \"sections\": [ { \"rows\": [ \"A\" \"B\" ] } ]\n}\n", to: "spec.json")
        let result = try run(["spec.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, [#"spec.json:3:33: sections[0].rows: expected "," or "]" after an array element"#])
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    func testInvalidYAMLSpecIsReportedWithPositions() throws {
        try write("""
            width: 390
            sections:
              - rows:
                  - title: A
                    accessory: disclousre
            """, to: "spec.yaml")
        let result = try run(["spec.yaml", "-o", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines,
                       [#"spec.yaml:5:20: sections[0].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?"#])
        XCTAssertEqual(try folderListing(), ["spec.yaml"])
    }

    func testEmptySpecFileExits2() throws {
        try write("", to: "spec.json")
        let result = try run(["spec.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["spec.json:1:1: $: empty file"])
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    // MARK: Unreadable specs (exit 2)

    func testMissingSpecFileExits2() throws {
        let result = try run(["missing.json", "-o", "out.png"])
        XCTAssertFalse(result.crashed)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("missing.json"), result.stderr)
        XCTAssertEqual(try folderListing(), [])
    }

    func testFolderAsSpecExits2() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs.json"),
                                                withIntermediateDirectories: true)
        let result = try run(["specs.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("specs.json"), result.stderr)
        XCTAssertEqual(try folderListing(), ["specs.json"])
    }

    // MARK: Render and write failures (exit 1)

    func testOutputIntoAMissingFolderExits1() throws {
        try write(Self.smallSpec, to: "spec.json")
        let result = try run(["spec.json", "--scale", "1", "-o", "no/such/folder/out.png"])
        XCTAssertFalse(result.crashed)
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stderr.isEmpty)
        XCTAssertEqual(try folderListing(), ["spec.json"], "the folder is not created")
    }

    func testATableTallerThanOneRasterBecomesPages() throws {
        try write(#"{ "width": 100, "height": 10000, "scale": 4, "sections": [] }"#, to: "spec.json")
        let result = try run(["spec.json", "-o", "out.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try folderListing(), ["out-001.png", "out-002.png", "spec.json"])
        XCTAssertEqual(OutputInspector.pngSize(try contents(of: "out-001.png"))?.height, 32767,
                       "the first page is as tall as one raster image allows")
        let total = try ["out-001.png", "out-002.png"].map { OutputInspector.pngSize(try contents(of: $0))?.height ?? 0 }
        XCTAssertEqual(total.reduce(0, +), 40000)
    }

    func testPagesCannotGoToStandardOutput() throws {
        try write(#"{ "width": 100, "height": 10000, "scale": 4, "sections": [] }"#, to: "spec.json")
        try existingOutput.write(to: folder.appendingPathComponent("out.png"))
        let result = try run(["spec.json", "-o", "-"])
        XCTAssertEqual(result.status, 2, "a limit of the input, named with the way out")
        XCTAssertTrue(result.stderr.contains("32767"), result.stderr)
        XCTAssertEqual(try contents(of: "out.png"), existingOutput)
    }

    // MARK: Usage errors (exit 64)

    func testUnknownOptionExits64() throws {
        try write(Self.smallSpec, to: "spec.json")
        let result = try run(["spec.json", "-o", "out.png", "--frobnicate"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("frobnicate"), result.stderr)
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    func testOutOfRangeOptionValuesExit64() throws {
        try write(Self.smallSpec, to: "spec.json")
        for arguments in [["--scale", "9"], ["--width", "0"], ["--format", "gif"], ["--appearance", "dim"]] {
            let result = try run(["spec.json", "-o", "out.png"] + arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
        }
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    func testStandardInputWithoutOutputExits64() throws {
        let result = try run(["-"], stdin: Data(Self.smallSpec.utf8))
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(try folderListing(), [])
    }

    /// `--variants` and `--devices` compose one image of one spec; a batch used to drop them without a word.
    func testVariantsAndDevicesInABatchExit64InsteadOfBeingIgnored() throws {
        try write(Self.smallSpec, to: "spec.json")
        for arguments in [["--variants", "light,dark"], ["--devices", "iphone-se"]] {
            let result = try run(["spec.json", "--out-dir", "out"] + arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("--variants and --devices put renders of one spec side by side"),
                          result.stderr)
        }
        XCTAssertEqual(try folderListing(), ["spec.json"], "nothing written")
    }

    func testMissingSpecArgumentExits64() throws {
        let result = try run([])
        XCTAssertEqual(result.status, 64)
    }
}
