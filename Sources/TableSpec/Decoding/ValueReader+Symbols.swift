extension ValueReader {
    /// An SF Symbols name the catalog supports, with a "did you mean" for near misses.
    func symbolName() -> String? {
        guard let text = string() else { return nil }
        if SymbolCatalog.glyph(named: text) != nil { return text }
        let hint = Suggestion.didYouMean(text, in: SymbolCatalog.names,
                                         otherwise: "; `tablerender symbols` lists the supported names")
        report("unknown symbol \(DiagnosticText.quoted(text))\(hint)")
        return nil
    }
}
