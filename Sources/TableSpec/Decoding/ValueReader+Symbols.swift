extension ValueReader {
    /// An SF Symbols name. A name the catalog lacks is kept (it draws as a placeholder) with a warning and a
    /// "did you mean" for near misses; `--strict` makes that warning an error.
    func symbolName() -> String? {
        guard let text = string() else { return nil }
        if SymbolCatalog.glyph(named: text) == nil {
            warn(SymbolCatalog.unknownNameMessage(text))
        }
        return text
    }
}
