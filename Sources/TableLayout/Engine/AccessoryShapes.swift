import TableGraphics
import TableResolve

/// Vector drawings of the trailing accessories (no glyph fonts: SF Symbols cannot be shipped).
enum AccessoryShapes {
    static func items(for accessory: PlacedAccessory, centerY: Double,
                      environment: LayoutEnvironment) -> [DisplayItem] {
        let metrics = environment.metrics
        let palette = environment.palette
        switch accessory.kind {
        case .chevron:
            let size = metrics.chevronSize
            let box = Rect(x: accessory.x, y: centerY - size.height / 2, width: size.width, height: size.height)
            return [.stroke(StrokedPath(path: chevron(in: box, lineWidth: metrics.chevronLineWidth),
                                        color: environment.look.chevron, lineWidth: metrics.chevronLineWidth,
                                        cap: metrics.chevronCap))]
        case .checkmark:
            let size = metrics.checkmarkSize
            let box = Rect(x: accessory.x, y: centerY + metrics.checkmarkCenterOffset - size.height / 2,
                           width: size.width, height: size.height)
            return [.stroke(StrokedPath(path: checkmark(in: box, lineWidth: metrics.checkmarkLineWidth),
                                        color: environment.look.checkmark, lineWidth: metrics.checkmarkLineWidth,
                                        flipsInRightToLeft: false))]
        case .infoButton:
            let d = accessory.width
            let box = Rect(x: accessory.x, y: centerY - d / 2, width: d, height: d)
            let pen = metrics.infoButtonLineWidth
            let ring = Path.roundedRect(
                Rect(x: box.x + pen / 2, y: box.y + pen / 2, width: d - pen, height: d - pen),
                radii: CornerRadii(all: d / 2), curve: .circular)
            // The "i": a dot and a stem, drawn so it needs no font.
            let stem = Rect(x: box.midX - pen * 0.6, y: box.y + d * 0.42, width: pen * 1.2, height: d * 0.34)
            let dot = Rect(x: box.midX - pen * 0.75, y: box.y + d * 0.22, width: pen * 1.5, height: pen * 1.5)
            return [
                .stroke(StrokedPath(path: ring, color: environment.look.tint, lineWidth: pen)),
                .fill(FilledShape(rect: stem, radii: CornerRadii(all: pen * 0.6), curve: .circular,
                                  color: environment.look.tint)),
                .fill(FilledShape(rect: dot, radii: CornerRadii(all: pen * 0.75), curve: .circular,
                                  color: environment.look.tint)),
            ]
        case .toggle(let isOn, let onColor):
            return SwitchItems.items(isOn: isOn, onColor: onColor, x: accessory.x, centerY: centerY,
                                     environment: environment)
        case .badge(let text):
            let height = metrics.badgeHeight(textHeight: text.measurement.height)
            let pill = Rect(x: accessory.x, y: centerY - height / 2, width: accessory.width, height: height)
            var label = text
            label.x = pill.x
            label.width = pill.width
            return [
                .fill(FilledShape(rect: pill, radii: CornerRadii(all: height / 2), curve: .circular,
                                  color: palette.color(.systemRed))),
                .text(label.run(top: centerY - text.measurement.height / 2)),
            ]
        case .symbol(let glyph, let color):
            return symbolItems(glyph, color: color, x: accessory.x, centerY: centerY, environment: environment)
        case .control(let control):
            return ControlItems.items(for: control, x: accessory.x, width: accessory.width, centerY: centerY,
                                              environment: environment)
        case .outline(let expanded):
            let parts = environment.resolved.look.tableParts
            let size = parts.outlineChevronSize
            let pen = parts.outlineChevronLineWidth
            // Pointing down, the chevron is the right-pointing one turned a quarter: its box swaps sides.
            let box = expanded
                ? Rect(x: accessory.x, y: centerY - size.width / 2, width: size.height, height: size.width)
                : Rect(x: accessory.x, y: centerY - size.height / 2, width: size.width, height: size.height)
            let path = expanded ? downChevron(in: box, lineWidth: pen) : chevron(in: box, lineWidth: pen)
            return [.stroke(StrokedPath(path: path, color: parts.outlineChevron, lineWidth: pen, cap: .round))]
        }
    }

    /// A symbol's glyph in a square box of its font size, vertically centred by one line of the symbol font.
    static func symbolItems(_ glyph: SymbolGlyph, color: RGBAColor, x: Double, centerY: Double,
                            environment: LayoutEnvironment) -> [DisplayItem] {
        let style = environment.symbols.accessoryFont
        let height = environment.symbolLineHeights.accessory
        // Only the vertical ink offset: horizontally the box is placed by the glyph's trailing side bearing.
        let shift = glyph.inkShift(glyph.inkOffset, size: style.size)
        var run = TextRun(text: glyph.text, style: style, color: color, origin: Point(x, centerY - height / 2 + shift.y),
                          width: style.size, maxLines: 1, alignment: .center)
        run.flipsInRightToLeft = glyph.mirrors
        return SymbolComposition.items(run, glyph: glyph, lineHeight: height, tile: false,
                                       background: environment.look.cellBackground,
                                       look: environment.symbols.variants)
    }

    /// A ">" whose ink (pen included) fills `box`.
    static func chevron(in box: Rect, lineWidth: Double) -> Path {
        let inset = lineWidth / 2
        var path = Path()
        path.move(to: Point(box.x + inset, box.y + inset))
        path.line(to: Point(box.maxX - inset, box.midY))
        path.line(to: Point(box.x + inset, box.maxY - inset))
        return path
    }

    /// A "v" whose ink (pen included) fills `box`.
    static func downChevron(in box: Rect, lineWidth: Double) -> Path {
        let inset = lineWidth / 2
        var path = Path()
        path.move(to: Point(box.x + inset, box.y + inset))
        path.line(to: Point(box.midX, box.maxY - inset))
        path.line(to: Point(box.maxX - inset, box.y + inset))
        return path
    }

    /// A tick whose ink (pen included) fills `box`: a short stroke down, a long one up to the right.
    static func checkmark(in box: Rect, lineWidth: Double) -> Path {
        let inset = lineWidth / 2
        let inner = Rect(x: box.x + inset, y: box.y + inset, width: box.width - lineWidth,
                         height: box.height - lineWidth)
        var path = Path()
        path.move(to: Point(inner.x, inner.y + inner.height * 0.56))
        path.line(to: Point(inner.x + inner.width * 0.36, inner.maxY))
        path.line(to: Point(inner.maxX, inner.y))
        return path
    }
}
