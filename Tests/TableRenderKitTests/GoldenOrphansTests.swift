import Foundation
import TableRenderKit
import TableScale
import TestSupport
import XCTest

/// `check --orphans`/`--prune`: goldens no job produces, and what deleting them may touch.
final class GoldenOrphansTests: TemporaryFolderTestCase {
    private var jobs: [SpecJob] {
        [SpecJob(path: "specs/a.json", name: "a"), SpecJob(path: "specs/sub/b.json", name: "sub/b")]
    }

    /// A golden as tablerender writes it (its tEXt chunk names the tool).
    private func touch(_ relative: String) throws {
        let url = folder.appendingPathComponent("golden/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(CraftedPNG.stamped(software: "tablerender 0.1.0; cairo 1.16.0")).write(to: url)
    }

    func testOrphansAreThePNGsNoJobProducesInByteOrder() throws {
        for name in ["a.png", "sub/b.png", "z.png", "sub/old.png", "gone/c.png", "README.md", ".hidden.png", "sub/b.dark.png", "SHOT.PNG"] {
            try touch(name)
        }
        let golden = path("golden")
        XCTAssertEqual(GoldenOrphans.find(in: golden, producedBy: jobs),
                       ["gone/c.png", "sub/b.dark.png", "sub/old.png", "z.png"].map { golden + "/" + $0 })
        let matrix = try Matrix(parsing: ["appearance=light,dark"]).expand(jobs)
        XCTAssertEqual(GoldenOrphans.find(in: golden, producedBy: matrix),
                       ["a.png", "gone/c.png", "sub/b.png", "sub/old.png", "z.png"].map { golden + "/" + $0 },
                       "a matrix run names its goldens NAME.V.png")
    }

    func testPruneDeletesOnlyOrphanPNGsAndTheFoldersTheyEmpty() throws {
        for name in ["a.png", "sub/b.png", "sub/old.png", "gone/deeper/c.png", "notes.txt"] { try touch(name) }
        let golden = path("golden")
        try FileManager.default.createSymbolicLink(atPath: golden + "/link.png", withDestinationPath: golden + "/a.png")
        let deleted = try GoldenOrphans.prune(in: golden, producedBy: jobs)
        XCTAssertEqual(deleted, [golden + "/gone/deeper/c.png", golden + "/sub/old.png"])
        let left = try FileManager.default.subpathsOfDirectory(atPath: golden).sorted()
        XCTAssertEqual(left, ["a.png", "link.png", "notes.txt", "sub", "sub/b.png"])
    }

    func testEveryRegularPNGIsAGoldenWhoeverWroteItAndPagesBelongToTheirSpec() throws {
        try touch("a-001.png")
        try touch("a-002.png")
        try touch("a-2.png")
        // Goldens without tablerender's tEXt chunk: stripped by an optimiser, drawn by another tool, or not even
        // a valid PNG any more. Each is in the goldens folder and no spec produces it, so each is an orphan.
        try write("not even a PNG", to: "golden/icon.png")
        let other = folder.appendingPathComponent("golden/photo.png")
        try Data(CraftedPNG.stamped(software: "Adobe Photoshop")).write(to: other)
        try Data(CraftedPNG.headerOnly(width: 2, height: 2)).write(to: folder.appendingPathComponent("golden/plain.png"))
        try FileManager.default.createDirectory(atPath: path("golden/sub"), withIntermediateDirectories: true)
        try Data(CraftedPNG.headerOnly(width: 2, height: 2)).write(to: folder.appendingPathComponent("golden/sub/b.png"))
        let golden = path("golden")
        let orphans = ["a-2.png", "icon.png", "photo.png", "plain.png"].map { golden + "/" + $0 }
        XCTAssertEqual(GoldenOrphans.find(in: golden, producedBy: jobs), orphans,
                       "a-001/a-002 are pages of a, sub/b.png is b's golden (stamped or not); the rest are orphans")
        XCTAssertEqual(try GoldenOrphans.prune(in: golden, producedBy: jobs), orphans)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: golden).sorted(),
                       ["a-001.png", "a-002.png", "sub", "sub/b.png"])
    }

    func testAGoldenFolderThatDoesNotExistHasNoOrphans() {
        XCTAssertEqual(GoldenOrphans.find(in: path("nowhere"), producedBy: jobs), [])
    }
}
