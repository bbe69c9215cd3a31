/// Tells anti-aliased edge pixels from real changes (Vyšniauskas 2009, as used by pixelmatch).
///
/// A pixel is anti-aliasing when it is a blend between a darker and a brighter neighbour and at least one of
/// those two sits in a flat area (3+ identical neighbours) in *both* images, so the edge itself did not move.
/// A pixel with 3+ neighbours of its own brightness is part of a flat area or a line, never anti-aliasing:
/// that is what keeps 1 px lines and rings counted.
public enum AntiAliasingDetector {
    /// Whether the pixel at (`x`, `y`) of `image` looks like an anti-aliased edge, with `other` as the second
    /// image whose flat areas must agree; false outside `image`.
    public static func isAntiAliased(_ image: RGBAImage, x: Int, y: Int, comparedWith other: RGBAImage) -> Bool {
        guard image.contains(x: x, y: y) else { return false }
        return image.withPixelView { view in
            other.withPixelView { otherView in isAntiAliased(x: x, y: y, in: view, comparedWith: otherView) }
        }
    }

    static func isAntiAliased(x: Int, y: Int, in image: PixelView, comparedWith other: PixelView) -> Bool {
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
                    if equal > 2 { return false }
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
        // A blend needs something darker and something brighter to be a blend of.
        guard darkest < 0, brightest > 0 else { return false }
        return (hasManySiblings(x: darkX, y: darkY, in: image) && hasManySiblings(x: darkX, y: darkY, in: other))
            || (hasManySiblings(x: brightX, y: brightY, in: image)
                && hasManySiblings(x: brightX, y: brightY, in: other))
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
