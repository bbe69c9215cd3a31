import CairoBackend
import Foundation
import ImageDiff
import TableRenderKit
import TableGraphics
import TableSpec
import XCTest

/// Symbols drawn through the pinned Phosphor font: ink of the right colour inside the box layout gave it, the size
/// docs/metrics.md promises, different glyphs for different names, and mirrored only where the catalog says.
/// One row at scale 3, 390 pt wide, body 17: card 20…370, content from 40, the row's middle at y 57.5.
final class SymbolPixelTests: XCTestCase {
    private let card = RGBAPixel(255, 255, 255)
    private let rowMid = 35.5 + 22

    private func render(_ icon: RowIcon? = nil, accessory: SymbolAccessory? = nil,
                        direction: LayoutDirection = .ltr, chevron: Bool = false) throws -> PixelProbe {
        var row = Row(title: "Title")
        if chevron { row.accessory = .disclosure }
        row.icon = icon
        row.accessorySymbol = accessory
        var spec = Spec(sections: [Section(rows: [row])])
        spec.direction = direction
        let pipeline = try RenderPipeline()
        return PixelProbe(image: try pipeline.renderer.rasterize(pipeline.layout(spec)), scale: 3)
    }

    /// How many pixels in the region are within a small distance of `color`.
    private func count(_ color: RGBAPixel, in probe: PixelProbe, x: ClosedRange<Double>, y: ClosedRange<Double>) -> Int {
        var found = 0
        for py in Int(y.lowerBound * 3)..<Int(y.upperBound * 3) {
            for px in Int(x.lowerBound * 3)..<Int(x.upperBound * 3) {
                let p = probe.image[px, py]
                let distance = abs(Int(p.red) - Int(color.red)) + abs(Int(p.green) - Int(color.green))
                    + abs(Int(p.blue) - Int(color.blue))
                if distance < 24 { found += 1 }
            }
        }
        return found
    }

    func testATileSymbolIsWhiteInkOfAboutNineteenPointsCentredInTheTile() throws {
        let probe = try render(.symbol(SymbolIcon(name: "gear", color: .semantic(.systemBlue))))
        let blue = RGBAPixel(0, 122, 255)
        let tileTop = rowMid - 14.5
        // Inside the tile's rounded corners, so only the glyph differs from the blue.
        let ink = try XCTUnwrap(probe.ink(in: (43, tileTop + 3, 66, tileTop + 26), background: blue))
        XCTAssertEqual(ink.width, 23 * 0.884, accuracy: 0.7, "Phosphor's bold gear: 0.884 em of 23 pt")
        XCTAssertEqual(ink.height, ink.width, accuracy: 0.4)
        XCTAssertEqual((ink.left + ink.right) / 2, 54.5, accuracy: 0.5, "centred across the tile")
        XCTAssertEqual((ink.top + ink.bottom) / 2, rowMid, accuracy: 0.7, "centred down the tile")
        XCTAssertGreaterThan(count(card, in: probe, x: 40...69, y: tileTop...(tileTop + 29)), 500, "white ink")
    }

    func testABareSymbolIsInkOfItsColourInsideTheIconColumn() throws {
        let probe = try render(.symbol(SymbolIcon(name: "calendar", color: .semantic(.systemRed), tile: false)))
        let ink = try XCTUnwrap(probe.ink(in: (30, rowMid - 20, 80, rowMid + 20), background: card))
        // 25.5 pt at body 17; Phosphor's calendar is 0.75 em wide and 0.8125 em tall.
        XCTAssertEqual(ink.width, 25.5 * 0.75, accuracy: 0.7)
        XCTAssertEqual(ink.height, 25.5 * 0.8125, accuracy: 0.7)
        XCTAssertEqual((ink.left + ink.right) / 2, 40 + 24.086875 / 2, accuracy: 0.5, "centred on the column")
        // Phosphor's calendar sits 1/32 em above its em's middle; layout moves it so the ink is centred.
        XCTAssertEqual((ink.top + ink.bottom) / 2, rowMid, accuracy: 0.4)
        XCTAssertGreaterThan(count(RGBAPixel(255, 59, 48), in: probe, x: 30...80, y: (rowMid - 20)...(rowMid + 20)), 200)
        XCTAssertLessThan(ink.right, 40 + 24.086875 + 17.18, "clear of the title")
    }

    func testTwoNamesDrawDifferentGlyphs() throws {
        func pixels(_ name: String) throws -> [RGBAPixel] {
            let probe = try render(.symbol(SymbolIcon(name: name, color: .semantic(.label), tile: false)))
            var pixels: [RGBAPixel] = []
            for y in Int((rowMid - 15) * 3)..<Int((rowMid + 15) * 3) {
                for x in (30 * 3)..<(75 * 3) { pixels.append(probe.image[x, y]) }
            }
            return pixels
        }
        let wifi = try pixels("wifi"), gear = try pixels("gear"), wifiAgain = try pixels("wifi")
        XCTAssertEqual(wifi, wifiAgain)
        let differing = zip(wifi, gear).filter { $0 != $1 }.count
        XCTAssertGreaterThan(differing, 1000, "a fan and a gear")
        XCTAssertTrue(wifi.contains(RGBAPixel(0, 0, 0)), "ink in label")
    }

    func testAnArrowAccessoryIsTertiaryInkEndingWhereTheChevronEnds() throws {
        let probe = try render(accessory: SymbolAccessory(name: "arrow.up.right"))
        let ink = try XCTUnwrap(probe.ink(in: (320, rowMid - 12, 362, rowMid + 12), background: card))
        XCTAssertEqual(ink.width, 22.1 * 0.5625, accuracy: 0.7, "1.3 × body of a 0.5625-em arrow")
        XCTAssertEqual(ink.height, ink.width, accuracy: 0.4)
        let chevron = try XCTUnwrap(try render(chevron: true).ink(in: (320, rowMid - 12, 362, rowMid + 12),
                                                                    background: card))
        XCTAssertEqual(ink.right, chevron.right, accuracy: 0.5, "the arrow's ink ends where a chevron's does")
        // Grey over white: tertiaryLabel (60, 60, 67) at 30 %.
        var darkest = 255
        let row = Int(ink.top * 3) + 1
        for x in Int(ink.left * 3)..<Int(ink.right * 3) {
            darkest = min(darkest, Int(probe.image[x, row].red))
        }
        XCTAssertEqual(darkest, 196, accuracy: 12)
    }

    func testRightToLeftMirrorsTheArrow() throws {
        let ltr = try render(.symbol(SymbolIcon(name: "wifi", color: .semantic(.label), tile: false)),
                             accessory: SymbolAccessory(name: "arrow.up.right", color: .semantic(.label)))
        let rtl = try render(.symbol(SymbolIcon(name: "wifi", color: .semantic(.label), tile: false)),
                             accessory: SymbolAccessory(name: "arrow.up.right", color: .semantic(.label)),
                             direction: .rtl)
        func region(_ probe: PixelProbe, _ x: ClosedRange<Int>, flipped: Bool) -> [RGBAPixel] {
            var pixels: [RGBAPixel] = []
            for y in Int((rowMid - 15) * 3)..<Int((rowMid + 15) * 3) {
                let xs = flipped ? Array(x.reversed()) : Array(x)
                for px in xs { pixels.append(probe.image[px, y]) }
            }
            return pixels
        }
        let width = ltr.image.width
        // The whole row mirrors its frames; a glyph that does not mirror keeps its shape, so only the arrow's
        // pixels equal the horizontally flipped LTR pixels.
        let arrowLTR = region(ltr, (width - 90)...(width - 45), flipped: false)
        let arrowRTL = region(rtl, 44...89, flipped: true)
        let total = Double(arrowLTR.count)
        let same: Int = zip(arrowLTR, arrowRTL).filter { $0.0 == $0.1 }.count
        XCTAssertGreaterThan(Double(same) / total, 0.97, "the arrow is mirrored")
        let arrowUnflipped = region(rtl, 44...89, flipped: false)
        let unflippedSame: Int = zip(arrowLTR, arrowUnflipped).filter { $0.0 == $0.1 }.count
        XCTAssertLessThan(unflippedSame, same, "not merely moved")
    }

    func testTheSymbolFontNeverStandsInForText() throws {
        // U+F9D4 is a CJK compatibility ideograph (倫); Phosphor's own font maps a person glyph there, the pinned
        // file moves it to U+FF9D4 so text keeps the CJK font's glyph (the same as U+502B's here).
        func pixels(_ title: String) throws -> [RGBAPixel] {
            let spec = Spec(sections: [Section(rows: [Row(title: title)])])
            let pipeline = try RenderPipeline()
            let image = try pipeline.renderer.rasterize(pipeline.layout(spec))
            return (Int(rowMid - 12) * 3..<Int(rowMid + 12) * 3).flatMap { y in (120..<240).map { image[$0, y] } }
        }
        XCTAssertEqual(try pixels("\u{F9D4}"), try pixels("\u{502B}"))
    }
}
