import Foundation
import XCTest

/// The same spec rendered twice gives byte-identical files in every format.
final class DeterminismTests: TableRenderTestCase {
    func testPNGIsByteIdenticalAcrossRuns() throws {
        try assertIdenticalRenders(extension: "png")
    }

    func testSVGIsByteIdenticalAcrossRuns() throws {
        try assertIdenticalRenders(extension: "svg")
    }

    func testPDFIsByteIdenticalAcrossRuns() throws {
        try assertIdenticalRenders(extension: "pdf")
    }

    func testStandardOutputMatchesTheFile() throws {
        try runSuccessfully([settingsExample.path, "--scale", "1", "-o", "file.png"])
        let piped = try runSuccessfully([settingsExample.path, "--scale", "1", "-o", "-"])
        XCTAssertEqual(piped.stdout, try contents(of: "file.png"))
    }

    /// Renders the settings example twice, in separate processes, and compares the bytes.
    private func assertIdenticalRenders(extension ext: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try runSuccessfully([settingsExample.path, "--scale", "1", "-o", "first.\(ext)"], file: file, line: line)
        try runSuccessfully([settingsExample.path, "--scale", "1", "-o", "second.\(ext)"], file: file, line: line)
        let first = try contents(of: "first.\(ext)", file: file, line: line)
        let second = try contents(of: "second.\(ext)", file: file, line: line)
        XCTAssertGreaterThan(first.count, 100, file: file, line: line)
        XCTAssertTrue(first == second, "two renders of the same spec differ (\(first.count) vs \(second.count) bytes)",
                      file: file, line: line)
    }
}
