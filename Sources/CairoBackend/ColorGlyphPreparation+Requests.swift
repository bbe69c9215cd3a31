import CCairo
import TableGraphics

extension ColorGlyphPreparation {
    /// Layouts made ahead at most: half the layout cache, so those made ahead are still kept when drawn.
    static let maximumLayouts = TextLayoutFactory.layoutLimit / 2

    /// The colour glyphs the bands of `list` (drawn at `list.scale`) will take from `cache` and it does not hold
    /// yet, in drawing order and each once. Each text that may be emoji gets its layout made as drawing makes it
    /// (`layouts` keeps it for drawing), and its run is judged as drawing judges it
    /// (`CairoContext.colorGlyphRun`): a glyph listed here is one drawing asks the cache for. Other texts are not
    /// shaped here.
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
        var made = 0

        func visit(_ items: [DisplayItem]) {
            for item in items {
                guard made < maximumLayouts else { return }
                switch item {
                case .clip(let group):
                    visit(group.items)
                case .text(let run):
                    // As `CairoContext` draws a text: a mirrored one and a coloured span keep Pango's drawing.
                    guard run.spans.isEmpty, !(run.flipsInRightToLeft && run.direction == .rtl),
                          run.text.unicodeScalars.contains(where: mayBeEmoji) else { continue }
                    let handle = layouts.makeLayout(run.text, style: run.style, width: run.width, maxLines: run.maxLines,
                                                    truncation: run.truncation, alignment: run.alignment,
                                                    direction: run.direction, spans: run.spans)
                    made += 1
                    guard let colorRun = CairoContext.colorGlyphRun(of: handle, cache: cache) else { continue }
                    let scale = (xx: colorRun.fontMatrix.xx * list.scale, yy: colorRun.fontMatrix.yy * list.scale)
                    let glyphs = colorRun.glyphs.pointee
                    for index in 0..<Int(glyphs.num_glyphs) {
                        let glyph = glyphs.glyphs[index].glyph
                        guard glyph != CairoContext.emptyGlyph, glyph & CairoContext.unknownGlyphFlag == 0 else { continue }
                        let request = Request(face: colorRun.face, glyph: glyph, scale: scale)
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

    /// Whether a text holding `scalar` may be drawn from a colour font: an emoji shown as one by default, or the
    /// selector that asks for it (keycaps, ♥️).
    private static func mayBeEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation
    }
}
