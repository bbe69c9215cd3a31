import Foundation
import TableRenderKit
import TableScale
import XCTest

/// `--shard`: a stable, disjoint split of a run, and the CI variables `auto` reads.
final class ShardTests: XCTestCase {
    private let jobs = (0..<60).map { SpecJob(path: "specs/s\($0).json", name: "group\($0 % 4)/s\($0)") }

    func testShardsAreDisjointAndTogetherTheWholeRun() throws {
        for count in [1, 2, 3, 7] {
            let shards = (1...count).map { Shard(index: $0, count: count)! }
            let picked = shards.map { $0.select(jobs).map(\.name) }
            XCTAssertEqual(picked.flatMap { $0 }.sorted(), jobs.map(\.name).sorted(), "\(count) shards cover the run")
            XCTAssertEqual(Set(picked.flatMap { $0 }).count, jobs.count, "\(count) shards are disjoint")
            if count == 3 {
                XCTAssertTrue(picked.allSatisfy { !$0.isEmpty }, "60 specs fill 3 shards")
            }
        }
    }

    func testASpecLandsInTheSameShardWhateverElseIsInTheRun() throws {
        let shard = try XCTUnwrap(Shard(index: 2, count: 3))
        let alone = shard.select([jobs[5]]).count
        let among = shard.select(jobs).contains(jobs[5]) ? 1 : 0
        XCTAssertEqual(alone, among)
        // Fixed by the hash of the name, not by the process: FNV-1a, not Swift's seeded Hasher.
        XCTAssertEqual((1...3).filter { Shard(index: $0, count: 3)!.contains(SpecJob(path: "x", name: "settings")) }.count, 1)
    }

    func testVariantsOfASpecStayInOneShard() throws {
        let expanded = try Matrix(parsing: ["appearance=light,dark", "direction=ltr,rtl"]).expand(jobs)
        for index in 1...3 {
            let shard = try XCTUnwrap(Shard(index: index, count: 3))
            let picked = shard.select(expanded)
            XCTAssertEqual(picked.count, 4 * shard.select(jobs).count)
        }
    }

    func testParsing() {
        XCTAssertEqual(Shard(parsing: "2/3")?.description, "2/3")
        for bad in ["0/3", "4/3", "1/0", "1/1001", "a/b", "1/", "/2", "1/2/3", " 1/2", "+1/2"] {
            XCTAssertNil(Shard(parsing: bad), bad)
        }
    }

    func testAutoReadsEachCIsVariables() throws {
        func detect(_ environment: [String: String]) throws -> String? {
            try Shard.detect(in: environment).map { "\($0.shard) \($0.source)" }
        }
        XCTAssertNil(try detect([:]))
        XCTAssertEqual(try detect(["TABLERENDER_SHARD": "2/5", "CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "1"]), "2/5 TABLERENDER_SHARD")
        XCTAssertEqual(try detect(["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "3"]), "3/3 CI_NODE_INDEX/CI_NODE_TOTAL")
        XCTAssertEqual(try detect(["CIRCLE_NODE_TOTAL": "4", "CIRCLE_NODE_INDEX": "0"]), "1/4 CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL")
        XCTAssertEqual(try detect(["BUILDKITE_PARALLEL_JOB_COUNT": "2", "BUILDKITE_PARALLEL_JOB": "1"]),
                       "2/2 BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT")
        XCTAssertEqual(try detect(["TEST_TOTAL_SHARDS": "8", "TEST_SHARD_INDEX": "7"]), "8/8 TEST_SHARD_INDEX/TEST_TOTAL_SHARDS")
        XCTAssertThrowsError(try detect(["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "0"])) { error in
            XCTAssertEqual("\(error)", "CI_NODE_INDEX=0 and CI_NODE_TOTAL=3 are not a shard (index counted from 1, at most 1000 shards)")
        }
        XCTAssertThrowsError(try detect(["TABLERENDER_SHARD": "three"]))
    }

    /// Bazel's `TEST_SHARD_STATUS_FILE` is touched: created when missing, its time updated, its content and
    /// identity kept.
    func testTouchingTheStatusFileKeepsWhatItHolds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shard-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = folder.appendingPathComponent("status").path
        try Data("kept".utf8).write(to: URL(fileURLWithPath: status))
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: status)
        let inode = try FileManager.default.attributesOfItem(atPath: status)[.systemFileNumber] as? Int
        XCTAssertNil(Shard.touchStatusFile(status))
        let attributes = try FileManager.default.attributesOfItem(atPath: status)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: status)), Data("kept".utf8))
        XCTAssertEqual(attributes[.systemFileNumber] as? Int, inode)
        XCTAssertGreaterThan((attributes[.modificationDate] as? Date ?? old).timeIntervalSince(old), 1)

        let missing = folder.appendingPathComponent("new").path
        XCTAssertNil(Shard.touchStatusFile(missing))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: missing)), Data())
        XCTAssertNotNil(Shard.touchStatusFile(folder.appendingPathComponent("no/such/folder").path), "a reason")
    }
}
