import TableGraphics
import TableResolve

/// A measured piece of row text with its horizontal box; rows place it vertically once their height is known.
struct PlacedText {
    var text: String
    var style: TextStyle
    var color: RGBAColor
    var x: Double
    var width: Double
    var alignment: TextAlignment
    var maxLines: Int
    var measurement: TextMeasurement
    /// Where a text cut at `maxLines` is ellipsised.
    var truncation: TextTruncation = .tail

    /// The text run with its box's top at `top`.
    func run(top: Double) -> TextRun {
        var run = TextRun(text: text, style: style, color: color, origin: Point(x, top), width: width,
                          maxLines: maxLines, alignment: alignment, height: measurement.height,
                          lineCount: measurement.lineCount)
        run.truncation = truncation
        return run
    }
}
