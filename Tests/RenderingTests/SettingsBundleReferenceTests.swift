import CairoBackend
import Foundation
import TableImport
import TableRenderKit
import TableSpec
import TestSupport
import XCTest

/// Reference images of a few panes of the fixture bundles (Tests/TableImportTests/Fixtures), as Settings draws them;
/// docs/bundles.md shows them.
final class SettingsBundleReferenceTests: XCTestCase {
    static let fixtures = ReferenceImage.packageRoot(of: URL(fileURLWithPath: #filePath))
        .appendingPathComponent("Tests/TableImportTests/Fixtures")

    private func pane(_ bundle: String, _ name: String, _ options: BundleOptions = BundleOptions()) throws -> Spec {
        let read = try SettingsBundleReader.read(Self.fixtures.appendingPathComponent(bundle).path, options: options)
        return try XCTUnwrap(read.pane(named: name)).spec
    }

    func testPanes() throws {
        let pipeline = try RenderPipeline()
        func check(_ spec: Spec, _ name: String, device: Device? = nil) throws {
            var overrides = SpecOverrides()
            overrides.device = device
            ReferenceImage.assertMatches(try pipeline.renderer.rasterize(pipeline.layout(spec, overrides: overrides)),
                                         named: "bundles/\(name)")
        }
        // Every Settings specifier type with its default values; rows before the first group, a footer-only group.
        try check(pane("Acme/Settings.bundle", "Root"), "settings-root")
        // A child pane as a whole screen: its title in the bar, a back button to the parent; Japanese (UTF-16).
        try check(pane("Acme/Settings.bundle", "Privacy", BundleOptions(locale: "ja", screen: true)), "settings-privacy.ja",
                  device: .iphone15)
        // InAppSettingsKit's types: subtitles, a cell image, a text view, a date, URL and mail rows, a button.
        try check(pane("Acme/InAppSettings.bundle", "Root"), "in-app-settings")
        // German, dark.
        var german = try pane("Acme/Settings.bundle", "Root", BundleOptions(locale: "de"))
        german.appearance = .dark
        try check(german, "settings-root.de.dark")
        // A storyboard's static table, read as a pane: all four cell styles, accessories, switches, an asset image.
        let storyboard = try StoryboardImport.panes(
            atPath: Self.fixtures.appendingPathComponent("Storyboards/Base.lproj/Settings.storyboard").path)
        try check(try XCTUnwrap(storyboard.pane(named: "Settings")).spec, "storyboard-settings")
    }
}
