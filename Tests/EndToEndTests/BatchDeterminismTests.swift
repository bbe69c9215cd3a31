import CairoBackend
import Foundation
import XCTest

/// Byte-identical PNGs across runs, across `--jobs`, and between `render` and `check --update`; no timestamps.
final class BatchDeterminismTests: TableRenderTestCase {
    /// Eight small specs with different content, so a mix-up between threads would show.
    private func writeEightSpecs() throws {
        for index in 0..<8 {
            let rows = (0...index).map { "Row \($0) of \(index)" }
            try writeCreatingFolders(Self.tinySpec(rows: rows, width: 150 + 10 * index), to: "specs/g\(index % 2)/s\(index).json")
        }
    }

    private func outputs(under relative: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in files(under: relative) { result[file] = try contents(of: relative + "/" + file) }
        return result
    }

    func testJobs1AndJobs8WriteTheSameBytes() throws {
        try writeEightSpecs()
        try runSuccessfully(["specs", "--out-dir", "one", "--jobs", "1", "-q"])
        try runSuccessfully(["specs", "--out-dir", "eight", "--jobs", "8", "-q"])
        let one = try outputs(under: "one"), eight = try outputs(under: "eight")
        XCTAssertEqual(one.count, 8)
        XCTAssertEqual(Set(one.keys), Set(eight.keys))
        for (name, bytes) in one { XCTAssertTrue(bytes == eight[name], "\(name) differs between --jobs 1 and 8") }
    }

    func testRepeatedBatchAndSingleRenderWriteTheSameBytes() throws {
        try writeEightSpecs()
        try runSuccessfully(["specs", "--out-dir", "first", "-q"])
        try runSuccessfully(["specs", "--out-dir", "second", "-q"])
        XCTAssertEqual(try outputs(under: "first"), try outputs(under: "second"))
        try runSuccessfully(["specs/g1/s3.json", "-o", "single.png"])
        XCTAssertEqual(try contents(of: "single.png"), try contents(of: "first/g1/s3.png"))
    }

    func testCheckUpdateWritesTheBytesRenderWrites() throws {
        try writeEightSpecs()
        try runSuccessfully(["specs", "--out-dir", "rendered", "--jobs", "3", "-q"])
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "--jobs", "5", "-q"])
        XCTAssertEqual(try outputs(under: "rendered"), try outputs(under: "golden"))
    }

    func testVectorBatchesAreIdenticalAcrossJobsToo() throws {
        try writeEightSpecs()
        for format in ["svg", "pdf"] {
            try runSuccessfully(["specs", "--out-dir", "\(format)1", "--format", format, "--jobs", "1", "-q"])
            try runSuccessfully(["specs", "--out-dir", "\(format)4", "--format", format, "--jobs", "4", "-q"])
            XCTAssertEqual(try outputs(under: "\(format)1"), try outputs(under: "\(format)4"), format)
        }
    }

    func testPNGRecordsVersionsAndNoTime() throws {
        try writeCreatingFolders(Self.tinySpec(), to: "t.json")
        try runSuccessfully(["t.json", "-o", "t.png"])
        let png = [UInt8](try contents(of: "t.png"))
        let versions = try XCTUnwrap(PNGTextChunk.text(forKeyword: "Software", in: png))
        let report = try runSuccessfully(["--version"]).stdoutText.split(separator: "\n").map(String.init)
        XCTAssertTrue(versions.hasPrefix("\(report[0]); cairo "), versions)
        // --version names the same libraries and fonts as the PNG records.
        XCTAssertTrue(versions.contains("; fonts " + report[3].dropFirst("fonts ".count)), "\(versions)\n\(report)")
        XCTAssertTrue(versions.contains("; pango "), versions)
        XCTAssertTrue(versions.contains("; fonts ") && versions.contains("Inter "), versions)
        XCTAssertFalse(png.indices.dropLast(4).contains { png[$0..<($0 + 4)].elementsEqual(Array("tIME".utf8)) },
                       "no modification time")
    }
}
