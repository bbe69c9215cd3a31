import CairoBackend
import Foundation
import ImageDiff
import TableRenderKit
import TableGraphics
import TableSpec
import XCTest

/// Initials avatars drawn for real: white ink inside a coloured circle, the cell's colour outside it.
/// One 70-pt row at scale 3, 390 pt wide: card from y 35.5, the circle 40…80 across and 50.5…90.5 down.
final class AvatarPixelTests: XCTestCase {
    private let card = RGBAPixel(255, 255, 255)
    private let blue = RGBAPixel(0, 122, 255)

    private func render(direction: LayoutDirection = .ltr,
                        icon: RowIcon = .avatar(AvatarIcon(content: .initials("F"), color: .semantic(.systemBlue))))
        throws -> PixelProbe {
        var row = Row(title: "Fake Server")
        row.icon = icon
        var spec = Spec(sections: [Section(rows: [row])])
        spec.direction = direction
        let pipeline = try RenderPipeline()
        return PixelProbe(image: try pipeline.renderer.rasterize(pipeline.layout(spec)), scale: 3)
    }

    private func assertClose(_ pixel: RGBAPixel, _ expected: RGBAPixel, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        RenderingTests.assertClose(pixel, expected, message, tolerance: 23, file: file, line: line)
    }

    func testUncolouredInitialsSitOnSettingsGreyGradientLightAtTheTopDarkAtTheBottom() throws {
        let probe = try render(icon: .avatar(AvatarIcon(content: .initials("F"))))
        // The circle spans y 50.5…90.5; the gradient runs #A5A9B1 at the top edge to #868A92 at the bottom.
        let top = probe.color(atX: 60, y: 51.5)
        let bottom = probe.color(atX: 60, y: 89.5)
        assertClose(top, RGBAPixel(0xA4, 0xA8, 0xB0), "just under the circle's top")
        assertClose(bottom, RGBAPixel(0x87, 0x8B, 0x93), "just above the circle's bottom")
        XCTAssertGreaterThan(Int(top.red) - Int(bottom.red), 20, "the top is lighter than the bottom")
        let middle = probe.color(atX: 46, y: 70.5)
        assertClose(middle, RGBAPixel(0x96, 0x9A, 0xA2), "halfway down, beside the letter: halfway between")
    }

    func testInitialsAreWhiteInkInsideTheColouredCircleAndTheCornersAreTheCell() throws {
        let probe = try render()
        let center = (x: 60.0, y: 70.5)
        // Inside the circle, clear of the letter: the circle's colour.
        assertClose(probe.color(atX: center.x - 14, y: center.y), blue, "left inside the circle")
        assertClose(probe.color(atX: center.x + 14, y: center.y + 8), blue, "right inside the circle")
        // The circle's bounding square's corners are outside a circle: the card shows there.
        for (x, y) in [(40.7, 51.2), (79.3, 51.2), (40.7, 89.8), (79.3, 89.8)] {
            assertClose(probe.color(atX: x, y: y), card, "corner (\(x), \(y)) outside the circle")
        }
        // The letter is white ink within the circle, centred on it.
        let ink = try XCTUnwrap(probe.ink(in: (48, 58.5, 72, 82.5), background: blue))
        assertClose(probe.color(atX: (ink.left + ink.right) / 2 - ink.width / 2 + 0.4, y: (ink.top + ink.bottom) / 2 - 3),
                    card, "the F's stem is white")
        XCTAssertEqual((ink.left + ink.right) / 2, center.x, accuracy: 1, "centred across the circle")
        XCTAssertEqual((ink.top + ink.bottom) / 2, center.y, accuracy: 1, "centred down the circle")
        XCTAssertEqual(ink.height, 16 * 0.727, accuracy: 1.2, "a 16-pt capital's height")
    }

    func testRightToLeftDrawsTheCircleAtTheTrailingEdge() throws {
        let probe = try render(direction: .rtl)
        assertClose(probe.color(atX: 330 - 14, y: 70.5), blue, "inside the mirrored circle")
        assertClose(probe.color(atX: 60 - 14, y: 70.5), card, "nothing at the leading edge")
    }

    func testACircularImageFillsTheCircleAndLeavesTheCornersToTheCell() throws {
        // The example's sunrise icon: an opaque orange-to-green square.
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/icons/sunrise.png").path
        let probe = try render(icon: .avatar(AvatarIcon(content: .image(path: path))))
        let top = probe.color(atX: 60, y: 52)
        XCTAssertGreaterThan(Int(top.red), 200, "the image's orange top inside the circle")
        XCTAssertLessThan(Int(top.blue), 120)
        for (x, y) in [(40.7, 51.2), (79.3, 51.2), (40.7, 89.8), (79.3, 89.8)] {
            assertClose(probe.color(atX: x, y: y), card, "corner (\(x), \(y)) clipped away")
        }
    }
}
