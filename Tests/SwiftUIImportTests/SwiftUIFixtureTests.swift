import Foundation
import SwiftUIImport
import TableImport
import TableSpec
import XCTest

/// Every fixture under `Fixtures/SwiftUI` read into specs and compared, as text, with `Fixtures/SwiftUI/expected`:
/// each pane's spec as `import` writes it, then every warning with its position. `RECORD_REFERENCES=1` rewrites
/// the expected files that differ (then read the diff).
final class SwiftUIFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SwiftUI")

    /// The fixture's panes and warnings as text, paths relative to the fixtures folder.
    static func dump(_ name: String, options: BundleOptions = BundleOptions()) throws -> String {
        var options = options
        if options.swiftUI.sources.isEmpty && !name.hasPrefix("Project/") {
            options.swiftUI.sources = [folder.path]
        }
        let read = try SwiftUIImport.panes(atPath: folder.appendingPathComponent(name).path, options: options)
        var text = ""
        for pane in read.panes {
            text += "== \(pane.name) (title \(pane.title))\n" + SpecWriter.write(pane.spec, format: .yaml)
        }
        text += "== warnings\n"
        for problem in read.problems { text += problem.description + "\n" }
        return text.replacingOccurrences(of: folder.path + "/", with: "")
    }

    func assertFixture(_ name: String, expected: String, options: BundleOptions = BundleOptions(),
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = try Self.dump(name, options: options)
        let url = Self.folder.appendingPathComponent("expected/\(expected).txt")
        let recorded = try? String(contentsOf: url, encoding: .utf8)
        if recorded != actual, ProcessInfo.processInfo.environment["RECORD_REFERENCES"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("recorded \(url.lastPathComponent); run again without RECORD_REFERENCES", file: file, line: line)
            return
        }
        XCTAssertEqual(actual, recorded ?? "(no expected file: record with RECORD_REFERENCES=1)", file: file, line: line)
    }

    func testBasicSettings() throws { try assertFixture("BasicSettings.swift", expected: "BasicSettings") }
    func testControls() throws { try assertFixture("Controls.swift", expected: "Controls") }
    func testListStyles() throws { try assertFixture("ListStyles.swift", expected: "ListStyles") }
    func testValues() throws { try assertFixture("Values.swift", expected: "Values") }
    func testPreviews() throws { try assertFixture("Previews.swift", expected: "Previews") }
    func testModifiers() throws { try assertFixture("Modifiers.swift", expected: "Modifiers") }
    func testPlatforms() throws { try assertFixture("Platforms.swift", expected: "Platforms") }
    func testDataDriven() throws { try assertFixture("DataDriven.swift", expected: "DataDriven") }
    func testProjectInEnglish() throws {
        try assertFixture("Project/App/Views/ProfileView.swift", expected: "ProfileView.en")
    }
    func testProjectInGerman() throws {
        try assertFixture("Project/App/Views/ProfileView.swift", expected: "ProfileView.de",
                          options: BundleOptions(locale: "de-CH"))
    }
}
