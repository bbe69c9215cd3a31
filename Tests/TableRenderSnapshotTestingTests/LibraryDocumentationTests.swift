import Foundation
import TableRenderKit
import XCTest

/// docs/library.md stays true: each of its Swift blocks is code of `LibrarySamples.swift` or
/// `SnapshotSamples.swift` (which compile with the imports the page shows), and the samples do what the page says.
final class LibraryDocumentationTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A line as compared: without its indentation and trailing spaces.
    private static func trimmed(_ line: Substring) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }

    func testEverySwiftBlockOfThePageIsCompiledHere() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let sources = try ["LibrarySamples.swift", "SnapshotSamples.swift"].map {
            try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8)
        }
        let lines = sources.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed) }
        var blocks: [[String]] = []
        var current: [String]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(Self.trimmed(line))
            }
        }
        XCTAssertGreaterThanOrEqual(blocks.count, 6)
        for block in blocks {
            // Manifests (// Package.swift) are not Swift a test can compile.
            guard block.first?.hasPrefix("// Package.swift") != true else { continue }
            let code = block.filter { !$0.isEmpty }
            let found = (0...(max(lines.count - code.count, 0))).contains { start in
                Array(lines[start...].filter { !$0.isEmpty }.prefix(code.count)) == code
            }
            XCTAssertTrue(found, "docs/library.md has a Swift block that is not in LibrarySamples.swift or SnapshotSamples.swift:\n"
                + code.joined(separator: "\n"))
        }
    }

    func testTheSamplesDoWhatThePageSays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablerender-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/settings.json"),
                                         to: folder.appendingPathComponent("specs/settings.json"))
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/icons"),
                                         to: folder.appendingPathComponent("specs/icons"))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        let loaded = try LibrarySamples.loadFromAFile()
        XCTAssertFalse(loaded.sections.isEmpty)

        let lines = try LibrarySamples.loadFromBytes()
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("inline.json:1:"), "\(lines)")
        XCTAssertTrue(lines[0].hasSuffix(#"sections[0].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?"#), "\(lines)")

        let spec = try LibrarySamples.buildInSwift()
        let (png, dark, svg, pdf) = try LibrarySamples.render(spec)
        XCTAssertEqual(try GoldenComparison(actualPNG: png, expectedPNG: nil).actualSize.width, 780)
        XCTAssertEqual(try GoldenComparison(actualPNG: dark, expectedPNG: nil).actualSize.width, 750, "iPhone SE: 375 pt at 2x")
        XCTAssertTrue(String(decoding: svg.prefix(100), as: UTF8.self).contains("<svg"))
        XCTAssertEqual(Array(pdf.prefix(5)), Array("%PDF-".utf8))
        XCTAssertEqual([UInt8](try Data(contentsOf: folder.appendingPathComponent("out/settings.png"))), png)

        XCTAssertEqual(try LibrarySamples.compare(spec).verdict, .missing)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens/settings.png").path))
        XCTAssertEqual(try LibrarySamples.compare(spec).verdict, .match)
        var changed = spec
        changed.sections[0].rows[1].detail = "Off"
        XCTAssertEqual(try LibrarySamples.compare(changed).verdict, .mismatch)
        for kind in GoldenComparison.ImageKind.allCases {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens-diff/settings\(kind.suffix)").path),
                          "\(kind)")
        }

        XCTAssertTrue(try LibrarySamples.compareBytes(png, png))
        XCTAssertFalse(try LibrarySamples.compareBytes(dark, png))
    }
}
