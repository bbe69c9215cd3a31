import TableGraphics
import TableResolve

/// Draws a symbol from the run a plain glyph would be: the glyph as it is, or its variant rule (a ring, a filled
/// circle with the glyph knocked out, a rounded square, a slash over a gap, a badge) from `SymbolVariantLook`'s
/// numbers, and characters of the text font for letters, digits and signs. Every site that draws a symbol (tile,
/// bare icon, accessory, header card, slider, swipe action) builds its plain run and hands it here.
enum SymbolComposition {
    /// The items drawing `glyph`. `run` is the plain glyph's run (its box centred where the symbol goes, ink offset
    /// applied, `width` the box width), `lineHeight` one line of the symbol font at the run's size, `tile` whether
    /// the tile cut and its offsets were used, `background` the colour behind the symbol (what knocked-out glyphs
    /// and gaps are drawn in). A plain glyph of the symbol font is exactly `[.text(run)]`.
    static func items(_ run: TextRun, glyph: SymbolGlyph, lineHeight: Double, tile: Bool, background: RGBAColor,
                      look: SymbolVariantLook) -> [DisplayItem] {
        if glyph.variant == .plain && glyph.characters == nil { return [.text(run)] }
        let size = run.style.size
        let shift = glyph.inkShift(tile ? glyph.tileInkOffset : glyph.inkOffset, size: size)
        let center = Point(run.origin.x - shift.x + run.width / 2, run.origin.y - shift.y + lineHeight / 2)
        let pen = (tile ? look.tileRingWidth : look.ringWidth) * size
        let variant = glyph.variant
        var items: [DisplayItem] = []
        switch variant {
        case .circle:
            let radius = look.ringDiameter * size / 2
            items.append(.stroke(StrokedPath(path: circle(center, radius: radius), color: run.color, lineWidth: pen,
                                             flipsInRightToLeft: false)))
        case .circleFill:
            let radius = look.filledDiameter * size / 2
            items.append(.fill(FilledShape(rect: square(center, side: 2 * radius), radii: CornerRadii(all: radius),
                                           curve: .circular, color: run.color)))
        case .square:
            items.append(.stroke(StrokedPath(
                path: .roundedRect(square(center, side: look.squareSide * size),
                                   radii: CornerRadii(all: look.squareCornerRadius * size), curve: .continuous),
                color: run.color, lineWidth: pen, flipsInRightToLeft: false)))
        case .squareFill:
            items.append(.fill(FilledShape(rect: square(center, side: look.filledDiameter * size),
                                           radii: CornerRadii(all: look.filledSquareCornerRadius * size),
                                           curve: .continuous, color: run.color)))
        case .plain, .slash, .badge:
            break
        }
        // The glyph itself: smaller inside an enclosure (knocked out of a filled one), else at its size.
        let scale = variant.isEnclosed ? look.innerScale : 1
        let color = variant.isFilledEnclosure ? background : run.color
        if let characters = glyph.characters {
            items.append(.text(characterRun(characters, run: run, center: center, enclosed: variant.isEnclosed,
                                            color: color, look: look)))
        } else {
            var inner = run
            inner.color = color
            inner.style.size = size * scale
            inner.width = run.width == size ? size * scale : run.width
            inner.origin = Point(center.x - inner.width / 2 + shift.x * scale,
                                 center.y - lineHeight * scale / 2 + shift.y * scale)
            items.append(.text(inner))
        }
        switch variant {
        case .slash:
            let reach = look.slashReach * size
            var line = Path()
            line.move(to: Point(center.x - reach, center.y - reach))
            line.line(to: Point(center.x + reach, center.y + reach))
            items.append(.stroke(StrokedPath(path: line, color: background, lineWidth: pen + 2 * look.slashGap * size,
                                             cap: .butt, flipsInRightToLeft: glyph.mirrors)))
            items.append(.stroke(StrokedPath(path: line, color: run.color, lineWidth: pen,
                                             flipsInRightToLeft: glyph.mirrors)))
        case .badge:
            guard let badge = glyph.badgeText else { break }
            let badgeCenter = Point(center.x + look.badgeOffset * size, center.y + look.badgeOffset * size)
            let gapDiameter = (look.badgeDiameter + 2 * look.badgeGap) * size
            items.append(.fill(FilledShape(rect: square(badgeCenter, side: gapDiameter),
                                           radii: CornerRadii(all: gapDiameter / 2), curve: .circular,
                                           color: background)))
            let badgeSize = look.badgeDiameter / look.badgeInkPerSize * size
            var style = run.style
            style.size = badgeSize
            items.append(.text(TextRun(text: badge, style: style, color: run.color,
                                       origin: Point(badgeCenter.x - badgeSize / 2,
                                                     badgeCenter.y - lineHeight / size * badgeSize / 2),
                                       width: badgeSize, maxLines: 1, alignment: .center)))
        case .plain, .circle, .circleFill, .square, .squareFill:
            break
        }
        return items
    }

    /// Characters of the text font whose capitals' ink is centred on `center` (SF Symbols' letters and signs).
    private static func characterRun(_ characters: String, run: TextRun, center: Point, enclosed: Bool,
                                     color: RGBAColor, look: SymbolVariantLook) -> TextRun {
        var style = look.characterFont
        style.size = run.style.size * look.characterSize(count: characters.count, enclosed: enclosed)
        let width = max(run.width, style.size * Double(characters.count))
        return TextRun(text: characters, style: style, color: color,
                       origin: Point(center.x - width / 2,
                                     center.y - (look.characterAscent - look.characterCapHeight / 2) * style.size),
                       width: width, maxLines: 1, alignment: .center)
    }

    private static func square(_ center: Point, side: Double) -> Rect {
        Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }

    private static func circle(_ center: Point, radius: Double) -> Path {
        .roundedRect(square(center, side: 2 * radius), radii: CornerRadii(all: radius), curve: .circular)
    }
}
