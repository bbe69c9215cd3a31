import Foundation
import ImageDiff
import TableChecks
import TableRenderKit
import XCTest

/// What `check` catches with its default tolerances, on real renders of an inset-grouped table: each change a
/// person can find fails, an identical render matches. The old default (pixelmatch's threshold 0.1) passed the
/// first two cases; its anti-aliasing rule (a blend in either image) excused the moved and resized corners.
final class GoldenCheckStrictnessTests: TemporaryFolderTestCase {
    private static let pipeline = Result { try RenderPipeline() }

    /// Two sections of cards with text, a detail and a chevron; every key a case changes is set explicitly.
    private static func spec(scale: Int, extra: String = "", second: String = "Bluetooth") -> String {
        """
        { "style": "insetGrouped", "width": 240, "scale": \(scale), "layoutMargin": 20, "cornerRadius": 10,
          \(extra)
          "sections": [
            { "header": "Connections", "rows": [
              { "title": "Wi-Fi", "detail": "Home", "accessory": "disclosure" },
              { "title": "\(second)", "detail": "On" } ] },
            { "rows": [ "General" ] } ] }
        """
    }

    /// The changes `check` must catch, as (name, spec at that scale).
    private static func changes(scale: Int) -> [(String, String)] {
        [
            ("cards vanish into the background", spec(scale: scale, extra: #""cellBackground": "systemGroupedBackground","#)),
            ("background 2 levels darker (#F0F0F5)", spec(scale: scale, extra: ##""background": "#F0F0F5","##)),
            ("cards 1 pt further in (layoutMargin 21)", spec(scale: scale).replacingOccurrences(
                of: #""layoutMargin": 20"#, with: #""layoutMargin": 21"#)),
            ("cards 1 pt lower (safeArea.top 1)", spec(scale: scale, extra: #""safeArea": { "top": 1 },"#)),
            ("cornerRadius 11 instead of 10", spec(scale: scale).replacingOccurrences(
                of: #""cornerRadius": 10"#, with: #""cornerRadius": 11"#)),
            ("one letter of a title (Bluetooth → Bluetoath)", spec(scale: scale, second: "Bluetoath")),
        ]
    }

    private func job() -> SpecJob { SpecJob(path: path("specs/t.json"), name: "t") }

    /// Writes the golden from `golden`, then checks `actual` against it with `options`.
    private func check(golden: String, actual: String, options: DiffOptions = .goldens) throws -> GoldenCheck.Outcome {
        let pipeline = try Self.pipeline.get()
        try? FileManager.default.removeItem(atPath: path("golden"))
        try write(golden, to: "specs/t.json")
        let recorded = GoldenCheck(goldenFolder: path("golden"), update: true).check(job(), with: pipeline)
        XCTAssertTrue(recorded.updated, "\(recorded.error?.description ?? "")")
        try write(actual, to: "specs/t.json")
        return GoldenCheck(goldenFolder: path("golden"), options: options).check(job(), with: pipeline)
    }

    func testEveryVisibleChangeFailsTheDefaultCheck() throws {
        for scale in [1, 3] {
            for (name, changed) in Self.changes(scale: scale) {
                let outcome = try check(golden: Self.spec(scale: scale), actual: changed)
                let result = try XCTUnwrap(outcome.result, name)
                XCTAssertEqual(outcome.status, .mismatch, "@\(scale)x \(name): \(result)")
                XCTAssertEqual(outcome.exitCode, 1, name)
                XCTAssertGreaterThan(result.differingPixels, 0, "@\(scale)x \(name)")
                // The figures docs/ci.md quotes.
                let pixelmatch = try check(golden: Self.spec(scale: scale), actual: changed,
                                           options: DiffOptions(threshold: 0.1)).result
                print("measured @\(scale)x \(name): \(result); with threshold 0.1: \(pixelmatch.map { "\($0)" } ?? "-")")
            }
        }
    }

    func testTheOldThresholdMissedTheVanishedCardsAndTheBackgroundShade() throws {
        // Why the default changed: pixelmatch's 0.1 forgives 26 grey levels.
        for (name, changed) in Self.changes(scale: 1).prefix(2) {
            let outcome = try check(golden: Self.spec(scale: 1), actual: changed, options: DiffOptions(threshold: 0.1))
            XCTAssertEqual(outcome.status, .match, name)
            XCTAssertEqual(outcome.result?.differingPixels, 0, name)
        }
    }

    func testAnIdenticalRenderMatches() throws {
        for scale in [1, 3] {
            let outcome = try check(golden: Self.spec(scale: scale), actual: Self.spec(scale: scale))
            XCTAssertEqual(outcome.status, .match)
            XCTAssertEqual(outcome.exitCode, 0)
            XCTAssertEqual(outcome.result?.isIdentical, true)
            XCTAssertEqual(outcome.result?.differingPixels, 0)
        }
    }
}
