import CairoBackend
import Foundation
import ImageDiff
import TableChecks
import TableRenderKit
import XCTest

/// The library's own entry points (docs/library.md): `Spec.load`, `Spec.validate`, `TableRenderer` and
/// `GoldenComparison`, each held to the command line's pipeline and `GoldenCheck` it stands on.
final class LibraryFacadeTests: TemporaryFolderTestCase {
    private static let renderer = TableRenderer()

    private func tiny() throws -> Spec { try Spec.load(Array(Self.tinySpec.utf8)) }

    func testSpecLoadsFromAFileAURLAndBytesAsSpecSourceLoadsIt() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        let expected = try SpecSource(path: path("specs/t.json")).load()
        XCTAssertEqual(try Spec.load(contentsOfFile: path("specs/t.json")), expected)
        XCTAssertEqual(try Spec.load(contentsOf: URL(fileURLWithPath: path("specs/t.json"))), expected)
        XCTAssertEqual(try tiny(), expected)
        let yaml = "width: 120\nscale: 1\nsections:\n  - rows: [A, B]\n"
        XCTAssertEqual(try Spec.load(Array(yaml.utf8), format: .yaml), expected)
    }

    func testBadBytesReportEveryProblemUnderTheirName() throws {
        let bytes = Array(#"{"width": -5, "sections": [{"rows": [{"title": "A", "accessory": "disclousre"}]}]}"#.utf8)
        XCTAssertThrowsError(try Spec.load(bytes, name: "inline.json")) { error in
            guard case RenderError.invalidSpec(let file, let problems)? = error as? RenderError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(file, "inline.json")
            XCTAssertEqual(problems.diagnostics.count, 2, "\(problems)")
            let lines = (error as? RenderError)?.lines ?? []
            XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("inline.json:1:") }, "\(lines)")
            XCTAssertTrue(lines.contains { $0.contains(#"did you mean "disclosure"?"#) }, "\(lines)")
        }
    }

    func testIconPathsOfBytesAreHeldToTheirFolder() throws {
        let bytes = Array(#"{"sections": [{"rows": [{"title": "A", "icon": {"image": "../outside.png"}}]}]}"#.utf8)
        XCTAssertThrowsError(try Spec.load(bytes, imagesRelativeTo: folder)) { error in
            XCTAssertTrue("\(error)".contains("icon"), "\(error)")
        }
    }

    func testValidateFindsWhatAFileCouldNotHold() throws {
        var spec = Spec(sections: [Section(rows: [Row("Wi-Fi", icon: .symbol(SymbolIcon(name: "wifii")))])])
        XCTAssertThrowsError(try spec.validate(name: "built")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("built:"), text)
            XCTAssertTrue(text.contains(#"unknown SF Symbol "wifii""#), text)
        }
        spec.sections[0].rows[0].icon = .symbol(SymbolIcon(name: "wifi"))
        XCTAssertNoThrow(try spec.validate())
    }

    func testRowBuilderSetsOnlyWhatItIsGiven() {
        var row = Row(title: "Wi-Fi")
        row.detail = "Home"
        row.accessory = .disclosure
        XCTAssertEqual(Row("Wi-Fi", detail: "Home", accessory: .disclosure), row)
        XCTAssertEqual(Row("A"), Row(title: "A"))
    }

    func testOverridesInitializerSetsEveryLayer() {
        let overrides = SpecOverrides(scale: 1, appearance: .dark, device: .iphoneSE, dynamicType: .AX2,
                                      direction: .rtl, ios: .ios26, screen: true)
        XCTAssertEqual(overrides.device, .iphoneSE)
        XCTAssertEqual(overrides.dynamicType, .AX2)
        XCTAssertEqual(overrides.direction, .rtl)
        XCTAssertEqual(overrides.ios, .ios26)
        XCTAssertTrue(overrides.screen)
        XCTAssertEqual(overrides.layout.scale, 1)
    }

    func testRendererGivesThePipelinesBytesInEveryFormat() throws {
        let spec = try tiny()
        let pipeline = try RenderPipeline()
        for format in [OutputFormat.png, .svg] {
            XCTAssertEqual(try Self.renderer.render(spec, as: format), try pipeline.render(spec, format: format), "\(format)")
        }
        let pdf = try Self.renderer.render(spec, as: .pdf)
        XCTAssertEqual(Array(pdf.prefix(5)), Array("%PDF-".utf8))
        let dark = SpecOverrides(appearance: .dark, device: .iphoneSE)
        let png = try Self.renderer.render(spec, overrides: dark)
        XCTAssertEqual(png, try pipeline.render(spec, overrides: dark, format: .png))
        XCTAssertEqual(try ImageSurface.decodePNG(png).width, 375 * 2, "the device's width and scale")
    }

    func testRendererWritesAsTheCommandLineWrites() throws {
        let written = try Self.renderer.write(try tiny(), as: .png, to: path("out/t.png"))
        XCTAssertEqual(written, [path("out/t.png")])
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("out/t.png")))), try Self.renderer.render(try tiny()))
    }

    func testRendererLendsEachThreadItsOwnPipeline() throws {
        let spec = try tiny()
        let expected = try Self.renderer.render(spec)
        let results = UnsafeSendableBox(Array(repeating: [UInt8](), count: 6))
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            let bytes = (try? Self.renderer.render(spec)) ?? []
            results.lock.lock()
            results.value[index] = bytes
            results.lock.unlock()
        }
        XCTAssertTrue(results.value.allSatisfy { $0 == expected })
    }

    func testMissingGoldenThenRecordedThenMatchThenMismatchWithArtifacts() throws {
        let golden = path("goldens/t.png")
        let missing = try Self.renderer.compare(try tiny(), withGoldenAt: golden)
        XCTAssertEqual(missing.verdict, .missing)
        XCTAssertEqual(missing.summary, "missing: no golden at \(golden)")
        XCTAssertEqual(try missing.writeArtifacts(to: path("diffs"), name: "t"), [path("diffs/t.actual.png")])
        try missing.writeGolden()

        let match = try Self.renderer.compare(try tiny(), withGoldenAt: golden)
        XCTAssertTrue(match.passed)
        XCTAssertEqual(match.result?.isIdentical, true)
        XCTAssertEqual(match.versionChanges, [])
        XCTAssertEqual(try match.artifacts().count, 0)

        var changed = try tiny()
        changed.sections[0].rows[1].title = "Bee"
        let mismatch = try Self.renderer.compare(changed, withGoldenAt: golden)
        XCTAssertEqual(mismatch.verdict, .mismatch)
        XCTAssertTrue(mismatch.summary.hasPrefix("mismatch: "), mismatch.summary)
        XCTAssertTrue(mismatch.summary.contains("pixels differ"), mismatch.summary)
        let files = try mismatch.writeArtifacts(to: path("diffs"), name: "t")
        XCTAssertEqual(files, ["expected", "actual", "diff", "compare"].map { path("diffs/t.\($0).png") })
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: files[0]))), mismatch.expectedPNG)
        let diff = try ImageSurface.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: files[2]))))
        XCTAssertEqual(diff, mismatch.diffImage())
    }

    func testComparisonAgreesWithGoldenCheck() throws {
        try write(Self.tinySpec, to: "specs/t.json")
        let pipeline = try RenderPipeline()
        let check = GoldenCheck(goldenFolder: path("golden"), update: true)
        _ = check.check(SpecJob(path: path("specs/t.json"), name: "t"), with: pipeline)
        try write(Self.tinySpec.replacingOccurrences(of: "\"B\"", with: "\"Bee\""), to: "specs/t.json")
        let outcome = GoldenCheck(goldenFolder: path("golden")).check(SpecJob(path: path("specs/t.json"), name: "t"), with: pipeline)
        let comparison = try Self.renderer.compare(try Spec.load(contentsOfFile: path("specs/t.json")),
                                                   withGoldenAt: path("golden/t.png"))
        XCTAssertEqual(outcome.status.rawValue, comparison.verdict.rawValue)
        XCTAssertEqual(outcome.result, comparison.result)
        XCTAssertEqual(GoldenComparison.ImageKind.allCases.map(\.rawValue), ReportImageKind.allCases.map(\.rawValue),
                       "artifacts are named as check --diff-dir names them")
    }

    func testAGoldenWithTheSameImageDataIsNotScanned() throws {
        // A blank image: a scan would flag it blank, the comparison of bytes does not look at the pixels.
        let blank = try ImageSurface.encodePNG(RGBAImage(width: 30, height: 20, fill: .white))
        let labelled = try ImageSurface.encodePNG(try ImageSurface.decodePNG(blank), text: ("Comment", "golden"))
        XCTAssertNotEqual(labelled, blank)
        let same = try GoldenComparison(actualPNG: blank, expectedPNG: labelled)
        XCTAssertTrue(same.passed)
        XCTAssertEqual(same.result, .identical(width: 30, height: 20, options: .goldens))
        XCTAssertEqual(same.result?.actualIsBlank, false, "not scanned")
        let scanned = ImageComparator.compare(try ImageSurface.decodePNG(labelled), try ImageSurface.decodePNG(blank))
        XCTAssertEqual(scanned.actualIsBlank, true, "what a scan says")
    }

    func testAReEncodedGoldenStillMatchesAndABrokenOneIsAMismatchWithANote() throws {
        let png = try Self.renderer.render(try tiny())
        let reencoded = try ImageSurface.encodePNG(try ImageSurface.decodePNG(png))
        XCTAssertNotEqual(reencoded, png, "other bytes, same pixels")
        XCTAssertTrue(try GoldenComparison(actualPNG: png, expectedPNG: reencoded).passed)

        let broken = try GoldenComparison(actualPNG: png, expectedPNG: Array("not a png at all, not even close".utf8))
        XCTAssertEqual(broken.verdict, .mismatch)
        XCTAssertEqual(broken.note, "the golden is not a PNG file")
        XCTAssertEqual(broken.summary, "mismatch: the golden is not a PNG file")
        XCTAssertEqual(try broken.artifacts().map(\.kind), [.expected, .actual], "no diff without a decoded golden")

        let other = try Self.renderer.render(try tiny(), overrides: SpecOverrides(scale: 2))
        let sizes = try GoldenComparison(actualPNG: other, expectedPNG: png)
        XCTAssertEqual(sizes.verdict, .mismatch)
        XCTAssertTrue(sizes.summary.hasPrefix("mismatch: the golden is 120×"), sizes.summary)
        XCTAssertTrue(try GoldenComparison(actualPNG: other, expectedPNG: png, options: DiffOptions(maxDifferentRatio: 1))
            .summary.hasPrefix("mismatch"), "another size never passes")
    }
}

/// A value shared by the threads of one test, guarded by its lock.
private final class UnsafeSendableBox<Value>: @unchecked Sendable {
    let lock = NSLock()
    var value: Value
    init(_ value: Value) { self.value = value }
}
