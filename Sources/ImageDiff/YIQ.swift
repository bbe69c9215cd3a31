/// The NTSC YIQ colour distance of Kotsarenko & Ramos (2010), on pixels composited over white.
enum YIQ {
    /// The largest `colorDelta` any two colours can have; thresholds are fractions of its square root.
    static let maxDelta = 35215.0

    /// Squared perceptual distance between two pixels, 0 when they look the same over white.
    @inline(__always)
    static func colorDelta(_ a: PixelView, _ i: Int, _ b: PixelView, _ j: Int) -> Double {
        let (dr, dg, db) = compositedDifference(a, i, b, j)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let iDelta = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * iDelta * iDelta + 0.1957 * q * q
    }

    /// Signed brightness (Y) of pixel `i` of `a` minus pixel `j` of `b`, composited over white.
    @inline(__always)
    static func brightnessDelta(_ a: PixelView, _ i: Int, _ b: PixelView, _ j: Int) -> Double {
        let (dr, dg, db) = compositedDifference(a, i, b, j)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Per-channel difference after blending each pixel over white: `c·α + 255·(1 − α)`.
    @inline(__always)
    private static func compositedDifference(
        _ a: PixelView, _ i: Int, _ b: PixelView, _ j: Int
    ) -> (Double, Double, Double) {
        let alphaA = Int(a.bytes[i + 3])
        let alphaB = Int(b.bytes[j + 3])
        if alphaA == 255, alphaB == 255 {
            return (
                Double(Int(a.bytes[i]) - Int(b.bytes[j])),
                Double(Int(a.bytes[i + 1]) - Int(b.bytes[j + 1])),
                Double(Int(a.bytes[i + 2]) - Int(b.bytes[j + 2]))
            )
        }
        // Integer numerators keep "looks identical" exact (e.g. two fully transparent pixels give 0).
        let white = 255 * (alphaA - alphaB)
        func channel(_ k: Int) -> Double {
            Double(Int(a.bytes[i + k]) * alphaA - Int(b.bytes[j + k]) * alphaB - white) / 255
        }
        return (channel(0), channel(1), channel(2))
    }
}
