import TableGraphics
import TableResolve

/// One measured line of the symbol font at each of its sizes, so symbols are centred without measuring per row.
struct SymbolLineHeights {
    /// In a Settings tile.
    let tile: Double
    /// Bare in the icon column.
    let bare: Double
    /// As a trailing accessory.
    let accessory: Double

    init(_ look: SymbolLook, measurer: TextMeasuring) {
        // Any catalog glyph measures the font's line; a fallback font would measure something else.
        let sample = SymbolLook.lineSample
        func height(_ style: TextStyle) -> Double {
            measurer.measure(sample, style: style, width: nil, maxLines: 1).height
        }
        tile = height(look.tileFont)
        bare = height(look.bareFont)
        accessory = height(look.accessoryFont)
    }
}
