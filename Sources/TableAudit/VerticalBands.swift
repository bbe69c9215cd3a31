import TableRenderKit
import TableGraphics

/// Rectangles indexed by horizontal band of the canvas, so a question about one place (which fills lie behind
/// this text, which element holds it) looks at the rectangles near it instead of every one: a long table's audit
/// stays linear in its rows.
struct VerticalBands {
    /// The height of a band, in points: a few rows.
    static let height = 64.0
    /// How far beyond its rectangle an entry still counts (rounding of layout), in points.
    let slack: Double
    private var bands: [Int: [Int]] = [:]

    /// Indexes `rects` (nil entries are left out) under their positions in the array.
    init(_ rects: [Rect?], slack: Double) {
        self.slack = slack
        for (index, rect) in rects.enumerated() {
            guard let rect else { continue }
            for band in range(of: rect) { bands[band, default: []].append(index) }
        }
    }

    private func range(of rect: Rect) -> ClosedRange<Int> {
        let top = Int(((rect.y - slack) / Self.height).rounded(.down))
        let bottom = Int(((rect.maxY + slack) / Self.height).rounded(.down))
        return top...max(top, bottom)
    }

    /// The indices of the rectangles that may touch `rect`, ascending, each once.
    func candidates(near rect: Rect) -> [Int] {
        let range = range(of: rect)
        if range.count == 1 { return bands[range.lowerBound] ?? [] }
        return Set(range.flatMap { bands[$0] ?? [] }).sorted()
    }
}
