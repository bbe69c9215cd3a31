import Foundation
import XCTest

/// SwiftUI files through the built binary: read, never compiled; a pane per preview, `--out-dir`, `check` and
/// `--matrix` over them, `import` round-tripping to the same pixels, `--strict` and positioned warnings.
final class SwiftUICommandTests: TableRenderTestCase {
    static let fixtures = TableRenderBinary.packageRoot
        .appendingPathComponent("Tests/SwiftUIImportTests/Fixtures/SwiftUI")

    /// Copies the fixtures into the test folder (with a Package.swift, so the default --sources is that folder).
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.copyItem(at: Self.fixtures, to: folder.appendingPathComponent("SwiftUI"))
        try Data().write(to: folder.appendingPathComponent("SwiftUI/Package.swift"))
    }

    func testImportWritesASpecThatRendersTheSamePixels() throws {
        for (file, options) in [("SwiftUI/BasicSettings.swift", [String]()),
                                ("SwiftUI/Controls.swift", []),
                                ("SwiftUI/ListStyles.swift", ["--screen"]),
                                ("SwiftUI/Project/App/Views/ProfileView.swift", ["--locale", "de"])] {
            _ = try runSuccessfully(["import", file, "-q", "-o", "imported.json"] + options)
            _ = try runSuccessfully(["imported.json", "-q", "--scale", "1", "-o", "from-spec.png"])
            _ = try runSuccessfully([file, "-q", "--scale", "1", "-o", "direct.png"] + options)
            XCTAssertEqual(try contents(of: "from-spec.png"), try contents(of: "direct.png"), file)
        }
    }

    func testEveryPreviewIsAJobNamedAfterItsTitleOrTheFile() throws {
        let result = try runSuccessfully(["render", "SwiftUI/Previews.swift", "SwiftUI/BasicSettings.swift", "--scale", "1",
                                          "--out-dir", "out", "--matrix", "appearance=light,dark"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted(), [
            "BasicSettings.dark.png", "BasicSettings.light.png", "Dark.dark.png", "Dark.light.png",
            "Light.dark.png", "Light.light.png", "PaneB_Previews.dark.png", "PaneB_Previews.light.png",
        ], result.stderr)
        let check = try run(["check", "SwiftUI/Previews.swift", "SwiftUI/BasicSettings.swift", "--scale", "1",
                             "--golden", "out", "--matrix", "appearance=light,dark"])
        XCTAssertEqual(check.status, 0, check.stderr)
        _ = try runSuccessfully(["SwiftUI/Previews.swift", "--preview", "Dark", "--scale", "1", "-o", "dark.png"])
        XCTAssertEqual(try contents(of: "dark.png"), try contents(of: "out/Dark.dark.png"))
    }

    func testALocaleMatrixReadsTheStringTablesOfEachLocale() throws {
        _ = try runSuccessfully(["render", "SwiftUI/Project/App/Views/ProfileView.swift", "-q", "--scale", "1",
                                 "--out-dir", "out", "--matrix", "locale=en,de"])
        XCTAssertNotEqual(try contents(of: "out/ProfileView.en.png"), try contents(of: "out/ProfileView.de.png"))
        _ = try runSuccessfully(["SwiftUI/Project/App/Views/ProfileView.swift", "-q", "--scale", "1", "--locale", "de", "-o", "de.png"])
        XCTAssertEqual(try contents(of: "de.png"), try contents(of: "out/ProfileView.de.png"))
    }

    func testWarningsArePositionedAndStrictMakesThemErrors() throws {
        let plain = try runSuccessfully(["SwiftUI/Values.swift", "-o", "values.png"])
        XCTAssertEqual(plain.stderrLines, [
            "SwiftUI/Values.swift:30:22: warning: \"model.displayName\" is not known without running the app; shown as ‹displayName› (set it with --assume 'model.displayName=VALUE')",
            "SwiftUI/Values.swift:41:16: warning: the condition \"model.isSignedIn\" is not known without running the app; the first branch is shown (set it with --assume 'model.isSignedIn=false')",
        ])
        let strict = try run(["SwiftUI/Values.swift", "--strict", "-o", "strict.png"])
        XCTAssertEqual(strict.status, 2)
        XCTAssertEqual(strict.stderrLines.count, 2, strict.stderr)
        XCTAssertTrue(strict.stderrLines[0].hasPrefix("SwiftUI/Values.swift:30:22: \"model.displayName\""), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.png").path))
        let assumed = try runSuccessfully(["SwiftUI/Values.swift", "--strict", "--assume", "model.displayName=Ada",
                                           "--assume", "model.isSignedIn=true", "-o", "assumed.png"])
        XCTAssertEqual(assumed.stderr, "")
    }

    func testAFileThatIsNotUTF8IsRefusedWithItsPosition() throws {
        var bytes = Array("import SwiftUI\nlet x = \"".utf8)
        bytes += [0xFF, 0x22, 0x0A]
        try Data(bytes).write(to: folder.appendingPathComponent("Bad.swift"))
        for arguments in [["Bad.swift", "-o", "bad.png"], ["validate", "Bad.swift"], ["import", "Bad.swift"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderrLines, ["Bad.swift:2:10: invalid UTF-8 (byte 0xFF); a Swift file is UTF-8"], result.stderr)
        }
    }
}
