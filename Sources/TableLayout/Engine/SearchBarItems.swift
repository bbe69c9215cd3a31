import TableGraphics
import TableResolve

/// The search bar (`searchBar`): a grey rounded field (iOS 26: a capsule) with the magnifier and the placeholder
/// or typed text, in a band above the table header and the first section, as UISearchController's bar sits.
enum SearchBarItems {
    /// The band's height, or 0 without a search bar.
    static func height(environment: LayoutEnvironment) -> Double {
        environment.content.searchBar == nil ? 0 : environment.resolved.look.tableParts.searchBarHeight
    }

    /// The field's frame in the band starting at `top`.
    private static func field(top: Double, environment: LayoutEnvironment) -> Rect {
        let parts = environment.resolved.look.tableParts
        let canvas = environment.canvas
        let grid = environment.grid
        let x = grid.snap(canvas.safeArea.left + parts.searchFieldInset)
        let right = grid.snap(canvas.width - canvas.safeArea.right - parts.searchFieldInset)
        let fieldTop = grid.snap(top + (parts.searchBarHeight - parts.searchFieldHeight) / 2)
        return Rect(x: x, y: fieldTop, width: max(0, right - x), height: parts.searchFieldHeight)
    }

    /// The search field as VoiceOver finds it: the typed text, else the placeholder; its target is the field
    /// as drawn (UISearchTextField).
    static func accessibility(top: Double, environment: LayoutEnvironment) -> [AccessibilityElement] {
        guard let bar = environment.content.searchBar else { return [] }
        let field = field(top: top, environment: environment)
        return [AccessibilityElement(frame: field, label: bar.text.isEmpty ? bar.placeholder : bar.text,
                                     kind: .searchField, traits: .searchField, target: field)]
    }

    /// The field in the band starting at `top`, in left-to-right coordinates.
    static func items(top: Double, environment: LayoutEnvironment, measurer: TextMeasuring) -> [DisplayItem] {
        guard let bar = environment.content.searchBar else { return [] }
        let parts = environment.resolved.look.tableParts
        let field = field(top: top, environment: environment)
        var items: [DisplayItem] = [.fill(FilledShape(
            rect: field, radii: CornerRadii(all: parts.searchFieldCornerRadius),
            curve: environment.cornerCurve, color: parts.searchFieldFill))]

        // The magnifier: a bare symbol, its square box (the font size) centred on the field's height by one line
        // of the symbol font, as the other bare symbols are.
        let size = parts.magnifierFont.size
        let boxX = field.x + parts.magnifierLeading
        if let glyph = bar.magnifier {
            let lineHeight = measurer.measure(glyph.text, style: parts.magnifierFont, width: nil, maxLines: 1).height
            let shift = glyph.inkShift(glyph.inkOffset, size: size)
            var run = TextRun(text: glyph.text, style: parts.magnifierFont, color: parts.magnifier,
                              origin: Point(boxX + shift.x, field.midY - lineHeight / 2 + shift.y),
                              width: size, maxLines: 1, alignment: .center)
            run.flipsInRightToLeft = glyph.mirrors
            items.append(.text(run))
        }

        let textX = boxX + size + parts.magnifierTextGap
        let typed = !bar.text.isEmpty
        let text = typed ? bar.text : bar.placeholder
        guard !text.isEmpty else { return items }
        let width = max(1, field.maxX - parts.magnifierLeading - textX)
        let measured = measurer.measure(text, style: parts.searchFont, width: width, maxLines: 1)
        items.append(.text(TextRun(text: text, style: parts.searchFont,
                                   color: typed ? parts.searchText : parts.searchPlaceholder,
                                   origin: Point(textX, field.midY - measured.height / 2), width: width,
                                   maxLines: 1, height: measured.height)))
        return items
    }
}
