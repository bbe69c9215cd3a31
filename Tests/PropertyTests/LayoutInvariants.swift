import TableGraphics
import TableLayout
import TableSpec

/// The invariants, each as a list of violations (empty when it holds) that names the rows and items involved.
extension LayoutProbe {
    private var tolerance: Double { Self.tolerance }

    /// Selecting rows only adds highlights: texts and hairlines stay where they were, one highlight per row.
    func probeProblems() -> [String] {
        var problems: [String] = []
        if selectedList.allItems.texts != unselectedList.allItems.texts
            || selectedList.allItems.hairlines != unselectedList.allItems.hairlines
            || selectedList.size != unselectedList.size {
            problems.append("selecting rows moved texts, hairlines or the canvas")
        }
        for (s, section) in spec.sections.enumerated() where highlights[s].count != section.visibleRowCount {
            problems.append("sections[\(s)]: \(highlights[s].count) highlights for \(section.visibleRowCount) rows")
        }
        if extraHighlights > 0 { problems.append("\(extraHighlights) highlights more than rows") }
        return problems
    }

    /// Rows have a height and follow one another without overlapping, within a section and across sections.
    func rowOrderProblems() -> [String] {
        var problems: [String] = []
        var previous: (name: String, bottom: Double)?
        for (s, frames) in rowFrames.enumerated() {
            for (r, frame) in frames.enumerated() {
                let name = "sections[\(s)].rows[\(r)]"
                if !(frame.height > 0) { problems.append("\(name): height \(frame.height)") }
                if let previous, frame.y < previous.bottom - tolerance {
                    problems.append("\(name): top \(frame.y) is above the bottom \(previous.bottom) of \(previous.name)")
                }
                previous = (name, frame.maxY)
            }
        }
        return problems
    }

    /// Every fill, hairline, text box, stroke (with its pen) and image lies within 0…width; a shadow's shape does,
    /// and only its blur may spill over.
    func horizontalProblems() -> [String] {
        var problems: [String] = []
        let width = resolved.canvas.width
        let items = list.items
        for item in DisplayList(size: list.size, scale: list.scale, background: list.background, items: items).allItems {
            let low: Double, high: Double, what: String
            switch item {
            case .fill(let shape):
                (low, high, what) = (shape.rect.x, shape.rect.maxX, "fill \(shape.rect)")
            case .hairline(let line):
                (low, high, what) = (line.rect.x, line.rect.maxX, "hairline \(line.rect)")
            case .text(let run):
                (low, high, what) = (run.origin.x, run.origin.x + run.width, "text \"\(run.text)\" at \(run.origin.x) w \(run.width)")
            case .stroke(let stroke):
                let xs = stroke.path.points.map(\.x)
                let pen = stroke.lineWidth / 2
                (low, high, what) = ((xs.min() ?? 0) - pen, (xs.max() ?? 0) + pen, "stroke \(xs.min() ?? 0)…\(xs.max() ?? 0) pen \(stroke.lineWidth)")
            case .image(let image):
                (low, high, what) = (image.shape.rect.x, image.shape.rect.maxX, "image \(image.shape.rect)")
            case .shadow(let shadow):
                (low, high, what) = (shadow.shape.rect.x + shadow.offset.x, shadow.shape.rect.maxX + shadow.offset.x,
                                     "shadow \(shadow.shape.rect) offset \(shadow.offset.x)")
            case .clip:
                continue
            }
            if low < -tolerance || high > width + tolerance || high < low {
                problems.append("\(what) spans \(low)…\(high) on a canvas 0…\(width)")
            }
        }
        return problems
    }

    /// Hairlines lie in the last device pixel rows of a row (a separator, where a next row of the same section
    /// follows, or after every row in plain), or at a section's first and last pixel rows (grouped's outer
    /// hairlines); in plain with a fixed height, also below the last row (empty-row filler). Never in a gap.
    func separatorProblems() -> [String] {
        var problems: [String] = []
        let lastRowBottom = rowFrames.last(where: { !$0.isEmpty })?.last?.maxY ?? 0
        let hasFiller = spec.style == .plain && spec.height != nil
        for line in list.allItems.hairlines {
            let rect = line.rect
            if hasFiller && rect.y >= lastRowBottom - tolerance { continue }
            var placed = false
            var where_ = "in no row: in a gap between rows or sections"
            search: for (s, frames) in rowFrames.enumerated() {
                for (r, frame) in frames.enumerated() where rect.y >= frame.y - tolerance && rect.maxY <= frame.maxY + tolerance {
                    let isLast = r == frames.count - 1
                    let atBottom = rect.maxY >= frame.maxY - pixel - tolerance
                    let atTop = rect.y <= frame.y + tolerance
                    if atBottom && (!isLast || metrics.separatorAfterLastRow || metrics.outerHairlines) {
                        placed = true
                    } else if atTop && r == 0 && metrics.outerHairlines {
                        placed = true
                    } else {
                        where_ = "in sections[\(s)].rows[\(r)] \(frame), not at an edge where a separator belongs"
                    }
                    break search
                }
            }
            if !placed { problems.append("hairline \(rect) \(where_)") }
        }
        return problems
    }

    /// A selected row's highlight rounds its top corners only on a section's first row and its bottom corners
    /// only on the last (except in `cards`, where every row is a card of its own).
    func cornerProblems() -> [String] {
        guard !metrics.rowsAreCards else { return [] }
        var problems: [String] = []
        for (s, shapes) in highlights.enumerated() {
            for (r, shape) in shapes.enumerated() {
                let radii = shape.radii
                if (radii.topLeft > 0 || radii.topRight > 0) && r != 0 {
                    problems.append("sections[\(s)].rows[\(r)]: top corners rounded (\(radii)) below the first row")
                }
                if (radii.bottomLeft > 0 || radii.bottomRight > 0) && r != shapes.count - 1 {
                    problems.append("sections[\(s)].rows[\(r)]: bottom corners rounded (\(radii)) above the last row")
                }
            }
        }
        return problems
    }
}
