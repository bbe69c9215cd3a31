import ImageDiff

/// Small rasterisers for building test images without a graphics library.
extension RGBAImage {
    /// Fills the rectangle, clipped to the image.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, with colour: RGBAPixel) {
        for py in max(y, 0)..<min(y + height, self.height) {
            for px in max(x, 0)..<min(x + width, self.width) { self[px, py] = colour }
        }
    }

    /// Draws a black disk over the existing background with supersampled coverage, like a rasteriser's
    /// anti-aliasing, so that moving the centre by a fraction of a pixel changes only edge pixels.
    mutating func drawAntialiasedDisk(centreX: Double, centreY: Double, radius: Double,
                                      blend: (Double) -> Double = { $0 }) {
        paintCoverage(colour: .black, blend: blend) { x, y in
            let dx = x - centreX, dy = y - centreY
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// Draws a glyph-like shape in black: a disk with a diagonal stem through it, anti-aliased; `blend` maps
    /// each partly covered pixel's coverage to the share drawn, as another rasteriser (or FreeType version)
    /// would, while fully covered and empty pixels stay as they are.
    mutating func drawGlyph(originX: Double, originY: Double, blend: (Double) -> Double = { $0 }) {
        paintCoverage(colour: .black, blend: blend) { x, y in
            let dx = x - originX - 10, dy = y - originY - 10
            let ring = (dx * dx + dy * dy).squareRoot()
            let stem = abs((x - originX) - (y - originY) * 0.4 - 14)
            return (ring >= 5.5 && ring <= 8.5) || (stem <= 1.3 && y >= originY && y <= originY + 22)
        }
    }

    /// Fills an anti-aliased rounded rectangle (circular corners) with `colour`, like a card of a grouped table.
    mutating func drawRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double,
                                  colour: RGBAPixel) {
        paintCoverage(colour: colour, blend: { $0 }) { px, py in
            guard px >= x, px <= x + width, py >= y, py <= y + height else { return false }
            let cx = min(max(px, x + radius), x + width - radius)
            let cy = min(max(py, y + radius), y + height - radius)
            let dx = px - cx, dy = py - cy
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// Draws a black anti-aliased ring stroked 1 px wide, the thin shape AA detectors are known to misjudge.
    mutating func drawAntialiasedRing(centreX: Double, centreY: Double, radius: Double) {
        paintCoverage { x, y in
            let dx = x - centreX, dy = y - centreY
            return abs((dx * dx + dy * dy).squareRoot() - radius) <= 0.5
        }
    }

    /// Mixes `colour` into each pixel by the share of its 16×16 sample points that `inside` accepts.
    private mutating func paintCoverage(colour: RGBAPixel = .black, blend: (Double) -> Double = { $0 },
                                        _ inside: (Double, Double) -> Bool) {
        let samples = 16
        for py in 0..<height {
            for px in 0..<width {
                var covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples
                    where inside(Double(px) + (Double(sx) + 0.5) / Double(samples),
                                 Double(py) + (Double(sy) + 0.5) / Double(samples)) {
                        covered += 1
                    }
                }
                guard covered > 0 else { continue }
                let background = self[px, py]
                let share = Double(covered) / Double(samples * samples)
                let coverage = share < 1 ? min(max(blend(share), 0), 1) : 1
                func mix(_ channel: UInt8, _ ink: UInt8) -> UInt8 {
                    UInt8(Double(channel) * (1 - coverage) + Double(ink) * coverage + 0.5)
                }
                self[px, py] = RGBAPixel(mix(background.red, colour.red), mix(background.green, colour.green),
                                         mix(background.blue, colour.blue))
            }
        }
    }

    /// Draws an aliased 1 px ring: every pixel whose centre lies within half a pixel of the circle.
    mutating func drawRing(centreX: Int, centreY: Int, radius: Double, colour: RGBAPixel) {
        for (x, y) in ringPixels(centreX: centreX, centreY: centreY, radius: radius) { self[x, y] = colour }
    }

    /// The pixels `drawRing` paints.
    func ringPixels(centreX: Int, centreY: Int, radius: Double) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x - centreX), dy = Double(y - centreY)
                let distance = (dx * dx + dy * dy).squareRoot()
                if abs(distance - radius) < 0.5 { result.append((x, y)) }
            }
        }
        return result
    }

    /// Two-colour 8×8 checkerboard: non-blank, with flat areas so single changed pixels are clearly not edges.
    static func checkerboard(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: .white)
        for y in 0..<height {
            for x in 0..<width where (x / 8 + y / 8) % 2 == 1 { image[x, y] = RGBAPixel(200, 220, 240) }
        }
        return image
    }
}
