/// The lines of one text run, equally tall (a run has one font and one line height), for choosing page cuts
/// that fall between lines rather than through them.
struct TextLines: Hashable, Sendable {
    /// How close to the boundary between two lines, as a fraction of a line's height, a cut still counts as
    /// between them: the leading above capitals and below descenders holds no ink, and the engraved copy of a
    /// header or footer sits a point below its text, so one cut serves both.
    static let boundarySlack = 0.1

    /// Top of the first line, in points.
    var top: Double
    /// Height of one line, in points.
    var lineHeight: Double
    /// Number of lines.
    var count: Int

    /// Lines of `count` equal parts of a box `height` tall.
    init(top: Double, height: Double, count: Int) {
        self.top = top
        self.count = max(1, count)
        lineHeight = height / Double(self.count)
    }

    /// Bottom of the last line.
    var bottom: Double { top + lineHeight * Double(count) }

    /// Whether a cut at `y` goes through a line rather than between two (or outside the run).
    func isCut(at y: Double) -> Bool {
        guard lineHeight > 0, y > top, y < bottom else { return false }
        let position = (y - top) / lineHeight
        return abs(position - position.rounded()) > Self.boundarySlack
    }

    /// The boundaries between lines, and the run's top and bottom, that lie in `range`, top to bottom.
    func boundaries(in range: ClosedRange<Double>) -> [Double] {
        guard lineHeight > 0, range.upperBound >= top, range.lowerBound <= bottom else { return [] }
        let first = max(0, Int(((range.lowerBound - top) / lineHeight).rounded(.up)))
        let last = min(count, Int(((range.upperBound - top) / lineHeight).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).map { top + Double($0) * lineHeight }
    }
}
