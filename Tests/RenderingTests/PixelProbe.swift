import ImageDiff
import TableRenderKit
import TableSpec
import XCTest

/// Measures a rendered image the way the figures in uikit-screenshots/README.md were measured from real
/// screenshots: runs of a colour down a column, and ink boxes against a background, in points.
struct PixelProbe {
    let image: RGBAImage
    let scale: Double

    /// An ink box in points.
    struct Box {
        var left: Double, top: Double, right: Double, bottom: Double
        var width: Double { right - left }
        var height: Double { bottom - top }
    }

    /// Vertical runs (in points) where the column at `x` has exactly `color`.
    func runs(ofColor color: RGBAPixel, atX x: Double) -> [(top: Double, bottom: Double)] {
        let column = Int(x * scale)
        var runs: [(Double, Double)] = []
        var start: Int?
        for y in 0...image.height {
            let inside = y < image.height && image[column, y] == color
            if inside, start == nil { start = y }
            if !inside, let first = start {
                runs.append((Double(first) / scale, Double(y) / scale))
                start = nil
            }
        }
        return runs
    }

    /// The bounding box of pixels that differ from `background` by more than a little inside a region (points).
    func ink(in region: (left: Double, top: Double, right: Double, bottom: Double),
             background: RGBAPixel) -> Box? {
        var box: (Int, Int, Int, Int)?
        let x0 = Int((region.left * scale).rounded()), x1 = Int((region.right * scale).rounded())
        let y0 = Int((region.top * scale).rounded()), y1 = Int((region.bottom * scale).rounded())
        for y in max(0, y0)..<min(image.height, y1) {
            for x in max(0, x0)..<min(image.width, x1) {
                let p = image[x, y]
                let distance = abs(Int(p.red) - Int(background.red)) + abs(Int(p.green) - Int(background.green))
                    + abs(Int(p.blue) - Int(background.blue))
                guard distance > 30 else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map {
            Box(left: Double($0.0) / scale, top: Double($0.1) / scale, right: Double($0.2 + 1) / scale,
                bottom: Double($0.3 + 1) / scale)
        }
    }

    /// The pixel at a point.
    func color(atX x: Double, y: Double) -> RGBAPixel {
        image[Int(x * scale), Int(y * scale)]
    }
}

/// Fails unless `pixel` is within `tolerance` of `expected`, summed over red, green and blue: the pixel tests'
/// one notion of "this colour", loose enough for anti-aliasing, tight enough to tell two system colours apart.
func assertClose(_ pixel: RGBAPixel, _ expected: RGBAPixel, _ message: String, tolerance: Int = 12,
                 file: StaticString = #filePath, line: UInt = #line) {
    let distance = abs(Int(pixel.red) - Int(expected.red)) + abs(Int(pixel.green) - Int(expected.green))
        + abs(Int(pixel.blue) - Int(expected.blue))
    XCTAssertLessThanOrEqual(distance, tolerance, "\(message): \(pixel) is not \(expected)", file: file, line: line)
}

extension PixelProbe {
    /// The probe of `spec` rendered by the real pipeline, at the spec's scale.
    static func rendering(_ spec: Spec) throws -> PixelProbe {
        let pipeline = try RenderPipeline()
        let list = pipeline.layout(spec)
        return PixelProbe(image: try pipeline.renderer.rasterize(list), scale: list.scale)
    }
}
