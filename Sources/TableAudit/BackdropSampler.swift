import TableRenderKit
import TableGraphics
import TableSpec

/// Finds the colour behind each text run by replaying the display list back to front: the canvas background,
/// then every fill whose shape contains the run's lines, composited with its alpha. A fill under only part of
/// the lines (a classic pinstripe) adds its colour as another candidate, as that part of the text stands on it;
/// the audit judges the text against the worst. Strokes, hairlines, shadows and images are not backgrounds
/// (thin, soft or unknown).
enum BackdropSampler {
    /// Items flattened in painting order, each with the clip it is drawn in.
    private enum Painted {
        case fill(FilledShape, clip: Rect?)
        case text(TextRun, clip: Rect?)
    }

    /// The farthest an engraving's shadow copy sits from its text, in points (iOS 6 offsets it by one).
    static let engravingOffset = 2.0

    /// How far a box may stick out of a fill and still count as inside it, in points (rounding of layout).
    static let tolerance = 0.5

    /// Every text run of `list` in painting order with its backdrops; heights not measured by the layout are
    /// measured with `measurer`.
    static func texts(in list: DisplayList, measurer: TextMeasuring) -> [PaintedText] {
        var painted: [Painted] = []
        flatten(list.items, clip: nil, into: &painted)
        // A translucent canvas is seen over white (how PNG viewers show it).
        let canvas = list.background.composited(over: RGBAColor(255, 255, 255))
        let bands = VerticalBands(painted.map { item -> Rect? in
            guard case .fill(let shape, let clip) = item else { return nil }
            return clip.map { intersection($0, shape.rect) } ?? shape.rect
        }, slack: tolerance)
        var result: [PaintedText] = []
        for (index, item) in painted.enumerated() {
            guard case .text(let run, let clip) = item else { continue }
            let measured = measurer.measure(run.text, style: run.style, width: run.width, maxLines: run.maxLines,
                                            truncation: run.truncation)
            let height = run.height ?? measured.height
            let box = Rect(x: run.origin.x, y: run.origin.y, width: run.width, height: height)
            let used = min(run.width, measured.width)
            let x: Double
            switch run.alignment {
            case .left: x = box.x
            case .center: x = box.x + (box.width - used) / 2
            case .right: x = box.maxX - used
            }
            let lines = Rect(x: x, y: box.y, width: used, height: height)
            var backdrops = [canvas]
            // Only the fills that reach the text's band of the canvas: a long table's texts each look at their
            // neighbourhood, not at every fill (which made a 2,000-row audit take seconds).
            let nearby = bands.candidates(near: lines)
            for fillIndex in nearby where fillIndex < index {
                guard case .fill(let shape, let fillClip) = painted[fillIndex] else { continue }
                let covers = contains(shape, fillClip, lines)
                guard covers || overlaps(shape, fillClip, lines) else { continue }
                let colours = [shape.color] + (shape.gradientBottom.map { [$0] } ?? [])
                // A fill under all of the text replaces what was behind it; one under part of it (a pinstripe)
                // adds its colour, since that part of the text stands on it.
                var next: [RGBAColor] = covers ? [] : backdrops
                for below in backdrops {
                    for colour in colours where !next.contains(colour.composited(over: below)) {
                        next.append(colour.composited(over: below))
                    }
                }
                backdrops = next
            }
            let hidden = nearby.contains { fillIndex in
                guard fillIndex > index, case .fill(let shape, let fillClip) = painted[fillIndex] else { return false }
                return shape.color.alpha == 255 && (shape.gradientBottom?.alpha ?? 255) == 255
                    && contains(shape, fillClip, lines)
            }
            var engraving = false
            if index + 1 < painted.count, case .text(let next, _) = painted[index + 1] {
                // iOS 6's engraved header: the same words a point or so away in another colour, right under the
                // real text; two rows that say the same thing are far apart and alike.
                let dx = abs(next.origin.x - run.origin.x), dy = abs(next.origin.y - run.origin.y)
                engraving = next.text == run.text && next.style == run.style && next.origin != run.origin
                    && dx <= engravingOffset && dy <= engravingOffset && next.color != run.color
            }
            result.append(PaintedText(run: run, box: box, lines: lines, clip: clip, backdrops: backdrops, hidden: hidden,
                                      isEngraving: engraving))
        }
        return result
    }

    private static func flatten(_ items: [DisplayItem], clip: Rect?, into painted: inout [Painted]) {
        for item in items {
            switch item {
            case .fill(let shape):
                painted.append(.fill(shape, clip: clip))
            case .text(let run):
                painted.append(.text(run, clip: clip))
            case .clip(let group):
                let rect = clip.map { intersection($0, group.shape.rect) } ?? group.shape.rect
                flatten(group.items, clip: rect, into: &painted)
            case .hairline, .stroke, .image, .shadow:
                break
            }
        }
    }

    /// Whether `box` and the fill (inside its clip) overlap by more than the tolerance both ways. Rounded
    /// corners are ignored: a partial fill only adds a candidate colour.
    static func overlaps(_ shape: FilledShape, _ clip: Rect?, _ box: Rect) -> Bool {
        let rect = clip.map { intersection($0, shape.rect) } ?? shape.rect
        let overlap = intersection(rect, box)
        return overlap.width > tolerance && overlap.height > tolerance
    }

    /// The overlap of two rectangles (empty: zero size at the first one's origin).
    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        guard maxX > x, maxY > y else { return Rect(x: a.x, y: a.y, width: 0, height: 0) }
        return Rect(x: x, y: y, width: maxX - x, height: maxY - y)
    }

    /// Whether `box` lies inside `shape` (its rounded corners taken as circular) and inside the fill's clip.
    static func contains(_ shape: FilledShape, _ clip: Rect?, _ box: Rect) -> Bool {
        let t = tolerance
        let rect = clip.map { intersection($0, shape.rect) } ?? shape.rect
        guard box.x >= rect.x - t, box.y >= rect.y - t, box.maxX <= rect.maxX + t, box.maxY <= rect.maxY + t else {
            return false
        }
        let r = shape.rect
        let limit = min(r.width, r.height) / 2
        let corners: [(Point, Double, Point)] = [
            (Point(box.x, box.y), min(shape.radii.topLeft, limit), Point(r.x, r.y)),
            (Point(box.maxX, box.y), min(shape.radii.topRight, limit), Point(r.maxX, r.y)),
            (Point(box.maxX, box.maxY), min(shape.radii.bottomRight, limit), Point(r.maxX, r.maxY)),
            (Point(box.x, box.maxY), min(shape.radii.bottomLeft, limit), Point(r.x, r.maxY)),
        ]
        for (point, radius, corner) in corners where radius > t {
            // The centre of the corner's circle, `radius` inside both edges.
            let cx = corner.x == r.x ? r.x + radius : r.maxX - radius
            let cy = corner.y == r.y ? r.y + radius : r.maxY - radius
            let inCornerX = corner.x == r.x ? point.x < cx : point.x > cx
            let inCornerY = corner.y == r.y ? point.y < cy : point.y > cy
            if inCornerX && inCornerY {
                let dx = point.x - cx, dy = point.y - cy
                if (dx * dx + dy * dy).squareRoot() > radius + t { return false }
            }
        }
        return true
    }

    /// Whether a run is an SF Symbol drawn with the pinned symbol font (a decorative icon).
    static func isSymbol(_ run: TextRun) -> Bool {
        run.style.family == SymbolCatalog.fontFamily
    }
}
