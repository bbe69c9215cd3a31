import TableRenderKit
import TableGraphics

/// A text run as painted: its box, the clip it is drawn in, and the colours that can be behind it.
struct PaintedText {
    /// The run.
    var run: TextRun
    /// Its box: origin, width and measured height.
    var box: Rect
    /// The part of the box its lines cover (the widest line's width, placed by the alignment): what must lie
    /// on a fill for the fill to be behind the text, so initials centred in a round avatar or a number in a
    /// badge's capsule find their shape although their box's corners stick out of it.
    var lines: Rect
    /// The clip groups' rectangle it is drawn in (their intersection), or nil.
    var clip: Rect?
    /// Every opaque colour that can be behind it (two per gradient it lies on), deduplicated, in order.
    var backdrops: [RGBAColor]
    /// Whether an opaque fill painted later covers it entirely (a table row under the navigation bar).
    var hidden: Bool
    /// Whether it is the engraved copy under a header's text (the classic look), not text of its own.
    var isEngraving: Bool
}
