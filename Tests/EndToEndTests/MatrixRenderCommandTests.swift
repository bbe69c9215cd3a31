import Foundation
import XCTest

/// `render --matrix` and `render --shard`: one output per combination, named by its values, and a stable share.
final class MatrixRenderCommandTests: TableRenderTestCase {
    func testAFolderAcrossAMatrixWritesEveryCombinationNamedInAxisOrder() throws {
        try writeSpecFolder()
        let result = try runSuccessfully(["render", "specs", "--out-dir", "out", "--matrix", "appearance=light,dark", "dynamicType=large,AX2"])
        XCTAssertEqual(files(under: "out"), [
            "a/b/deep.dark.AX2.png", "a/b/deep.dark.large.png", "a/b/deep.light.AX2.png", "a/b/deep.light.large.png",
            "a/middle.dark.AX2.png", "a/middle.dark.large.png", "a/middle.light.AX2.png", "a/middle.light.large.png",
            "top.dark.AX2.png", "top.dark.large.png", "top.light.AX2.png", "top.light.large.png",
        ])
        XCTAssertEqual(stdoutLines(result), ["render: 12 of 12 outputs rendered to out"])
        // The values really reach the render: AX2 text makes the table taller, dark is another background.
        let large = try XCTUnwrap(OutputInspector.pngSize(contents(of: "out/top.light.large.png")))
        let accessible = try XCTUnwrap(OutputInspector.pngSize(contents(of: "out/top.light.AX2.png")))
        XCTAssertEqual(large.width, accessible.width)
        XCTAssertGreaterThan(accessible.height, large.height)
        XCTAssertNotEqual(try contents(of: "out/top.light.large.png"), try contents(of: "out/top.dark.large.png"))
    }

    func testOneSpecWithOutputNamesTheVariantsAfterTheOutput() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "one.json")
        try runSuccessfully(["render", "one.json", "-o", "shots/home.png", "--matrix", "direction=ltr,rtl", "-q"])
        XCTAssertEqual(files(under: "shots"), ["home.ltr.png", "home.rtl.png"])
        try runSuccessfully(["render", "one.json", "-o", "shots/home.svg", "--matrix", "device=iphone-se", "-q"])
        XCTAssertEqual(try OutputInspector.svgSize(contents(of: "shots/home.iphone-se.svg"))?.width, 375)
    }

    func testTheSameAxisAsAnOptionIsAUsageError() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "one.json")
        let result = try run(["render", "one.json", "--out-dir", "out", "--appearance", "dark", "--matrix", "appearance=light,dark"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--appearance and --matrix appearance=… both set the appearance; drop one"), result.stderr)
        XCTAssertEqual(files(under: "out"), [])
    }

    func testABadMatrixIsRefusedBeforeAnythingIsWritten() throws {
        try writeSpecFolder()
        let result = try run(["render", "specs", "--out-dir", "out", "--matrix", "dynamicType=large,huge"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains(#"--matrix dynamicType: "huge" is not one of xSmall"#), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testShardsOfARenderAreDisjointAndCoverTheRun() throws {
        for index in 0..<9 { try writeCreatingFolders(Self.tinySpec(rows: ["Row \(index)"]), to: "specs/s\(index).json") }
        var seen: [String] = []
        for shard in 1...3 {
            try runSuccessfully(["render", "specs", "--out-dir", "out\(shard)", "--shard", "\(shard)/3", "-q"])
            seen += files(under: "out\(shard)")
        }
        XCTAssertEqual(seen.sorted(), (0..<9).map { "s\($0).png" })
        XCTAssertEqual(Set(seen).count, 9)
        // `auto` reads the CI's variables: GitLab's CI_NODE_INDEX is 1-based.
        let auto = try run(["render", "specs", "--out-dir", "auto2", "--shard", "auto", "-q"],
                           environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
        XCTAssertEqual(auto.status, 0, auto.stderr)
        XCTAssertEqual(files(under: "auto2"), files(under: "out2"))
        let bad = try run(["render", "specs", "--out-dir", "bad", "--shard", "auto"], environment: ["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "3"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--shard auto: CI_NODE_INDEX=4 and CI_NODE_TOTAL=3 are not a shard"), bad.stderr)
    }

    func testALocaleAxisReadsTheBundlesStringsAndARightToLeftLanguageMirrors() throws {
        try FileManager.default.copyItem(at: SettingsBundleCommandTests.fixtures.appendingPathComponent("Acme"),
                                         to: folder.appendingPathComponent("Acme"))
        let result = try runSuccessfully(["render", "Acme/Settings.bundle", "--out-dir", "out", "--matrix", "locale=en,de,ar",
                                          "--format", "svg"])
        XCTAssertEqual(files(under: "out").filter { $0.hasPrefix("Root.") }, ["Root.ar.svg", "Root.de.svg", "Root.en.svg"])
        let german = String(decoding: try contents(of: "out/Root.de.svg"), as: UTF8.self)
        let english = String(decoding: try contents(of: "out/Root.en.svg"), as: UTF8.self)
        XCTAssertNotEqual(german, english, "the German strings are drawn")
        // Each warning of the bundle once, not once per locale, in render and in check.
        let warnings = result.stderrLines.filter { $0.contains("warning:") }
        XCTAssertFalse(warnings.isEmpty)
        XCTAssertEqual(warnings.count, Set(warnings).count, result.stderr)
        let checked = try run(["check", "Acme/Settings.bundle", "--golden", "golden", "--matrix", "appearance=light,dark",
                               "--update"])
        let checkWarnings = checked.stderrLines.filter { $0.contains("warning:") }
        XCTAssertFalse(checkWarnings.isEmpty)
        XCTAssertEqual(checkWarnings.count, Set(checkWarnings).count, checked.stderr)
        // Arabic has no strings in the bundle, so it falls back as Settings does, and is laid out right to left:
        // the same layout as `--direction rtl` with the English strings' fallback.
        try runSuccessfully(["render", "Acme/Settings.bundle", "--pane", "Root", "--direction", "rtl", "--locale", "ar",
                             "-o", "rtl.svg", "-q"])
        XCTAssertEqual(try contents(of: "out/Root.ar.svg"), try contents(of: "rtl.svg"))
    }

    func testOnePaneOfABundleAcrossAMatrixAndNoReviewPDFOfSeveralSpecs() throws {
        try FileManager.default.copyItem(at: SettingsBundleCommandTests.fixtures.appendingPathComponent("Acme"),
                                         to: folder.appendingPathComponent("Acme"))
        try runSuccessfully(["render", "Acme/Settings.bundle", "--pane", "Privacy", "-o", "p/privacy.png",
                             "--matrix", "appearance=light,dark", "-q"])
        XCTAssertEqual(files(under: "p"), ["privacy.dark.png", "privacy.light.png"])
        // Several specs with -o x.pdf make a review PDF; with a matrix that would drop the variants, so it is
        // the usage error of -o with several specs.
        try writeCreatingFolders(Self.tinySpec(), to: "a.json")
        try writeCreatingFolders(Self.tinySpec(), to: "b.json")
        let result = try run(["render", "a.json", "b.json", "-o", "review.pdf", "--matrix", "appearance=dark"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("-o names one output file"), result.stderr)
    }

    func testOutputsThatCannotBeNamedOrReadPerVariantAreUsageErrors() throws {
        try writeSpecFolder()
        let folderWithOutput = try run(["render", "specs", "-o", "res/out.png", "--matrix", "appearance=dark"])
        XCTAssertEqual(folderWithOutput.status, 64)
        XCTAssertEqual(folderWithOutput.stderrLines, ["-o res/out.png names the outputs of one spec, and specs holds 3; pass --out-dir DIR instead"])
        let standardInput = try run(["render", "-", "-o", "x.png", "--matrix", "appearance=dark,light"], stdin: Data(Self.tinySpec().utf8))
        XCTAssertEqual(standardInput.status, 64)
        XCTAssertTrue(standardInput.stderr.contains("give a spec file, not - (standard input)"), standardInput.stderr)
        let sideBySide = try run(["render", "specs/top.json", "-o", "v.png", "--matrix", "appearance=dark", "--variants", "light,dark"])
        XCTAssertEqual(sideBySide.status, 64)
        XCTAssertEqual(files(under: "."), files(under: ".").filter { !$0.hasSuffix(".png") }, "nothing written")
    }
}
