import CCairo
import TableGraphics

/// Where Pango may also end a line inside a word far longer than a line (a 10,000-letter word, a hash, a run of
/// spaces), so that wrapping it costs time in proportion to its length instead of its square.
///
/// Pango 1.50 wraps a word wider than the box in two passes per line: first at word breaks only, where the only
/// candidate is the end of the word, which it shapes whole to measure, then at characters. Each line so shapes
/// the rest of the word again: 10,000 letters at AX5 in 200 pt took 57 s. A word attribute starting at a
/// position makes it a word break, and a rise of 0 starting there makes it the end of an item: Pango then
/// measures only up to the next such position. Placed where Pango would start a line anyway, neither changes a
/// line: the line before ends there (it fits), and the lines further back are too short to reach it. Those
/// positions come from laying out short windows of the text, each starting at a line start already found, with
/// enough text before it for the shaping context; the text's long words get one position every
/// `breakSpacing` characters. Texts without such a word are laid out as before.
struct LongWordBreaks: Equatable {
    /// One position: the line start (byte offset in the text as Pango gets it), the end of its word attribute
    /// (the end of the long word, or the next position in it) and the end of its item (the next position, or
    /// the end of the text).
    struct Position: Equatable {
        var start: Int
        var wordEnd: Int
        var itemEnd: Int
    }

    var positions: [Position] = []

    /// A run of characters without a break opportunity, all spaces or none, is long from this many characters
    /// (grapheme clusters): no word of a natural language comes near, so ordinary texts are left alone.
    static let longWordLength = 200
    /// Characters between two positions at least: what Pango shapes per line at most, give or take a window.
    static let breakSpacing = 32
    /// Characters a window lays out after the last line start known (doubled while it holds no new one).
    static let windowLength = 32
    /// Characters at a window's end whose line starts are not used: its end is a break Pango would not
    /// otherwise have, and HarfBuzz and the line-break rules look a few characters ahead.
    static let windowMargin = 16
    /// Characters before a window's first new line start that it lays out too: HarfBuzz shapes with up to five
    /// characters of context on each side, and a line's first letters are shaped with the line before's.
    static let windowContext = 8
}

/// The text as Pango sees it: its log attributes and where each character and grapheme starts.
private struct PangoTextMap {
    /// Byte offset of every character (Unicode scalar) and of the end.
    let byteOffsets: [Int]
    /// Character index of every grapheme start (cursor position) and of the end, ascending.
    let graphemes: [Int]
    /// Long runs, as half-open character ranges.
    let longRuns: [Range<Int>]

    init?(_ utf8: [CChar], characters count: Int) {
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        utf8.withUnsafeBufferPointer { bytes in
            pango_get_log_attrs(bytes.baseAddress, Int32(bytes.count - 1), -1, pango_language_from_string("c"),
                                &attributes, Int32(count + 1))
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var index = 0
        while index < utf8.count - 1 {
            offsets.append(index)
            let lead = UInt8(bitPattern: utf8[index])
            index += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        offsets.append(utf8.count - 1)
        guard offsets.count == count + 1 else { return nil }
        byteOffsets = offsets
        var graphemes: [Int] = []
        var runs: [Range<Int>] = []
        var runStart = 0, runGraphemes = 0, runWhite = false
        for character in 0...count {
            let attribute = attributes[character]
            if attribute.is_cursor_position != 0 || character == count { graphemes.append(character) }
            // A run ends at a break opportunity or the end, and where white space starts or stops: a position
            // between a word and the spaces after it would change how Pango hangs those spaces.
            let white = character < count && attribute.is_white != 0
            if character == count || attribute.is_line_break != 0 || (character > runStart && white != runWhite) {
                if runGraphemes >= LongWordBreaks.longWordLength { runs.append(runStart..<character) }
                runStart = character
                runGraphemes = 0
            }
            if character == runStart { runWhite = white }
            if character < count, attribute.is_cursor_position != 0 { runGraphemes += 1 }
        }
        self.graphemes = graphemes
        longRuns = runs
    }

    /// The index in `graphemes` of the last grapheme start at or before character `character`.
    func grapheme(atOrBefore character: Int) -> Int {
        var low = 0, high = graphemes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if graphemes[middle] <= character { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The character starting at byte `offset` (which must start one).
    func character(atByte offset: Int) -> Int {
        var low = 0, high = byteOffsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if byteOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension TextLayoutFactory {
    /// The break positions for `drawable` wrapped at `width` (see `LongWordBreaks`), empty for texts without a
    /// long word. `maxLines` lines are shown (0: all): no position goes past the last one's start, which Pango
    /// fills with the rest of the text and ellipsises.
    func longWordBreaks(_ drawable: String, style: TextStyle, width: Double, maxLines: Int,
                        context: OpaquePointer) -> LongWordBreaks {
        // Fewer characters than a long word: the common case costs a count.
        guard drawable.utf8.count >= LongWordBreaks.longWordLength else { return LongWordBreaks() }
        let count = drawable.unicodeScalars.count
        guard count >= LongWordBreaks.longWordLength else { return LongWordBreaks() }
        let utf8 = drawable.utf8CString
        guard let map = PangoTextMap(Array(utf8), characters: count), !map.longRuns.isEmpty else {
            return LongWordBreaks()
        }
        var known = [0]  // line starts found, as character indices, ascending
        var starts: [Int] = []  // the positions, as character indices
        var length = LongWordBreaks.windowLength
        let lastGrapheme = map.graphemes.count - 1
        for run in map.longRuns {
            while let last = known.last, last < run.upperBound, maxLines == 0 || known.count < maxLines {
                // From a line start at least `windowContext` characters back, to `length` characters past the
                // last line start known or the start of the run, whichever is later.
                let first = known.last(where: {
                    map.grapheme(atOrBefore: last) - map.grapheme(atOrBefore: $0) >= LongWordBreaks.windowContext
                }) ?? 0
                let endGrapheme = min(lastGrapheme, map.grapheme(atOrBefore: max(last, run.lowerBound)) + length)
                let end = map.graphemes[endGrapheme]
                let whole = endGrapheme == lastGrapheme
                let usable = whole ? count : map.graphemes[max(0, endGrapheme - LongWordBreaks.windowMargin)]
                let found = windowLineStarts(utf8, from: map.byteOffsets[first], to: map.byteOffsets[end],
                                             style: style, width: width, context: context)
                    .map { map.character(atByte: $0) }
                    .filter { $0 > last && $0 <= usable }
                if found.isEmpty {
                    // The window ends before a second line: longer, unless it already reaches the end.
                    if whole { break }
                    length *= 2
                    continue
                }
                length = LongWordBreaks.windowLength
                for start in found where maxLines == 0 || known.count < maxLines {
                    known.append(start)
                    let spaced = starts.last.map { map.grapheme(atOrBefore: start) - map.grapheme(atOrBefore: $0)
                        >= LongWordBreaks.breakSpacing } ?? true
                    if start > run.lowerBound, start < run.upperBound, spaced { starts.append(start) }
                }
                if whole { break }
            }
        }
        var breaks = LongWordBreaks()
        for (index, start) in starts.enumerated() {
            let next = index + 1 < starts.count ? starts[index + 1] : count
            let run = map.longRuns.first { $0.contains(start) }
            let wordEnd = min(next, run?.upperBound ?? next)
            breaks.positions.append(.init(start: map.byteOffsets[start], wordEnd: map.byteOffsets[wordEnd],
                                          itemEnd: map.byteOffsets[next]))
        }
        return breaks
    }

    /// The byte offsets (in `utf8`) of the line starts after the first of the bytes `from..<to` laid out alone.
    private func windowLineStarts(_ utf8: ContiguousArray<CChar>, from: Int, to: Int, style: TextStyle,
                                  width: Double, context: OpaquePointer) -> [Int] {
        windowsLaidOut += 1
        windowBytes += to - from
        let window = utf8.withUnsafeBufferPointer { bytes in
            // Pango copies the text; the window is not NUL-terminated, so its length is passed.
            plainLayout(bytes.baseAddress.map { $0 + from }, length: to - from, style: style, width: width,
                        context: context)
        }
        var starts: [Int] = []
        guard let iterator = pango_layout_get_iter(window.layout) else { return starts }
        defer { pango_layout_iter_free(iterator) }
        while pango_layout_iter_next_line(iterator) != 0 {
            if let line = pango_layout_iter_get_line_readonly(iterator) {
                starts.append(from + Int(line.pointee.start_index))
            }
        }
        return starts
    }
}
