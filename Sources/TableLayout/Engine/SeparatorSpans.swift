import TableGraphics
import TableResolve

/// Where separators run, as one pure function of the rows' frames, where their texts start and the resolved
/// insets: the same rule for a section's rows and a plain table's empty filler rows.
enum SeparatorSpans {
    /// A separator's horizontal extent, in left-to-right coordinates.
    struct Span: Equatable {
        /// Leading end.
        var start: Double
        /// Trailing end.
        var end: Double
    }

    /// One span per row: from the text start (or the leading inset from the row's edge, when the spec sets one)
    /// to the trailing inset from the row's trailing edge.
    static func between(rows frames: [Rect], textStarts: [Double], insets: SeparatorLook) -> [Span] {
        zip(frames, textStarts).map { frame, textStart in
            Span(start: insets.leadingInset.map { frame.x + $0 } ?? textStart, end: frame.maxX - insets.trailingInset)
        }
    }
}
