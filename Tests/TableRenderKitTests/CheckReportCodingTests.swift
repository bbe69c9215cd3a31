import Foundation
import ImageDiff
import TableChecks
import TableRenderKit
import XCTest

/// The JSON report read back (`report merge`), every key present, and image paths relative to the report.
final class CheckReportCodingTests: TemporaryFolderTestCase {
    private static let pipeline = Result { try RenderPipeline() }

    /// A report of a mismatch (with images), a missing golden, an invalid spec and a match, with orphans.
    private func sampleReport(keepsImages: Bool = false) throws -> (CheckReport, [GoldenCheck.Outcome]) {
        let pipeline = try Self.pipeline.get()
        for name in ["match", "changed", "missing"] { try write(Self.tinySpec, to: "specs/\(name).json") }
        try write(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let job = { (name: String) in SpecJob(path: self.path("specs/\(name).json"), name: name) }
        let updater = GoldenCheck(goldenFolder: path("golden"), update: true)
        for name in ["match", "changed"] { _ = updater.check(job(name), with: pipeline) }
        try write(Self.tinySpec.replacingOccurrences(of: "\"B\"", with: "\"Bee\""), to: "specs/changed.json")
        let check = GoldenCheck(goldenFolder: path("golden"), diffFolder: path("out/diffs"), keepsImages: keepsImages)
        var outcomes: [GoldenCheck.Outcome] = []
        for (order, name) in ["bad", "changed", "match", "missing"].enumerated() {
            var specJob = job(name)
            specJob.order = order
            outcomes.append(check.check(specJob, with: pipeline))
        }
        var report = CheckReport(check: check, outcomes: outcomes,
                                 orphans: OrphanResult(orphans: [path("golden/old.png")], pruned: false))
        report.shard = "2/3"
        return (report, outcomes)
    }

    func testReportDecodesToTheSameValueAndTheSameBytes() throws {
        let (report, _) = try sampleReport()
        let json = try report.json()
        let decoded = try JSONDecoder().decode(CheckReport.self, from: Data(json))
        XCTAssertEqual(decoded, report)
        XCTAssertEqual(try decoded.json(), json)
        XCTAssertEqual(decoded.specs.map(\.status), ["error", "mismatch", "match", "missing"])
        XCTAssertNotNil(decoded.specs[1].comparison)
        XCTAssertNil(decoded.specs[3].comparison)
    }

    func testEveryTopLevelKeyIsPresentEvenWhenNull() throws {
        let check = GoldenCheck(goldenFolder: "golden")
        let json = try CheckReport(check: check, outcomes: []).json()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["tool", "versions", "golden", "shard", "options", "summary", "specs",
                                          "orphans", "orphansPruned"])
        XCTAssertTrue(object["shard"] is NSNull)
        XCTAssertTrue(object["versions"] is NSNull)
        XCTAssertTrue(object["orphans"] is NSNull, "not looked for")
        XCTAssertEqual(object["orphansPruned"] as? Bool, false)
    }

    func testImagesByKindAreRelativeToTheReportFolder() throws {
        let (report, outcomes) = try sampleReport()
        XCTAssertEqual(outcomes[1].imagePaths, Dictionary(uniqueKeysWithValues: ReportImageKind.allCases.map {
            ($0.rawValue, path("out/diffs/changed.\($0.rawValue).png"))
        }))
        let rebased = report.rebasingImages(from: ".", to: path("out/reports"))
        XCTAssertEqual(rebased.specs[1].images["compare"], "../diffs/changed.compare.png")
        XCTAssertEqual(rebased.specs[3].images, ["actual": "../diffs/missing.actual.png"], "no golden: the render only")
        XCTAssertEqual(rebased.specs[2].images, [:], "a match has no images")
        let back = rebased.rebasingImages(from: path("out/reports"), to: path("out"))
        XCTAssertEqual(back.specs[1].images["diff"], "diffs/changed.diff.png")
    }

    func testKeptImagesAreTheFailuresOnlyAndTheStripIsThreePanelsWide() throws {
        let (_, outcomes) = try sampleReport(keepsImages: true)
        XCTAssertEqual(Set(outcomes[1].images.keys), ["expected", "actual", "diff", "compare"])
        XCTAssertEqual(Set(outcomes[3].images.keys), ["actual"])
        XCTAssertEqual(outcomes[2].images, [:], "matches keep nothing")
        XCTAssertEqual(outcomes[0].images, [:])
        let compare = try XCTUnwrap(outcomes[1].images["compare"])
        let onDisk = try Data(contentsOf: URL(fileURLWithPath: path("out/diffs/changed.compare.png")))
        XCTAssertEqual(compare, [UInt8](onDisk), "the bytes kept are the bytes written")
        let size = try XCTUnwrap(outcomes[1].actualSize)
        XCTAssertEqual(Self.pngSize(compare)?.width, 3 * size.width + 2 * RGBAImage.stripGap)
        // The labels' band above the panels (EXPECTED, DIFF, ACTUAL).
        XCTAssertEqual(Self.pngSize(compare)?.height, size.height + RGBAImage.labelledStripSize(of: [(size.width, size.height)]).map { $0.height - size.height }!)
    }

    func testKeptImagesWithoutADiffFolderWriteNothing() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        let job = SpecJob(path: path("specs/t.json"), name: "t")
        let outcome = GoldenCheck(goldenFolder: path("golden"), keepsImages: true).check(job, with: try Self.pipeline.get())
        XCTAssertEqual(outcome.status, .missing)
        XCTAssertEqual(Set(outcome.images.keys), ["actual"])
        XCTAssertEqual(outcome.artifacts, [])
        XCTAssertEqual(outcome.imagePaths, [:])
    }

    func testDecodingErrorsAreOneLineNamingTheFile() throws {
        let (report, _) = try sampleReport()
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try report.json())) as? [String: Any])
        var specs = try XCTUnwrap(object["specs"] as? [[String: Any]])
        specs[1]["status"] = "bogus"
        object["specs"] = specs
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path("bogus.json")))
        try write("{ \"tool\": ", to: "truncated.json")
        object.removeValue(forKey: "orphansPruned")
        object["specs"] = []
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path("old.json")))
        for (file, expected) in [("bogus.json", "specs[1].status: unknown status \"bogus\""),
                                 ("truncated.json", "not valid JSON"),
                                 ("old.json", "orphansPruned is missing"),
                                 ("absent.json", "cannot read the report: no such file")] {
            XCTAssertThrowsError(try CheckReport.read(path(file))) { error in
                let text = (error as? RenderError)?.description ?? "\(error)"
                XCTAssertTrue(text.hasPrefix(path(file) + ": "), text)
                XCTAssertTrue(text.contains(expected), text)
                XCTAssertFalse(text.contains("\n"), text)
            }
        }
        XCTAssertThrowsError(try CheckReport.read(path("specs"))) { error in
            XCTAssertEqual((error as? RenderError)?.description, path("specs") + ": not a regular file")
        }
    }

    func testRelativePaths() {
        XCTAssertEqual(RelativePath.path(to: "diffs/a/b.png", from: ".", base: "/w"), "diffs/a/b.png")
        XCTAssertEqual(RelativePath.path(to: "diffs/a/b.png", from: "reports", base: "/w"), "../diffs/a/b.png")
        XCTAssertEqual(RelativePath.path(to: "/x/y.png", from: "out", base: "/w"), "../../x/y.png")
        XCTAssertEqual(RelativePath.path(to: "./a/../b.png", from: "./", base: "/w"), "b.png")
        XCTAssertEqual(RelativePath.resolve("diffs/a.png", in: "shard-1", base: "/w"), "shard-1/diffs/a.png")
        XCTAssertEqual(RelativePath.folder(of: "report.json"), ".")
        XCTAssertEqual(RelativePath.folder(of: "out/report.json"), "out")
        XCTAssertEqual(RelativePath.folder(of: "/report.json"), "/")
    }

    /// Width and height from a PNG's IHDR.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24 else { return nil }
        func uint32(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (uint32(at: 16), uint32(at: 20))
    }
}
