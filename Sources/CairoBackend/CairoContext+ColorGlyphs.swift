import CCairo
import TableGraphics

extension CairoContext {
    /// Whether this context may draw colour glyphs from the cache: an image surface (PDF and SVG keep emoji as
    /// text: searchable, copyable, scalable) under a positive scale without rotation or mirroring.
    var drawsColorGlyphs: Bool {
        guard colorGlyphs.isEnabled, cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else {
            return false
        }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        return ctm.xy == 0 && ctm.yx == 0 && ctm.xx > 0 && ctm.yy > 0
    }

    /// Draws `handle`'s layout with its origin at `origin` from the colour glyph cache when it is one line
    /// whose every glyph comes from a colour bitmap font (`ColorGlyphLine(layout:cache:)`). Returns false, having
    /// drawn nothing, for any other layout (text, several runs, a transformed or mirrored context, a missing
    /// glyph, a raised run) and on PDF or SVG surfaces.
    func drawColorGlyphs(_ handle: PangoLayoutHandle, at origin: Point) -> Bool {
        guard drawsColorGlyphs, let line = ColorGlyphLine(layout: handle, cache: colorGlyphs) else { return false }
        return drawColorGlyphs(line, at: origin)
    }

    /// Draws `line`, its layout's origin at `origin`, from the colour glyph cache, each glyph where
    /// `pango_cairo_show_layout` and cairo 1.16 put it: Pango's integer positions from the current point,
    /// cairo's rounding to whole device pixels, painted over. Returns false, having drawn nothing, when a glyph
    /// is no colour bitmap. The caller checks `drawsColorGlyphs`.
    func drawColorGlyphs(_ line: ColorGlyphLine, at origin: Point) -> Bool {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // cairo's scaled font for this context: the font matrix times the CTM, translation aside.
        let scale = (xx: line.fontMatrix.xx * ctm.xx, yy: line.fontMatrix.yy * ctm.yy)

        // Every glyph's image and user-space position first: nothing is drawn unless all can be.
        var placed: [(glyph: ColorGlyphCache.Glyph, x: Double, y: Double)] = []
        // pango_cairo_show_layout starts from cairo's current point, which cairo keeps in 24.8 fixed point.
        cairo_move_to(cr, origin.x, origin.y)
        var startX = 0.0, startY = 0.0
        cairo_get_current_point(cr, &startX, &startY)
        // pango_renderer_draw_layout → _draw_layout_line → _draw_glyph_item, in Pango units, then points.
        let baseX = startX + Double(line.x) / Double(tr_pango_scale())
        let baseY = startY + Double(line.baseline) / Double(tr_pango_scale())
        var position: Int32 = 0
        for glyph in line.glyphs {
            defer { position += glyph.width }
            if glyph.id == CairoContext.emptyGlyph { continue }
            guard glyph.id & CairoContext.unknownGlyphFlag == 0,
                  let image = colorGlyphs.glyph(face: line.face, glyph: glyph.id, scale: scale) else {
                return false
            }
            let x = baseX + Double(position + glyph.xOffset) / Double(tr_pango_scale())
            let y = glyph.yOffset == 0 ? baseY : baseY + Double(glyph.yOffset) / Double(tr_pango_scale())
            placed.append((image, x, y))
        }

        // cairo_show_glyphs for colour glyphs: each glyph's device position less its image's origin, rounded
        // half up, and its image painted there untransformed.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        for placement in placed {
            let image = placement.glyph.image
            guard cairo_image_surface_get_width(image) > 0, cairo_image_surface_get_height(image) > 0 else { continue }
            let deviceX = ctm.xx * placement.x + ctm.xy * placement.y + ctm.x0
            let deviceY = ctm.yx * placement.x + ctm.yy * placement.y + ctm.y0
            cairo_set_source_surface(cr, image, Double(ColorGlyphCache.cairoRound(deviceX - placement.glyph.originX)),
                                     Double(ColorGlyphCache.cairoRound(deviceY - placement.glyph.originY)))
            cairo_paint(cr)
        }
        cairo_restore(cr)
        return true
    }

    /// The one run of a one-line layout whose glyphs the colour glyph cache may draw: its glyphs, the cache's
    /// face of its font and the font's matrix; nil for any other layout (text, several runs, a raised or padded
    /// run, a font the cache does not draw). Shared by drawing and by `ColorGlyphPreparation.requests`, so the two
    /// agree on which glyphs are the cache's.
    static func colorGlyphRun(of handle: PangoLayoutHandle, cache: ColorGlyphCache) -> ColorGlyphRun? {
        // One run: a line of several would need Pango's run advances (letter spacing, underlines) too.
        guard let layout = handle.layout, pango_layout_get_line_count(layout) == 1,
              let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
              runs.pointee.next == nil else { return nil }
        // The run's font first, from the cache's answer for it: every other line of text stops here, before
        // any of the extents work of drawing.
        guard let data = runs.pointee.data else { return nil }
        let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
        // A raised or shifted run, or one Pango pads (letter spacing at its ends), keeps Pango's drawing.
        guard run.pointee.y_offset == 0, run.pointee.start_x_offset == 0, run.pointee.end_x_offset == 0,
              let item = run.pointee.item, let glyphs = run.pointee.glyphs, let font = item.pointee.analysis.font,
              let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              let face = cache.face(of: font, scaled: scaled), rise(of: item) == 0 else { return nil }
        var fontMatrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &fontMatrix)
        guard fontMatrix.xy == 0, fontMatrix.yx == 0, fontMatrix.xx > 0, fontMatrix.yy > 0 else { return nil }
        return ColorGlyphRun(layout: layout, glyphs: glyphs, face: face, fontMatrix: fontMatrix)
    }

    /// What `colorGlyphRun(of:cache:)` finds.
    struct ColorGlyphRun {
        let layout: OpaquePointer
        let glyphs: UnsafeMutablePointer<PangoGlyphString>
        let face: UnsafeMutablePointer<tr_color_face>
        let fontMatrix: cairo_matrix_t
    }

    /// PANGO_GLYPH_EMPTY: a glyph slot that draws nothing (a zero-width joiner's, for one).
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    /// PANGO_GLYPH_UNKNOWN_FLAG: a missing character, which Pango draws as a hex box.
    static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// The run's rise (PANGO_ATTR_RISE), which Pango subtracts from its baseline.
    private static func rise(of item: UnsafeMutablePointer<PangoItem>) -> Int32 {
        var rise: Int32 = 0
        var node = item.pointee.analysis.extra_attrs
        while let current = node {
            node = current.pointee.next
            guard let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) else { continue }
            if attribute.pointee.klass.pointee.type == PANGO_ATTR_RISE {
                rise = attribute.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { $0.pointee.value }
            }
        }
        return rise
    }
}
