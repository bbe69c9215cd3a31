import TableGraphics
import TableResolve

/// Places the `tableHeader` card: an inset card like a section's, its artwork, title and subtitle centred in it.
struct HeaderCardLayout {
    let environment: LayoutEnvironment
    let measurer: TextMeasuring

    /// The card's background and contents from `top`, and its bottom.
    func layout(_ header: ContentHeaderCard, top: Double) -> (background: FilledShape, items: [DisplayItem], bottom: Double) {
        let look = environment.resolved.look
        let card = header.isPaneHeader ? look.paneHeader : look.headerCard
        let grid = environment.grid
        let x = environment.contentLeading
        let width = max(1, environment.contentTrailing - x)
        let midX = x + width / 2
        var items: [DisplayItem] = []
        var y = top + card.topPadding
        switch header.artwork {
        case .symbol(let glyph?, let color):
            do {
                let style = card.symbolFont
                let size = style.size
                let lineHeight = measurer.measure(glyph.text, style: style, width: nil, maxLines: 1).height
                let shift = glyph.inkShift(glyph.inkOffset, size: size)
                var run = TextRun(text: glyph.text, style: style,
                                  color: color,
                                  origin: Point(midX - size / 2 + shift.x, y + (size - lineHeight) / 2 + shift.y),
                                  width: size, maxLines: 1, alignment: .center)
                run.flipsInRightToLeft = glyph.mirrors
                items += SymbolComposition.items(run, glyph: glyph, lineHeight: lineHeight, tile: false,
                                                 background: environment.look.cellBackground,
                                                 look: environment.symbols.variants)
                y += size
            }
        case .symbol(nil, _):
            // A name the symbol font lacks: nothing drawn, no room kept.
            break
        case .avatar(let avatar):
            let diameter = card.avatarDiameter
            items += AvatarItems.items(avatar, diameter: diameter, leading: midX - diameter / 2,
                                       centerY: y + diameter / 2,
                                       font: initialsFont(diameter: diameter, sizePerDiameter: card.initialsSizePerDiameter),
                                       environment: environment)
            y += diameter
        }
        var gap = card.artworkTitleGap
        for (text, style, color) in [(header.title, card.titleFont, environment.look.title),
                                     (header.subtitle, card.subtitleFont, environment.palette.color(.secondaryLabel))] {
            guard let text, !text.isEmpty else { continue }
            y += gap
            let measured = measurer.measure(text, style: style, width: width, maxLines: 0)
            items.append(.text(TextRun(text: text, style: style, color: color, origin: Point(x, y), width: width,
                                       alignment: .center, height: measured.height, lineCount: measured.lineCount)))
            y += measured.height
            gap = card.titleSubtitleGap
        }
        let bottom = grid.snap(y + card.bottomPadding)
        let background = FilledShape(rect: Rect(x: environment.cardX, y: top, width: environment.cardWidth,
                                                height: bottom - top),
                                     radii: CornerRadii(all: environment.metrics.cornerRadius),
                                     curve: card.cornerCurve ?? environment.cornerCurve,
                                     color: environment.look.cellBackground)
        return (background, items, bottom)
    }

    /// The rows' initials font at the card's proportion.
    private func initialsFont(diameter: Double, sizePerDiameter: Double) -> TextStyle {
        var font = environment.resolved.look.avatars.initialsFont
        font.size = diameter * sizePerDiameter
        return font
    }
}
