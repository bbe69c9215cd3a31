import TableGraphics
import TableSpec

extension LinkedText {
    /// The link runs of a footer as coloured spans of its plain text.
    func linkSpans(color: RGBAColor) -> [ColoredSpan] {
        var spans: [ColoredSpan] = []
        var offset = 0
        for run in runs {
            let length = run.text.unicodeScalars.count
            if run.url != nil { spans.append(ColoredSpan(start: offset, length: length, color: color)) }
            offset += length
        }
        return spans
    }
}
