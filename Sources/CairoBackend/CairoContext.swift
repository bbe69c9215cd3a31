import CCairo
import TableLayout
import TableSpec

/// A cairo drawing context that replays display-list items: the single `switch` over primitive kinds that
/// every output format shares.
final class CairoContext {
    let cr: OpaquePointer
    private let text: TextLayoutFactory

    init(surface: OpaquePointer, text: TextLayoutFactory) throws {
        guard let cr = cairo_create(surface) else { throw CairoError("cairo: cannot create a drawing context") }
        self.cr = cr
        self.text = text
        try CairoError.check(cairo_status(cr), "creating the drawing context")
        cairo_set_font_options(cr, text.options)
    }

    deinit {
        cairo_destroy(cr)
    }

    /// Draws a whole display list in points (the caller has set the device scale).
    func draw(_ list: DisplayList) throws {
        setColor(list.background)
        cairo_rectangle(cr, 0, 0, list.size.width, list.size.height)
        cairo_fill(cr)
        for item in list.items { draw(item) }
        try CairoError.check(cairo_status(cr), "drawing")
    }

    private func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let shape):
            setColor(shape.color)
            addPath(shape.path)
            cairo_fill(cr)
        case .hairline(let line):
            setColor(line.color)
            cairo_rectangle(cr, line.rect.x, line.rect.y, line.rect.width, line.rect.height)
            cairo_fill(cr)
        case .stroke(let stroke):
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
            let handle = text.makeLayout(run.text, style: run.style, width: run.width, maxLines: run.maxLines,
                                         alignment: run.alignment, direction: run.direction)
            setColor(run.color)
            cairo_move_to(cr, run.origin.x, run.origin.y)
            pango_cairo_show_layout(cr, handle.layout)
        case .clip(let group):
            cairo_save(cr)
            addPath(group.shape.path)
            cairo_clip(cr)
            for child in group.items { draw(child) }
            cairo_restore(cr)
        }
    }

    private func setColor(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              Double(color.alpha) / 255)
    }

    private func addPath(_ path: Path) {
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
