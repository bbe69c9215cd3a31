import CairoBackend
import Foundation
import TableRenderKit
import XCTest

/// The binary writes PNG, SVG and PDF of the spec's size, honours overrides, and uses the standard streams.
final class RenderOutputTests: TableRenderTestCase {
    // MARK: PNG

    func testPNGIsTheSpecWidthTimesTheScaleWide() throws {
        try write(Self.smallSpec, to: "spec.json")
        let canvas = try canvasSize(["spec.json"])
        XCTAssertEqual(canvas.width, 390)
        try runSuccessfully(["spec.json", "-o", "out.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(contents(of: "out.png")))
        XCTAssertEqual(size.width, 1170)
        XCTAssertEqual(size.height, Int((canvas.height * 3).rounded()))
        XCTAssertGreaterThan(size.height, 44 * 3)
    }

    func testScaleOptionOverridesTheSpecScale() throws {
        try write(Self.smallSpec, to: "spec.json")
        let canvas = try canvasSize(["spec.json", "--scale", "2"])
        try runSuccessfully(["spec.json", "--scale", "2", "-o", "out.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(contents(of: "out.png")))
        XCTAssertEqual(size.width, 780)
        XCTAssertEqual(size.height, Int((canvas.height * 2).rounded()))
    }

    func testWidthOptionOverridesTheSpecWidth() throws {
        try write(Self.smallSpec, to: "spec.json")
        let canvas = try canvasSize(["spec.json", "--width", "320", "--scale", "1"])
        XCTAssertEqual(canvas.width, 320)
        try runSuccessfully(["spec.json", "--width", "320", "-o", "wide.png"])
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "wide.png"))?.width, 960)
        try runSuccessfully(["spec.json", "--width", "320", "--scale", "1", "-o", "small.png"])
        let small = try XCTUnwrap(OutputInspector.pngSize(contents(of: "small.png")))
        XCTAssertEqual(small.width, 320)
        XCTAssertEqual(small.height, Int(canvas.height.rounded()))
    }

    func testDumpResolvedPrintsTheLayeredCanvasAndLook() throws {
        try write(#"{ "style": "classic", "ios": 26, "device": "iphone-se", "width": 300, "sections": [] }"#,
                  to: "spec.json")
        let dump = try runSuccessfully(["spec.json", "--dump-resolved", "--scale", "1"]).stdoutText
        let lines = dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("width: 300"), "the spec's width beats its device")
        XCTAssertTrue(lines.contains("scale: 1"), "--scale beats everything")
        XCTAssertTrue(lines.contains("safeArea: top 20 left 0 bottom 0 right 0"), "the device fills the rest")
        XCTAssertTrue(lines.contains("followsGeneration: false"))
        XCTAssertTrue(lines.contains("name: \"iOS 13-18\""), "classic ignores ios 26")
    }

    func testFixedHeightSetsThePixelHeight() throws {
        try write(#"{ "width": 200, "height": 150, "scale": 2, "sections": [ { "rows": [ "A" ] } ] }"#,
                  to: "fixed.json")
        try runSuccessfully(["fixed.json", "-o", "fixed.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(contents(of: "fixed.png")))
        XCTAssertEqual(size.width, 400)
        XCTAssertEqual(size.height, 300)
    }

    func testSettingsExampleRenders() throws {
        try runSuccessfully([settingsExample.path, "--scale", "1", "-o", "settings.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(contents(of: "settings.png")))
        XCTAssertEqual(size.width, 390)
        XCTAssertGreaterThan(size.height, 600, "seven sections of rows")
    }

    // MARK: Vector formats

    func testSVGRootElementHasTheCanvasSizeInPoints() throws {
        try write(Self.smallSpec, to: "spec.json")
        let canvas = try canvasSize(["spec.json"])
        try runSuccessfully(["spec.json", "-o", "out.svg"])
        let data = try contents(of: "out.svg")
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("<svg"), "not an SVG")
        let size = try XCTUnwrap(OutputInspector.svgSize(data), "no width/height on the root <svg>")
        XCTAssertEqual(size.width, 390, accuracy: 0.001)
        XCTAssertEqual(size.height, canvas.height, accuracy: 0.001)
    }

    func testPDFMediaBoxIsTheCanvasInPoints() throws {
        try write(Self.smallSpec, to: "spec.json")
        let canvas = try canvasSize(["spec.json"])
        try runSuccessfully(["spec.json", "-o", "out.pdf"])
        let data = try contents(of: "out.pdf")
        XCTAssertEqual(String(decoding: data.prefix(4), as: UTF8.self), "%PDF")
        let box = try XCTUnwrap(OutputInspector.pdfMediaBox(data), "no /MediaBox")
        XCTAssertEqual(box.count, 4)
        XCTAssertEqual(Array(box.prefix(3)), [0, 0, 390])
        XCTAssertEqual(box.last ?? 0, canvas.height, accuracy: 0.001)
    }

    func testFormatOptionOverridesTheExtension() throws {
        try write(Self.smallSpec, to: "spec.json")
        try runSuccessfully(["spec.json", "--scale", "1", "-o", "really-svg.png", "--format", "svg"])
        try runSuccessfully(["spec.json", "--scale", "1", "-o", "really-pdf.svg", "--format", "pdf"])
        try runSuccessfully(["spec.json", "--scale", "1", "-o", "really-png.pdf", "--format", "png"])
        XCTAssertNotNil(OutputInspector.svgSize(try contents(of: "really-svg.png")))
        XCTAssertFalse(OutputInspector.isPNG(try contents(of: "really-svg.png")))
        XCTAssertEqual(String(decoding: try contents(of: "really-pdf.svg").prefix(4), as: UTF8.self), "%PDF")
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "really-png.pdf"))?.width, 390)
    }

    func testUppercaseExtensionPicksTheFormat() throws {
        try write(Self.smallSpec, to: "spec.json")
        try runSuccessfully(["spec.json", "--scale", "1", "-o", "OUT.PDF"])
        XCTAssertEqual(String(decoding: try contents(of: "OUT.PDF").prefix(4), as: UTF8.self), "%PDF")
    }

    // MARK: Standard streams

    func testDashOutputWritesPNGToStandardOutput() throws {
        try write(Self.smallSpec, to: "spec.json")
        let result = try runSuccessfully(["spec.json", "-o", "-"])
        let size = try XCTUnwrap(OutputInspector.pngSize(result.stdout), "standard output is not a PNG")
        XCTAssertEqual(size.width, 1170)
        XCTAssertEqual(try folderListing(), ["spec.json"], "nothing but standard output is written")
    }

    func testDashOutputWithFormatWritesSVGToStandardOutput() throws {
        try write(Self.smallSpec, to: "spec.json")
        let result = try runSuccessfully(["spec.json", "-o", "-", "--format", "svg"])
        XCTAssertEqual(OutputInspector.svgSize(result.stdout)?.width, 390)
    }

    func testDashSpecIsReadFromStandardInput() throws {
        try runSuccessfully(["-", "--scale", "1", "-o", "stdin.png"], stdin: Data(Self.smallSpec.utf8))
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "stdin.png"))?.width, 390)
    }

    func testStandardInputToStandardOutput() throws {
        let result = try runSuccessfully(["-", "--scale", "1", "-o", "-"], stdin: Data(Self.smallSpec.utf8))
        XCTAssertEqual(OutputInspector.pngSize(result.stdout)?.width, 390)
        XCTAssertEqual(try folderListing(), [])
    }

    func testYAMLFromStandardInputWithInputFormat() throws {
        let yaml = "width: 300\nscale: 1\nsections:\n  - rows: [One, Two]\n"
        let result = try runSuccessfully(["-", "--input-format", "yaml", "-o", "-"], stdin: Data(yaml.utf8))
        XCTAssertEqual(OutputInspector.pngSize(result.stdout)?.width, 300)
    }

    // MARK: YAML

    func testYAMLSpecIsRecognisedByItsExtension() throws {
        let yaml = """
            width: 320
            scale: 1
            sections:
              - header: General
                rows:
                  - About
                  - title: Wi-Fi
                    detail: Home
                    accessory: disclosure
            """
        for name in ["spec.yaml", "spec.yml"] {
            try write(yaml, to: name)
            try runSuccessfully([name, "-o", "\(name).png"])
            XCTAssertEqual(try OutputInspector.pngSize(contents(of: "\(name).png"))?.width, 320, name)
        }
    }

    func testInputFormatOptionReadsYAMLWhateverTheExtension() throws {
        try write("width: 250\nscale: 1\nsections: []\n", to: "spec.txt")
        try runSuccessfully(["spec.txt", "--input-format", "yaml", "-o", "out.png"])
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "out.png"))?.width, 250)
    }

    func testYAMLAndJSONOfTheSameSpecGiveTheSameLayout() throws {
        try write(#"{ "width": 320, "scale": 1, "sections": [ { "header": "H", "rows": [ "A", { "title": "B", "switch": true } ] } ] }"#,
                  to: "spec.json")
        try write("width: 320\nscale: 1\nsections:\n  - header: H\n    rows:\n      - A\n      - { title: B, switch: true }\n",
                  to: "spec.yaml")
        let json = try runSuccessfully(["spec.json", "--dump-layout", "-q"]).stdoutText
        let yaml = try runSuccessfully(["spec.yaml", "--dump-layout", "-q"]).stdoutText
        XCTAssertEqual(yaml, json)
    }

    // MARK: Other options

    func testDumpLayoutPrintsTheDisplayListAndWritesNothing() throws {
        try write(Self.smallSpec, to: "spec.json")
        let result = try runSuccessfully(["spec.json", "--dump-layout"])
        XCTAssertTrue(result.stdoutText.hasPrefix("canvas 390x"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("\"Wi-Fi\""), "the row titles are in the dump")
        XCTAssertEqual(try folderListing(), ["spec.json"])
    }

    func testAppearanceAndStyleOptionsOverrideTheSpec() throws {
        try write(Self.smallSpec, to: "spec.json")
        let light = try runSuccessfully(["spec.json", "--dump-layout", "-q"]).stdoutText
        let dark = try runSuccessfully(["spec.json", "--dump-layout", "-q", "--appearance", "dark"]).stdoutText
        let plain = try runSuccessfully(["spec.json", "--dump-layout", "-q", "--style", "plain"]).stdoutText
        XCTAssertNotEqual(dark, light)
        XCTAssertNotEqual(plain, light)
        func canvasLine(_ dump: String) -> String { String(dump.prefix(while: { $0 != "\n" })) }
        XCTAssertNotEqual(canvasLine(dark), canvasLine(light), "dark mode changes the background")
    }

    func testWithoutOutputTheSpecNameWithThePNGExtensionIsUsed() throws {
        try write(Self.smallSpec, to: "table.json")
        try runSuccessfully(["table.json", "--scale", "1"])
        XCTAssertEqual(try OutputInspector.pngSize(contents(of: "table.png"))?.width, 390)
    }

    func testVersionNamesTheVersionCommitLibrariesAndFonts() throws {
        let result = try runSuccessfully(["--version"])
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, result.stdoutText)
        XCTAssertEqual(lines.first, ToolVersion.tool, "the first line is the tool as PNGs record it")
        XCTAssertNotNil(lines.first?.range(of: #"^tablerender \d+\.\d+\.\d+$"#, options: .regularExpression))
        // A plain `swift build` stamps no commit; `make build`, `install` and `dist` stamp one.
        XCTAssertNotNil(lines[1].range(of: #"^commit ([0-9a-f]{7,40}(-dirty)?|unknown)$"#, options: .regularExpression),
                        lines[1])
        XCTAssertTrue(lines[2].hasPrefix("cairo ") && lines[2].contains(", pango "), lines[2])
        XCTAssertNotNil(lines[3].range(of: #"^fonts .*Inter .*\(\d+ files, crc [0-9a-f]{8}\)$"#,
                                       options: .regularExpression), lines[3])
        XCTAssertEqual(lines[4], "fonts folder " + FontLibrary.checkoutFolder, "the test build finds the checkout's")
        // The same with a subcommand, and nothing written.
        XCTAssertEqual(try runSuccessfully(["render", "--version"]).stdoutText, result.stdoutText)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try folderListing(), [])
    }

    func testQuietSilencesWarnings() throws {
        try write(#"{ "font": "No Such Font Family", "scale": 1, "sections": [ { "rows": [ "A" ] } ] }"#,
                  to: "spec.json")
        let noisy = try runSuccessfully(["spec.json", "-o", "a.png"])
        XCTAssertTrue(noisy.stderr.contains("warning"), "an unknown font is warned about: \(noisy.stderr)")
        let quiet = try runSuccessfully(["spec.json", "-o", "b.png", "-q"])
        XCTAssertEqual(quiet.stderr, "")
    }
}
