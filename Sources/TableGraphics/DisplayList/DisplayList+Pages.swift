extension DisplayList {
    /// Vertical slices of at most `maximumHeight` points, cut at page breaks (row boundaries) where one fits,
    /// else inside the row, between two lines of its text where possible (`lineCut`): the pages of a table too
    /// tall for one raster image.
    public func pageRanges(maximumHeight: Double) -> [ClosedRange<Double>] {
        guard maximumHeight > 0, size.height > maximumHeight else { return [0...size.height] }
        var ranges: [ClosedRange<Double>] = []
        var top = 0.0
        var breakIndex = 0
        // Only rows taller than a page need the text's lines; most tables never collect them.
        var window: TextLineWindow?
        while size.height - top > maximumHeight {
            let limit = top + maximumHeight
            var cut = limit
            // The last break that fits; breaks are ascending, so the scan only moves forward (linear overall).
            var best: Double?
            while breakIndex < pageBreaks.count, pageBreaks[breakIndex] <= limit + 1e-9 {
                if pageBreaks[breakIndex] > top + 1e-9 { best = pageBreaks[breakIndex] }
                breakIndex += 1
            }
            if let best {
                cut = best
            } else {
                var lines = window ?? TextLineWindow(textLines())
                cut = lineCut(from: top, limit: limit, lines: &lines)
                window = lines
            }
            ranges.append(top...cut)
            top = cut
        }
        ranges.append(top...size.height)
        return ranges
    }

    /// The part of the list between `range.lowerBound` and `range.upperBound`, moved to the top of its own
    /// canvas. Items outside the slice are left out, so each page costs only its own items to draw; an item that
    /// crosses a cut is on both pages, drawn at its offset and clipped by each page's edge, so a paragraph taller
    /// than a page continues from one page to the next.
    public func slice(_ range: ClosedRange<Double>) -> DisplayList {
        let top = range.lowerBound, bottom = range.upperBound
        var page = DisplayList(size: Size(size.width, bottom - top), scale: scale, background: background, items: [])
        page.items = items.compactMap { item in
            let extent = item.verticalExtent
            guard extent.upperBound > top, extent.lowerBound < bottom else { return nil }
            return item.translated(dy: -top)
        }
        page.pageBreaks = pageBreaks.filter { $0 > top && $0 < bottom }.map { $0 - top }
        page.accessibility = accessibility.filter { $0.frame.maxY > top && $0.frame.y < bottom }
            .map { $0.offset(dx: 0, dy: -top) }
        return page
    }
}

extension DisplayItem {
    /// The vertical span the item may paint. Text spans its measured lines: a row taller than a page puts its
    /// text across page cuts.
    var verticalExtent: ClosedRange<Double> {
        switch self {
        case .fill(let shape): return shape.rect.y...shape.rect.maxY
        case .hairline(let line): return line.rect.y...line.rect.maxY
        case .stroke(let stroke):
            let ys = stroke.path.points.map(\.y)
            let pen = stroke.lineWidth
            return ((ys.min() ?? 0) - pen)...((ys.max() ?? 0) + pen)
        case .text(let run): return run.verticalExtent
        case .image(let image): return image.shape.rect.y...image.shape.rect.maxY
        case .shadow(let shadow):
            let reach = shadow.blurRadius * 2 + abs(shadow.offset.y)
            return (shadow.shape.rect.y - reach)...(shadow.shape.rect.maxY + reach)
        case .clip(let group): return group.shape.rect.y...group.shape.rect.maxY
        }
    }

    /// The item moved right by `dx` and down by `dy` points: for pages and composed tiles, and public so that
    /// layout moves items with the same code.
    public func translated(dx: Double = 0, dy: Double = 0) -> DisplayItem {
        func move(_ rect: Rect) -> Rect { Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height) }
        switch self {
        case .fill(var shape):
            shape.rect = move(shape.rect)
            return .fill(shape)
        case .hairline(var line):
            line.rect = move(line.rect)
            return .hairline(line)
        case .stroke(var stroke):
            stroke.path = stroke.path.mapPoints { Point($0.x + dx, $0.y + dy) }
            return .stroke(stroke)
        case .text(var run):
            run.origin.x += dx
            run.origin.y += dy
            return .text(run)
        case .image(var image):
            image.shape.rect = move(image.shape.rect)
            return .image(image)
        case .shadow(var shadow):
            shadow.shape.rect = move(shadow.shape.rect)
            return .shadow(shadow)
        case .clip(var group):
            group.shape.rect = move(group.shape.rect)
            group.items = group.items.map { $0.translated(dx: dx, dy: dy) }
            return .clip(group)
        }
    }
}
