import CCairo
import TableGraphics

/// Measures text with Pango: the real `TextMeasuring` the layout stage uses in production.
public final class PangoTextMeasurer: TextMeasuring {
    let factory: TextLayoutFactory
    /// Tables repeat the same strings and fonts; shaping each once keeps layout linear in the row count.
    private var cache: [TextLayoutFactory.LayoutKey: TextMeasurement] = [:]
    /// Entries kept before the cache starts over, so a long batch or fuzzing run does not grow without bound:
    /// far more than a screen's strings, while a 100k-row table of distinct titles (whose strings repeat little)
    /// keeps a few MB of them rather than the 20 MB of 200,000 entries.
    static let cacheLimit = 20_000

    /// Creates a measurer over a font library.
    public init(fonts: FontLibrary) throws {
        factory = try TextLayoutFactory(fonts: fonts)
    }

    /// Measures text as the backend will draw it (see `TextMeasuring`).
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int) -> TextMeasurement {
        measure(text, style: style, width: width, maxLines: maxLines, truncation: .tail)
    }

    /// Measures text cut at `truncation`'s end as the backend will draw it (see `TextMeasuring`).
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int,
                        truncation: TextTruncation) -> TextMeasurement {
        let key = TextLayoutFactory.LayoutKey(text: LayoutText(text), style: style, width: width, maxLines: maxLines,
                                              truncation: truncation, alignment: .left, direction: .ltr, spans: [])
        if let cached = cache[key] { return cached }
        let handle = factory.makeLayout(text, style: style, width: width, maxLines: maxLines, truncation: truncation)
        let layout = handle.layout
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let lineCount = Int(pango_layout_get_line_count(layout))
        let firstBaseline = tr_pango_units_to_double(pango_layout_get_baseline(layout))
        var lastBaseline = firstBaseline
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaseline = tr_pango_units_to_double(pango_layout_iter_get_baseline(iterator))
            pango_layout_iter_free(iterator)
        }
        let result = TextMeasurement(
            width: tr_pango_units_to_double(logical.width), height: tr_pango_units_to_double(logical.height),
            lineCount: lineCount, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        return result
    }
}
