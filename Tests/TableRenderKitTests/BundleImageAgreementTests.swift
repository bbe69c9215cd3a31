import Foundation
import TableImport
import TableRenderKit
import TableSpec
import TestSupport
import XCTest

/// Render, validate and import read bundles and storyboards through `BundleSource`, so a cell image iOS cannot
/// show is left out the same way by all three, and a name that is not UTF-8 is reported as such.
final class BundleImageAgreementTests: TemporaryFolderTestCase {
    private func writeBundle(image: [UInt8]) throws -> String {
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>G</string></dict>
            <dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>Photo</string>
            <key>Key</key><string>k</string><key>IASKCellImage</key><string>photo</string></dict>
            </array></dict></plist>
            """, to: "App/Settings.bundle/Root.plist")
        try Data(image).write(to: URL(fileURLWithPath: path("App/Settings.bundle/photo.png")))
        return path("App/Settings.bundle")
    }

    func testAnImageIOSCannotShowIsLeftOutByRenderValidateAndImportAlike() throws {
        // 57 bytes claiming 100000×100000 px: it failed the whole pane in a render, while validate passed it.
        let bundle = try writeBundle(image: CraftedPNG.headerOnly(width: 100_000, height: 100_000))
        let source = BundleSource(path: bundle)
        let read = try source.read()
        XCTAssertNil(read.panes[0].spec.sections[0].rows[0].icon)
        let expected = #"IASKCellImage "photo": the image is 100000×100000 px; at most 4096 px a side; the row is drawn without it"#
        XCTAssertEqual(read.problems.map(\.message), [expected])
        XCTAssertEqual(try source.lint().map(\.message), [expected], "validate")
        XCTAssertEqual(try source.pane(nil).warnings.count, 1, "import")
        XCTAssertNoThrow(try RenderPipeline().render(read.panes[0].spec, format: .png), "the pane draws")
    }

    func testAnImageThatIsNotAPNGIsLeftOutToo() throws {
        let bundle = try writeBundle(image: Array("GIF89a".utf8))
        let read = try BundleSource(path: bundle).read()
        XCTAssertNil(read.panes[0].spec.sections[0].rows[0].icon)
        XCTAssertEqual(read.problems.map(\.message),
                       [#"IASKCellImage "photo": the image is not a PNG file; the row is drawn without it"#])
    }

    func testABundleNameThatWasNotUTF8SaysSo() throws {
        // Swift hands a command-line name whose bytes are not UTF-8 over with U+FFFD in their place.
        let source = BundleSource(path: path("caf\u{FFFD}/Settings.bundle"))
        XCTAssertThrowsError(try source.read()) { error in
            XCTAssertTrue("\(error)".hasSuffix("Settings.bundle: the name given is not valid UTF-8; rename it to read it"), "\(error)")
        }
        XCTAssertThrowsError(try source.lint())
    }
}
