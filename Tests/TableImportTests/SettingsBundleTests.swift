import Foundation
@testable import TableImport
import TableSpec
import XCTest

/// The fixture bundles (made by scripts/make-bundle-fixtures.py) read into panes as Settings draws them.
final class SettingsBundleTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let settings = fixtures.appendingPathComponent("Acme/Settings.bundle").path

    func read(_ path: String = settings, _ options: BundleOptions = BundleOptions()) throws -> SettingsImport {
        try SettingsBundleReader.read(path, options: options)
    }

    func row(_ pane: SettingsPane, _ title: String, file: StaticString = #filePath, line: UInt = #line) -> Row? {
        let found = pane.spec.sections.flatMap(\.rows).first { $0.title == title }
        if found == nil { XCTFail("no row \"\(title)\" in \(pane.name)", file: file, line: line) }
        return found
    }

    func testEveryReachablePaneOnceDepthFirstWithTitles() throws {
        let bundle = try read()
        XCTAssertEqual(bundle.panes.map(\.name), ["Root", "Privacy", "Advanced", "Acknowledgements"])
        XCTAssertEqual(bundle.panes.map(\.title), ["Acme", "Privacy", "Advanced", "Acknowledgements"])
        XCTAssertEqual(bundle.panes.map(\.parentTitle), [nil, "Acme", "Privacy", "Acme"])
        let root = bundle.panes[0].spec.navigationBar
        XCTAssertEqual(root, NavigationBarSpec(title: "Acme", largeTitle: true))
        XCTAssertEqual(bundle.panes[2].spec.navigationBar, NavigationBarSpec(title: "Advanced", back: "Privacy"))
        XCTAssertEqual(try read(Self.settings, BundleOptions(appName: "Shop")).panes[0].title, "Shop")
    }

    func testSectionsHeadersFootersAndRowsBeforeTheFirstGroup() throws {
        let root = try read().panes[0].spec
        XCTAssertEqual(root.sections.map { $0.header?.text }, [nil, "Account", "Preferences", "Theme", "More", nil])
        XCTAssertEqual(root.sections[0].rows.map(\.title), ["Version"])
        XCTAssertEqual(root.sections[0].rows[0].detail, "1.0 (42)")
        XCTAssertEqual(root.sections[1].footer, "Signed in as the account owner.")
        XCTAssertEqual(root.sections[3].footer, "Automatic follows the system.")
        // The footer-only group: no rows, a footer.
        XCTAssertEqual(root.sections[5].rows.count, 0)
        XCTAssertEqual(root.sections[5].footer, "© 2026 Acme Inc.")
    }

    func testDefaultValuesShownAsSettingsShowsThem() throws {
        let root = try read().panes[0]
        XCTAssertEqual(row(root, "Sounds")?.switchValue, true)
        XCTAssertEqual(row(root, "Badges")?.switchValue, true, "the string YES")
        XCTAssertEqual(row(root, "iCloud Sync")?.switchValue, true, "DefaultValue equal to TrueValue")
        XCTAssertEqual(row(root, "Share Analytics")?.switchValue, false, "the number 0")
        XCTAssertEqual(row(root, "Refresh")?.detail, "15 min", "ShortTitles first")
        XCTAssertEqual(row(root, "Refresh")?.accessory, .disclosure)
        XCTAssertEqual(row(root, "Quality")?.detail, "High")
        XCTAssertNil(row(root, "Units")?.detail, "a default matching none of the values shows nothing")
        XCTAssertNil(row(root, "Level")?.detail, "the string \"1\" is not the number 1")
        XCTAssertEqual(row(root, "Plan")?.detail, "Pro", "a title value through Titles/Values")
        XCTAssertEqual(row(root, "Username")?.control, .textField(TextFieldControl(value: "jappleseed")))
        XCTAssertEqual(row(root, "Password")?.control, .textField(TextFieldControl(value: "hunter2", secure: true)))
        XCTAssertEqual(row(root, "Nickname")?.control, .textField(TextFieldControl(placeholder: "Optional")))
        let slider = root.spec.sections[2].rows.first { if case .slider = $0.control { return true }; return false }
        XCTAssertEqual(slider?.control, .slider(SliderControl(value: 40, minimum: 0, maximum: 100)))
        XCTAssertEqual(root.spec.sections[3].rows.map(\.title), ["Light", "Dark", "Automatic"])
        XCTAssertEqual(root.spec.sections[3].rows.map(\.accessory), [.none, .checkmark, .none])
        XCTAssertEqual(root.spec.sections[4].rows.map(\.title), ["Privacy", "Acknowledgements", "Help", "Legacy"])
        XCTAssertTrue(root.spec.sections[4].rows.allSatisfy { $0.accessory == .disclosure })
        XCTAssertNil(root.spec.sections.flatMap(\.rows).first { $0.title == "Typo" }, "unknown types are skipped")
        XCTAssertNil(root.spec.sections.flatMap(\.rows).first { $0.title == "Split View" }, "iPad only")
    }

    func testWarningsWithPositions() throws {
        let lines = try read().problems.map(\.description)
        let expected = [
            "Root.plist", "PreferenceSpecifiers[12].DefaultValue: warning: DefaultValue \"9\" matches none of the Values",
            "PreferenceSpecifiers[13].DefaultValue: warning: DefaultValue \"1\" matches none of the Values; Values[0]",
            "PreferenceSpecifiers[22]: a child pane without a File",
            "PreferenceSpecifiers[23].File: no pane \"Missing.plist\"",
            "PreferenceSpecifiers[24].Type: warning: unknown specifier type \"PSToggleSwitchSpecifer\"; did you mean \"PSToggleSwitchSpecifier\"?",
            "PreferenceSpecifiers[4].Key: a text field needs a non-empty Key",
            "Privacy.plist", "PreferenceSpecifiers[0]: a child pane before any PSGroupSpecifier",
            "Advanced.plist: PreferenceSpecifiers[2].DefaultValue: warning: DefaultValue 250 is outside 0…100",
            "Advanced.plist: PreferenceSpecifiers[3].File: warning: \"Privacy\" leads back",
        ]
        for fragment in expected {
            XCTAssertTrue(lines.contains { $0.contains(fragment) }, "no line with \(fragment) in:\n" + lines.joined(separator: "\n"))
        }
        // XML plists give the value's line and column, the binary one none.
        XCTAssertTrue(lines.contains { $0.hasSuffix("Settings.bundle/Root.plist:171:4: PreferenceSpecifiers[12].DefaultValue: warning: DefaultValue \"9\" matches none of the Values; Settings shows no value") },
                      lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasSuffix("Settings.bundle/Advanced.plist: PreferenceSpecifiers[2].DefaultValue: warning: DefaultValue 250 is outside 0…100; UISlider clamps it") })
    }

    func testLocalisedThroughTheStringsTableWithFallbacks() throws {
        let german = try read(Self.settings, BundleOptions(locale: "de")).panes[0]
        XCTAssertEqual(german.spec.sections[1].header?.text, "Konto")
        XCTAssertEqual(german.spec.sections[1].footer, "Angemeldet als \"Inhaber\".")
        XCTAssertEqual(row(german, "Aktualisieren")?.detail, "15 min")
        let japanese = try read(Self.settings, BundleOptions(locale: "ja")).panes
        XCTAssertEqual(japanese[0].spec.sections[2].header?.text, "環境設定")
        XCTAssertEqual(japanese.map(\.title), ["Acme", "プライバシー", "Advanced", "謝辞"])
        // A locale the bundle lacks falls back to the development language (en), as iOS does, then Base: not
        // to Base alone, whose Version differs from English.
        let swedish = try read(Self.settings, BundleOptions(locale: "sv"))
        XCTAssertEqual(swedish.panes[0].spec.sections[0].rows[0].title, "Version")
        XCTAssertTrue(swedish.problems.contains { $0.message.hasPrefix(#"no "sv.lproj" in the bundle; texts come from en.lproj"#) })
        XCTAssertEqual(try read(Self.settings, BundleOptions(locale: "de-CH")).panes[0].spec.sections[1].header?.text, "Konto")
    }

    func testAStringsFileWithErrorsIsAProblemNotAFailure() throws {
        let french = try read(Self.settings, BundleOptions(locale: "fr"))
        XCTAssertTrue(french.problems.contains { $0.file.hasSuffix("fr.lproj/Root.strings") && $0.severity == .error },
                      french.problems.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(french.panes.count, 4)
    }

    func testIdiomPicksTheIPadFile() throws {
        let pad = try read(Self.settings, BundleOptions(idiom: .pad)).panes
        XCTAssertEqual(pad.map(\.name), ["Root"])
        XCTAssertEqual(pad[0].spec.sections.map { $0.header?.text }, ["iPad"])
        XCTAssertEqual(pad[0].spec.sections[0].rows.map(\.title), ["Split View"])
    }

    func testInAppSettingsKitPane() throws {
        let bundle = try read(Self.fixtures.appendingPathComponent("Acme/InAppSettings.bundle").path)
        let pane = bundle.panes[0]
        XCTAssertEqual(pane.spec.sections.map { $0.header?.text }, ["Profile", "Support"])
        let notify = row(pane, "Notifications")
        XCTAssertEqual(notify?.subtitle, "Alerts and badges")
        guard case .image(let path)? = notify?.icon else { return XCTFail("no cell image") }
        XCTAssertTrue(path.hasSuffix("InAppSettings.bundle/bell.png"))
        XCTAssertEqual(row(pane, "Sort By")?.subtitle, "Newest first")
        XCTAssertEqual(row(pane, "Sort By")?.detail, "Date")
        XCTAssertEqual(pane.spec.sections[0].rows[2].control, .textField(TextFieldControl(placeholder: "About you")))
        XCTAssertEqual(row(pane, "Birthday")?.detail, "1 April 1990")
        XCTAssertEqual(row(pane, "Website")?.accessory, .disclosure)
        XCTAssertNil(row(pane, "Website")?.icon, "a cell image that is not in the bundle is left out")
        XCTAssertEqual(row(pane, "Contact Us")?.accessory, .disclosure)
        XCTAssertEqual(row(pane, "Sign Out")?.role, .button)
        XCTAssertEqual(row(pane, "Sign Out")?.align, .center)
        XCTAssertTrue(bundle.problems.contains { $0.message.contains("IASKCustomViewSpecifier") })
    }

    func testAcknowledgementsPlistIsAPaneWithItsTitleAndLongFootersContinue() throws {
        let bundle = try read(Self.fixtures.appendingPathComponent("Pods-Acme-acknowledgements.plist").path)
        XCTAssertEqual(bundle.panes.map(\.title), ["Acknowledgements"])
        let sections = bundle.panes[0].spec.sections
        XCTAssertEqual(sections.first?.header?.text, "Acknowledgements")
        XCTAssertTrue(sections.allSatisfy { ($0.footer?.count ?? 0) <= SpecLimits.maximumTextLength })
        let licence = sections.filter { $0.header?.text == "LongLicence" || ($0.header == nil && $0.footer?.contains("Clause") == true) }
        XCTAssertGreaterThan(licence.count, 1, "a licence past the text limit continues in footer-only sections")
        XCTAssertTrue(licence.last?.footer?.hasSuffix("subject to the conditions of this clause.") == true)
    }

    func testBrokenRootsAreErrors() {
        for (name, fragment) in [("Empty", "no Root.plist in the bundle"), ("NotAPane", "a pane must be a dictionary"),
                                 ("Garbage", "Root.plist")] {
            XCTAssertThrowsError(try read(Self.fixtures.appendingPathComponent("Broken/\(name).bundle").path)) { error in
                XCTAssertTrue(String(describing: error).contains(fragment), "\(name): \(error)")
            }
        }
    }

    func testFooterPiecesCutAtParagraphs() {
        let text = String(repeating: "a", count: 6) + "\n\n" + String(repeating: "b", count: 6)
        XCTAssertEqual(PaneMapper.pieces(of: text, limit: 10), ["aaaaaa", "bbbbbb"])
    }
}
