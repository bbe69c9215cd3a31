import CCairo
import TableGraphics

/// Builds Pango layouts the same way for measuring and for drawing, so wrapping always agrees.
final class TextLayoutFactory {
    private let fonts: FontLibrary
    /// The Pango contexts for left-to-right and right-to-left text.
    let leftToRight: OpaquePointer
    let rightToLeft: OpaquePointer
    private let fontOptions: OpaquePointer
    /// Layouts already shaped (`makeLayout`).
    private var layouts: [LayoutKey: PangoLayoutHandle] = [:]
    /// How many layouts `makeLayout` has built, for tests of the "shaped once" promise.
    private(set) var layoutsBuilt = 0
    /// How many windows of long words `longWordBreaks` has laid out, and their bytes: the work it adds, for
    /// tests that it stays in proportion to the text.
    var windowsLaidOut = 0
    var windowBytes = 0
    /// Break positions already found, by text, style, width, line limit and direction: measuring and drawing a
    /// long word (two layouts, aligned differently) find them once.
    private var breaks: [BreaksKey: LongWordBreaks] = [:]

    private struct BreaksKey: Hashable {
        var text: LayoutText
        var style: TextStyle
        var width: Double
        var maxLines: Int
        var rightToLeft: Bool
    }

    init(fonts: FontLibrary) throws {
        self.fonts = fonts
        // Fixed options, whatever the surface: no hinting and unhinted metrics keep text identical at every scale
        // and on every machine; greyscale antialiasing avoids colour fringes in PNGs.
        guard let options = cairo_font_options_create() else { throw CairoError("cairo: cannot create font options") }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        fontOptions = options
        func makeContext(_ direction: PangoDirection) throws -> OpaquePointer {
            guard let context = pango_font_map_create_context(fonts.fontMap) else {
                throw CairoError("pango: cannot create a context")
            }
            // Points in, points out.
            pango_cairo_context_set_resolution(context, FontLibrary.resolution)
            pango_cairo_context_set_font_options(context, options)
            pango_context_set_round_glyph_positions(context, 0)
            // The language Pango would take from the C locale anyway, set rather than left unset: unset, an
            // ellipsis or an empty line is itemized without one, which is a second font set for the size (two
            // more matcher threads and the font's metrics again); set, the text no longer depends on a locale.
            pango_context_set_language(context, pango_language_from_string("c"))
            pango_context_set_base_dir(context, direction)
            return context
        }
        leftToRight = try makeContext(PANGO_DIRECTION_LTR)
        rightToLeft = try makeContext(PANGO_DIRECTION_RTL)
    }

    deinit {
        tr_g_object_unref(UnsafeMutableRawPointer(leftToRight))
        tr_g_object_unref(UnsafeMutableRawPointer(rightToLeft))
        cairo_font_options_destroy(fontOptions)
    }

    /// The font options every cairo context must use when showing these layouts.
    var options: OpaquePointer { fontOptions }

    /// A layout of `text`, its `spans` in their own colours, shaped once and kept (bounded) for every later
    /// request with the same arguments: text measured and then drawn, or drawn in two bands, is shaped once.
    /// Callers only read it; `PangoLayoutHandle` releases it when the last user and the cache let go.
    /// Spans only colour glyphs (Pango applies colour after shaping), so a layout with spans wraps and measures as
    /// one without them: measuring passes none.
    func makeLayout(_ text: String, style: TextStyle, width: Double?, maxLines: Int,
                    truncation: TextTruncation = .tail, alignment: TextAlignment = .left, direction: LayoutDirection = .ltr,
                    spans: [ColoredSpan] = []) -> PangoLayoutHandle {
        let key = LayoutKey(text: LayoutText(text), style: style, width: width, maxLines: maxLines, truncation: truncation,
                            alignment: alignment, direction: direction, spans: spans)
        if let kept = layouts[key] { return kept }
        let handle = newLayout(text, style: style, width: width, maxLines: maxLines, truncation: truncation,
                               alignment: alignment, direction: direction, spans: spans)
        layoutsBuilt += 1
        if layouts.count >= Self.layoutLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = handle
        return handle
    }

    /// Layouts kept before the cache starts over: a screen's texts, measured then drawn; small, because a layout
    /// holds its glyphs and a 100k-row table must stay within its memory budget.
    static let layoutLimit = 256

    /// What a layout depends on: `makeLayout`'s arguments (also what a measurement depends on: measuring passes
    /// the defaults for the last three).
    struct LayoutKey: Hashable {
        var text: LayoutText
        var style: TextStyle
        var width: Double?
        var maxLines: Int
        var truncation: TextTruncation
        var alignment: TextAlignment
        var direction: LayoutDirection
        var spans: [ColoredSpan]
    }

    private func newLayout(_ text: String, style: TextStyle, width: Double?, maxLines: Int,
                           truncation: TextTruncation, alignment: TextAlignment, direction: LayoutDirection,
                           spans: [ColoredSpan]) -> PangoLayoutHandle {
        let handle = shapedLayout(text, style: style, width: width, maxLines: maxLines, truncation: truncation,
                                  alignment: alignment, direction: direction, spans: spans)
        // Text that fits is shaped once. Spans are offsets into the whole text and a paragraph break is a second
        // line: those keep Pango's cut.
        guard maxLines == 1, let width, spans.isEmpty, !text.contains(where: \.isNewline),
              pango_layout_is_ellipsized(handle.layout) != 0 else { return handle }
        let shown = fittedLine(text, style: style, width: width, truncation: truncation, direction: direction)
        return shapedLayout(shown, style: style, width: width, maxLines: maxLines, truncation: truncation,
                            alignment: alignment, direction: direction, spans: spans)
    }

    /// `text` (too wide for `width`) as one line cut to fit: the most characters that fit with "…" at the tail or
    /// in the middle. Pango's own ellipsis run is padded to fill the box, which leaves a gap
    /// after the "…" (a right-aligned value ends short of the edge; a middle cut shows a hole); UILabel draws the
    /// ellipsis touching the kept text, so one-line cuts are made here and Pango shapes text that fits.
    private func fittedLine(_ text: String, style: TextStyle, width: Double, truncation: TextTruncation,
                            direction: LayoutDirection) -> String {
        func fits(_ candidate: String) -> Bool {
            let handle = shapedLayout(candidate, style: style, width: nil, maxLines: 0, truncation: .tail,
                                      direction: direction)
            var logical = PangoRectangle()
            pango_layout_get_extents(handle.layout, nil, &logical)
            // No tolerance: a line Pango finds even a unit too wide would be wrapped or cut again when drawn.
            return logical.width <= tr_pango_units_from_double(width)
        }
        let characters = Array(text)
        func cut(keeping kept: Int) -> String {
            switch truncation {
            case .tail:
                return String(characters.prefix(kept).reversed().drop(while: \.isWhitespace).reversed()) + "…"
            case .middle:
                let head = (kept + 1) / 2
                let start = String(characters.prefix(head).reversed().drop(while: \.isWhitespace).reversed())
                let end = String(characters.suffix(kept - head).drop(while: \.isWhitespace))
                return start + "…" + end
            }
        }
        // Binary search over how many characters stay; "…" alone is the floor even when it does not fit.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(cut(keeping: middle)) { low = middle } else { high = middle - 1 }
        }
        return cut(keeping: low)
    }

    private func shapedLayout(_ text: String, style: TextStyle, width: Double?, maxLines: Int,
                              truncation: TextTruncation = .tail, alignment: TextAlignment = .left,
                              direction: LayoutDirection = .ltr, spans: [ColoredSpan] = []) -> PangoLayoutHandle {
        let context = context(for: text, direction: direction)
        let rightToLeft = context == self.rightToLeft
        // Every text reaches Pango here, for measuring and drawing alike, so this is where it is made drawable.
        let drawable = text.replacingNoncharacters
        var longWords = LongWordBreaks()
        if let width {
            let key = BreaksKey(text: LayoutText(drawable), style: style, width: width, maxLines: maxLines, rightToLeft: rightToLeft)
            if let kept = breaks[key] {
                longWords = kept
            } else {
                longWords = longWordBreaks(drawable, style: style, width: width, maxLines: maxLines, context: context)
                // Kept only for texts that have positions (rare); small, like the layouts they serve.
                if !longWords.positions.isEmpty {
                    if breaks.count >= Self.layoutLimit { breaks.removeAll(keepingCapacity: true) }
                    breaks[key] = longWords
                }
            }
        }
        let layout = pango_layout_new(context)
        pango_layout_set_auto_dir(layout, 0)
        drawable.withCString { pango_layout_set_text(layout, $0, -1) }
        configure(layout, text: drawable, style: style, width: width, maxLines: maxLines, truncation: truncation,
                  alignment: alignment, spans: spans, longWords: longWords)
        return PangoLayoutHandle(layout)
    }

    /// The context `text` is laid out in: the paragraph's own direction comes from its first strong character,
    /// as UILabel's natural writing direction does (English in a right-to-left table stays left-to-right text,
    /// aligned to the right), and from `direction` when it has none.
    func context(for text: String, direction: LayoutDirection) -> OpaquePointer {
        let detected = tr_find_base_dir(text)
        let rightToLeft = detected == PANGO_DIRECTION_RTL || (detected == PANGO_DIRECTION_NEUTRAL && direction == .rtl)
        return rightToLeft ? self.rightToLeft : leftToRight
    }

    /// A layout of `length` bytes at `bytes`, wrapped at `width` as `shapedLayout` wraps (no line limit, spans
    /// or long-word positions): a window of a long text, for `longWordBreaks`.
    func plainLayout(_ bytes: UnsafePointer<CChar>?, length: Int, style: TextStyle, width: Double,
                     context: OpaquePointer) -> PangoLayoutHandle {
        let layout = pango_layout_new(context)
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_text(layout, bytes, Int32(length))
        configure(layout, text: "", style: style, width: width, maxLines: 0, truncation: .tail, alignment: .left,
                  spans: [], longWords: LongWordBreaks())
        return PangoLayoutHandle(layout)
    }

    /// Sets `layout`'s font, attributes, wrapping, line limit and alignment (its text is set): `drawable` is
    /// that text, which only spans need (their offsets are in it).
    private func configure(_ layout: OpaquePointer?, text drawable: String, style: TextStyle, width: Double?,
                           maxLines: Int, truncation: TextTruncation, alignment: TextAlignment,
                           spans: [ColoredSpan], longWords: LongWordBreaks) {
        let description = Self.fontDescription(style)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        if style.tracking != 0 || style.lineHeight != nil || !spans.isEmpty || !longWords.positions.isEmpty {
            let attributes = pango_attr_list_new()
            if style.tracking != 0 {
                pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(tr_pango_units_from_double(style.tracking)))
            }
            if let lineHeight = style.lineHeight {
                pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(tr_pango_units_from_double(lineHeight)))
            }
            Self.insertColors(spans, of: drawable, into: attributes)
            Self.insert(longWords, into: attributes)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let width {
            pango_layout_set_width(layout, tr_pango_units_from_double(width))
            // Word wrap, but break inside a word that alone is wider than the box instead of overflowing.
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if maxLines > 0 {
            pango_layout_set_ellipsize(layout, truncation == .middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(-maxLines))
        }
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
    }
}

extension TextLayoutFactory {
    /// A new Pango font description of `style`'s family, size and weight (the caller frees it).
    static func fontDescription(_ style: TextStyle) -> OpaquePointer? {
        let description = pango_font_description_new()
        style.family.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_absolute_size(description, style.size * Double(tr_pango_scale()))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
        return description
    }

    /// Adds a word attribute and a rise of 0 at each long-word position (see `LongWordBreaks`).
    fileprivate static func insert(_ longWords: LongWordBreaks, into attributes: OpaquePointer?) {
        for position in longWords.positions {
            if let word = pango_attr_word_new() {
                word.pointee.start_index = UInt32(position.start)
                word.pointee.end_index = UInt32(position.wordEnd)
                pango_attr_list_insert(attributes, word)
            }
            if let rise = pango_attr_rise_new(0) {
                rise.pointee.start_index = UInt32(position.start)
                rise.pointee.end_index = UInt32(position.itemEnd)
                pango_attr_list_insert(attributes, rise)
            }
        }
    }

    /// Adds a foreground colour and alpha attribute for each span, converting its scalar offsets to the byte
    /// offsets Pango counts in (of the text as Pango got it: noncharacters are replaced one scalar for one).
    fileprivate static func insertColors(_ spans: [ColoredSpan], of text: String, into attributes: OpaquePointer?) {
        guard !spans.isEmpty else { return }
        var byteOffsets: [Int] = [0]
        byteOffsets.reserveCapacity(text.unicodeScalars.count + 1)
        for scalar in text.unicodeScalars {
            byteOffsets.append((byteOffsets.last ?? 0) + UTF8.width(scalar))
        }
        let scalarCount = byteOffsets.count - 1
        for span in spans {
            let start = min(max(0, span.start), scalarCount)
            let end = min(max(start, span.start + span.length), scalarCount)
            guard end > start else { continue }
            let color = span.color
            // Pango's colours are 16-bit: n/255 × 65535 = n × 257. An alpha of 0 means "unset" to Pango, so a
            // transparent span is the faintest it can be instead.
            let attributesOfSpan = [
                pango_attr_foreground_new(UInt16(color.red) * 257, UInt16(color.green) * 257,
                                          UInt16(color.blue) * 257),
                pango_attr_foreground_alpha_new(max(1, UInt16(color.alpha) * 257)),
            ]
            for attribute in attributesOfSpan {
                guard let attribute else { continue }
                attribute.pointee.start_index = UInt32(byteOffsets[start])
                attribute.pointee.end_index = UInt32(byteOffsets[end])
                pango_attr_list_insert(attributes, attribute)
            }
        }
    }
}

/// A text as a cache key: compared by its UTF-8 bytes, which is what Pango shapes (two canonically equivalent
/// texts, "é" and "e" + U+0301, are equal Strings but different layouts), and hashed by its length and a sample
/// of its bytes. Hashing a String normalises it first: a text of 40,000 scalars, mostly combining marks, took
/// 2 ms a lookup, and a text taller than a page is looked up once per band.
struct LayoutText: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: LayoutText, rhs: LayoutText) -> Bool {
        let left = lhs.string.utf8, right = rhs.string.utf8
        guard left.count == right.count else { return false }
        let contiguous = left.withContiguousStorageIfAvailable { leftBytes in
            right.withContiguousStorageIfAvailable { rightBytes in
                guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else { return true }
                return memcmp(leftStart, rightStart, leftBytes.count) == 0
            }
        }
        return (contiguous ?? nil) ?? left.elementsEqual(right)
    }

    func hash(into hasher: inout Hasher) {
        let bytes = string.utf8
        hasher.combine(bytes.count)
        // The first and last 64 bytes and 128 spread between them: texts that differ only elsewhere still compare
        // unequal, at the cost of a probe.
        let sampled: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            Self.sample(buffer, into: &hasher)
            return true
        }
        if sampled == nil { Self.sample(Array(bytes), into: &hasher) }
    }

    private static func sample<Bytes: RandomAccessCollection>(_ bytes: Bytes, into hasher: inout Hasher)
        where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = bytes.count
        guard count > 256 else {
            for byte in bytes { hasher.combine(byte) }
            return
        }
        let start = bytes.startIndex
        for offset in 0..<64 { hasher.combine(bytes[start + offset]) }
        for offset in (count - 64)..<count { hasher.combine(bytes[start + offset]) }
        let step = (count - 128) / 128
        for index in 0..<128 { hasher.combine(bytes[start + 64 + index * step]) }
    }
}

/// Owns one PangoLayout and releases it.
final class PangoLayoutHandle {
    let layout: OpaquePointer?
    /// Lines drawn one by one (`CairoContext`), for tests that a band draws only the lines it shows.
    var linesShown = 0

    init(_ layout: OpaquePointer?) {
        self.layout = layout
    }

    deinit {
        tr_g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// One line of the layout where `pango_renderer_draw_layout` puts it, in Pango units from the layout's
    /// origin: its left edge, baseline and box (logical extents; boxes go down the layout in order).
    struct LineBox {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let x: Int32
        let baseline: Int32
        let top: Int32
        let bottom: Int32
    }

    /// The layout's lines, top to bottom, and how far any line's ink reaches past its box (stacked marks, tall
    /// emoji), found once: the layout never changes after it is made.
    private(set) lazy var lines: (boxes: [LineBox], overhang: Int32) = {
        var boxes: [LineBox] = []
        var overhang: Int32 = 0
        guard let iterator = pango_layout_get_iter(layout) else { return (boxes, overhang) }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            if ink.height > 0 {
                overhang = max(overhang, logical.y - ink.y, ink.y + ink.height - logical.y - logical.height)
            }
            boxes.append(LineBox(line: line, x: logical.x, baseline: pango_layout_iter_get_baseline(iterator),
                                 top: logical.y, bottom: logical.y + logical.height))
        } while pango_layout_iter_next_line(iterator) != 0
        return (boxes, overhang)
    }()
}
