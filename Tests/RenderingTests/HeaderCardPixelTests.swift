import CairoBackend
import Foundation
import ImageDiff
import TableRenderKit
import TableGraphics
import TableSpec
import XCTest

/// The `tableHeader` card drawn for real: the symbol is tint ink centred in the card, below its top padding.
/// 390 pt at scale 3: the card 20…370 from y 35.5, the symbol's 82.5-pt em from y 47.1 centred on x 195.
final class HeaderCardPixelTests: XCTestCase {
    func testTheSymbolIsTintInkCentredInTheCardUnderItsPadding() throws {
        var spec = Spec(sections: [Section(rows: [Row(title: "First")])])
        spec.tableHeader = TableHeader(artwork: .symbol("lock.fill"), title: "Privacy", subtitle: "Yours.")
        let pipeline = try RenderPipeline()
        let probe = PixelProbe(image: try pipeline.renderer.rasterize(pipeline.layout(spec)), scale: 3)
        let card = RGBAPixel(255, 255, 255)
        let ink = try XCTUnwrap(probe.ink(in: (30, 40, 360, 129.6), background: card))
        XCTAssertEqual((ink.left + ink.right) / 2, 195, accuracy: 1, "centred across the card")
        XCTAssertEqual(ink.top, 35.5 + 18, accuracy: 1, "18 pt below the card, as screenshot 03")
        XCTAssertLessThan(ink.bottom, 129.6, "inside the symbol's em")
        XCTAssertEqual(ink.height, 69.7, accuracy: 1, "screenshot 03's lock: 69.7 pt of ink")
        let middle = probe.color(atX: 195, y: ink.bottom - 6)
        XCTAssertEqual(Int(middle.blue), 255, accuracy: 30, "tint (systemBlue) ink: \(middle)")
        XCTAssertLessThan(Int(middle.red), 60)
    }
}
