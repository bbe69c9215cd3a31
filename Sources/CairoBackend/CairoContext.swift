import CCairo
import TableGraphics

/// A cairo drawing context that replays display-list items: the single `switch` over primitive kinds that
/// every output format shares.
final class CairoContext {
    let cr: OpaquePointer
    private let text: TextLayoutFactory

    /// Device pixels per point: the resolution shadows are rasterised at, in every format.
    private let scale: Double
    /// Decoded icon images, by path: the renderer's, so a table (or a batch) repeating an icon decodes it once.
    private let images: IconSurfaceCache
    /// Blurred shadow images: the renderer's, so identical shadows (and one drawn in two bands) blur once.
    private let shadows: ShadowImageCache
    /// Emoji scaled to their device size: the renderer's, so each is decoded and scaled once.
    let colorGlyphs: ColorGlyphCache
    /// When set (SVG output), animated strokes are collected for `SVGStrokeAnimation` instead of drawn.
    var collectsAnimatedStrokes = false
    /// The animated strokes met so far, in drawing order.
    private(set) var animatedStrokes: [StrokedPath] = []

    init(surface: OpaquePointer, text: TextLayoutFactory, scale: Double, images: IconSurfaceCache,
         shadows: ShadowImageCache, colorGlyphs: ColorGlyphCache) throws {
        guard let cr = cairo_create(surface) else { throw CairoError("cairo: cannot create a drawing context") }
        self.cr = cr
        self.text = text
        self.images = images
        self.shadows = shadows
        self.colorGlyphs = colorGlyphs
        self.scale = scale
        try CairoError.check(cairo_status(cr), "creating the drawing context")
        cairo_set_font_options(cr, text.options)
    }

    deinit {
        cairo_destroy(cr)
    }

    /// Draws a whole display list in points (the caller has set the device scale).
    func draw(_ list: DisplayList) throws {
        try draw(list, extents: nil, rows: nil)
    }

    /// Draws the items of `list` whose `extents` (by index, `DisplayItem.verticalExtent`) meet `rows` (points);
    /// every item when `rows` is nil. The background is always drawn.
    func draw(_ list: DisplayList, extents: [ClosedRange<Double>?]?, rows: ClosedRange<Double>?) throws {
        setColor(list.background)
        cairo_rectangle(cr, 0, 0, list.size.width, list.size.height)
        cairo_fill(cr)
        for (index, item) in list.items.enumerated() {
            if let rows, let extents, index < extents.count, let extent = extents[index], !extent.overlaps(rows) {
                continue
            }
            try draw(item, rows: rows)
        }
        try CairoError.check(cairo_status(cr), "drawing")
    }

    /// Layouts of more than this many lines are drawn line by line, only the lines that meet the rows drawn:
    /// `pango_cairo_show_layout` walks every line of the layout, so a text taller than a few pages, drawn once
    /// per band, cost its line count times the bands (10,000 lines in 4,700 bands: 47 million lines, 45 s).
    /// A line drawn alone starts from its own current point, which cairo rounds to 1/256 of a pixel, so a glyph
    /// can land a pixel away from where the whole layout puts it: up to 1,000 lines (the most `lines` asks for)
    /// text is drawn exactly as before, and costs at most a second (1,000 lines at AX5 in 750 bands).
    static let lineByLineThreshold = 1000

    private func draw(_ item: DisplayItem, rows: ClosedRange<Double>?) throws {
        switch item {
        case .fill(let shape):
            addPath(shape.path)
            if let bottom = shape.gradientBottom {
                fillGradient(from: shape.color, to: bottom, top: shape.rect.y, bottom: shape.rect.maxY)
            } else {
                setColor(shape.color)
                cairo_fill(cr)
            }
        case .hairline(let line):
            setColor(line.color)
            cairo_rectangle(cr, line.rect.x, line.rect.y, line.rect.width, line.rect.height)
            cairo_fill(cr)
        case .stroke(let stroke):
            if collectsAnimatedStrokes, stroke.animation != nil {
                animatedStrokes.append(stroke)
                return
            }
            setColor(stroke.color)
            addPath(stroke.path)
            cairo_set_line_width(cr, stroke.lineWidth)
            switch stroke.cap {
            case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            }
            cairo_set_line_join(cr, stroke.cap == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
            cairo_stroke(cr)
        case .text(let run):
            // An emoji tile drawn from the colour glyph cache without a layout, when it is one line of one run.
            if drawsColorGlyphs, let line = colorGlyphs.shapedLine(run, factory: text), drawColorGlyphs(line, at: run.origin) {
                return
            }
            let handle = text.makeLayout(run.text, style: run.style, width: run.width, maxLines: run.maxLines,
                                         truncation: run.truncation,
                                         alignment: run.alignment, direction: run.direction, spans: run.spans)
            setColor(run.color)
            if run.flipsInRightToLeft && run.direction == .rtl {
                // A symbol iOS mirrors: drawn flipped about its box's vertical centre line.
                cairo_save(cr)
                cairo_translate(cr, 2 * run.origin.x + run.width, 0)
                cairo_scale(cr, -1, 1)
                cairo_move_to(cr, run.origin.x, run.origin.y)
                pango_cairo_show_layout(cr, handle.layout)
                cairo_restore(cr)
            } else if pango_layout_get_line_count(handle.layout) > CairoContext.lineByLineThreshold {
                drawLines(of: handle, at: run.origin, rows: rows)
            } else if run.spans.isEmpty, drawColorGlyphs(handle, at: run.origin) {
                // Drawn from the colour glyph cache, as cairo would have.
            } else {
                cairo_move_to(cr, run.origin.x, run.origin.y)
                pango_cairo_show_layout(cr, handle.layout)
            }
        case .image(let image):
            try drawImage(image)
        case .shadow(let shadow):
            try drawShadow(shadow)
        case .clip(let group):
            cairo_save(cr)
            addPath(group.shape.path)
            cairo_clip(cr)
            for child in group.items { try draw(child, rows: rows) }
            cairo_restore(cr)
        }
    }

    /// Draws the lines of `handle`'s layout placed at `origin` that meet `rows` (points; all when nil) where
    /// `pango_cairo_show_layout` would: each at its left edge and baseline. The first is found by binary
    /// search, so a band costs the lines it shows.
    private func drawLines(of handle: PangoLayoutHandle, at origin: Point, rows: ClosedRange<Double>?) {
        let (boxes, overhang) = handle.lines
        // Every line is taken as tall as the farthest-reaching ink of any, and a point more for antialiasing,
        // so that boxes stay in order and no band misses a stacked mark reaching into it from a line outside.
        let reach = tr_pango_units_to_double(overhang) + 1
        func top(_ box: PangoLayoutHandle.LineBox) -> Double { origin.y + tr_pango_units_to_double(box.top) - reach }
        func bottom(_ box: PangoLayoutHandle.LineBox) -> Double {
            origin.y + tr_pango_units_to_double(box.bottom) + reach
        }
        var first = 0
        if let rows {
            var high = boxes.count
            while first < high {
                let middle = (first + high) / 2
                if bottom(boxes[middle]) < rows.lowerBound { first = middle + 1 } else { high = middle }
            }
        }
        for box in boxes[first...] {
            if let rows, top(box) > rows.upperBound { break }
            cairo_move_to(cr, origin.x + tr_pango_units_to_double(box.x), origin.y + tr_pango_units_to_double(box.baseline))
            pango_cairo_show_layout_line(cr, box.line)
            handle.linesShown += 1
        }
    }

    /// Fills the shape's rounded rectangle with the image, scaled to cover it and centred.
    private func drawImage(_ item: ImageItem) throws {
        let bitmap = try images.surface(at: item.path)
        let width = Double(cairo_image_surface_get_width(bitmap))
        let height = Double(cairo_image_surface_get_height(bitmap))
        let rect = item.shape.rect
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        addPath(item.shape.path)
        cairo_clip(cr)
        if item.shape.color.alpha > 0 {
            setColor(item.shape.color)
            cairo_paint(cr)
        }
        let factor = max(rect.width / width, rect.height / height)
        cairo_translate(cr, rect.midX - width * factor / 2, rect.midY - height * factor / 2)
        cairo_scale(cr, factor, factor)
        cairo_set_source_surface(cr, bitmap, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Rasterises the shape into an alpha mask at device resolution, blurs it, and paints the colour through it.
    /// Vector outputs embed the same mask as an image, so shadows look alike in PNG, SVG and PDF. The mask is
    /// drawn from the shape moved to the origin, so it depends on the shape, blur and scale alone and is made
    /// once for all the shadows that share them (`ShadowImageCache`).
    private func drawShadow(_ shadow: ShadowItem) throws {
        let sigma = shadow.blurRadius / 2
        let pad = (3 * sigma).rounded(.up) + 1
        var rect = shadow.shape.rect
        rect.x += shadow.offset.x - pad
        rect.y += shadow.offset.y - pad
        rect.width += 2 * pad
        rect.height += 2 * pad
        let width = Int((rect.width * scale).rounded(.up)), height = Int((rect.height * scale).rounded(.up))
        // A shadow that no image surface could hold is left out rather than failing the whole output.
        guard width > 0, height > 0, RasterLimit.raster.admits(width: width, height: height) else { return }
        var shape = shadow.shape
        shape.rect.x = 0
        shape.rect.y = 0
        let key = ShadowImageCache.Key(shape: shape, blurRadius: shadow.blurRadius, scale: scale)
        let made = try shadows.image(for: key) {
            try shadowImage(shape, pad: pad, sigma: sigma, width: width, height: height)
        }
        guard let tinted = made else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.x, rect.y)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, tinted, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The blurred shadow of `shape` (at the origin) as a `width` × `height` device-pixel image of its colour,
    /// the shape `pad` points in from the top left; nil when cairo cannot make the surfaces.
    private func shadowImage(_ shape: FilledShape, pad: Double, sigma: Double, width: Int, height: Int) throws
        -> OpaquePointer? {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(mask) }
        try CairoError.check(cairo_surface_status(mask), "creating a shadow mask")
        if let maskContext = cairo_create(mask) {
            cairo_scale(maskContext, scale, scale)
            cairo_translate(maskContext, pad, pad)
            cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
            CairoContext.addPath(shape.path, to: maskContext)
            cairo_fill(maskContext)
            cairo_destroy(maskContext)
        }
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            GaussianBlur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
                              sigma: sigma * scale)
        }
        cairo_surface_mark_dirty(mask)
        // Painted as a coloured image rather than through cairo_mask_surface: cairo 1.16's SVG output places
        // transformed masks wrongly, while images come out right in every format.
        return tintedImage(from: mask, width: width, height: height, color: shape.color)
    }

    /// An ARGB32 image of `color` whose alpha is the A8 mask's, premultiplied as cairo stores pixels.
    private func tintedImage(from mask: OpaquePointer, width: Int, height: Int, color: RGBAColor) -> OpaquePointer? {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
              let source = cairo_image_surface_get_data(mask), let target = cairo_image_surface_get_data(image)
        else { return nil }
        cairo_surface_flush(image)
        let sourceStride = Int(cairo_image_surface_get_stride(mask))
        let targetStride = Int(cairo_image_surface_get_stride(image))
        let opacity = UInt32(color.alpha)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let alpha = (UInt32(source[y * sourceStride + x]) * opacity + 127) / 255
                func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                row[x] = (alpha << 24) | (channel(color.red) << 16) | (channel(color.green) << 8) | channel(color.blue)
            }
        }
        cairo_surface_mark_dirty(image)
        return image
    }

    /// Fills the current path with a vertical linear gradient; the pattern lives only for this fill.
    private func fillGradient(from top: RGBAColor, to bottom: RGBAColor, top y0: Double, bottom y1: Double) {
        guard let pattern = cairo_pattern_create_linear(0, y0, 0, y1) else {
            setColor(top)
            cairo_fill(cr)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        for (offset, color) in [(0.0, top), (1.0, bottom)] {
            cairo_pattern_add_color_stop_rgba(pattern, offset, Double(color.red) / 255, Double(color.green) / 255,
                                              Double(color.blue) / 255, Double(color.alpha) / 255)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    private func setColor(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              Double(color.alpha) / 255)
    }

    private func addPath(_ path: Path) {
        CairoContext.addPath(path, to: cr)
    }

    private static func addPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
