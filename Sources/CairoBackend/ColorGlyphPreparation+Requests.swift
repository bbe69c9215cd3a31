import CCairo
import TableGraphics

extension ColorGlyphPreparation {
    /// Texts shaped ahead at most: a screen's emoji and more, not a long table's every row before its first band.
    static let maximumTexts = TextLayoutFactory.layoutLimit / 2

    /// The colour glyphs the bands of `list` (drawn at `list.scale`) will take from `cache` and it does not hold
    /// yet, in drawing order and each once: those of each text drawing draws without a layout
    /// (`ColorGlyphCache.shapedLine`, kept for drawing), found as drawing finds them. Neither Pango nor cairo
    /// decodes a glyph here, and texts that cannot be emoji are not shaped.
    static func requests(for list: DisplayList, layouts: TextLayoutFactory,
                         cache: ColorGlyphCache) -> [Request] {
        var found: [Request] = []
        requests(for: list, layouts: layouts, cache: cache) { found.append($0) }
        return found
    }

    /// The same requests, each handed to `found` as soon as it is found (a worker may start on the first while
    /// the next texts are shaped).
    static func requests(for list: DisplayList, layouts: TextLayoutFactory, cache: ColorGlyphCache,
                         _ found: (Request) -> Void) {
        guard cache.isEnabled, list.scale > 0 else { return }
        var listed: Set<ColorGlyphCache.Key> = []
        var shaped = 0

        func visit(_ items: [DisplayItem]) {
            for item in items {
                guard shaped < maximumTexts else { return }
                switch item {
                case .clip(let group):
                    visit(group.items)
                case .text(let run):
                    guard run.text.unicodeScalars.contains(where: ColorGlyphLine.mayBeEmoji) else { continue }
                    shaped += 1
                    guard let line = cache.shapedLine(run, factory: layouts) else { continue }
                    let scale = (xx: line.fontMatrix.xx * list.scale, yy: line.fontMatrix.yy * list.scale)
                    for glyph in line.glyphs where glyph.id != CairoContext.emptyGlyph {
                        let request = Request(face: line.face, glyph: glyph.id, scale: scale)
                        guard !cache.holds(request.key), listed.insert(request.key).inserted else { continue }
                        found(request)
                    }
                default:
                    continue
                }
            }
        }
        visit(list.items)
    }
}
