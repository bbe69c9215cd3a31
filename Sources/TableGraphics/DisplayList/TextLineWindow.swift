/// The text lines near successive page cuts, top to bottom: runs come in by their tops as pages move down and
/// leave once above the page, so cutting a table whose every row is taller than a page stays linear.
struct TextLineWindow {
    private let lines: [TextLines]
    private var next = 0
    private var active: [TextLines] = []

    /// A window over `lines`, in any order.
    init(_ lines: [TextLines]) {
        self.lines = lines.sorted { $0.top < $1.top }
    }

    /// The lines reaching below `floor` that start above `limit`. Both must only grow from call to call, as the
    /// lower half of each next page does.
    mutating func lines(below floor: Double, above limit: Double) -> [TextLines] {
        while next < lines.count, lines[next].top < limit {
            active.append(lines[next])
            next += 1
        }
        active.removeAll { $0.bottom <= floor }
        return active
    }
}
