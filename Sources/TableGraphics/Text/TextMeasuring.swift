/// Measures text for the layout stage, which cannot shape text itself (it imports no C).
///
/// The backend provides the real implementation (Pango); tests inject a predictable one. A backend must draw a
/// `TextRun` with exactly the wrapping this measurer reports for the same text, style, width and line limit.
public protocol TextMeasuring: AnyObject {
    /// Measures `text` wrapped to `width` points (nil: one line per paragraph, no wrapping), keeping at most
    /// `maxLines` lines (0: all) and ellipsising the last kept line.
    func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int) -> TextMeasurement
    /// Measures as `measure(_:style:width:maxLines:)`, ellipsising the last kept line at `truncation`'s end.
    func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int,
                 truncation: TextTruncation) -> TextMeasurement
}

extension TextMeasuring {
    /// Where the ellipsis goes changes no line break or height, so a measurer that does not place it (the
    /// tests' fixed-width one) measures as for a tail ellipsis.
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int,
                        truncation: TextTruncation) -> TextMeasurement {
        measure(text, style: style, width: width, maxLines: maxLines)
    }
}
