import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ImageDiff
import TableGraphics
import TableRenderKit
import TableSpec
import XCTest

/// Every style renders in light and dark at scales 1, 2 and 3, with one-pixel separators at each scale.
final class StyleMatrixTests: XCTestCase {
    func testEveryStyleInBothAppearancesAtEveryScale() throws {
        let pipeline = try RenderPipeline()
        for style in TableStyle.allCases {
            for appearance in Appearance.allCases {
                for scale in [1.0, 2, 3] {
                    var row = Row(title: "Title")
                    row.detail = "Detail"
                    row.accessory = .disclosure
                    var spec = Spec(sections: [Section(header: SectionHeader(text: "Header"), footer: "Footer",
                                                       rows: [row, Row(title: "Second"), Row(title: "Third")])])
                    spec.style = style
                    spec.appearance = appearance
                    spec.scale = scale
                    spec.width = 320
                    let label = "\(style) \(appearance) @\(scale)x"
                    let list = pipeline.layout(spec)
                    let image = try pipeline.renderer.rasterize(list)
                    XCTAssertEqual(image.width, Int(320 * scale), label)
                    XCTAssertEqual(image.height, Int((list.size.height * scale).rounded()), label)
                    // Not blank: anti-aliased text alone brings dozens of distinct colours.
                    var colours = Set<RGBAPixel>()
                    for y in stride(from: 0, to: image.height, by: 2) {
                        for x in stride(from: 0, to: image.width, by: 2) { colours.insert(image[x, y]) }
                    }
                    XCTAssertGreaterThan(colours.count, 20, label)
                    for case .hairline(let line) in list.items {
                        XCTAssertEqual(line.rect.height * scale, 1, accuracy: 1e-9, "\(label): one device pixel")
                    }
                }
            }
        }
    }

    func testAnimatedSnakeSVGIsValidXMLWithOneAnimationPerRow() throws {
        let examples = ExampleReferenceTests.examples
        let spec = try SpecSource(path: examples.appendingPathComponent("snake.json").path).load()
        let svg = try RenderPipeline().render(spec, format: .svg)
        let text = String(decoding: svg, as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "<animate attributeName=\"stroke-dashoffset\"").count - 1, 7,
                       "eight places: seven pieces")
        XCTAssertTrue(text.contains("begin=\"1.5s\" dur=\"0.25s\""), "the seventh piece starts after six others")
        XCTAssertTrue(XMLParser(data: Data(svg)).parse(), "well-formed XML")
        // PNG and PDF show the finished stroke.
        var still = spec
        still.separator?.animate = false
        let list = try RenderPipeline().layout(still)
        let pieces = list.items.filter { if case .stroke(let s) = $0 { return s.color == RGBAColor(102, 102, 102) } else { return false } }
        XCTAssertEqual(pieces.count, 7)
    }
}
