import Foundation
import TableChecks
import TableRenderKit
import XCTest

/// `ReportMerge`: shard reports joined in run order, refused when they do not belong together.
final class ReportMergeTests: XCTestCase {
    private func source(_ path: String, _ object: [String: Any]) throws -> ReportMerge.Source {
        ReportMerge.Source(path: path, report: try ReportFixtures.decode(object))
    }

    func testEntriesReturnToRunOrderAndTheSummaryIsRecounted() throws {
        let one = try source("s1/report.json", ReportFixtures.report([
            ReportFixtures.entry("b", order: 1, status: "mismatch", differing: 12,
                                 images: ["diff": "diffs/b.diff.png"]),
            ReportFixtures.entry("d", order: 3),
        ], shard: "1/2", orphans: ["golden/z.png"]))
        let two = try source("s2/report.json", ReportFixtures.report([
            ReportFixtures.entry("a", order: 0, status: "missing", differing: nil),
            ReportFixtures.entry("c", order: 2),
        ], shard: "2/2", orphans: ["golden/y.png", "golden/z.png"]))
        let result = try ReportMerge.merge([one, two], imagesRelativeTo: "merged")
        XCTAssertEqual(result.warnings, [])
        let merged = result.report
        XCTAssertEqual(merged.specs.map(\.name), ["a", "b", "c", "d"])
        XCTAssertEqual(merged.summary, try ReportFixtures.decode(["specs": 4, "match": 2, "mismatch": 1, "missing": 1,
                                                                  "error": 0, "updated": 0].asSummaryReport).summary)
        XCTAssertNil(merged.shard)
        XCTAssertEqual(merged.orphans, ["golden/y.png", "golden/z.png"])
        XCTAssertEqual(merged.specs[1].images, ["diff": "../s1/diffs/b.diff.png"], "re-based to the merged report")
    }

    func testMissingShardsAreAWarning() throws {
        let one = try source("r1.json", ReportFixtures.report([ReportFixtures.entry("a", order: 0)], shard: "1/4"))
        let three = try source("r3.json", ReportFixtures.report([ReportFixtures.entry("c", order: 2)], shard: "3/4"))
        let result = try ReportMerge.merge([one, three], imagesRelativeTo: ".")
        XCTAssertEqual(result.warnings, ["report merge: warning: 2 of 4 shards not given (2/4, 4/4); the merged report covers part of the run"])
    }

    func testReportsThatDoNotBelongTogetherAreRefusedNamingTheDifference() throws {
        let base = try source("a.json", ReportFixtures.report([ReportFixtures.entry("a", order: 0)]))
        let cases: [(ReportMerge.Source, String)] = [
            (try source("b.json", ReportFixtures.report([ReportFixtures.entry("b", order: 1)], golden: "other")),
             "b.json: cannot be merged with a.json: it checks the golden folder other, not golden"),
            (try source("b.json", ReportFixtures.report([ReportFixtures.entry("b", order: 1)], threshold: 0.1)),
             "b.json: cannot be merged with a.json: --threshold 0.1, not 0.0"),
            (try source("b.json", ReportFixtures.report([ReportFixtures.entry("a", order: 0)])),
             "b.json: a is also in a.json; each spec and variant must be in one report"),
        ]
        for (other, message) in cases {
            XCTAssertThrowsError(try ReportMerge.merge([base, other], imagesRelativeTo: ".")) { error in
                XCTAssertEqual((error as? RenderError)?.description, message)
                XCTAssertEqual((error as? RenderError)?.exitCode, 2)
            }
        }
        let half = try source("h.json", ReportFixtures.report([], shard: "1/2"))
        let third = try source("t.json", ReportFixtures.report([], shard: "2/3"))
        XCTAssertThrowsError(try ReportMerge.merge([half, third], imagesRelativeTo: ".")) { error in
            XCTAssertEqual((error as? RenderError)?.description, "t.json: shard 2/3 is from a split into 3, h.json from a split into 2")
        }
        XCTAssertThrowsError(try ReportMerge.merge([half, half], imagesRelativeTo: ".")) { error in
            XCTAssertEqual((error as? RenderError)?.description, "h.json: shard 1/2 is also h.json")
        }
    }
}

private extension Dictionary where Key == String, Value == Int {
    /// An empty report whose summary is this dictionary, to compare summaries through the public decoder.
    var asSummaryReport: [String: Any] {
        var report = ReportFixtures.report([])
        report["summary"] = self
        return report
    }
}
