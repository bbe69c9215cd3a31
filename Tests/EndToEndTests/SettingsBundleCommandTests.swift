import Foundation
import XCTest

/// Settings bundles through the built binary: render (PDF of every pane, PNG of one, --out-dir), check, validate
/// and import, with the fixture bundles of Tests/TableImportTests/Fixtures copied into the test folder.
final class SettingsBundleCommandTests: TableRenderTestCase {
    static let fixtures = TableRenderBinary.packageRoot.appendingPathComponent("Tests/TableImportTests/Fixtures")

    /// Copies the fixtures' `Acme` folder (both bundles) into the test folder; the app's name is then "Acme".
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Acme"),
                                         to: folder.appendingPathComponent("Acme"))
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Pods-Acme-acknowledgements.plist"),
                                         to: folder.appendingPathComponent("Pods-Acme-acknowledgements.plist"))
    }

    private func pageCount(_ pdf: Data) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count - 1
    }

    func testEveryPaneIsAPageOfThePDFBookmarkedWithItsTitle() throws {
        let result = try runSuccessfully(["Acme/Settings.bundle", "-o", "settings.pdf"])
        let pdf = try contents(of: "settings.pdf")
        XCTAssertEqual(pageCount(pdf), 4)
        let text = String(decoding: pdf, as: UTF8.self)
        for title in ["(Acme)", "(Privacy)", "(Advanced)", "(Acknowledgements)"] {
            XCTAssertTrue(text.contains(title), "no bookmark \(title)")
        }
        // Warnings name the file and the specifier, one line each; --quiet hides them.
        XCTAssertTrue(result.stderrLines.contains {
            $0.hasPrefix("Acme/Settings.bundle/Root.plist") && $0.hasSuffix("PreferenceSpecifiers[24].Type: warning: unknown specifier type \"PSToggleSwitchSpecifer\"; did you mean \"PSToggleSwitchSpecifier\"?; skipped")
        }, result.stderr)
        XCTAssertTrue(result.stderrLines.contains { $0 == "Acme/Settings.bundle/Advanced.plist: PreferenceSpecifiers[2].DefaultValue: warning: DefaultValue 250 is outside 0…100; UISlider clamps it" },
                      "a binary plist has no line numbers: " + result.stderr)
        XCTAssertEqual(try runSuccessfully(["Acme/Settings.bundle", "-o", "quiet.pdf", "-q"]).stderr, "")
        // A maximum page height cuts the tall panes into more pages.
        _ = try runSuccessfully(["Acme/Settings.bundle", "-o", "short.pdf", "-q", "--max-page-height", "1500"])
        XCTAssertGreaterThan(pageCount(try contents(of: "short.pdf")), 4)
    }

    /// `--strict` is one rule for every input: each warning of a bundle's read (not only unknown symbol names)
    /// is an error, printed one a line without "warning:", exit 2, nothing written.
    func testStrictMakesEveryWarningOfABundleAnError() throws {
        let strict = try run(["Acme/Settings.bundle", "--strict", "-o", "strict.pdf"])
        XCTAssertEqual(strict.status, 2, strict.stderr)
        XCTAssertTrue(strict.stderrLines.contains {
            $0.hasPrefix("Acme/Settings.bundle/Root.plist") && $0.hasSuffix("PreferenceSpecifiers[24].Type: unknown specifier type \"PSToggleSwitchSpecifer\"; did you mean \"PSToggleSwitchSpecifier\"?; skipped")
        }, strict.stderr)
        XCTAssertFalse(strict.stderr.contains("warning:"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.pdf").path))
        let validate = try run(["validate", "--strict", "Acme/Settings.bundle"])
        XCTAssertEqual(validate.status, 2, validate.stderr)
        XCTAssertEqual(try run(["import", "Acme/Settings.bundle", "--strict", "-o", "strict.json"]).status, 2)
    }

    func testPNGIsTheRootPaneOrTheOneAsked() throws {
        _ = try runSuccessfully(["Acme/Settings.bundle", "-q", "--scale", "1", "-o", "root.png"])
        _ = try runSuccessfully(["Acme/Settings.bundle", "-q", "--scale", "1", "--pane", "Privacy", "-o", "privacy.png"])
        _ = try runSuccessfully(["Acme/Settings.bundle", "-q", "--scale", "1", "--pane", "Datenschutz", "--locale", "de",
                                 "-o", "titled.png"])
        let root = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "root.png")))
        let privacy = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "privacy.png")))
        XCTAssertEqual(root.width, 390)
        XCTAssertGreaterThan(root.height, privacy.height * 2)
        XCTAssertEqual(try contents(of: "privacy.png").count > 0, true)
        let missing = try run(["Acme/Settings.bundle", "--pane", "Nope", "-o", "x.png"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no pane \"Nope\"; the panes are \"Root\", \"Privacy\", \"Advanced\", \"Acknowledgements\""),
                      missing.stderr)
        let usage = try run(["Acme/Settings.bundle", "--pane", "Privacy", "--out-dir", "out"])
        XCTAssertEqual(usage.status, 64)
    }

    func testScreenChromeTitlesTheNavigationBar() throws {
        let dump = try runSuccessfully(["Acme/Settings.bundle", "-q", "--pane", "Advanced", "--screen", "--device", "iphone-15",
                                        "--dump-layout"]).stdoutText
        XCTAssertTrue(dump.contains("\"Advanced\""), "the pane's title in the bar")
        XCTAssertTrue(dump.contains("\"Privacy\""), "the back button names the parent")
        XCTAssertTrue(dump.hasPrefix("canvas 393x852"))
        let root = try runSuccessfully(["Acme/Settings.bundle", "-q", "--screen", "--app-name", "Shop", "--dump-layout"]).stdoutText
        XCTAssertTrue(root.contains("\"Shop\""))
    }

    func testOutDirWritesEveryPaneAndCheckComparesThem() throws {
        _ = try runSuccessfully(["render", "Acme/Settings.bundle", "--out-dir", "out", "-q", "--scale", "1", "--jobs", "1"])
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(written, ["Acknowledgements.png", "Advanced.png", "Privacy.png", "Root.png"])
        _ = try runSuccessfully(["check", "Acme/Settings.bundle", "--golden", "out", "-q", "--scale", "1", "--jobs", "1"])
        let german = try run(["check", "Acme/Settings.bundle", "--golden", "out", "-q", "--scale", "1", "--locale", "de",
                              "--jobs", "1"])
        XCTAssertEqual(german.status, 1, "the German panes differ from the English goldens")
    }

    func testAReviewPDFTakesBundlesBesideSpecs() throws {
        try write(#"{ "sections": [ { "rows": [ "A" ] } ] }"#, to: "table.json")
        _ = try runSuccessfully(["table.json", "Acme/Settings.bundle", "-q", "-o", "review.pdf"])
        let text = String(decoding: try contents(of: "review.pdf"), as: UTF8.self)
        XCTAssertEqual(pageCount(try contents(of: "review.pdf")), 5)
        XCTAssertTrue(text.contains("(table)") && text.contains("(Privacy)"))
    }

    func testASheetShowsEveryPaneSideBySide() throws {
        _ = try runSuccessfully(["sheet", "Acme/Settings.bundle", "--screen", "--device", "iphone-se", "--scale", "1",
                                 "--columns", "4", "-o", "sheet.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "sheet.png")))
        XCTAssertEqual(size.width, 375 * 4 + 24 * 5, "four panes in a row")
    }

    func testAPlistPaneFileRendersOnItsOwnWithItsTitle() throws {
        _ = try runSuccessfully(["Pods-Acme-acknowledgements.plist", "-q", "--screen", "--device", "iphone-se", "-o", "ack.pdf"])
        let pdf = try contents(of: "ack.pdf")
        XCTAssertGreaterThanOrEqual(pageCount(pdf), 1)
        let dump = try runSuccessfully(["Pods-Acme-acknowledgements.plist", "--screen", "--dump-layout"]).stdoutText
        XCTAssertTrue(dump.contains("\"Acknowledgements\""))
        XCTAssertTrue(dump.contains("Clause 60."), "the whole licence is drawn")
    }

    func testValidateReportsWhatBreaksOnADevice() throws {
        let result = try run(["validate", "Acme/Settings.bundle"])
        XCTAssertEqual(result.status, 2)
        let errors = result.stderrLines.filter { !$0.contains(": warning: ") }
        for fragment in ["Root.plist", "PreferenceSpecifiers[4].Key: a text field needs a non-empty Key",
                         "PreferenceSpecifiers[22]: a child pane without a File",
                         "PreferenceSpecifiers[23].File: no pane \"Missing.plist\" in the bundle",
                         "Privacy.plist", "PreferenceSpecifiers[0]: a child pane before any PSGroupSpecifier",
                         "fr.lproj/Root.strings"] {
            XCTAssertTrue(errors.contains { $0.contains(fragment) }, "no error with \(fragment):\n\(result.stderr)")
        }
        XCTAssertTrue(result.stderrLines.contains { $0.contains("warning: unknown specifier type") })
        XCTAssertTrue(result.stderrLines.contains("Acme/Settings.bundle/fr.lproj/Root.strings:2:1: expected \";\" after the value of \"ACCOUNT\"; iOS ignores this whole strings table"),
                      "a .strings problem at its line and column, without a plist path: \(result.stderr)")
        XCTAssertTrue(result.stderrLines.contains { $0.hasPrefix("Acme/Settings.bundle/Root.plist:61:4: PreferenceSpecifiers[4].Key: a text field needs a non-empty Key") },
                      result.stderr)
        let clean = try run(["validate", "Acme/InAppSettings.bundle", "-q"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stderr, "", "-q keeps only errors")
        let ok = try run(["validate", "Acme/InAppSettings.bundle"])
        XCTAssertTrue(ok.stdoutText.contains("Acme/InAppSettings.bundle: valid") || ok.stderr.contains("valid"))
    }

    func testABrokenRootIsAnInputError() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty.bundle"), withIntermediateDirectories: true)
        let result = try run(["Empty.bundle", "-o", "x.pdf"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["Empty.bundle/Root.plist: no Root.plist in the bundle"])
        XCTAssertEqual(try run(["validate", "Empty.bundle"]).status, 2)
    }

    func testImportRoundTripsToTheSamePixels() throws {
        for (pane, output) in [("Root", "root.json"), ("Privacy", "privacy.yaml"), ("Acknowledgements", "ack.json")] {
            _ = try runSuccessfully(["import", "Acme/Settings.bundle", "--pane", pane, "--locale", "ja", "-o", output, "-q"])
            _ = try runSuccessfully([output, "-o", "\(pane)-spec.png", "--scale", "1"])
            _ = try runSuccessfully(["Acme/Settings.bundle", "--pane", pane, "--locale", "ja", "-q", "--scale", "1",
                                     "-o", "\(pane)-bundle.png"])
            XCTAssertEqual(try contents(of: "\(pane)-spec.png"), try contents(of: "\(pane)-bundle.png"), "\(pane): not the same pixels")
        }
        // Cell images are written relative to the spec; beside the bundle's folder they stay inside it.
        _ = try runSuccessfully(["import", "Acme/InAppSettings.bundle", "-o", "Acme/inapp.yaml", "-q"])
        let yaml = String(decoding: try contents(of: "Acme/inapp.yaml"), as: UTF8.self)
        XCTAssertTrue(yaml.contains("image: \"InAppSettings.bundle/bell.png\""), yaml)
        _ = try runSuccessfully(["Acme/inapp.yaml", "-o", "inapp-spec.png"])
        _ = try runSuccessfully(["Acme/InAppSettings.bundle", "-o", "inapp-bundle.png", "-q"])
        XCTAssertEqual(try contents(of: "inapp-spec.png"), try contents(of: "inapp-bundle.png"))
        // Standard output gets JSON.
        let printed = try runSuccessfully(["import", "Acme/Settings.bundle", "--pane", "Advanced", "-q"]).stdoutText
        XCTAssertTrue(printed.hasPrefix("{\n  \"version\": 1,"), printed)
        XCTAssertTrue(printed.contains("\"back\": \"Privacy\""), printed)
    }
}
