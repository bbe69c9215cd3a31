import Foundation
import XCTest

/// Replays the fuzz seeds, every example and every past finding through the fuzz harness (decode → layout →
/// render to memory) built without libFuzzer: each must finish without crashing.
final class FuzzReplayTests: XCTestCase {
    func testSeedsExamplesAndRegressionsRunCleanly() throws {
        let replay = try TableRenderBinary.url().deletingLastPathComponent().appendingPathComponent("tablerender-fuzz")
        guard FileManager.default.isExecutableFile(atPath: replay.path) else {
            return XCTFail("\(replay.path) is missing; `swift build` builds it")
        }
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
        let process = Process()
        process.executableURL = replay
        process.arguments = inputs
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, text)
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasSuffix(": ok") }.count, inputs.count, text)
    }

    /// The import readers' seeds (plists, storyboards, .strings, hostile binary plists) through their fuzz harness.
    func testPlistSeedsRunCleanly() throws {
        let replay = try TableRenderBinary.url().deletingLastPathComponent().appendingPathComponent("tablerender-fuzz-plist")
        guard FileManager.default.isExecutableFile(atPath: replay.path) else {
            return XCTFail("\(replay.path) is missing; `swift build` builds it")
        }
        let url = TableRenderBinary.packageRoot.appendingPathComponent("Tests/Fuzz/plist-seeds")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            .map { url.appendingPathComponent($0).path }
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        let process = Process()
        process.executableURL = replay
        process.arguments = inputs
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, text)
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasSuffix(": ok") }.count, inputs.count, text)
    }
}
