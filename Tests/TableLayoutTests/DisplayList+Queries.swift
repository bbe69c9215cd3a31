import LayoutTestSupport
import TableGraphics
import TableLayout
import TableSpec

/// Small queries over a display list so tests read as geometry statements.
extension DisplayList {
    var fills: [FilledShape] {
        items.compactMap { if case .fill(let shape) = $0 { return shape } else { return nil } }
    }
    var hairlines: [Hairline] {
        items.compactMap { if case .hairline(let line) = $0 { return line } else { return nil } }
    }
    var texts: [TextRun] {
        items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }
    var strokes: [StrokedPath] {
        items.compactMap { if case .stroke(let stroke) = $0 { return stroke } else { return nil } }
    }
    /// Card-coloured fills: one per non-empty section.
    func cards(color: RGBAColor = RGBAColor(255, 255, 255)) -> [FilledShape] {
        fills.filter { $0.color == color }
    }
    func text(_ string: String) -> TextRun? {
        texts.first { $0.text == string }
    }
}

func layout(_ spec: Spec) -> DisplayList {
    TableLayoutEngine(measurer: FixedWidthMeasurer()).layout(spec)
}

func rows(_ titles: String...) -> [Row] {
    titles.map { Row(title: $0) }
}
