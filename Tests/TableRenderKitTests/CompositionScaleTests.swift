import CairoBackend
import ImageDiff
import TableGraphics
import TableLayout
import TableRenderKit
import TableSpec
import XCTest

/// Compositions draw every tile at one scale: `--devices iphone-se,iphone-15` put the SE's 2× layout, with its
/// half-point hairlines, on a 3× canvas, where each separator smeared over 1.5 device pixels.
final class CompositionScaleTests: XCTestCase {
    private static let pipeline = Result { try RenderPipeline() }

    private let spec = #"{ "sections": [ { "rows": [ "One", "Two", "Three", "Four" ] }, { "rows": [ "Five", "Six" ] } ] }"#

    func testSeparatorsInEveryDeviceTileAreOneDevicePixel() throws {
        let pipeline = try Self.pipeline.get()
        let decoded = try SpecLoader.load(Array(spec.utf8), format: .json)
        let list = pipeline.variants(of: decoded, appearances: [], devices: [.iphoneSE, .iphone15], captions: false)
        XCTAssertEqual(list.scale, 3)
        // Through the PNG encoder and decoder, as `--devices … -o devices.png` writes it.
        let image = try ImageSurface.decodePNG(try pipeline.renderer.render(list, format: .png))
        let frames = list.items.compactMap { item -> Rect? in
            if case .clip(let group) = item { return group.shape.rect } else { return nil }
        }
        XCTAssertEqual(frames.map(\.width), [375, 393])
        for (frame, device) in zip(frames, ["iphone-se", "iphone-15"]) {
            for fraction in [0.6, 0.8] {
                let x = Int(((frame.x + frame.width * fraction) * list.scale).rounded())
                let top = Int((frame.y * list.scale).rounded()), bottom = Int((frame.maxY * list.scale).rounded())
                let lines = Self.hairlines(in: image, x: x, rows: top..<bottom)
                // Three separators in the first section and one in the second.
                XCTAssertEqual(lines.count, 4, "\(device) at x = \(x): \(lines)")
                XCTAssertEqual(lines.map(\.count), Array(repeating: 1, count: lines.count),
                               "\(device): every separator is one device pixel row: \(lines)")
            }
        }
    }

    func testAContactSheetOfSpecsAtTwoScalesIsLaidOutAtTheFinest() throws {
        let pipeline = try Self.pipeline.get()
        var coarse = try SpecLoader.load(Array(spec.utf8), format: .json)
        coarse.scale = 2
        var fine = coarse
        fine.scale = 3
        let sheet = pipeline.sheet([("coarse", coarse), ("fine", fine)], columns: 2, captions: true)
        XCTAssertEqual(sheet.scale, 3)
        let image = try pipeline.renderer.rasterize(sheet)
        let frames = sheet.items.compactMap { item -> Rect? in
            if case .clip(let group) = item { return group.shape.rect } else { return nil }
        }
        XCTAssertEqual(frames.count, 2)
        for frame in frames {
            let x = Int(((frame.x + frame.width * 0.7) * sheet.scale).rounded())
            let lines = Self.hairlines(in: image, x: x, rows: Int(frame.y * 3)..<Int(frame.maxY * 3))
            XCTAssertEqual(lines.map(\.count), [1, 1, 1, 1], "\(frame): \(lines)")
        }
    }

    /// Runs of rows in column `x` that differ from the cell colour above and below them, where the rows just
    /// above and below are the same colour (a line across a cell, not the edge of a section), at most 3 rows.
    static func hairlines(in image: RGBAImage, x: Int, rows: Range<Int>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var y = rows.lowerBound + 1
        while y < rows.upperBound - 1 {
            let above = image[x, y - 1]
            guard image[x, y] != above else { y += 1; continue }
            var end = y
            while end < rows.upperBound - 1, end - y < 4, image[x, end] != above { end += 1 }
            if end - y <= 3, image[x, end] == above { runs.append(y..<end) }
            y = end + 1
        }
        return runs
    }
}
