import TableGraphics
import TableResolve

/// A slider under the row's texts: track, thumb and end symbols, and the slider as VoiceOver focuses it; every
/// number in `SliderLook`.
enum SliderItems {
    /// The slider across the texts' width from `start` to `end`.
    static func placed(fraction: Double, symbols: (minimum: SymbolGlyph?, maximum: SymbolGlyph?), from start: Double,
                       to end: Double, environment: LayoutEnvironment) -> PlacedInlineControl {
        // A text column narrower than the thumb (deep indents at the largest sizes in a narrow canvas) lends the
        // slider the icon's column, so the thumb stays in the row.
        let thumb = environment.resolved.look.controls.slider.thumbSize.width
        let x = max(1, end - start) >= thumb ? start : max(environment.contentLeading, end - thumb)
        return PlacedInlineControl(
            kind: .slider(fraction: fraction, minimumSymbol: symbols.minimum, maximumSymbol: symbols.maximum),
            x: x, width: max(1, end - x))
    }

    /// Track (tint to the thumb's centre, systemFill after it), the thumb over its shadows, the end symbols.
    /// UISlider keeps the thumb inside the track: its centre travels from half a thumb after the track's start to
    /// half a thumb before its end.
    static func items(x: Double, width: Double, fraction: Double, symbols: (minimum: SymbolGlyph?, maximum: SymbolGlyph?),
                      midY: Double, environment: LayoutEnvironment) -> [DisplayItem] {
        let look = environment.resolved.look.controls.slider
        let grid = environment.grid
        let symbolSize = look.symbolFont.size
        var items: [DisplayItem] = []
        var trackStart = x
        var trackEnd = x + width
        // End symbols only where the track keeps at least the thumb's width between them.
        let symbolRoom = Double([symbols.minimum, symbols.maximum].compactMap { $0 }.count) * (symbolSize + look.symbolGap)
        let symbols: (minimum: SymbolGlyph?, maximum: SymbolGlyph?) =
            width - symbolRoom >= look.thumbSize.width ? symbols : (nil, nil)
        if let glyph = symbols.minimum {
            items += symbolItem(glyph, x: trackStart, midY: midY, look: look, environment: environment)
            trackStart += symbolSize + look.symbolGap
        }
        if let glyph = symbols.maximum {
            items += symbolItem(glyph, x: trackEnd - symbolSize, midY: midY, look: look, environment: environment)
            trackEnd -= symbolSize + look.symbolGap
        }
        let thumbSize = look.thumbSize
        let trackWidth = max(thumbSize.width, trackEnd - trackStart)
        let thumbMidX = trackStart + thumbSize.width / 2 + fraction * (trackWidth - thumbSize.width)
        let trackHeight = look.trackHeight
        let trackY = grid.snap(midY - trackHeight / 2)
        let minimum = Rect(x: trackStart, y: trackY, width: thumbMidX - trackStart, height: trackHeight)
        let maximum = Rect(x: thumbMidX, y: trackY, width: trackStart + trackWidth - thumbMidX, height: trackHeight)
        if minimum.width > 0 { items.append(ProgressItems.capsule(minimum, look.minimumTrack)) }
        if maximum.width > 0 { items.append(ProgressItems.capsule(maximum, look.maximumTrack)) }
        let thumb = Rect(x: thumbMidX - thumbSize.width / 2, y: grid.snap(midY - thumbSize.height / 2),
                         width: thumbSize.width, height: thumbSize.height)
        let round = CornerRadii(all: thumbSize.height / 2)
        for shadow in look.thumbShadows {
            items.append(.shadow(ShadowItem(shape: FilledShape(rect: thumb, radii: round, curve: .circular,
                                                               color: shadow.color),
                                            offset: shadow.offset, blurRadius: shadow.blurRadius)))
        }
        items.append(.fill(FilledShape(rect: thumb, radii: round, curve: .circular, color: look.thumb)))
        return items
    }

    /// An end symbol in its square box from `x`, centred on `midY` as bare symbols are: by one line of the symbol
    /// font (proportional to its size, so the accessory's measured line serves), then the glyph's ink offset.
    private static func symbolItem(_ glyph: SymbolGlyph, x: Double, midY: Double, look: SliderLook,
                                   environment: LayoutEnvironment) -> [DisplayItem] {
        let style = look.symbolFont
        let lineHeight = environment.symbolLineHeights.accessory / max(1, environment.symbols.accessoryFont.size)
            * style.size
        let shift = glyph.inkShift(glyph.inkOffset, size: style.size)
        var run = TextRun(text: glyph.text, style: style, color: look.symbol,
                          origin: Point(x + shift.x, midY - lineHeight / 2 + shift.y), width: style.size, maxLines: 1,
                          alignment: .center)
        run.flipsInRightToLeft = glyph.mirrors
        return SymbolComposition.items(run, glyph: glyph, lineHeight: lineHeight, tile: false,
                                       background: environment.look.cellBackground,
                                       look: environment.symbols.variants)
    }

    /// The slider, adjustable, as tall as its thumb from `top`; named by the row's title.
    static func accessibilityElements(x: Double, width: Double, top: Double, look: SliderLook,
                                      context: String?) -> [AccessibilityElement] {
        let box = Rect(x: x, y: top, width: width, height: look.thumbSize.height)
        return [AccessibilityElement(frame: box, label: context ?? "Slider", kind: .slider, traits: .adjustable,
                                     target: box, context: context)]
    }
}
