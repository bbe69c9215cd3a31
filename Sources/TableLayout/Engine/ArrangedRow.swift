import TableGraphics
import TableResolve

/// A row whose contents are placed horizontally and measured; `items(in:)` places them in a frame.
struct ArrangedRow {
    let row: ContentRow
    let environment: LayoutEnvironment
    let accessories: [PlacedAccessory]
    var title: PlacedText?
    var subtitle: PlacedText?
    /// A third stacked text under the subtitle: the `cards` style's multi-line description.
    var note: PlacedText?
    var detail: PlacedText?
    /// A text field beside the title, or a slider or progress bar under the texts (ControlItems).
    var inline: PlacedInlineControl?

    init(row: ContentRow, environment: LayoutEnvironment, accessories: [PlacedAccessory]) {
        self.row = row
        self.environment = environment
        self.accessories = accessories
    }

    private var metrics: StyleMetrics { environment.metrics }

    /// The leading column's texts, top to bottom.
    var stack: [PlacedText] { [title, subtitle, note].compactMap { $0 } }

    /// Height of the leading column with its spacing, a slider or progress bar under the texts included.
    var stackHeight: Double {
        let heights = stack.map(\.measurement.height)
        let texts = heights.reduce(0, +) + Double(max(0, heights.count - 1)) * metrics.subtitleSpacing
        return texts + stackedControlHeight(afterTexts: !heights.isEmpty)
    }

    /// The height a stacked control adds, with its gap to texts above it.
    private func stackedControlHeight(afterTexts: Bool) -> Double {
        let controls = environment.resolved.look.controls
        guard let height = inline?.stackedHeight(controls), height > 0 else { return 0 }
        return height + (afterTexts ? controls.stackedGap : 0)
    }

    /// Height of the tallest text column: title, subtitle and note stacked, or title beside detail (or a field).
    var contentHeight: Double {
        max(stackHeight, detail?.measurement.height ?? 0, inline?.besideHeight ?? 0)
    }

    /// The primitives of the row's contents (not its background or separator) in `frame`.
    func items(in frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let midY = frame.midY
        if let icon = row.icon {
            items += iconItems(icon, centerY: midY)
        }
        var top = midY - stackHeight / 2
        let titleMidY = top + (title?.measurement.height ?? 0) / 2
        for text in stack {
            items.append(.text(text.run(top: top)))
            top += text.measurement.height + metrics.subtitleSpacing
        }
        let hasStackedControl = stackedControlHeight(afterTexts: false) > 0
        if let detail {
            // Beside the title when a control sits under it (a slider's value), else centred on the row.
            let detailMidY = hasStackedControl && title != nil ? titleMidY : midY
            items.append(.text(detail.run(top: detailMidY - detail.measurement.height / 2)))
        }
        if let inline {
            // A stacked control is the bottom of the leading column.
            let controlTop = midY + stackHeight / 2 - inline.stackedHeight(environment.resolved.look.controls)
            items += ControlItems.items(for: inline, top: controlTop, centerY: midY, environment: environment)
        }
        for accessory in accessories {
            items += AccessoryShapes.items(for: accessory, centerY: midY, environment: environment)
        }
        return items
    }

    private func iconItems(_ icon: ContentIcon, centerY: Double) -> [DisplayItem] {
        let size = metrics.iconSize
        let tile = Rect(x: environment.contentLeading, y: environment.grid.snap(centerY - size / 2),
                        width: size, height: size)
        let palette = environment.palette
        switch icon {
        case .glyph(let glyph, let color):
            var items: [DisplayItem] = [.fill(FilledShape(
                rect: tile, radii: CornerRadii(all: metrics.iconCornerRadius), curve: environment.cornerCurve,
                color: color))]
            if !glyph.isEmpty {
                let font = environment.fonts.glyph
                // The glyph's box spans the tile, centred on it by one line of the spec's font (not the glyph's
                // own measure, so symbols from fallback fonts sit where letters do); centred alignment keeps wide
                // glyphs centred.
                let height = environment.glyphLineHeight
                items.append(.text(TextRun(text: glyph, style: font, color: environment.look.iconGlyph,
                                           origin: Point(tile.x, tile.midY - height / 2),
                                           width: tile.width, maxLines: 1, alignment: .center)))
            }
            return items
        case .symbol(let symbol):
            return symbolItems(symbol, tile: tile, centerY: centerY)
        case .avatar(let avatar):
            let diameter = environment.avatarSize(for: row).diameter
            return AvatarItems.items(avatar, diameter: diameter, leading: environment.contentLeading,
                                     centerY: centerY,
                                     font: environment.resolved.look.avatars.initialsFont(diameter: diameter),
                                     environment: environment)
        case .image(let path):
            // Transparent parts of the image show the tile's neutral fill, as a UIImageView on a cell would.
            return [.image(ImageItem(shape: FilledShape(rect: tile, radii: CornerRadii(all: metrics.iconCornerRadius),
                                                        curve: environment.cornerCurve,
                                                        color: palette.color(.clear)),
                                     path: path))]
        }
    }

    /// A symbol white in its coloured tile, or bare in its colour (tint by default) centred in the icon column.
    private func symbolItems(_ symbol: ContentSymbol, tile: Rect, centerY: Double) -> [DisplayItem] {
        guard let glyph = symbol.glyph else { return [] }
        let symbols = environment.symbols
        var items: [DisplayItem] = []
        var run: TextRun
        let height: Double
        if symbol.tile {
            items.append(.fill(FilledShape(
                rect: tile, radii: CornerRadii(all: metrics.iconCornerRadius), curve: environment.cornerCurve,
                color: symbol.color)))
            height = environment.symbolLineHeights.tile
            let shift = glyph.inkShift(glyph.tileInkOffset, size: symbols.tileFont.size)
            run = TextRun(text: glyph.tileText, style: symbols.tileFont, color: environment.look.iconGlyph,
                          origin: Point(tile.x + shift.x, tile.midY - height / 2 + shift.y), width: tile.width,
                          maxLines: 1, alignment: .center)
        } else {
            height = environment.symbolLineHeights.bare
            // The glyph's square (its font size, wider than the column) is centred on the column.
            let size = symbols.bareFont.size
            let columnMidX = environment.contentLeading + symbols.bareColumnWidth / 2
            let shift = glyph.inkShift(glyph.inkOffset, size: size)
            run = TextRun(text: glyph.text, style: symbols.bareFont,
                          color: symbol.color,
                          origin: Point(columnMidX - size / 2 + shift.x, centerY - height / 2 + shift.y),
                          width: size, maxLines: 1, alignment: .center)
        }
        run.flipsInRightToLeft = glyph.mirrors
        // A knocked-out glyph or a gap shows what is behind the symbol: the tile, else the cell.
        items += SymbolComposition.items(run, glyph: glyph, lineHeight: height, tile: symbol.tile,
                                         background: symbol.tile ? symbol.color : environment.look.cellBackground,
                                         look: symbols.variants)
        return items
    }
}
