import TableGraphics
import TableResolve

/// The "snakey" separator: one stroke along the bottom of the first row, then round the alternating ends of
/// the following rows with half circles of radius = row height / 2, `padding` points in from the card's ends
/// (the resolved `SeparatorLook.snakePadding`). The last row draws nothing. Each row's piece is separate so SVG
/// output can draw them one after another.
enum SnakePath {
    /// One piece per row except the last, in drawing order, with its length in points.
    static func segments(rows frames: [Rect], padding: Double, lineWidth: Double) -> [(path: Path, length: Double)] {
        guard frames.count >= 2, let first = frames.first else { return [] }
        let left = first.x + padding, right = first.maxX - padding
        guard right > left else { return [] }
        var pieces: [(Path, Double)] = []
        var path = Path()
        path.move(to: Point(left, first.maxY))
        path.line(to: Point(right, first.maxY))
        pieces.append((path, right - left))
        var atRight = true
        for index in 1..<(frames.count - 1) {
            let top = frames[index - 1].maxY, bottom = frames[index].maxY
            // Half the row height, as the seed draws it, but never more than the padding less the pen: a taller row's turn
            // gets a straight middle instead of bulging out of the card.
            let radius = min((bottom - top) / 2, padding - lineWidth)
            let x = atRight ? right : left
            var piece = Path()
            piece.move(to: Point(x, top))
            appendTurn(to: &piece, x: x, top: top, bottom: bottom, radius: radius, bulgeRight: atRight)
            let end = atRight ? left : right
            piece.line(to: Point(end, bottom))
            pieces.append((piece, Double.pi * radius + (bottom - top - 2 * radius) + (right - left)))
            atRight.toggle()
        }
        return pieces
    }

    /// A turn from (x, top) down to (x, bottom): two quarter circles of `radius` (as cubics), joined by a
    /// straight stretch when the row is taller than two radii, bulging right or left.
    private static func appendTurn(to path: inout Path, x: Double, top: Double, bottom: Double, radius r: Double,
                                   bulgeRight: Bool) {
        let k = 0.5522847498 * r
        let s: Double = bulgeRight ? 1 : -1
        path.curve(to: Point(x + s * r, top + r), control1: Point(x + s * k, top), control2: Point(x + s * r, top + r - k))
        if bottom - top > 2 * r { path.line(to: Point(x + s * r, bottom - r)) }
        path.curve(to: Point(x, bottom), control1: Point(x + s * r, bottom - r + k), control2: Point(x + s * k, bottom))
    }
}
