extension FilledShape {
    /// The shape cut into pieces stacked top to bottom at some of `cuts` (heights in points, ascending; a card's
    /// row bottoms), each piece at least `minimumHeight` tall: the first keeps the top corners, the last the
    /// bottom ones, the pieces between are plain rectangles. A long section's card is then no single shape as tall
    /// as the table: each page and band meets only the pieces it shows, and every piece's coordinates stay within
    /// cairo's 24.8 fixed-point range (±8.4 million device pixels) wherever a page puts them.
    ///
    /// The pieces paint exactly the shape's pixels when the cuts lie on device pixels (row bottoms are snapped):
    /// a piece is never shorter than the shape is wide, so each corner's radius is clamped and its curve chosen as
    /// in the whole shape (both look at the shorter side, the width), and within a piece's rows its outline is the
    /// shape's outline. A shape shorter than two pieces, or with a gradient (whose stops span the whole shape), is
    /// returned whole.
    public func pieces(cuttingAt cuts: [Double], minimumHeight: Double) -> [FilledShape] {
        let least = max(minimumHeight, rect.width)
        guard gradientBottom == nil, least > 0, rect.height >= 2 * least else { return [self] }
        var pieces: [FilledShape] = []
        var top = rect.y
        for cut in cuts where cut - top >= least && rect.maxY - cut >= least {
            pieces.append(piece(from: top, to: cut))
            top = cut
        }
        guard !pieces.isEmpty else { return [self] }
        pieces.append(piece(from: top, to: rect.maxY))
        return pieces
    }

    /// The part of the shape between `top` and `bottom`, with the shape's corners where it reaches its edges.
    private func piece(from top: Double, to bottom: Double) -> FilledShape {
        let first = top == rect.y, last = bottom == rect.maxY
        var piece = self
        piece.rect = Rect(x: rect.x, y: top, width: rect.width, height: bottom - top)
        piece.radii = CornerRadii(topLeft: first ? radii.topLeft : 0, topRight: first ? radii.topRight : 0,
                                  bottomRight: last ? radii.bottomRight : 0, bottomLeft: last ? radii.bottomLeft : 0)
        // A squeezed corner reads its own cap row's height; pieces without corners need none.
        piece.capHeights = first || last ? capHeights : nil
        return piece
    }
}
