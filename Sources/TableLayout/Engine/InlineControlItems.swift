import TableGraphics
import TableResolve
import TableSpec

/// A control drawn inside a row's content (issue 15): a text field beside the title, or a slider or progress bar
/// stacked under the texts, with its horizontal extent.
struct PlacedInlineControl {
    enum Kind {
        /// The field's text (value, bullets or placeholder), centred on the row beside the title; nil when the
        /// field is empty and has no placeholder.
        case field(PlacedText?)
        /// A slider: the thumb at `fraction` of the way from the leading end, optional symbols at the ends.
        case slider(fraction: Double, minimumSymbol: SymbolGlyph?, maximumSymbol: SymbolGlyph?)
        /// A progress bar filled to `fraction`.
        case progress(fraction: Double)
    }

    var kind: Kind
    /// Leading edge of the control (a field's text box, a slider's minimum symbol or track, a bar).
    var x: Double
    /// Width from `x` to the control's trailing edge.
    var width: Double

    /// Height the control adds under the row's texts: the slider's thumb or the bar; 0 for a field.
    func stackedHeight(_ look: InlineControlLook) -> Double {
        switch kind {
        case .field: return 0
        case .slider: return look.sliderThumbSize.height
        case .progress: return look.progressHeight
        }
    }

    /// Height of what sits beside the texts rather than under them: a field's text.
    var besideHeight: Double {
        if case .field(let text?) = kind { return text.measurement.height }
        return 0
    }
}

extension RowBuilder {
    /// A text-field row: the title at the leading edge (wrapping past a share of the width), the field from the
    /// title column (or after a wider title), or across the content width without a title.
    ///
    /// Why a column: Settings' `PSTextFieldSpecifier` (and InAppSettingsKit, which copies it) start the field at
    /// a fixed column after short titles, so the fields of a section line up, left-aligned, and move past a
    /// title only when it is wider; SwiftUI's untitled `TextField` in a Form spans the row. The trailing-aligned
    /// field of `LabeledContent` is the rarer look in Settings-like screens.
    func arrangeTextField(_ field: TextFieldControl, into arranged: ArrangedRow, from start: Double,
                          to end: Double) -> ArrangedRow {
        var arranged = arranged
        let look = environment.resolved.look.inlineControls
        let row = arranged.row
        let available = max(1, end - start)
        var fieldX = start
        if !row.title.isEmpty {
            let natural = measurer.measure(row.title, style: environment.fonts.title, width: nil, maxLines: 1).width
            let titleWidth = max(1, min(natural, available * look.textFieldTitleMaximumShare))
            arranged.title = placeTitle(row, x: start, width: titleWidth)
            // The column scales with the text; at the largest sizes it is held to the title's share, so the field
            // keeps the rest of the row.
            let column = min(look.textFieldColumn, available * look.textFieldTitleMaximumShare)
            fieldX = start + max(column, titleWidth + look.textFieldTitleGap)
        }
        let width = max(1, end - fieldX)
        var shown = field.value
        var color = look.textFieldValue
        if field.value.isEmpty {
            shown = field.placeholder
            color = look.textFieldPlaceholder
        } else if field.secure {
            shown = String(repeating: look.secureBullet, count: field.value.count)
        }
        // A field is one line: UITextField scrolls rather than wraps, so a long value is cut with an ellipsis.
        let text = shown.isEmpty ? nil
            : place(shown, style: environment.fonts.title.withWeight(.regular), color: color, x: fieldX, width: width,
                    maxLines: 1)
        arranged.inline = PlacedInlineControl(kind: .field(text), x: fieldX, width: width)
        return arranged
    }

    /// The row with its slider or progress bar (if it has one) across the texts' width, under them.
    func withInlineControl(_ arranged: ArrangedRow, from start: Double, to end: Double) -> ArrangedRow {
        var arranged = arranged
        let width = max(1, end - start)
        let stacked: Bool
        switch arranged.row.control {
        case .slider?, .progress?: stacked = true
        default: stacked = false
        }
        // Without a title the control is the row's only content, centred in it (an empty line would push it down).
        if stacked && arranged.row.title.isEmpty { arranged.title = nil }
        switch arranged.row.control {
        case .slider(let slider)?:
            // A text column narrower than the thumb (deep indents at the largest sizes in a narrow canvas) lends
            // the slider the icon's column, so the thumb stays in the row.
            let thumb = environment.resolved.look.inlineControls.sliderThumbSize.width
            let x = width >= thumb ? start : max(environment.contentLeading, end - thumb)
            arranged.inline = PlacedInlineControl(
                kind: .slider(fraction: slider.fraction,
                              minimumSymbol: slider.minimumSymbol.flatMap(SymbolCatalog.glyph(named:)),
                              maximumSymbol: slider.maximumSymbol.flatMap(SymbolCatalog.glyph(named:))),
                x: x, width: max(1, end - x))
        case .progress(let value)?:
            arranged.inline = PlacedInlineControl(kind: .progress(fraction: min(1, max(0, value.isNaN ? 0 : value))),
                                                  x: start, width: width)
        default:
            break
        }
        return arranged
    }
}

/// The primitives of inline controls, prominent rows' fills and footers' link spans.
enum InlineControlItems {
    /// A control's items; a stacked control's box starts at `top`, a field is centred on `centerY`.
    static func items(for control: PlacedInlineControl, top: Double, centerY: Double,
                      environment: LayoutEnvironment) -> [DisplayItem] {
        let look = environment.resolved.look.inlineControls
        let grid = environment.grid
        switch control.kind {
        case .field(let text):
            guard let text else { return [] }
            return [.text(text.run(top: centerY - text.measurement.height / 2))]
        case .progress(let fraction):
            let height = look.progressHeight
            let bar = Rect(x: control.x, y: grid.snap(top), width: control.width, height: height)
            var filled = bar
            filled.width = bar.width * fraction
            var items = [capsule(bar, look.progressTrack)]
            if filled.width > 0 { items.append(capsule(filled, look.progressFill)) }
            return items
        case .slider(let fraction, let minimumSymbol, let maximumSymbol):
            return sliderItems(control, fraction: fraction, symbols: (minimumSymbol, maximumSymbol),
                               midY: top + look.sliderThumbSize.height / 2, environment: environment)
        }
    }

    /// Track (tint to the thumb's centre, systemFill after it), the thumb over its shadows, the end symbols.
    /// UISlider keeps the thumb inside the track: its centre travels from half a thumb after the track's start to
    /// half a thumb before its end.
    private static func sliderItems(_ control: PlacedInlineControl, fraction: Double,
                                    symbols: (minimum: SymbolGlyph?, maximum: SymbolGlyph?), midY: Double,
                                    environment: LayoutEnvironment) -> [DisplayItem] {
        let look = environment.resolved.look.inlineControls
        let grid = environment.grid
        let symbolSize = look.sliderSymbolFont.size
        var items: [DisplayItem] = []
        var trackStart = control.x
        var trackEnd = control.x + control.width
        // End symbols only where the track keeps at least the thumb's width between them.
        let symbolRoom = Double([symbols.minimum, symbols.maximum].compactMap { $0 }.count) * (symbolSize + look.sliderSymbolGap)
        let symbols: (minimum: SymbolGlyph?, maximum: SymbolGlyph?) =
            control.width - symbolRoom >= look.sliderThumbSize.width ? symbols : (nil, nil)
        if let glyph = symbols.minimum {
            items.append(symbolItem(glyph, x: trackStart, midY: midY, environment: environment))
            trackStart += symbolSize + look.sliderSymbolGap
        }
        if let glyph = symbols.maximum {
            items.append(symbolItem(glyph, x: trackEnd - symbolSize, midY: midY, environment: environment))
            trackEnd -= symbolSize + look.sliderSymbolGap
        }
        let thumbSize = look.sliderThumbSize
        let trackWidth = max(thumbSize.width, trackEnd - trackStart)
        let thumbMidX = trackStart + thumbSize.width / 2 + fraction * (trackWidth - thumbSize.width)
        let trackHeight = look.sliderTrackHeight
        let trackY = grid.snap(midY - trackHeight / 2)
        let minimum = Rect(x: trackStart, y: trackY, width: thumbMidX - trackStart, height: trackHeight)
        let maximum = Rect(x: thumbMidX, y: trackY, width: trackStart + trackWidth - thumbMidX, height: trackHeight)
        if minimum.width > 0 { items.append(capsule(minimum, look.sliderMinimumTrack)) }
        if maximum.width > 0 { items.append(capsule(maximum, look.sliderMaximumTrack)) }
        let thumb = Rect(x: thumbMidX - thumbSize.width / 2, y: grid.snap(midY - thumbSize.height / 2),
                         width: thumbSize.width, height: thumbSize.height)
        let round = CornerRadii(all: thumbSize.height / 2)
        for shadow in look.sliderThumbShadows {
            items.append(.shadow(ShadowItem(shape: FilledShape(rect: thumb, radii: round, curve: .circular,
                                                               color: shadow.color),
                                            offset: shadow.offset, blurRadius: shadow.blurRadius)))
        }
        items.append(.fill(FilledShape(rect: thumb, radii: round, curve: .circular, color: look.sliderThumb)))
        return items
    }

    /// An end symbol in its square box from `x`, centred on `midY` as bare symbols are: by one line of the symbol
    /// font (proportional to its size, so the accessory's measured line serves), then the glyph's ink offset.
    private static func symbolItem(_ glyph: SymbolGlyph, x: Double, midY: Double,
                                   environment: LayoutEnvironment) -> DisplayItem {
        let look = environment.resolved.look.inlineControls
        let style = look.sliderSymbolFont
        let lineHeight = environment.symbolLineHeights.accessory / max(1, environment.symbols.accessoryFont.size)
            * style.size
        let shift = glyph.inkShift(glyph.inkOffset, size: style.size)
        var run = TextRun(text: glyph.text, style: style, color: look.sliderSymbol,
                          origin: Point(x + shift.x, midY - lineHeight / 2 + shift.y), width: style.size, maxLines: 1,
                          alignment: .center)
        run.flipsInRightToLeft = glyph.mirrors
        return .text(run)
    }

    /// A round-capped bar.
    private static func capsule(_ rect: Rect, _ color: RGBAColor) -> DisplayItem {
        .fill(FilledShape(rect: rect, radii: CornerRadii(all: rect.height / 2), curve: .circular, color: color))
    }

    /// A prominent row's fill in its `frame`: the cell with the card's corners (`radii`), or a capsule in iOS 26.
    static func prominentFill(_ row: Row, frame: Rect, radii: CornerRadii, curve: CornerCurve,
                              environment: LayoutEnvironment) -> DisplayItem {
        let look = environment.resolved.look.inlineControls
        let color = row.disabled ? look.prominentDisabledFill : look.prominentFill
        if look.prominentIsCapsule {
            var capsule = frame
            if !environment.metrics.insetSections {
                // Edge to edge there is no card to be the button's outline: the capsule spans the content's
                // width, as a full-width button in a plain list row does.
                capsule.x = environment.contentLeading
                capsule.width = max(0, environment.contentTrailing - environment.contentLeading)
            }
            return .fill(FilledShape(rect: capsule, radii: CornerRadii(all: capsule.height / 2), curve: .circular,
                                     color: color))
        }
        return .fill(FilledShape(rect: frame, radii: radii, curve: curve, color: color))
    }

    /// The link runs of a footer as coloured spans of its plain text.
    static func linkSpans(_ text: LinkedText, color: RGBAColor) -> [ColoredSpan] {
        var spans: [ColoredSpan] = []
        var offset = 0
        for run in text.runs {
            let length = run.text.unicodeScalars.count
            if run.url != nil { spans.append(ColoredSpan(start: offset, length: length, color: color)) }
            offset += length
        }
        return spans
    }
}
