import TableGraphics

extension SymbolGlyph {
    /// How far to move a glyph's box so its ink, not its em square, is centred where the box was centred.
    ///
    /// Vertically always. Horizontally only for glyphs that mirror in right-to-left: a mirrored box keeps the
    /// shift's sign, which a flipped glyph's ink follows and an unflipped one would not; the unflipped glyphs'
    /// horizontal offsets are at most 0.019 em (≈ 0.5 pt), the mirrored ones' up to 0.047 em.
    func inkShift(_ offset: Point, size: Double) -> Point {
        Point(mirrors ? -offset.x * size : 0, offset.y * size)
    }
}
