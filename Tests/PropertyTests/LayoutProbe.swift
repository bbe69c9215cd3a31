import LayoutTestSupport
import TableGraphics
import TableLayout
import TableResolve
import TableSpec

/// A spec's display list together with its row frames, so invariants can be stated per row and per section.
///
/// The display list has no row items, so the frames are found by selecting every row: a selected row's
/// highlight is a fill covering exactly its frame, and selection moves nothing else. The fills that the
/// all-selected layout has and the none-selected layout lacks are the highlights, one per row in order.
struct LayoutProbe {
    /// Allowed floating-point slack, in points.
    static let tolerance = 1e-6

    let spec: Spec
    /// The spec's canvas and look, as the layout resolved them.
    let resolved: Resolved
    let metrics: StyleMetrics
    /// The layout of the spec as generated.
    let list: DisplayList
    /// The layout with every row selected.
    let selectedList: DisplayList
    /// The layout with no row selected.
    let unselectedList: DisplayList
    /// Each section's row highlights (frame and corner radii), top to bottom; empty for a section without rows.
    let highlights: [[FilledShape]]

    init(_ spec: Spec) {
        self.spec = spec
        resolved = Resolved(spec)
        metrics = resolved.look.metrics
        let engine = TableLayoutEngine(measurer: FixedWidthMeasurer())
        list = engine.layout(spec)
        // Frames are found in a spec drawn the same height: swiped rows unswiped (a slid highlight would be offset)
        // and multiple selection's circles as delete controls (its selected rows are not highlighted); both keep
        // every row's height.
        var frameSpec = spec.withEveryRow { $0.swipe = nil }
        frameSpec.selection = .none
        selectedList = engine.layout(frameSpec.withEveryRow { $0.selected = true })
        unselectedList = engine.layout(frameSpec.withEveryRow { $0.selected = false })

        var remaining = [FilledShape: Int]()
        for fill in unselectedList.allItems.fills { remaining[fill, default: 0] += 1 }
        var added: [FilledShape] = []
        for fill in selectedList.allItems.fills {
            if let count = remaining[fill], count > 0 {
                remaining[fill] = count - 1
            } else {
                added.append(fill)
            }
        }
        var sections: [[FilledShape]] = []
        var next = added[...]
        for section in spec.sections {
            let count = section.visibleRowCount
            sections.append(Array(next.prefix(count)))
            next = next.dropFirst(count)
        }
        highlights = sections
        extraHighlights = next.count
    }

    /// Highlights beyond one per row (should be 0).
    private(set) var extraHighlights = 0

    /// The row frames of each section.
    var rowFrames: [[Rect]] { highlights.map { $0.map(\.rect) } }

    /// One device pixel, in points.
    var pixel: Double { 1 / resolved.canvas.scale }
}

extension Spec {
    /// The spec with `change` applied to every row, outline children included.
    func withEveryRow(_ change: (inout Row) -> Void) -> Spec {
        func apply(_ rows: inout [Row]) {
            for r in rows.indices {
                change(&rows[r])
                if rows[r].children != nil { apply(&rows[r].children!) }
            }
        }
        var copy = self
        for s in copy.sections.indices { apply(&copy.sections[s].rows) }
        return copy
    }

    /// The spec without badges.
    var withoutBadges: Spec { withEveryRow { $0.badge = nil } }

    /// Every row with its section and row index.
    var rowIndices: [(section: Int, row: Int)] {
        sections.indices.flatMap { s in sections[s].rows.indices.map { (s, $0) } }
    }
}

extension Section {
    /// The rows drawn: each row, and the children of expanded outline rows under it.
    var visibleRowCount: Int {
        func count(_ rows: [Row]) -> Int {
            rows.reduce(0) { $0 + 1 + ($1.expanded ? count($1.children ?? []) : 0) }
        }
        return count(rows)
    }
}

extension DisplayList {
    /// Every item as far as geometry is concerned: a clip group stands for its outline, since nothing of its
    /// contents shows outside it (a swiped row slides past the canvas inside its row's clip).
    var allItems: [DisplayItem] {
        items.map { item -> DisplayItem in
            if case .clip(let group) = item { return .fill(group.shape) }
            return item
        }
    }
}

extension Array where Element == DisplayItem {
    var fills: [FilledShape] { compactMap { if case .fill(let shape) = $0 { return shape } else { return nil } } }
    var hairlines: [Hairline] { compactMap { if case .hairline(let line) = $0 { return line } else { return nil } } }
    var texts: [TextRun] { compactMap { if case .text(let run) = $0 { return run } else { return nil } } }
}
