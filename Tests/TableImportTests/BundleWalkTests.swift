import Foundation
@testable import TableImport
import TableSpec
import XCTest

/// Bundles built in a temporary folder: deep and wide chains of child panes, localisations that are missing or
/// rejected, and cell images that cannot be shown, read the way Settings reads them.
final class BundleWalkTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var bundle: String { folder.appendingPathComponent("App/Settings.bundle").path }

    /// Writes `relative` in the bundle.
    private func write(_ text: String, _ relative: String) throws {
        let url = URL(fileURLWithPath: bundle).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A pane plist of the specifiers given as XML `<dict>` bodies.
    private func pane(_ specifiers: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
        \(specifiers.map { "<dict>\($0)</dict>" }.joined(separator: "\n"))
        </array></dict></plist>
        """
    }

    private func group(_ title: String) -> String {
        "<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\(title)</string>"
    }

    private func child(_ title: String, file: String) -> String {
        "<key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(title)</string><key>File</key><string>\(file)</string>"
    }

    private func titleValue(_ title: String, _ value: String) -> String {
        "<key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>\(title)</string><key>Key</key><string>k</string><key>DefaultValue</key><string>\(value)</string>"
    }

    func testAChainOfPanesHundredsDeepIsWalkedWithoutRecursionAndCutAtTheDepthLimit() throws {
        // 2,000 levels overflowed the stack when each level was a recursive call (and 1,000 took 300 MB).
        let depth = 300
        for level in 0..<depth {
            try write(pane([group("Level \(level)"), child("Next", file: "P\(level + 1)")]), level == 0 ? "Root.plist" : "P\(level).plist")
        }
        try write(pane([group("End")]), "P\(depth).plist")
        let read = try SettingsBundleReader.read(bundle)
        XCTAssertEqual(read.panes.count, ImportLimits.maximumPaneDepth + 1, "the root and 32 levels below it")
        XCTAssertEqual(read.panes.map(\.name).prefix(3), ["Root", "P1", "P2"])
        let cut = read.problems.filter { $0.message.contains("panes below the root") }
        XCTAssertEqual(cut.count, 1)
        XCTAssertEqual(cut.first?.message,
                       "\"P33\" is more than 32 panes below the root; it and the panes it opens are not drawn")
        XCTAssertTrue(cut.first?.file.hasSuffix("Settings.bundle/P32.plist") == true)
    }

    func testDepthFirstOrderAndCyclesAreAsBeforeTheWorklist() throws {
        try write(pane([group("G"), child("A", file: "A"), child("B", file: "B")]), "Root.plist")
        try write(pane([group("G"), child("A1", file: "A1"), child("Back", file: "Root")]), "A.plist")
        try write(pane([group("G"), child("B from A1", file: "B")]), "A1.plist")
        try write(pane([group("G")]), "B.plist")
        let read = try SettingsBundleReader.read(bundle)
        XCTAssertEqual(read.panes.map(\.name), ["Root", "A", "A1", "B"])
        XCTAssertEqual(read.panes.map(\.parentTitle), [nil, "App", "A", "A1"],
                       "B is first reached from A1, depth-first")
        XCTAssertEqual(read.problems.filter { $0.message.contains("a cycle") }.count, 1)
    }

    func testTheNumberOfPanesIsBounded() throws {
        let count = ImportLimits.maximumPanes + 5
        try write(pane([group("G")] + (0..<count).map { child("C\($0)", file: "C\($0)") }), "Root.plist")
        for index in 0..<count { try write(pane([group("C\(index)")]), "C\(index).plist") }
        let read = try SettingsBundleReader.read(bundle)
        XCTAssertEqual(read.panes.count, ImportLimits.maximumPanes)
        XCTAssertTrue(read.problems.contains { $0.message.hasPrefix("the bundle opens more than 1000 panes") })
    }

    func testAMissingLocaleFallsBackToTheDevelopmentLanguageWithAWarning() throws {
        try write(pane([titleValue("VERSION_TITLE", "1.0")]), "Root.plist")
        try write(#""VERSION_TITLE" = "Version";"#, "en.lproj/Root.strings")
        try write(#""VERSION_TITLE" = "Versión";"#, "es.lproj/Root.strings")
        let french = try SettingsBundleReader.read(bundle, options: BundleOptions(locale: "fr"))
        XCTAssertEqual(french.panes[0].spec.sections[0].rows[0].title, "Version", "en, not the raw key")
        XCTAssertEqual(french.problems.map(\.message),
                       [#"no "fr.lproj" in the bundle; texts come from en.lproj, as Settings falls back to the development language"#])
        let spanish = try SettingsBundleReader.read(bundle, options: BundleOptions(locale: "es-MX"))
        XCTAssertEqual(spanish.panes[0].spec.sections[0].rows[0].title, "Versión")
        XCTAssertEqual(spanish.problems, [], "the language alone is there: no warning")
    }

    func testATableIOSRejectsIsNotUsedAndTheSameProblemIsAnErrorForValidate() throws {
        try write(pane([titleValue("VERSION_TITLE", "1.0"), titleValue("BUILD_TITLE", "42")]), "Root.plist")
        // The first entry parses; the comment never ends, so iOS ignores the whole table.
        try write("\"VERSION_TITLE\" = \"Version\";\n/* never closed\n\"BUILD_TITLE\" = \"Build\";", "en.lproj/Root.strings")
        let read = try SettingsBundleReader.read(bundle)
        XCTAssertEqual(read.panes[0].spec.sections[0].rows.map(\.title), ["VERSION_TITLE", "BUILD_TITLE"],
                       "no entry of a rejected table is used")
        XCTAssertEqual(read.problems.map(\.message), ["unterminated comment; iOS ignores this whole strings table"])
        XCTAssertEqual(read.problems.map(\.severity), [.error])
        let lint = try SettingsBundleReader.lint(bundle)
        XCTAssertEqual(lint.map(\.message), read.problems.map(\.message), "validate and render say the same")
    }

    func testAnUnpairedSurrogateInAStringsFileKeepsTheTableWithAWarning() throws {
        try write(pane([titleValue("T", "1")]), "Root.plist")
        // UTF-16LE with a BOM: "T" = "A<lone high surrogate>";
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Array("\"T\" = \"A".utf16) + [0xD83D] + Array("\";".utf16) { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let url = URL(fileURLWithPath: bundle).appendingPathComponent("en.lproj/Root.strings")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        let read = try SettingsBundleReader.read(bundle)
        XCTAssertEqual(read.panes[0].spec.sections[0].rows[0].title, "A\u{FFFD}")
        XCTAssertEqual(read.problems.map(\.severity), [.warning])
        XCTAssertEqual(try SettingsBundleReader.lint(bundle).filter { $0.severity == .error }, [], "validate passes it")
    }

    func testACellImageTheCheckRefusesIsLeftOutWithAPositionedWarning() throws {
        try write(pane([group("G"),
                        "<key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>Icon</string><key>Key</key><string>k</string><key>IASKCellImage</key><string>icon</string>",
                        "<key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>Missing</string><key>Key</key><string>k</string><key>IASKCellImage</key><string>nothing</string>"]),
                  "Root.plist")
        try write("not really a png", "icon.png")
        let refuse = ImageCheck { _ in "the image is 100000×100000 px; at most 4096 px a side" }
        let read = try SettingsBundleReader.read(bundle, imageCheck: refuse)
        let rows = read.panes[0].spec.sections[0].rows
        XCTAssertEqual(rows.map(\.title), ["Icon", "Missing"], "the rows stay")
        XCTAssertNil(rows[0].icon)
        XCTAssertEqual(read.problems.map(\.message), [
            #"IASKCellImage "icon": the image is 100000×100000 px; at most 4096 px a side; the row is drawn without it"#,
            #"IASKCellImage "nothing" is not in the bundle; the row is drawn without it"#,
        ])
        XCTAssertNotNil(read.problems[0].location, "positioned at the IASKCellImage value")
        XCTAssertNotNil(try SettingsBundleReader.read(bundle).panes[0].spec.sections[0].rows[0].icon,
                        "the default check only asks for a regular file")
    }
}
