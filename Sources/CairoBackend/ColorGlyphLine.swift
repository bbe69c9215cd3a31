import CCairo
import TableGraphics

/// One line of one run of glyphs from a colour bitmap face (an emoji tile, an emoji-only title), placed where
/// Pango places them: what `CairoContext.drawColorGlyphs` draws from the colour glyph cache. Made from a layout
/// drawing already has (`init(layout:cache:)`), or without one (`shaped(_:factory:cache:)`): Pango 1.50 measures
/// every layout it breaks into lines, and cairo decodes a colour glyph's PNG for its extents alone, so a tile's
/// emoji laid out by Pango costs a decode that drawing from the cache never needs.
struct ColorGlyphLine {
    /// A glyph and its geometry, in Pango units.
    struct Glyph: Equatable {
        let id: UInt32
        let width: Int32
        let xOffset: Int32
        let yOffset: Int32
    }

    let glyphs: [Glyph]
    /// The cache's face of the run's font.
    let face: UnsafeMutablePointer<tr_color_face>
    /// cairo's font matrix of the run's font (a positive scale).
    let fontMatrix: cairo_matrix_t
    /// The line's left edge and baseline from the layout's top-left corner, in Pango units.
    let x: Int32
    let baseline: Int32

    /// `run`'s line made without a layout, when its layout would be one line of one run from a colour bitmap face
    /// the cache draws: itemized and shaped as its layout is (`TextLayoutFactory.withShapedItems`), placed by
    /// Pango 1.50's rules for such a line (`get_x_offset`, `get_line_extents_layout_coords`): the alignment's
    /// offset in the box, the baseline at the font's ascent (every glyph's logical rectangle is the font's, asked
    /// here of the empty glyph, which decodes nothing). Nil for anything else — text, several runs or lines, a
    /// line wider than its box (Pango would wrap or cut it), letter spacing, a line height, spans, a mirrored
    /// run, a missing glyph — which keeps its layout. `ColorGlyphLineTests` compares the two ways.
    static func shaped(_ run: TextRun, factory: TextLayoutFactory, cache: ColorGlyphCache) -> ColorGlyphLine? {
        guard cache.isEnabled, run.spans.isEmpty, !(run.flipsInRightToLeft && run.direction == .rtl),
              run.style.tracking == 0, run.style.lineHeight == nil, run.width > 0,
              run.text.unicodeScalars.contains(where: mayBeEmoji) else { return nil }
        var items = 0
        var line: ColorGlyphLine?
        factory.withShapedItems(run.text, style: run.style, direction: run.direction) { item, string in
            items += 1
            guard items == 1, string.pointee.num_glyphs > 0, let font = item.pointee.analysis.font,
                  let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
                  let face = cache.face(of: font, scaled: scaled) else { return }
            var fontMatrix = cairo_matrix_t()
            cairo_scaled_font_get_font_matrix(scaled, &fontMatrix)
            guard fontMatrix.xy == 0, fontMatrix.yx == 0, fontMatrix.xx > 0, fontMatrix.yy > 0 else { return }
            var glyphs: [Glyph] = []
            var width: Int32 = 0
            for index in 0..<Int(string.pointee.num_glyphs) {
                let info = string.pointee.glyphs[index]
                guard info.glyph & CairoContext.unknownGlyphFlag == 0 else { return }
                glyphs.append(Glyph(id: info.glyph, width: info.geometry.width, xOffset: info.geometry.x_offset,
                                    yOffset: info.geometry.y_offset))
                width += info.geometry.width
            }
            // Pango breaks a line only where it is wider than the box.
            let box = tr_pango_units_from_double(run.width)
            guard width >= 0, width <= box else { return }
            var logical = PangoRectangle()
            pango_font_get_glyph_extents(font, CairoContext.emptyGlyph, nil, &logical)
            line = ColorGlyphLine(glyphs: glyphs, face: face, fontMatrix: fontMatrix,
                                  x: alignmentOffset(run.alignment, box: box, line: width), baseline: -logical.y)
        }
        return items == 1 ? line : nil
    }

    /// Pango 1.50's `get_x_offset` for a first line without indent in a layout `box` wide (Pango units).
    static func alignmentOffset(_ alignment: TextAlignment, box: Int32, line: Int32) -> Int32 {
        let scale = tr_pango_scale()
        switch alignment {
        case .left:
            return 0
        case .right:
            return box - line
        case .center:
            let offset = (box - line) / 2
            // Pango's "hinting": whole points stay whole.
            guard (box | line) & (scale - 1) == 0 else { return offset }
            return (offset + (scale >> 1)) & ~(scale - 1)
        }
    }

    /// Whether a text holding `scalar` may be drawn from a colour font: an emoji shown as one by default, or the
    /// selector that asks for it (keycaps, ♥️). Asked of every scalar of every text drawn, so the Unicode
    /// property is looked up only from U+231A (⌚), the first scalar that has it.
    static func mayBeEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x231A && (scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation)
    }
}

extension ColorGlyphLine {
    /// The line of `handle`'s layout when it is one line of one run whose glyphs the cache may draw
    /// (`CairoContext.colorGlyphRun`), as Pango's iterator places it.
    init?(layout handle: PangoLayoutHandle, cache: ColorGlyphCache) {
        guard let run = CairoContext.colorGlyphRun(of: handle, cache: cache),
              let iterator = pango_layout_get_iter(run.layout) else { return nil }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        baseline = pango_layout_iter_get_baseline(iterator)
        pango_layout_iter_free(iterator)
        x = logical.x
        let string = run.glyphs.pointee
        glyphs = (0..<Int(string.num_glyphs)).map { index in
            let info = string.glyphs[index]
            return Glyph(id: info.glyph, width: info.geometry.width, xOffset: info.geometry.x_offset,
                         yOffset: info.geometry.y_offset)
        }
        face = run.face
        fontMatrix = run.fontMatrix
    }
}
