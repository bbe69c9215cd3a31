import TableGraphics
import TableLayout
import TableResolve
import TableSpec

extension RenderPipeline {
    /// The review sheet of `glyphs` (`tablerender symbols --sheet`): each symbol in a Settings tile and bare, in
    /// the default look's light and dark appearance at `scale`, its name under it, `columns` to a row.
    public func symbolSheet(_ glyphs: [SymbolGlyph], columns: Int, scale: Double) -> DisplayList {
        let spec = Spec(sections: [])
        func resolved(_ appearance: Appearance) -> Resolved {
            var overrides = LayoutOverrides()
            overrides.appearance = appearance
            overrides.scale = scale
            return Resolved(spec, overrides: overrides)
        }
        return SymbolSheetLayout.layout(glyphs, columns: columns, light: resolved(.light), dark: resolved(.dark),
                                        measurer: renderer.measurer)
    }
}
