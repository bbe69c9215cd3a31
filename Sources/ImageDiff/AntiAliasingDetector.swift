/// Tells anti-aliased glyph-edge pixels from real changes (after Vyšniauskas 2009, as used by pixelmatch, made
/// stricter for flat UI).
///
/// A pixel is an edge blend in one image when it lies between a darker and a brighter neighbour, at least one
/// of those two sits in a flat area (3+ identical neighbours) in *both* images, so the edge itself did not
/// move, and the pixels within 2 px span at least `minimumEdgeContrast` of brightness, as ink on paper does. A pixel with 3+ neighbours of its own
/// brightness is part of a flat area or a line, never anti-aliasing: that keeps 1 px lines and rings counted.
///
/// A difference is excused only when the pixel is such a blend in *both* images (pixelmatch asks for either),
/// or a blend (flat neighbours or not) in one of them that changed by under a quarter of the local contrast
/// (thin glyph parts, faint fringe blends that rounded to plain paper): an edge that moved by a whole pixel leaves or enters a flat pixel with a large change, so a
/// 1 px move of a straight edge, a rounded corner or a glyph is counted, while the same edge with other blend
/// values is not.
public enum AntiAliasingDetector {
    /// Least brightness (Y, in levels of 255) spanned within 2 px of an excusable edge pixel. Text stands out from
    /// its background by 35+ levels even in the faintest system label colours, while the edges between UI
    /// surfaces are fainter (a white card on #F2F2F7 is 12 levels, #1C1C1E on black 28): a rounded corner or a
    /// card edge that changed is counted even where only its blend pixels changed.
    public static let minimumEdgeContrast = 32.0

    /// Whether the pixel at (`x`, `y`) differs between `expected` and `actual` only by anti-aliasing: it is an
    /// edge blend in both images.
    public static func isAntiAliasingOnly(_ expected: RGBAImage, _ actual: RGBAImage, x: Int, y: Int) -> Bool {
        guard expected.contains(x: x, y: y), actual.contains(x: x, y: y) else { return false }
        return expected.withPixelView { e in
            actual.withPixelView { a in isAntiAliasingOnly(x: x, y: y, e, a) }
        }
    }

    /// Whether the pixel at (`x`, `y`) of `image` looks like an anti-aliased edge, with `other` as the second
    /// image whose flat areas must agree; false outside `image`.
    public static func isAntiAliased(_ image: RGBAImage, x: Int, y: Int, comparedWith other: RGBAImage) -> Bool {
        guard image.contains(x: x, y: y) else { return false }
        return image.withPixelView { view in
            other.withPixelView { otherView in isAntiAliased(x: x, y: y, in: view, comparedWith: otherView) }
        }
    }

    static func isAntiAliasingOnly(x: Int, y: Int, _ e: PixelView, _ a: PixelView) -> Bool {
        let inExpected = blend(x: x, y: y, in: e, comparedWith: a)
        let inActual = blend(x: x, y: y, in: a, comparedWith: e)
        if inExpected == .edge && inActual == .edge { return true }
        guard inExpected != .none || inActual != .none else { return false }
        // Thin glyph parts have blends with no flat neighbour, and a faint fringe blend can round to plain
        // paper in the other image, where it looks flat: excused when the change is under a quarter of the
        // local contrast. The pixels an edge leaves or enters when it moves by a whole pixel change by more,
        // and so does a recoloured stroke, whose solid pixels are flat anyway.
        let change = abs(YIQ.brightnessDelta(e, e.offset(x: x, y: y), a, a.offset(x: x, y: y)))
        return change * 4 < localContrast(x: x, y: y, in: inExpected != .none ? e : a)
    }

    static func isAntiAliased(x: Int, y: Int, in image: PixelView, comparedWith other: PixelView) -> Bool {
        blend(x: x, y: y, in: image, comparedWith: other) == .edge
    }

    /// How a pixel relates to the edges around it in one image.
    enum Blend {
        /// Flat, a line, no darker and brighter neighbour, or far from any high-contrast edge.
        case none
        /// Between a darker and a brighter neighbour near ink on paper, but neither of them is flat.
        case loose
        /// The classic anti-aliased pixel: one of its darker and brighter neighbours is flat in both images.
        case edge
    }

    static func blend(x: Int, y: Int, in image: PixelView, comparedWith other: PixelView) -> Blend {
        let x0 = max(x - 1, 0), x2 = min(x + 1, image.width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, image.height - 1)
        // A border pixel has fewer neighbours; counting the missing side as one equal neighbour keeps the
        // "3 equal" rule meaning the same there (pixelmatch #50).
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        let centre = image.offset(x: x, y: y)

        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                let delta = YIQ.brightnessDelta(image, image.offset(x: nx, y: ny), image, centre)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return .none }
                } else if delta < darkest {
                    darkest = delta
                    darkX = nx
                    darkY = ny
                } else if delta > brightest {
                    brightest = delta
                    brightX = nx
                    brightY = ny
                }
            }
        }
        // A blend needs something darker and something brighter to be a blend of, and ink on paper near by.
        guard darkest < 0, brightest > 0, localContrast(x: x, y: y, in: image) >= minimumEdgeContrast else {
            return .none
        }
        let sidesAreFlat =
            (hasManySiblings(x: darkX, y: darkY, in: image) && hasManySiblings(x: darkX, y: darkY, in: other))
            || (hasManySiblings(x: brightX, y: brightY, in: image) && hasManySiblings(x: brightX, y: brightY, in: other))
        return sidesAreFlat ? .edge : .loose
    }

    /// The brightness the 5×5 pixels around (`x`, `y`) span: at least `minimumEdgeContrast` when the pixel is
    /// within two pixels of ink and paper. Two, not one, because the faint outer blends of a glyph edge only
    /// see other blends around them.
    static func localContrast(x: Int, y: Int, in image: PixelView) -> Double {
        let centre = image.offset(x: x, y: y)
        var darkest = 0.0, brightest = 0.0
        for ny in max(y - 2, 0)...min(y + 2, image.height - 1) {
            for nx in max(x - 2, 0)...min(x + 2, image.width - 1) {
                let delta = YIQ.brightnessDelta(image, image.offset(x: nx, y: ny), image, centre)
                darkest = min(darkest, delta)
                brightest = max(brightest, delta)
            }
        }
        return brightest - darkest
    }

    /// Whether the pixel has 3+ byte-identical neighbours (border counting as one), i.e. sits in a flat area.
    static func hasManySiblings(x: Int, y: Int, in image: PixelView) -> Bool {
        // With images of different sizes the other image may not have this pixel at all.
        guard image.contains(x: x, y: y) else { return false }
        let x0 = max(x - 1, 0), x2 = min(x + 1, image.width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, image.height - 1)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let value = image.word(at: image.offset(x: x, y: y))
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                if image.word(at: image.offset(x: nx, y: ny)) == value {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
