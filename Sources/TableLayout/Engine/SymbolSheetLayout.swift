import TableGraphics
import TableResolve

/// The review sheet of `tablerender symbols --sheet`: every symbol in a grid, each cell a light and a dark panel
/// with the symbol white in a Settings tile and bare in the tint, drawn exactly as rows draw them
/// (`SymbolComposition`), the name under them. Numbers from `SymbolSheetLook` and the two resolved looks.
public enum SymbolSheetLayout {
    /// The sheet of `glyphs` in `columns` columns; `light` and `dark` are the looks of the two panels. Pages break
    /// between rows of cells.
    public static func layout(_ glyphs: [SymbolGlyph], columns: Int, light: Resolved, dark: Resolved,
                              measurer: TextMeasuring) -> DisplayList {
        let panels = [light, dark].map { (resolved: $0, sheet: SymbolSheetLook($0),
                                          lines: SymbolLineHeights($0.look.symbols, measurer: measurer)) }
        let sheet = panels[0].sheet
        let cell = sheet.cellSize
        let columns = max(1, min(columns, max(1, glyphs.count)))
        let rows = (glyphs.count + columns - 1) / columns
        var items: [DisplayItem] = []
        for (index, glyph) in glyphs.enumerated() {
            let origin = Point(Double(index % columns) * cell.width, Double(index / columns) * cell.height)
            for (offset, panel) in panels.enumerated() {
                let frame = Rect(x: origin.x + Double(offset) * sheet.panelWidth, y: origin.y,
                                 width: sheet.panelWidth, height: sheet.panelHeight)
                items += panelItems(glyph, in: frame, resolved: panel.resolved, sheet: panel.sheet,
                                    lines: panel.lines)
            }
            items.append(.text(TextRun(text: glyph.name, style: sheet.captionFont, color: sheet.caption,
                                       origin: Point(origin.x + sheet.gap / 2, origin.y + sheet.panelHeight + 2),
                                       width: cell.width - sheet.gap, maxLines: 2, alignment: .center)))
        }
        let breaks = (1..<max(1, rows)).map { Double($0) * cell.height }
        return DisplayList(size: Size(Double(columns) * cell.width, Double(rows) * cell.height),
                           scale: light.canvas.scale, background: light.look.colors.background, items: items,
                           pageBreaks: breaks)
    }

    /// One panel: its background, the tile with the white glyph, the bare glyph in the tint.
    private static func panelItems(_ glyph: SymbolGlyph, in frame: Rect, resolved: Resolved, sheet: SymbolSheetLook,
                                   lines: SymbolLineHeights) -> [DisplayItem] {
        let look = resolved.look
        let symbols = look.symbols
        let side = look.metrics.iconSize
        let tile = Rect(x: frame.x + sheet.gap, y: frame.midY - side / 2, width: side, height: side)
        var items: [DisplayItem] = [
            .fill(FilledShape(rect: frame, color: sheet.background)),
            .fill(FilledShape(rect: tile, radii: CornerRadii(all: look.metrics.iconCornerRadius), color: sheet.tile)),
        ]
        let tileShift = glyph.inkShift(glyph.tileInkOffset, size: symbols.tileFont.size)
        var tileRun = TextRun(text: glyph.tileText, style: symbols.tileFont, color: look.colors.iconGlyph,
                              origin: Point(tile.x + tileShift.x, tile.midY - lines.tile / 2 + tileShift.y),
                              width: tile.width, maxLines: 1, alignment: .center)
        tileRun.flipsInRightToLeft = glyph.mirrors
        items += SymbolComposition.items(tileRun, glyph: glyph, lineHeight: lines.tile, tile: true,
                                         background: sheet.tile, look: symbols.variants)
        let size = symbols.bareFont.size
        let bareShift = glyph.inkShift(glyph.inkOffset, size: size)
        var bareRun = TextRun(text: glyph.text, style: symbols.bareFont, color: sheet.bare,
                              origin: Point(tile.maxX + sheet.gap + bareShift.x, frame.midY - lines.bare / 2 + bareShift.y),
                              width: size, maxLines: 1, alignment: .center)
        bareRun.flipsInRightToLeft = glyph.mirrors
        items += SymbolComposition.items(bareRun, glyph: glyph, lineHeight: lines.bare, tile: false,
                                         background: sheet.background, look: symbols.variants)
        return items
    }
}
