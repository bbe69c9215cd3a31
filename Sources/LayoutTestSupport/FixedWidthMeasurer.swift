import TableGraphics
import TableLayout

/// A predictable stand-in for Pango, shared by the layout and property tests: every character is half the font size wide, lines are 1.2 × size tall
/// with the baseline at 0.95 × size, and text wraps at character boundaries.
public final class FixedWidthMeasurer: TextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// Measures by the fixed rules above.
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int) -> TextMeasurement {
        let advance = style.size * 0.5
        let lineHeight = style.size * 1.2
        let perLine = width.map { max(1, Int(($0 / advance).rounded(.down))) }
        var lines = max(1, text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            guard let perLine else { return 1 }
            return max(1, (paragraph.count + perLine - 1) / perLine)
        }.reduce(0, +))
        if maxLines > 0 { lines = min(lines, maxLines) }
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        let widest = min(Double(longest) * advance, width ?? .infinity)
        return TextMeasurement(width: widest, height: Double(lines) * lineHeight, lineCount: lines,
                               firstBaseline: style.size * 0.95,
                               lastBaseline: Double(lines - 1) * lineHeight + style.size * 0.95)
    }
}
