@testable import CairoBackend
import ImageDiff
import TableGraphics
import XCTest

/// A long card cut into pieces (`FilledShape.pieces`) paints exactly the pixels of the whole card.
final class CardPiecesRenderTests: XCTestCase {
    /// Row bottoms on the pixel grid of `scale`, rows of uneven heights as a table's are.
    private func rowBottoms(top: Double, bottom: Double, scale: Double) -> [Double] {
        var cuts: [Double] = []
        var y = top
        var index = 0
        while true {
            y = ((y + 44 + Double(index % 4) * 7.3) * scale).rounded() / scale
            guard y < bottom else { break }
            cuts.append(y)
            index += 1
        }
        return cuts
    }

    private func assertSamePixels(_ card: FilledShape, scale: Double, background: RGBAColor,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let cuts = rowBottoms(top: card.rect.y, bottom: card.rect.maxY, scale: scale)
        let pieces = card.pieces(cuttingAt: cuts, minimumHeight: 120)
        XCTAssertGreaterThan(pieces.count, 3, "the card is cut", file: file, line: line)
        let size = Size(card.rect.maxX + 16, card.rect.maxY + 16)
        let renderer = try CairoRenderer()
        let whole = try renderer.rasterize(DisplayList(size: size, scale: scale, background: background,
                                                       items: [.fill(card)]))
        let cut = try renderer.rasterize(DisplayList(size: size, scale: scale, background: background,
                                                     items: pieces.map { .fill($0) }))
        XCTAssertEqual(whole.width, cut.width, file: file, line: line)
        let differing = stride(from: 0, to: whole.pixels.count, by: 4).filter {
            whole.pixels[$0..<$0 + 4] != cut.pixels[$0..<$0 + 4]
        }.count
        XCTAssertEqual(differing, 0, "pixels differ at \(scale)×", file: file, line: line)
    }

    func testPiecesPaintTheWholeCardsPixels() throws {
        let grey = RGBAColor(242, 242, 247)
        for scale in [1.0, 2.0, 3.0] {
            let x = (16 * scale).rounded() / scale
            let rect = Rect(x: x, y: 35 + 1 / scale, width: 100, height: (1200 * scale).rounded() / scale)
            // Continuous corners, squeezed to cap rows as iOS 26 draws them, and plain circular ones.
            var squeezed = FilledShape(rect: rect, radii: CornerRadii(all: 26), curve: .continuous,
                                       color: RGBAColor(255, 255, 255))
            squeezed.capHeights = CapHeights(top: 51, bottom: 44)
            try assertSamePixels(squeezed, scale: scale, background: grey)
            try assertSamePixels(FilledShape(rect: rect, radii: CornerRadii(all: 10), curve: .circular,
                                             color: RGBAColor(255, 255, 255)), scale: scale, background: grey)
            // Translucent: no pixel may be painted by two pieces.
            try assertSamePixels(FilledShape(rect: rect, radii: CornerRadii(all: 10), curve: .continuous,
                                             color: RGBAColor(28, 28, 30, 140)), scale: scale, background: grey)
        }
    }

    func testPiecesKeepTheCornersAtTheEndsAndTileTheCard() {
        let card = FilledShape(rect: Rect(x: 16, y: 10, width: 100, height: 1000), radii: CornerRadii(all: 10),
                               color: RGBAColor(255, 255, 255))
        let pieces = card.pieces(cuttingAt: stride(from: 54.0, to: 1010, by: 44).map { $0 }, minimumHeight: 150)
        XCTAssertGreaterThan(pieces.count, 2)
        XCTAssertEqual(pieces.first?.rect.y, card.rect.y)
        XCTAssertEqual(pieces.last?.rect.maxY, card.rect.maxY)
        for (upper, lower) in zip(pieces, pieces.dropFirst()) {
            XCTAssertEqual(upper.rect.maxY, lower.rect.y, "pieces meet")
        }
        for piece in pieces {
            XCTAssertGreaterThanOrEqual(piece.rect.height, 150)
            XCTAssertEqual(piece.rect.x, card.rect.x)
            XCTAssertEqual(piece.rect.width, card.rect.width)
        }
        XCTAssertEqual(pieces.first?.radii, CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
        XCTAssertEqual(pieces.last?.radii, CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10))
        XCTAssertTrue(pieces.dropFirst().dropLast().allSatisfy { $0.radii.isZero })
        // Short cards, and gradients, stay whole.
        XCTAssertEqual(card.pieces(cuttingAt: [54, 98], minimumHeight: 2048), [card])
        var gradient = card
        gradient.gradientBottom = RGBAColor(0, 0, 0)
        XCTAssertEqual(gradient.pieces(cuttingAt: [54, 98, 500], minimumHeight: 150), [gradient])
    }
}
