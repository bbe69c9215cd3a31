import TableGraphics

/// The SF Symbols names a spec may write and what draws them: the data decoding checks names against (with a
/// "did you mean") and content resolution turns into glyphs. The rows are generated (`SymbolCatalog+Table.swift`,
/// by scripts/symbols/make-catalog.py: docs/metrics.md "Symbols").
public enum SymbolCatalog {
    /// The family of the pinned font that draws every symbol (Fonts/fonts.lock).
    public static let fontFamily = "Phosphor"

    /// Every supported name, sorted by bytes.
    public static var names: [String] { catalog.names }

    /// The glyph that draws `name`, or nil if the name is not supported.
    public static func glyph(named name: String) -> SymbolGlyph? {
        catalog.glyph(named: name)
    }

    /// Every row, sorted by name.
    public static var glyphs: [SymbolGlyph] {
        catalog.names.compactMap(catalog.glyph(named:))
    }

    /// The neutral glyph drawn for `name` when the catalog does not know it (Phosphor's `placeholder`, a square
    /// with a diagonal): the render goes on, with a warning (docs/spec.md "Symbols").
    public static func placeholder(for name: String) -> SymbolGlyph {
        var glyph = placeholderGlyph
        glyph.name = name
        return glyph
    }

    /// What a warning (or, under `--strict`, an error) says of a name the catalog lacks:
    /// `unknown SF Symbol "x"; did you mean "y"?`.
    public static func unknownNameMessage(_ name: String) -> String {
        "unknown SF Symbol \(DiagnosticText.quoted(name))"
            + Suggestion.didYouMean(name, in: names, otherwise: "; drawn as a placeholder (`tablerender symbols --search WORD` finds names)")
    }

    /// Whether a warning's message is `unknownNameMessage`'s (so `--strict` can refuse imports that draw one).
    public static func isUnknownNameMessage(_ message: String) -> Bool {
        message.hasPrefix("unknown SF Symbol \"")
    }

    /// The glyph for `name`, or the placeholder when the name is unknown.
    public static func glyphOrPlaceholder(named name: String) -> SymbolGlyph {
        glyph(named: name) ?? placeholder(for: name)
    }

    /// The names containing `word` (case-insensitive), sorted; names are lowercase ASCII.
    public static func search(_ word: String) -> [String] {
        let needle = word.lowercased()
        return needle.isEmpty ? names : names.filter { $0.contains(needle) }
    }

    /// Which icon set draws `glyph`, for `tablerender symbols --json`.
    public static func source(of glyph: SymbolGlyph) -> String {
        glyph.characters == nil ? "Phosphor 1.3.0" : "text font"
    }

    private static let catalog = Parsed(table: table)

    /// The placeholder, read from its own line: drawing an unknown name (or measuring the symbol font's line)
    /// does not read the whole table.
    private static let placeholderGlyph = Parsed.row(Substring(placeholderLine)).map {
        var glyph = $0
        glyph.isPlaceholder = true
        return glyph
    } ?? SymbolGlyph(name: "?", glyphName: "placeholder", codePoint: 0xF27A, tileCodePoint: 0xF27A,
                     mirrors: false, isPlaceholder: true)

    /// The table read once, on first use: where each line and its name lie in the table's UTF-8 bytes, sorted by
    /// name. A line is parsed when its name is looked up, so a render pays for the symbols it draws, not for the
    /// 2,700 it does not. The table is cut as bytes: splitting the 175 KB `String` by `Character` (grapheme breaking)
    /// and keeping a `String` per name took ≈7 ms of a symbol screen's decoding, before its layout could start.
    private struct Parsed: Sendable {
        /// A line of the table as UTF-8 offsets: its start, the tab ending its name, its end.
        struct Row: Sendable {
            var start: Int
            var tab: Int
            var end: Int
        }

        let bytes: [UInt8]
        let rows: [Row]

        init(table: String) {
            let bytes = Array(table.utf8)
            var rows: [Row] = []
            rows.reserveCapacity(bytes.count / 48)
            var start = 0
            var tab: Int?
            for (index, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "\t"), tab == nil {
                    tab = index
                } else if byte == UInt8(ascii: "\n") {
                    if let tab { rows.append(Row(start: start, tab: tab, end: index)) }
                    start = index + 1
                    tab = nil
                }
            }
            if let tab, start < bytes.count { rows.append(Row(start: start, tab: tab, end: bytes.count)) }
            // The generator writes the table sorted; sort only if someone did not.
            func precedes(_ a: Row, _ b: Row) -> Bool {
                bytes[a.start..<a.tab].lexicographicallyPrecedes(bytes[b.start..<b.tab])
            }
            if !zip(rows, rows.dropFirst()).allSatisfy({ precedes($0, $1) }) {
                rows.sort(by: precedes)
            }
            self.bytes = bytes
            self.rows = rows
        }

        /// Every name, in the table's order.
        var names: [String] {
            rows.map { String(decoding: bytes[$0.start..<$0.tab], as: UTF8.self) }
        }

        /// The glyph of `name`: a binary search of the sorted names, then its line parsed.
        func glyph(named name: String) -> SymbolGlyph? {
            var low = 0
            var high = rows.count
            while low < high {
                let middle = (low + high) / 2
                let row = rows[middle]
                if bytes[row.start..<row.tab].lexicographicallyPrecedes(name.utf8) { low = middle + 1 } else { high = middle }
            }
            guard low < rows.count, bytes[rows[low].start..<rows[low].tab].elementsEqual(name.utf8) else { return nil }
            return Self.row(Substring(String(decoding: bytes[rows[low].start..<rows[low].end], as: UTF8.self)))
        }

        /// One line of the table (columns in `SymbolCatalog.table`'s comment), or nil if it is malformed.
        static func row(_ line: Substring) -> SymbolGlyph? {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 9 else { return nil }
            let characters = columns[1].hasPrefix("text:") ? String(columns[1].dropFirst(5)) : nil
            let variant: SymbolVariant
            switch columns[6] {
            case "plain": variant = .plain
            case "circle": variant = .circle
            case "circle.fill": variant = .circleFill
            case "square": variant = .square
            case "square.fill": variant = .squareFill
            case "slash": variant = .slash
            case let badge where badge.hasPrefix("badge."):
                guard let codePoint = UInt32(columns[7], radix: 16) else { return nil }
                variant = .badge(kind: String(badge.dropFirst(6)), codePoint: codePoint)
            default: return nil
            }
            return SymbolGlyph(name: columns[0], glyphName: characters.map { "text \"\($0)\"" } ?? columns[1],
                               codePoint: UInt32(columns[2], radix: 16) ?? 0,
                               tileCodePoint: UInt32(columns[3], radix: 16) ?? 0,
                               inkOffset: point(columns[4]), tileInkOffset: point(columns[5]),
                               mirrors: columns[8] == "m", variant: variant, characters: characters)
        }

        private static func point(_ text: String) -> Point {
            let parts = text.split(separator: ",").compactMap { Double($0) }
            return parts.count == 2 ? Point(parts[0], parts[1]) : Point(0, 0)
        }
    }
}
