import Foundation
import TableRenderKit
import XCTest

/// The version has one source, the repository's `VERSION` file: the binary's `ToolVersion.current` (a committed
/// constant, so a plain `swift build` needs no generated file) must say the same, and CHANGELOG.md must have its
/// entry.
final class VersionFileTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func text(_ name: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
    }

    func testToolVersionIsTheVersionFile() throws {
        let version = try text("VERSION")
        XCTAssertEqual(version, ToolVersion.current + "\n", "VERSION holds one line, the version, and nothing else")
        XCTAssertNotNil(ToolVersion.current.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression))
        XCTAssertEqual(ToolVersion.tool, "tablerender " + ToolVersion.current)
    }

    func testTheChangelogHasAnEntryForTheVersion() throws {
        let headings = try text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        XCTAssertTrue(headings.first?.hasPrefix("## \(ToolVersion.current) ") ?? false,
                      "the newest entry is the current version: \(headings.first ?? "none")")
    }

    func testTheLicencesAreAtTheRoot() throws {
        XCTAssertTrue(try text("LICENSE").hasPrefix("MIT License\n\nCopyright (c) 2026 the tablerender authors\n"))
        let fonts = try text("FONT-LICENSES.md")
        // Every pinned font file is listed with its licence.
        let lock = try text("Fonts/fonts.lock")
        for line in lock.split(separator: "\n") where line.hasPrefix("archive\t") {
            let package = line.split(separator: "\t")[3]
            XCTAssertTrue(fonts.contains("`\(package)`"), "FONT-LICENSES.md names \(package)")
        }
    }
}
