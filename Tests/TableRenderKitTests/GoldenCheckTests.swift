import CairoBackend
import Foundation
import ImageDiff
import TableChecks
import TableRenderKit
import TestSupport
import XCTest

/// `GoldenCheck` in process: verdicts, artifacts, updates and the report, with one shared pipeline.
final class GoldenCheckTests: TemporaryFolderTestCase {
    private static let pipeline = Result { try RenderPipeline() }

    private func pipeline() throws -> RenderPipeline { try Self.pipeline.get() }

    private func job(_ name: String) -> SpecJob { SpecJob(path: path("specs/\(name).json"), name: name) }

    private func check(update: Bool = false, diffs: Bool = true, options: DiffOptions = DiffOptions()) -> GoldenCheck {
        GoldenCheck(goldenFolder: path("golden"), diffFolder: diffs ? path("diffs") : nil, options: options,
                    update: update)
    }

    private func render(_ name: String) throws -> [UInt8] {
        let outcome = BatchRender(outputFolder: path("rendered"), format: .png).render(job(name), with: try pipeline())
        XCTAssertNil(outcome.error)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: outcome.output)))
    }

    func testMissingGoldenIsMissingAndUpdateWritesTheBytesRenderWrites() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        let missing = check().check(job("t"), with: try pipeline())
        XCTAssertEqual(missing.status, .missing)
        XCTAssertEqual(missing.exitCode, 1)
        XCTAssertEqual(missing.artifacts, [path("diffs/t.actual.png")], "no golden, so no expected or diff image")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("golden/t.png")))

        let updated = check(update: true).check(job("t"), with: try pipeline())
        XCTAssertEqual(updated.status, .missing)
        XCTAssertTrue(updated.updated)
        XCTAssertEqual(updated.exitCode, 0)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("golden/t.png")))), try render("t"))

        let again = check().check(job("t"), with: try pipeline())
        XCTAssertEqual(again.status, .match)
        XCTAssertEqual(again.result?.isIdentical, true)
        XCTAssertEqual(again.versionChanges, [])
        XCTAssertEqual(again.recordedVersions, try pipeline().renderer.versions.description)
        XCTAssertEqual(again.artifacts, [], "a match leaves nothing behind")
    }

    func testChangedSpecIsAMismatchWithExpectedActualAndDiffImages() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        _ = check(update: true, diffs: false).check(job("t"), with: try pipeline())
        let golden = try Data(contentsOf: URL(fileURLWithPath: path("golden/t.png")))
        try write(Self.tinySpec.replacingOccurrences(of: "\"B\"", with: "\"Bee\""), to: "specs/t.json")

        let outcome = check().check(job("t"), with: try pipeline())
        XCTAssertEqual(outcome.status, .mismatch)
        XCTAssertEqual(outcome.exitCode, 1)
        let result = try XCTUnwrap(outcome.result)
        XCTAssertGreaterThan(result.differingPixels, 0)
        XCTAssertGreaterThan(result.maxChannelDelta, 100, "dark text where there was white")
        XCTAssertEqual(outcome.artifacts, ["expected", "actual", "diff", "compare"].map { path("diffs/t.\($0).png") })
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("diffs/t.expected.png"))), golden,
                       "the golden exactly as it was")
        let diff = try ImageSurface.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("diffs/t.diff.png")))))
        let bounds = try XCTUnwrap(result.changedBounds)
        XCTAssertEqual(diff[bounds.x, bounds.y].red, 255, "counted differences are red")
        let faded = diff[0, 0]
        XCTAssertTrue(faded.red == faded.green && faded.green == faded.blue && faded.red >= 240,
                      "unchanged areas are a faded grey copy: \(faded)")
        XCTAssertEqual([UInt8](golden), [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("golden/t.png")))),
                       "without --update the golden stays")
    }

    func testToleranceDecidesBetweenMatchAndMismatch() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        _ = check(update: true, diffs: false).check(job("t"), with: try pipeline())
        try write(Self.tinySpec.replacingOccurrences(of: "\"B\"", with: "\"C\""), to: "specs/t.json")
        let strict = check(diffs: false).check(job("t"), with: try pipeline())
        let differing = try XCTUnwrap(strict.result).ratio
        XCTAssertEqual(strict.status, .mismatch)
        let generous = check(diffs: false, options: DiffOptions(maxDifferentRatio: differing))
            .check(job("t"), with: try pipeline())
        XCTAssertEqual(generous.status, .match, "a ratio equal to the limit passes")
    }

    func testOtherSizeIsAMismatchAndUpdateReplacesIt() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        _ = check(update: true, diffs: false).check(job("t"), with: try pipeline())
        try write(Self.tinySpec.replacingOccurrences(of: "120", with: "140"), to: "specs/t.json")
        let outcome = check(update: true).check(job("t"), with: try pipeline())
        XCTAssertEqual(outcome.status, .mismatch)
        XCTAssertEqual(outcome.result?.sizesMatch, false)
        XCTAssertEqual(outcome.expectedSize?.width, 120)
        XCTAssertEqual(outcome.actualSize?.width, 140)
        XCTAssertTrue(outcome.updated)
        XCTAssertEqual(check().check(job("t"), with: try pipeline()).status, .match)
    }

    func testBlankGoldenNeverMatchesARenderedTable() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        let actual = try ImageSurface.decodePNG(try render("t"))
        let background = actual[0, 0]
        try FileManager.default.createDirectory(atPath: path("golden"), withIntermediateDirectories: true)
        let blank = RGBAImage(width: actual.width, height: actual.height, fill: background)
        try Data(try ImageSurface.encodePNG(blank)).write(to: URL(fileURLWithPath: path("golden/t.png")))
        let outcome = check(options: DiffOptions(threshold: 0.5, maxDifferentRatio: 0.5)).check(job("t"), with: try pipeline())
        XCTAssertEqual(outcome.status, .mismatch)
        XCTAssertEqual(outcome.result?.blankMismatch, true)
        XCTAssertNil(outcome.recordedVersions, "a golden not written by tablerender records nothing")
    }

    func testGoldenThatIsNotAPNGCannotBeComparedExits2AndUpdateRepairsIt() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        try write("not a png", to: "golden/t.png")
        let outcome = check().check(job("t"), with: try pipeline())
        XCTAssertEqual(outcome.status, .mismatch)
        XCTAssertNil(outcome.result)
        XCTAssertEqual(outcome.note, "the golden is not a PNG file", "it used to say \"cairo: out of memory\"")
        XCTAssertEqual(outcome.exitCode, 2, "bad input, not a difference")
        XCTAssertEqual(outcome.artifacts, [path("diffs/t.actual.png")], "the text is not copied as expected.png")
        let repaired = check(update: true).check(job("t"), with: try pipeline())
        XCTAssertTrue(repaired.updated)
        XCTAssertEqual(repaired.exitCode, 0)
        XCTAssertEqual(check().check(job("t"), with: try pipeline()).status, .match)
    }

    func testHugeGoldenIsRefusedFromItsHeaderInWellUnderASecond() throws {
        // 57 bytes claiming 20000×20000 px: decoding it took 37 s and 4.7 GB.
        try write(Self.tinySpec, to: "specs/t.json")
        try FileManager.default.createDirectory(atPath: path("golden"), withIntermediateDirectories: true)
        try Data(CraftedPNG.headerOnly(width: 20000, height: 20000)).write(to: URL(fileURLWithPath: path("golden/t.png")))
        let start = Date()
        let outcome = check().check(job("t"), with: try pipeline())
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "a bound, not a benchmark")
        XCTAssertEqual(outcome.status, .mismatch)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.note,
                       "the golden is 20000×20000 px, larger than any render (at most 32767 px a side, 256 Mpx)")
    }

    func testBrokenPNGGoldenCannotBeCompared() throws {
        // A valid header over pixel data that is not zlib: refused by the decoder, still exit 2.
        try write(Self.tinySpec, to: "specs/t.json")
        try FileManager.default.createDirectory(atPath: path("golden"), withIntermediateDirectories: true)
        var bytes = CraftedPNG.headerOnly(width: 120, height: 80)
        bytes.insert(contentsOf: CraftedPNG.chunk("IDAT", Array("garbage".utf8)), at: 33)
        try Data(bytes).write(to: URL(fileURLWithPath: path("golden/t.png")))
        let outcome = check(diffs: false).check(job("t"), with: try pipeline())
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.note?.hasPrefix("the golden cannot be decoded as a PNG") == true, outcome.note ?? "")
    }

    func testGoldenFromOtherVersionsNamesWhatChanged() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        let png = try render("t")
        let current = try pipeline().renderer.versions
        var old = current
        old.cairo = "1.14.0"
        // The same pixels recorded under other versions: only the text chunk differs.
        let relabelled = try relabel(png, as: old.description)
        try FileManager.default.createDirectory(atPath: path("golden"), withIntermediateDirectories: true)
        try Data(relabelled).write(to: URL(fileURLWithPath: path("golden/t.png")))
        let outcome = check().check(job("t"), with: try pipeline())
        XCTAssertEqual(outcome.status, .match)
        XCTAssertEqual(outcome.recordedVersions, old.description)
        XCTAssertEqual(outcome.versionChanges, ["cairo 1.14.0 → cairo \(current.cairo)"])
    }

    func testAGoldenWithTheRendersImageDataMatchesWithoutADecodeAndOtherBytesAreDecoded() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        let png = try render("t")
        let header = try PNGHeader(png)
        try FileManager.default.createDirectory(atPath: path("golden"), withIntermediateDirectories: true)
        // The render's image data under another layout summary: known to be the same pixels from the bytes.
        try Data(PNGInternationalText.inserting(keyword: "Comment", text: "reviewed", into: png))
            .write(to: URL(fileURLWithPath: path("golden/t.png")))
        let same = check().check(job("t"), with: try pipeline())
        XCTAssertEqual(same.status, .match)
        XCTAssertEqual(same.result, .identical(width: header.width, height: header.height, options: DiffOptions()))
        XCTAssertEqual(same.expectedSize, same.actualSize)
        XCTAssertEqual(same.actualSize, ImageSize(width: header.width, height: header.height))

        // The same pixels compressed otherwise are decoded and scanned: still a match, and a scan's result.
        try Data(try ImageSurface.encodePNG(try ImageSurface.decodePNG(png)))
            .write(to: URL(fileURLWithPath: path("golden/t.png")))
        let scanned = check().check(job("t"), with: try pipeline())
        XCTAssertEqual(scanned.status, .match)
        XCTAssertEqual(scanned.result?.isIdentical, true)
        XCTAssertEqual(scanned.result?.totalPixels, header.width * header.height)
    }

    func testInvalidSpecIsAnErrorWithExitCode2() throws {
        try write(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let outcome = check().check(job("bad"), with: try pipeline())
        XCTAssertEqual(outcome.status, .error)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.error?.description.contains("width: 0 is out of range") == true)
        XCTAssertEqual(outcome.artifacts, [])
    }

    func testReportListsEveryFieldForEverySpec() throws {
        try write(Self.tinySpec, to: "specs/match.json")
        try write(Self.tinySpec, to: "specs/missing.json")
        try write(#"{ "width": 0, "sections": [] }"#, to: "specs/bad.json")
        let check = self.check()
        _ = GoldenCheck(goldenFolder: path("golden"), update: true).check(job("match"), with: try pipeline())
        let outcomes = try ["bad", "match", "missing"].map { check.check(job($0), with: try pipeline()) }
        let json = try CheckReport(check: check, outcomes: outcomes).json()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        XCTAssertEqual(object["tool"] as? String, ToolVersion.tool)
        XCTAssertEqual(object["versions"] as? String, try pipeline().renderer.versions.description)
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["specs": 3, "match": 1, "mismatch": 0, "missing": 1, "error": 1, "updated": 0])
        let specs = try XCTUnwrap(object["specs"] as? [[String: Any]])
        XCTAssertEqual(specs.map { $0["status"] as? String }, ["error", "match", "missing"])
        let keys: Set = ["spec", "name", "order", "variant", "images", "golden", "status", "passed", "sizesMatch", "differingPixels",
                         "antiAliasedPixels", "totalPixels", "ratio", "maxChannelDelta", "changedBounds",
                         "expectedSize", "actualSize", "goldenVersions", "versionChanges", "updated", "artifacts",
                         "message", "goldenSHA256", "actualSHA256", "layoutChanges"]
        for entry in specs { XCTAssertEqual(Set(entry.keys), keys, "\(entry["name"] ?? "?")") }
        XCTAssertEqual(specs[1]["differingPixels"] as? Int, 0)
        XCTAssertEqual(specs[1]["ratio"] as? Double, 0)
        XCTAssertTrue(specs[1]["changedBounds"] is NSNull)
        XCTAssertTrue(specs[2]["differingPixels"] is NSNull, "nothing compared for a missing golden")
        XCTAssertTrue((specs[0]["message"] as? String)?.contains("width") == true)
        XCTAssertEqual(json, try CheckReport(check: check, outcomes: outcomes).json(), "stable bytes")
    }

    /// The PNG's pixels re-encoded with `versions` recorded instead of its own.
    private func relabel(_ png: [UInt8], as versions: String) throws -> [UInt8] {
        try ImageSurface.encodePNG(ImageSurface.decodePNG(png), text: (ToolchainVersions.pngKeyword, versions))
    }
}
