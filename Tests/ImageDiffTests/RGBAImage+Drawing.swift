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
    mutating func drawAntialiasedDisk(centreX: Double, centreY: Double, radius: Double) {
        paintCoverage { x, y in
            let dx = x - centreX, dy = y - centreY
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

    /// Darkens each pixel by the share of its 16×16 sample points that `inside` accepts.
    private mutating func paintCoverage(_ inside: (Double, Double) -> Bool) {
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
                let coverage = Double(covered) / Double(samples * samples)
                func mix(_ channel: UInt8) -> UInt8 { UInt8(Double(channel) * (1 - coverage) + 0.5) }
                self[px, py] = RGBAPixel(mix(background.red), mix(background.green), mix(background.blue))
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
