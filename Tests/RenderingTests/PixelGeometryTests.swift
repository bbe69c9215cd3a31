import CairoBackend
import Foundation
import ImageDiff
import TableRenderKit
import TableSpec
import XCTest

/// The geometry promised by the foundation issue, measured from rendered pixels as one would measure a
/// screenshot: card inset, corner, one-pixel separators at the text inset, 44-pt rows.
final class PixelGeometryTests: XCTestCase {
    private let background = RGBAPixel(242, 242, 247)
    private let card = RGBAPixel(255, 255, 255)

    private func render(_ spec: Spec) throws -> RGBAImage {
        let pipeline = try RenderPipeline()
        return try pipeline.renderer.rasterize(pipeline.layout(spec))
    }

    private func fiveRowSpec() -> Spec {
        Spec(sections: [Section(rows: (1...5).map { Row(title: "Row \($0)") })])
    }

    func testCardInsetRowPitchAndSeparatorsAtScale3() throws {
        let image = try render(fiveRowSpec())
        XCTAssertEqual(image.width, 1170)
        // Card edges along a row through the middle of the first row.
        let y = Int((35.333 + 22) * 3)
        let left = (0..<image.width).first { image[$0, y] == card }
        let right = (0..<image.width).last { image[$0, y] == card }
        XCTAssertEqual(left, 60, "20 pt inset at 3×")
        XCTAssertEqual(right, 1170 - 61)
        // Separator rows: a column at x = 200 pt crosses the four inner separators, each exactly one pixel tall.
        let x = 200 * 3
        var separatorRows: [Int] = []
        for row in 0..<image.height where image[x, row] != card && image[x, row] != background {
            separatorRows.append(row)
        }
        let cardTop = 106
        XCTAssertEqual(separatorRows, [1, 2, 3, 4].map { cardTop + 132 * $0 - 1 }, "one device pixel at each 44-pt row end")
        let lineColor = image[x, separatorRows[0]]
        XCTAssertEqual(lineColor, RGBAPixel(198, 198, 200), "separator over white, as measured on iOS 18.2")
        // The separator starts at the text inset (20 pt inside the card) and runs to the card's trailing edge.
        let line = separatorRows[0]
        let start = (0..<image.width).first { image[$0, line] == lineColor }
        let end = (0..<image.width).last { image[$0, line] == lineColor }
        XCTAssertEqual(start, 120)
        XCTAssertEqual(end, 1170 - 61)
    }

    func testContinuousCornerCutsOffTheAreaOfATenPointFourCircle() throws {
        let image = try render(fiveRowSpec())
        // Sum the background coverage in a 15-pt square at the card's top-left corner.
        let originX = 60, originY = 106, side = 45
        var cut = 0.0
        for dy in 0..<side {
            for dx in 0..<side {
                let pixel = image[originX + dx, originY + dy]
                // Coverage of the white card, from the green channel between 242 (background) and 255 (card).
                let coverage = (Double(pixel.green) - 242) / 13
                cut += 1 - min(max(coverage, 0), 1)
            }
        }
        let areaInPoints = cut / 9
        let equivalentRadius = (areaInPoints / (1 - Double.pi / 4)).squareRoot()
        XCTAssertEqual(equivalentRadius, 10.4, accuracy: 0.15, "UIKit's 10-pt continuous corner, measured on iOS 18.2")
    }

    func testPixelSizeFollowsWidthAndScale() throws {
        var spec = fiveRowSpec()
        spec.width = 375
        spec.scale = 2
        let image = try render(spec)
        XCTAssertEqual(image.width, 750)
        let left = (0..<image.width).first { image[$0, Int((35.333 + 22) * 2)] == card }
        XCTAssertEqual(left, 32, "16 pt inset below 390 pt")
    }
}
