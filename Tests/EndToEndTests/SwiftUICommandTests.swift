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
        // Options of the read go to both import and render; render options (appearance) to both renders.
        for (file, read, draw) in [("SwiftUI/BasicSettings.swift", [String](), [String]()),
                                   ("SwiftUI/Controls.swift", [], []),
                                   ("SwiftUI/ListStyles.swift", ["--screen"], []),
                                   ("SwiftUI/Project/App/Views/ProfileView.swift", ["--locale", "de"], []),
                                   ("SwiftUI/Modifiers.swift", [], []),
                                   ("SwiftUI/DataDriven.swift", [], ["--appearance", "dark"])] {
            _ = try runSuccessfully(["import", file, "-q", "-o", "imported.json"] + read)
            _ = try runSuccessfully(["imported.json", "-q", "--scale", "1", "-o", "from-spec.png"] + draw)
            _ = try runSuccessfully([file, "-q", "--scale", "1", "-o", "direct.png"] + read + draw)
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

    func testAPDFHasAPagePerPreviewAndViewPicksOneView() throws {
        _ = try runSuccessfully(["SwiftUI/Previews.swift", "-q", "-o", "all.pdf"])
        let text = String(decoding: try contents(of: "all.pdf"), as: UTF8.self)
        let pages = text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count - 1
        XCTAssertEqual(pages, 3, "one page per preview")
        _ = try runSuccessfully(["SwiftUI/Previews.swift", "--view", "PaneB", "-q", "--scale", "1", "-o", "b.png"])
        _ = try runSuccessfully(["SwiftUI/Previews.swift", "--preview", "PaneB_Previews", "-q", "--scale", "1", "-o", "b2.png"])
        XCTAssertEqual(try contents(of: "b.png"), try contents(of: "b2.png"))
        let missing = try run(["SwiftUI/Previews.swift", "--view", "Nope", "-o", "n.png"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines, ["SwiftUI/Previews.swift: no view \"Nope\"; the file's views are \"PaneA\", \"PaneB\""])
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

    /// An SF Symbols name the catalog lacks follows the spec's rule: kept as written (so `import` writes it), drawn
    /// as the placeholder with the catalog's warning; a name only the running app knows draws the placeholder too.
    func testAnUnknownSymbolDrawsThePlaceholderWithTheCatalogsWarning() throws {
        try write("""
            import SwiftUI

            struct ServersView: View {
                let model: Model
                var body: some View {
                    Form {
                        Label("Servers", systemImage: "server.rack.fil")
                        Label("Wi-Fi", systemImage: "wifi")
                        Label("Dynamic", systemImage: model.iconName)
                    }
                }
            }
            """, to: "SwiftUI/Servers.swift")
        let plain = try runSuccessfully(["SwiftUI/Servers.swift", "--scale", "1", "-o", "servers.png"])
        XCTAssertEqual(plain.stderrLines, [
            #"SwiftUI/Servers.swift:7:43: warning: unknown SF Symbol "server.rack.fil"; did you mean "server.rack"?"#,
            #"SwiftUI/Servers.swift:9:43: warning: the symbol "model.iconName" is not known without running the app; a placeholder is drawn (set it with --assume 'model.iconName="NAME"')"#,
        ])
        _ = try runSuccessfully(["import", "SwiftUI/Servers.swift", "-q", "-o", "servers.json"])
        let spec = String(decoding: try contents(of: "servers.json"), as: UTF8.self)
        XCTAssertTrue(spec.contains(#""symbol" : "server.rack.fil""#) || spec.contains(#""symbol": "server.rack.fil""#), spec)
        let strict = try run(["SwiftUI/Servers.swift", "--strict", "-o", "strict.png"])
        XCTAssertEqual(strict.status, 2)
        XCTAssertEqual(strict.stderrLines.first, #"SwiftUI/Servers.swift:7:43: unknown SF Symbol "server.rack.fil"; did you mean "server.rack"?"#)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.png").path))
        // With the name assumed, only the misspelt one is left.
        let assumed = try run(["SwiftUI/Servers.swift", "--assume", #"model.iconName="wifi""#, "-o", "assumed.png"])
        XCTAssertEqual(assumed.stderrLines.count, 1, assumed.stderr)
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
