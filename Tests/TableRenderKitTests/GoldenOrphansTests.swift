import Foundation
import TableRenderKit
import XCTest

/// `check --orphans`/`--prune`: goldens no job produces, and what deleting them may touch.
final class GoldenOrphansTests: TemporaryFolderTestCase {
    private var jobs: [SpecJob] {
        [SpecJob(path: "specs/a.json", name: "a"), SpecJob(path: "specs/sub/b.json", name: "sub/b")]
    }

    private func touch(_ relative: String) throws { try write("png", to: "golden/" + relative) }

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

    func testAGoldenFolderThatDoesNotExistHasNoOrphans() {
        XCTAssertEqual(GoldenOrphans.find(in: path("nowhere"), producedBy: jobs), [])
    }
}
