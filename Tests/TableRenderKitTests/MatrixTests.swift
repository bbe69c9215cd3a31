import TableGraphics
import TableRenderKit
import TableScale
import TableSpec
import XCTest

/// `--matrix`: parsing, every combination in axis order, names, and what each variant replaces.
final class MatrixTests: XCTestCase {
    func testEveryCombinationIsOneVariantNamedByItsValuesInAxisOrder() throws {
        let matrix = try Matrix(parsing: ["appearance=light,dark", "dynamicType=large,AX2"])
        XCTAssertEqual(matrix.combinationCount, 4)
        XCTAssertEqual(matrix.variants.map(\.suffix), [".light.large", ".light.AX2", ".dark.large", ".dark.AX2"])
        let jobs = matrix.expand([SpecJob(path: "s/a.json", name: "a"), SpecJob(path: "s/b.json", name: "b")])
        XCTAssertEqual(jobs.map(\.outputName), ["a.light.large", "a.light.AX2", "a.dark.large", "a.dark.AX2",
                                                "b.light.large", "b.light.AX2", "b.dark.large", "b.dark.AX2"])
        XCTAssertEqual(jobs.map(\.order), Array(0..<8))
        XCTAssertEqual(jobs[3].output(in: "golden", suffix: ".png"), "golden/a.dark.AX2.png")
    }

    func testEachAxisSetsItsOverride() throws {
        let variant = try XCTUnwrap(Matrix(parsing: ["appearance=dark", "dynamicType=AX5", "direction=rtl",
                                                     "device=iphone-se", "ios=26", "locale=de"]).variants.first)
        let overrides = variant.overrides
        XCTAssertEqual(overrides.appearance, .dark)
        XCTAssertEqual(overrides.dynamicType, .AX5)
        XCTAssertEqual(overrides.direction, .rtl)
        XCTAssertEqual(overrides.device, .iphoneSE)
        XCTAssertEqual(overrides.ios, .ios26)
        XCTAssertEqual(overrides.locale, "de")
        XCTAssertEqual(variant.suffix, ".dark.AX5.rtl.iphone-se.26.de")
    }

    func testNoMatrixLeavesEachJobOnceWithoutAVariant() throws {
        let jobs = try Matrix(parsing: []).expand([SpecJob(path: "a.json", name: "a"), SpecJob(path: "b.json", name: "b")])
        XCTAssertEqual(jobs.map(\.outputName), ["a", "b"])
        XCTAssertNil(jobs[0].variant)
        XCTAssertEqual(jobs.map(\.order), [0, 1])
    }

    func testBadArgumentsSayWhatIsWrong() {
        func problem(_ arguments: [String]) -> String {
            do {
                _ = try Matrix(parsing: arguments)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem(["colour=red"]),
                       #"--matrix: unknown axis "colour"; axes: appearance, dynamicType, direction, device, ios, locale"#)
        XCTAssertEqual(problem(["dynamic-type=AX1"]),
                       #"--matrix: unknown axis "dynamic-type" (did you mean dynamicType?); axes: appearance, dynamicType, direction, device, ios, locale"#)
        XCTAssertEqual(problem(["appearance=light,dim"]),
                       #"--matrix appearance: "dim" is not one of light, dark"#)
        XCTAssertEqual(problem(["ios=19"]),
                       #"--matrix ios: "19" is not one of 13, 14, 15, 16, 17, 18, 26 or a point release of one (26.0, 26.4)"#)
        XCTAssertEqual(problem(["ios=26.12"]),
                       #"--matrix ios: "26.12" is not one of 13, 14, 15, 16, 17, 18, 26 or a point release of one (26.0, 26.4)"#)
        XCTAssertEqual(problem(["ios=18,26.0,26.4"]), "no error", "point releases are values of the axis")
        XCTAssertEqual(problem(["appearance=light,light"]), "--matrix appearance: light is given twice")
        XCTAssertEqual(problem(["appearance=light", "appearance=dark"]),
                       "--matrix: the axis appearance is given twice; list its values once, separated by commas")
        XCTAssertEqual(problem(["appearance=light,"]), #"--matrix appearance: an empty value in "appearance=light,""#)
        XCTAssertEqual(problem(["locale=../x"]),
                       #"--matrix locale: "../x" is not a language tag (letters, digits, - and _, at most 35)"#)
        XCTAssertTrue(problem(["specs/a.json"]).hasPrefix(#"--matrix takes AXIS=V1,V2"#))
        XCTAssertEqual(problem(["locale=de,DE"]), "--matrix locale: DE is given twice", "one file on a disk that ignores case")
        XCTAssertEqual(problem(["appearance=da\nrk\u{1B}"]), #"--matrix appearance: "da\nrk\u{1B}" is not one of light, dark"#,
                       "one line, controls escaped")
    }

    func testTooManyCombinationsAreRefusedBeforeAnythingRenders() {
        let locales = (0..<100).map { "l\($0)" }.joined(separator: ",")
        XCTAssertThrowsError(try Matrix(parsing: ["locale=" + locales, "dynamicType=" + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ","),
                                                  "appearance=light,dark", "direction=ltr,rtl"])) { error in
            XCTAssertEqual("\(error)", "--matrix makes 4800 combinations, more than 4096")
        }
    }

    func testARightToLeftLocaleMirrorsUnlessADirectionIsGiven() {
        var overrides = SpecOverrides()
        overrides.locale = "ar-EG"
        XCTAssertEqual(overrides.effectiveDirection, .rtl)
        overrides.direction = .ltr
        XCTAssertEqual(overrides.effectiveDirection, .ltr)
        overrides = SpecOverrides()
        overrides.locale = "de_DE"
        XCTAssertNil(overrides.effectiveDirection)
    }

    func testTheVariantIsLayeredOverTheCommandLinesOptions() {
        var base = SpecOverrides(scale: 2, appearance: .light)
        base.allowsOutsidePaths = true
        var variant = SpecOverrides(appearance: .dark)
        variant.dynamicType = .AX2
        let layered = variant.layered(over: base)
        XCTAssertEqual(layered.scale, 2)
        XCTAssertEqual(layered.appearance, .dark)
        XCTAssertEqual(layered.dynamicType, .AX2)
        XCTAssertTrue(layered.allowsOutsidePaths)
    }

    func testTheVariantsValuesReachTheResolvedSpec() throws {
        let pipeline = try RenderPipeline()
        let spec = try SpecLoader.load(Array(#"{ "sections": [ { "rows": [ "A" ] } ] }"#.utf8), format: .json)
        var overrides = SpecOverrides()
        overrides.dynamicType = .AX3
        overrides.ios = .ios26
        overrides.direction = .rtl
        let resolved = pipeline.resolve(spec, overrides: overrides)
        XCTAssertEqual(resolved.canvas.direction, .rtl)
        XCTAssertTrue(resolved.dump().contains(#"name: "iOS 26""#), "the resolved look is iOS 26's")
        let large = pipeline.layout(spec, overrides: overrides)
        let plain = pipeline.layout(spec)
        XCTAssertGreaterThan(large.size.height, plain.size.height, "AX3 text makes the row taller")
    }
}
