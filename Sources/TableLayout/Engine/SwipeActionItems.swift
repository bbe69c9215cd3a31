import TableGraphics
import TableResolve

/// A row drawn swiped open (issue 16): its content slides aside by the actions' width and the actions fill the
/// room it leaves, all clipped to the row's part of the card, so a first or last row's rounded corners cut the
/// buttons too. Every number is in `RowStateLook`.
enum SwipeActionItems {
    /// One action's button, placed.
    struct Button {
        /// The button's shape (a rectangle flush with the row, or an iOS 26 capsule).
        var shape: FilledShape
        /// The symbol's items (its run, or its variant rule's parts), empty without a symbol.
        var symbol: [DisplayItem] = []
        /// The title's run, or nil.
        var title: TextRun?
        /// What VoiceOver reads: the title, else the symbol's name.
        var label: String = ""
    }

    /// The actions revealed beside a row, and how far its content moved (negative: towards the leading side).
    struct Revealed {
        var buttons: [Button]
        var offset: Double
    }

    /// The revealed actions of `row` in `frame`, or nil for a row not swiped. Trailing actions win when a row has
    /// both sides, as only one side can be open.
    static func reveal(_ row: ContentRow, frame: Rect, environment: LayoutEnvironment,
                       measurer: TextMeasuring) -> Revealed? {
        guard let swipe = row.swipe else { return nil }
        let trailing = !swipe.trailing.isEmpty
        let actions = trailing ? swipe.trailing : swipe.leading
        guard !actions.isEmpty else { return nil }
        let look = environment.resolved.look.rowStates
        // Whole device pixels, so the slid content's edges and the buttons' stay on the grid.
        let widths = actions.map { environment.grid.snap(width(of: $0, look: look, measurer: measurer)) }
        let gap = look.swipeGap
        var buttons: [Button] = []
        // From the row's edge inwards: the first action is outermost.
        var edge = trailing ? frame.maxX - gap : frame.x + gap
        for (action, width) in zip(actions, widths) {
            let x = trailing ? edge - width : edge
            let rect = Rect(x: x, y: frame.y + look.swipeVerticalInset, width: width,
                            height: max(0, frame.height - 2 * look.swipeVerticalInset))
            buttons.append(button(action, in: rect, look: look, environment: environment, measurer: measurer))
            edge = trailing ? x - gap : x + width + gap
        }
        let total = widths.reduce(0, +) + gap * Double(actions.count + 1)
        return Revealed(buttons: buttons, offset: trailing ? -total : total)
    }

    /// A button's width: its title or symbol plus padding, at least the minimum.
    private static func width(of action: ContentSwipeAction, look: RowStateLook, measurer: TextMeasuring) -> Double {
        let title = action.title.map {
            measurer.measure($0, style: look.swipeTitleFont, width: nil, maxLines: 1).width
        } ?? 0
        let symbol = action.symbolName == nil ? 0 : look.swipeSymbolFont.size
        return max(look.swipeMinimumWidth, max(title, symbol) + 2 * look.swipePadding)
    }

    private static func button(_ action: ContentSwipeAction, in rect: Rect, look: RowStateLook,
                               environment: LayoutEnvironment, measurer: TextMeasuring) -> Button {
        let fill = action.fill
        let shape = look.swipeCapsules
            ? FilledShape(rect: rect, radii: CornerRadii(all: min(rect.width, rect.height) / 2), curve: .circular,
                          color: fill)
            : FilledShape(rect: rect, color: fill)
        let textWidth = max(1, rect.width - 2 * look.swipePadding)
        let title = action.title.map { text in
            PlacedText(text: text, style: look.swipeTitleFont, color: look.swipeForeground,
                       x: rect.x + look.swipePadding, width: textWidth, alignment: .center, maxLines: 1,
                       measurement: measurer.measure(text, style: look.swipeTitleFont, width: textWidth, maxLines: 1))
        }
        var symbol: (run: TextRun, height: Double)?
        if let glyph = action.glyph {
            let font = look.swipeSymbolFont
            // Centred by one line of the symbol font, as the row's symbols are (Phosphor centres its icons in it).
            let height = measurer.measure(glyph.text, style: font, width: nil, maxLines: 1).height
            let shift = glyph.inkShift(glyph.inkOffset, size: font.size)
            var run = TextRun(text: glyph.text, style: font, color: look.swipeForeground,
                              origin: Point(rect.midX - font.size / 2, shift.y), width: font.size, maxLines: 1,
                              alignment: .center)
            run.flipsInRightToLeft = glyph.mirrors
            symbol = (run, height)
        }
        // The symbol over the title, the pair centred on the button.
        let titleHeight = title?.measurement.height ?? 0
        let gap = symbol != nil && title != nil ? look.swipeSymbolTitleGap : 0
        var top = rect.midY - ((symbol?.height ?? 0) + gap + titleHeight) / 2
        var symbolItems: [DisplayItem] = []
        if var placed = symbol, let glyph = action.glyph {
            placed.run.origin.y += top
            symbolItems = SymbolComposition.items(placed.run, glyph: glyph, lineHeight: placed.height, tile: false,
                                                  background: action.fill,
                                                  look: environment.symbols.variants)
            top += placed.height + gap
        }
        return Button(shape: shape, symbol: symbolItems, title: title?.run(top: top),
                      label: action.title ?? action.symbolName ?? "")
    }

    /// The swiped row as one clip group: `slid` (its highlight, separator, content and edit controls) moved by the
    /// offset, then the buttons, all inside `clip` (the row's frame with the card's corners where it has them).
    static func group(_ revealed: Revealed, slid: [DisplayItem], clip: FilledShape) -> DisplayItem {
        var items = slid.map { $0.translated(dx: revealed.offset) }
        for button in revealed.buttons {
            items.append(.fill(button.shape))
            items += button.symbol
            if let title = button.title { items.append(.text(title)) }
        }
        return .clip(ClipGroup(shape: clip, items: items))
    }
}
