import Foundation
import XCTest

/// Replays the fuzz seeds, every example and every past finding through the fuzz harnesses (decode → layout →
/// render to memory; the import readers; report merge) built without libFuzzer: each must finish without crashing.
final class FuzzReplayTests: XCTestCase {
    func testSeedsExamplesAndRegressionsRunCleanly() throws {
        let root = TableRenderBinary.packageRoot
        var inputs: [String] = []
        for folder in ["Examples", "Tests/Fuzz/seeds", "Tests/Fuzz/regressions"] {
            let url = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            inputs += names.filter { !$0.hasSuffix(".md") }.sorted().map { url.appendingPathComponent($0).path }
                .filter { path in
                    var isDirectory: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                }
        }
        XCTAssertGreaterThanOrEqual(inputs.count, 10)
        try replay(inputs, through: "tablerender-fuzz")
    }

    /// The import readers' seeds (plists, storyboards, .strings, hostile binary plists) through their fuzz harness.
    func testPlistSeedsRunCleanly() throws {
        let url = TableRenderBinary.packageRoot.appendingPathComponent("Tests/Fuzz/plist-seeds")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            .map { url.appendingPathComponent($0).path }
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        try replay(inputs, through: "tablerender-fuzz-plist")
    }

    /// The SwiftUI reader's seeds (deep nesting, cycles, huge ForEach, overflowing values, properties that name
    /// themselves) and the reader's fixtures (every `.swift` file under them, as `make fuzz-swiftui` seeds with)
    /// through its fuzz harness.
    func testSwiftUISeedsRunCleanly() throws {
        let root = TableRenderBinary.packageRoot
        let url = root.appendingPathComponent("Tests/Fuzz/swiftui-seeds")
        var inputs = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            .map { url.appendingPathComponent($0).path }
        let fixtures = root.appendingPathComponent("Tests/SwiftUIImportTests/Fixtures/SwiftUI")
        inputs += (FileManager.default.enumerator(atPath: fixtures.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { fixtures.appendingPathComponent($0).path }
        XCTAssertGreaterThanOrEqual(inputs.count, 17)
        try replay(inputs, through: "tablerender-fuzz-swiftui")
    }

    /// `report merge`'s seeds (reports, two shards joined by a NUL, a report with PNG bytes for its images) and
    /// every past finding of its harness through that harness.
    func testReportSeedsAndRegressionsRunCleanly() throws {
        var inputs: [String] = []
        for folder in ["Tests/Fuzz/report-seeds", "Tests/Fuzz/report-regressions"] {
            let url = TableRenderBinary.packageRoot.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            inputs += names.filter { !$0.hasSuffix(".md") }.sorted().map { url.appendingPathComponent($0).path }
        }
        XCTAssertGreaterThanOrEqual(inputs.count, 8)
        try replay(inputs, through: "tablerender-fuzz-report")
    }

    /// Runs the harness `executable` (built beside `tablerender`) over `inputs`: it must exit cleanly and report
    /// every input `ok`.
    private func replay(_ inputs: [String], through executable: String,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let harness = try TableRenderBinary.url().deletingLastPathComponent().appendingPathComponent(executable)
        guard FileManager.default.isExecutableFile(atPath: harness.path) else {
            return XCTFail("\(harness.path) is missing; `swift build` builds it", file: file, line: line)
        }
        let process = Process()
        process.executableURL = harness
        process.arguments = inputs
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, text, file: file, line: line)
        XCTAssertEqual(process.terminationStatus, 0, text, file: file, line: line)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasSuffix(": ok") }.count, inputs.count, text,
                       file: file, line: line)
    }
}
