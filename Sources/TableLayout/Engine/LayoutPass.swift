import TableGraphics
import TableResolve

/// One run of layout over a spec: walks the sections top to bottom, appending primitives.
struct LayoutPass {
    let environment: LayoutEnvironment
    let measurer: TextMeasuring
    /// The next free y position, in points.
    private(set) var cursor: Double = 0
    /// Primitives so far, back to front.
    private(set) var items: [DisplayItem] = []
    /// Bottom of the last drawn row, where plain-style filler separators start.
    private var lastRowBottom: Double?
    /// Snake pieces drawn so far: each starts after the previous one in an animated SVG.
    private var snakePieces = 0
    /// Row bottoms, where a tall table may be cut into pages.
    private(set) var pageBreaks: [Double] = []
    /// Where the table's visible rows start: below the bars (on a screen) and the search bar.
    private(set) var tableTop: Double = 0
    /// The table's accessibility elements so far, in VoiceOver's reading order (search field, table header, then
    /// each section's header, rows and footer).
    private(set) var accessibility: [AccessibilityElement] = []

    /// Hands the items over, leaving none: the display list then holds the only reference, so what is inserted
    /// before them and added after them does not copy a tall table's array.
    mutating func takeItems() -> [DisplayItem] {
        defer { items = [] }
        return items
    }

    /// Hands the accessibility elements over, leaving none (as `takeItems`: 168 bytes each, a row or more each,
    /// and copying them all to put the bars' elements first was the peak of a tall table's memory).
    mutating func takeAccessibility() -> [AccessibilityElement] {
        defer { accessibility = [] }
        return accessibility
    }

    init(environment: LayoutEnvironment, measurer: TextMeasuring) {
        self.environment = environment
        self.measurer = measurer
    }

    private var metrics: StyleMetrics { environment.metrics }
    private var look: StyleLook { environment.look }
    private var grid: PixelGrid { environment.grid }

    mutating func run() {
        cursor = ScreenChromeLayout(environment: environment, measurer: measurer).contentTop
        let searchBar = SearchBarItems.height(environment: environment)
        if searchBar > 0 {
            items += SearchBarItems.items(top: cursor, environment: environment, measurer: measurer)
            accessibility += SearchBarItems.accessibility(top: cursor, environment: environment)
            cursor = grid.snap(cursor + searchBar)
            pageBreaks.append(cursor)
        }
        tableTop = cursor
        cursor += metrics.leadingGap
        if let header = environment.content.headerCard {
            layoutTableHeader(header)
        }
        for (index, section) in environment.content.sections.enumerated() {
            let first = accessibility.count
            layoutSection(section)
            for element in first..<accessibility.count { accessibility[element].section = index }
        }
        cursor += metrics.trailingGap
    }

    /// The pinstripes of the classic background, down to `height`.
    func backgroundPattern(height: Double) -> [DisplayItem] {
        guard look.stripePeriod > 0, !look.stripes.isEmpty else { return [] }
        var stripes: [DisplayItem] = []
        var x = 0.0
        while x < environment.canvas.width {
            for stripe in look.stripes {
                // The last repeat is cut at the canvas edge, so nothing is drawn outside it (or, mirrored, before it).
                let left = x + stripe.offset
                let width = min(stripe.width, environment.canvas.width - left)
                guard width > 0 else { continue }
                stripes.append(.fill(FilledShape(rect: Rect(x: left, y: 0, width: width, height: height),
                                                 color: stripe.color)))
            }
            x += look.stripePeriod
        }
        return stripes
    }

    // MARK: Sections

    private mutating func layoutSection(_ section: ContentSection) {
        let cardTop = layoutHeader(section.header)
        var cardBottom = cardTop
        if !section.rows.isEmpty {
            cardBottom = metrics.rowsAreCards ? layoutRowCards(OutlineRows.flatten(section.rows), top: cardTop)
                : layoutCard(OutlineRows.Walk(section.rows), top: cardTop)
        }
        layoutFooter(section.footer, below: cardBottom)
    }

    /// The header card, spaced like a section without header or footer, so the first section follows as a second
    /// section would.
    private mutating func layoutTableHeader(_ header: ContentHeaderCard) {
        let top = grid.snap(cursor + metrics.emptyHeaderHeight)
        let card = HeaderCardLayout(environment: environment, measurer: measurer).layout(header, top: top)
        addCardBackground(card.background)
        items += card.items
        let label = [header.title, header.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        if !label.isEmpty {
            accessibility.append(AccessibilityElement(frame: card.background.rect, label: label, kind: .tableHeader,
                                                      traits: .header))
        }
        addCardBorder(card.background)
        pageBreaks.append(card.bottom)
        cursor = card.bottom + metrics.emptyFooterHeight
    }

    /// Places the header area from the cursor and returns where the card starts.
    private mutating func layoutHeader(_ header: ContentSectionHeader?) -> Double {
        guard let header else {
            return grid.snap(cursor + metrics.emptyHeaderHeight)
        }
        let text = header.drawnText
        let x = environment.contentLeading
        let width = max(1, environment.contentTrailing - x)
        let style = look.header
        let measured = measurer.measure(text, style: style.font, width: width, maxLines: 0)
        if environment.resolved.look.isPlainList {
            let bandHeight = grid.snap(max(metrics.plainHeaderMinimumHeight,
                                           measured.height + 2 * metrics.plainHeaderVerticalPadding))
            items.append(.fill(FilledShape(rect: Rect(x: 0, y: cursor, width: environment.canvas.width, height: bandHeight),
                                           color: look.headerBand)))
            addText(text, look: style, origin: Point(x, cursor + (bandHeight - measured.height) / 2), width: width,
                    measured: measured)
            accessibility.append(AccessibilityElement(
                frame: Rect(x: 0, y: cursor, width: environment.canvas.width, height: bandHeight), label: header.text,
                kind: .header, traits: .header))
            return grid.snap(cursor + bandHeight)
        }
        let textTop = cursor + metrics.headerFirstBaseline - measured.firstBaseline
        addText(text, look: style, origin: Point(x, textTop), width: width, measured: measured)
        // VoiceOver reads the header as written (UIKit uppercases only the drawing).
        accessibility.append(AccessibilityElement(frame: Rect(x: x, y: textTop, width: width, height: measured.height),
                                                  label: header.text, kind: .header, traits: .header))
        return grid.snap(textTop + measured.lastBaseline + metrics.headerBaselineToCard)
    }

    /// Places the footer area below `cardBottom` and moves the cursor past it.
    private mutating func layoutFooter(_ footer: ContentFooter?, below cardBottom: Double) {
        guard let footer else {
            cursor = cardBottom + metrics.emptyFooterHeight
            return
        }
        let x = environment.contentLeading
        let width = max(1, environment.contentTrailing - x)
        let text = footer.text
        let spans = footer.links
        let measured = measurer.measure(text, style: look.footer.font, width: width, maxLines: 0)
        let textTop = cardBottom + metrics.footerFirstBaseline - measured.firstBaseline
        addText(text, look: look.footer, origin: Point(x, textTop), width: width, measured: measured, spans: spans)
        accessibility.append(AccessibilityElement(frame: Rect(x: x, y: textTop, width: width, height: measured.height),
                                                  label: text, kind: .footer, traits: .staticText))
        cursor = textTop + measured.lastBaseline + metrics.footerBaselineToEnd
    }

    /// Header or footer text, with the engraved copy underneath when the look has one.
    private mutating func addText(_ text: String, look: TextLook, origin: Point, width: Double,
                                  measured: TextMeasurement, spans: [ColoredSpan] = []) {
        if let shadow = look.shadowColor {
            let offset = Point(origin.x + look.shadowOffset.x, origin.y + look.shadowOffset.y)
            items.append(.text(TextRun(text: text, style: look.font, color: shadow, origin: offset, width: width,
                                       alignment: look.alignment, height: measured.height,
                                       lineCount: measured.lineCount)))
        }
        var run = TextRun(text: text, style: look.font, color: look.color, origin: origin, width: width,
                          alignment: look.alignment, height: measured.height, lineCount: measured.lineCount)
        run.spans = spans
        items.append(.text(run))
    }

    // MARK: Cards

    /// Row frames stacked from `top` with `gap` between rows, each snapped to device pixels.
    private func rowFrames(_ arranged: [ArrangedRow], top: Double, gap: Double, builder: RowBuilder) -> [Rect] {
        var frames: [Rect] = []
        var y = top
        for row in arranged {
            let bottom = grid.snap(y + builder.height(of: row))
            frames.append(Rect(x: environment.cardX, y: y, width: environment.cardWidth, height: bottom - y))
            y = grid.snap(bottom + gap)
        }
        return frames
    }

    /// A row builder for rows `level` outline levels deep: their content indented by the look's indent per level.
    private func builder(level: Int) -> RowBuilder {
        guard level > 0 else { return RowBuilder(environment: environment, measurer: measurer) }
        let indent = Double(level) * environment.resolved.look.tableParts.outlineIndent
        return RowBuilder(environment: environment.indented(by: indent), measurer: measurer)
    }

    /// Lays out the rows of one section as a card starting at `top`; returns the card's bottom.
    ///
    /// Rows are arranged one at a time and each is dropped once its items are made: a row's frame needs only the
    /// rows above it, so nothing of a row but its frame outlives it (a section of 100,000 rows held every
    /// arranged row, its environment and swipe state at once: hundreds of megabytes). The items still go into
    /// the list in the card's drawing order: background, highlights, separators, prominent fills, contents,
    /// swiped rows, border.
    private mutating func layoutCard(_ outline: OutlineRows.Walk, top: Double) -> Double {
        let count = outline.count
        let radius = metrics.cornerRadius
        let curve = environment.cornerCurve
        let highlights = EditingControls.highlightsSelection(environment)
        let style = environment.separator.style
        let separated = metrics.separatorAfterLastRow ? count : count - 1
        let outerHairlines = metrics.outerHairlines && style != .none
        let heights = builder(level: 0)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var highlightItems: [DisplayItem] = [], lineItems: [DisplayItem] = [], outerLines: [DisplayItem] = []
        var prominentItems: [DisplayItem] = [], rowItems: [DisplayItem] = [], swipeGroups: [DisplayItem] = []
        var y = top
        // The index of each row's top-level row among the section's rows as written (outline children share it).
        var written = -1
        for (index, item) in outline.enumerated() {
            if item.level == 0 || written < 0 { written += 1 }
            // Each row in its own environment: an outline level indents it, and edit mode indents it further
            // (EditingControls); its separator starts at its text in that environment.
            let rowEnvironment = EditingControls.environment(for: item.row, in: builder(level: item.level).environment)
            let row = RowBuilder(environment: rowEnvironment, measurer: measurer)
                .arrange(EditingControls.displayed(item.row, in: rowEnvironment))
            let bottom = grid.snap(y + heights.height(of: row))
            let frame = Rect(x: environment.cardX, y: y, width: environment.cardWidth, height: bottom - y)
            y = grid.snap(bottom)
            frames.append(frame)
            let caps = CornerRadii.caps(top: index == 0, bottom: index == count - 1, radius: radius)
            // A swiped row's items are gathered apart and drawn slid, in one clip group (SwipeActionItems).
            let revealed = SwipeActionItems.reveal(item.row, frame: frame, environment: environment, measurer: measurer)
            var slid: [DisplayItem] = []
            if item.row.selected && highlights {
                var highlight = FilledShape(rect: frame, radii: caps, curve: curve, color: look.selection)
                // The cap row's highlight has the card's squeezed corner (its own height is the cap's).
                if metrics.squeezesCapCorners {
                    highlight.capHeights = CapHeights(top: frame.height, bottom: frame.height)
                }
                if revealed != nil { slid.append(.fill(highlight)) } else { highlightItems.append(.fill(highlight)) }
            }
            // A separator slides with the row it lies in (UIKit's separator belongs to the cell); so do the
            // card's outer hairlines, in the first and last rows.
            var lines: [DisplayItem] = []
            if style == .line || style == .etched, index < separated {
                let textStart = RowBuilder(environment: row.environment, measurer: measurer).textLeading(for: row.row)
                for span in SeparatorSpans.between(rows: [frame], textStarts: [textStart], insets: environment.separator) {
                    lines += separatorLines(from: span.start, to: span.end, bottom: frame.maxY, top: frame.y)
                }
            }
            for line in lines {
                if revealed != nil, Self.lies(line, in: frame) { slid.append(line) } else { lineItems.append(line) }
            }
            if outerHairlines {
                var outer: [DisplayItem] = []
                if index == 0 { outer.append(outerHairline(top: top)) }
                if index == count - 1 {
                    // The card's bottom edge as the card's rectangle gives it (top plus height).
                    outer.append(outerHairline(bottom: Rect(x: environment.cardX, y: top, width: environment.cardWidth,
                                                            height: bottom - top).maxY))
                }
                for line in outer {
                    if revealed != nil, Self.lies(line, in: frame) { slid.append(line) } else { outerLines.append(line) }
                }
            }
            // Over the separators: a prominent row is one filled button, no line through it.
            if item.row.role == .prominent {
                let fill = ProminentRowItems.fill(item.row, frame: frame, radii: caps, curve: curve,
                                                  environment: environment)
                if revealed != nil { slid.append(fill) } else { prominentItems.append(fill) }
            }
            let contents = row.items(in: frame) + EditingControls.items(for: row.row, frame: frame,
                                                                         environment: row.environment)
            if revealed != nil { slid += contents } else { rowItems += contents }
            let firstElement = accessibility.count
            accessibility += row.accessibilityElements(in: frame)
            // VoiceOver reaches a swiped row's visible actions after the row, outermost first.
            accessibility += (revealed?.buttons ?? []).map { button in
                AccessibilityElement(frame: button.shape.rect, label: button.label, kind: .swipeAction,
                                     traits: .button, target: button.shape.rect, context: row.row.title)
            }
            for element in firstElement..<accessibility.count { accessibility[element].row = written }
            if let revealed {
                // The row's part of the card: its rounded caps clip the slid content and the buttons alike.
                swipeGroups.append(SwipeActionItems.group(revealed, slid: slid, clip: FilledShape(
                    rect: frame, radii: caps, curve: curve, color: look.cellBackground)))
            }
        }
        pageBreaks += frames.map(\.maxY)
        let bottom = frames.last?.maxY ?? top
        let card = Rect(x: environment.cardX, y: top, width: environment.cardWidth, height: bottom - top)
        var shape = FilledShape(rect: card, radii: CornerRadii(all: radius), curve: curve, color: look.cellBackground)
        if metrics.squeezesCapCorners, let first = frames.first, let last = frames.last {
            shape.capHeights = CapHeights(top: first.height, bottom: last.height)
        }
        addCardBackground(shape, rowBottoms: frames.map(\.maxY))
        items += highlightItems
        if style == .snake { items += snake(frames) }
        items += lineItems
        items += outerLines
        items += prominentItems
        items += rowItems
        items += swipeGroups
        addCardBorder(shape)
        lastRowBottom = bottom
        return bottom
    }

    /// Whether a separator line lies within a row's frame (and so slides with it).
    private static func lies(_ line: DisplayItem, in frame: Rect) -> Bool {
        guard case .hairline(let hairline) = line else { return false }
        return hairline.rect.y >= frame.y - 1e-9 && hairline.rect.maxY <= frame.maxY + 1e-9
    }

    /// The `cards` style: every row is its own card, `cardGap` apart; returns the last card's bottom.
    private mutating func layoutRowCards(_ outline: [OutlineRow], top: Double) -> Double {
        let arranged = outline.map { builder(level: $0.level).arrange($0.row) }
        let frames = rowFrames(arranged, top: top, gap: metrics.cardGap, builder: builder(level: 0))
        // Between two cards, below the first one's shadow.
        pageBreaks += frames.map { $0.maxY + metrics.cardGap / 2 }
        let written = Self.writtenIndices(outline)
        for (index, (row, frame)) in zip(arranged, frames).enumerated() {
            let shape = FilledShape(rect: frame, radii: CornerRadii(all: metrics.cornerRadius),
                                    curve: environment.cornerCurve, color: look.cellBackground)
            addCardBackground(shape)
            if row.row.selected {
                var highlight = shape
                highlight.color = look.selection
                items.append(.fill(highlight))
            }
            if row.row.role == .prominent {
                items.append(ProminentRowItems.fill(row.row, frame: frame, radii: shape.radii,
                                                              curve: shape.curve, environment: environment))
            }
            items += row.items(in: frame)
            accessibility += row.accessibilityElements(in: frame).map { element in
                var element = element
                element.row = written[index]
                return element
            }
            addCardBorder(shape)
        }
        lastRowBottom = frames.last?.maxY
        return frames.last?.maxY ?? top
    }

    /// For each flattened row, the index of its top-level row among the section's rows as written.
    private static func writtenIndices(_ outline: [OutlineRow]) -> [Int] {
        var index = -1
        return outline.map { item in
            if item.level == 0 { index += 1 }
            return max(index, 0)
        }
    }

    private mutating func addCardBackground(_ shape: FilledShape) {
        if let shadow = look.sectionShadow {
            var caster = shape
            caster.color = shadow.color
            items.append(.shadow(ShadowItem(shape: caster, offset: shadow.offset, blurRadius: shadow.blurRadius)))
        }
        items.append(.fill(shape))
    }

    /// A card taller than two pieces is drawn as pieces cut at row bottoms (`FilledShape.pieces`): the same
    /// pixels, but no shape as tall as a long section, which every page and band of it met. Not when the card
    /// casts a shadow, which is blurred from the whole shape.
    static let cardPieceHeight = 2048.0

    /// The card's background, in pieces cut at `rowBottoms` when it is long (see `cardPieceHeight`).
    private mutating func addCardBackground(_ shape: FilledShape, rowBottoms: [Double]) {
        guard look.sectionShadow == nil else { return addCardBackground(shape) }
        for piece in shape.pieces(cuttingAt: rowBottoms, minimumHeight: Self.cardPieceHeight) {
            items.append(.fill(piece))
        }
    }

    /// A one-device-pixel border just inside the card's edge, drawn over its contents.
    private mutating func addCardBorder(_ shape: FilledShape) {
        guard let color = look.sectionBorder else { return }
        let half = grid.hairline / 2
        let rect = Rect(x: shape.rect.x + half, y: shape.rect.y + half, width: shape.rect.width - 2 * half,
                        height: shape.rect.height - 2 * half)
        let radius = max(0, shape.radii.topLeft - half)
        let outline = Path.roundedRect(rect, radii: CornerRadii(
            topLeft: max(0, shape.radii.topLeft - half), topRight: max(0, shape.radii.topRight - half),
            bottomRight: max(0, shape.radii.bottomRight - half), bottomLeft: max(0, shape.radii.bottomLeft - half)),
            curve: radius > 0 ? shape.curve : .circular)
        items.append(.stroke(StrokedPath(path: outline, color: color, lineWidth: grid.hairline, cap: .butt)))
    }

    // MARK: Separators

    /// The grouped style's full-width hairline along the card's top edge.
    private func outerHairline(top: Double) -> DisplayItem {
        .hairline(Hairline(rect: Rect(x: environment.cardX, y: grid.floor(top), width: environment.cardWidth,
                                      height: separatorThickness), color: look.separator))
    }

    /// The grouped style's full-width hairline along the card's bottom edge.
    private func outerHairline(bottom: Double) -> DisplayItem {
        let pen = separatorThickness
        return .hairline(Hairline(rect: Rect(x: environment.cardX, y: grid.floor(bottom) - pen,
                                             width: environment.cardWidth, height: pen), color: look.separator))
    }

    /// The snake through one section's rows.
    private mutating func snake(_ frames: [Rect]) -> [DisplayItem] {
        let look = environment.separator
        return SnakePath.segments(rows: frames, padding: look.snakePadding, lineWidth: look.snakeLineWidth).map { piece in
            var stroke = StrokedPath(path: piece.path, color: look.snakeColor, lineWidth: look.snakeLineWidth,
                                     cap: .butt)
            if let duration = look.snakePieceDuration {
                // Each row starts when the one above has finished.
                stroke.animation = StrokeAnimation(delay: Double(snakePieces) * duration, duration: duration,
                                                   length: piece.length)
            }
            snakePieces += 1
            return .stroke(stroke)
        }
    }

    /// The separators' pen: one device pixel, or the generation's thickness snapped to whole pixels (iOS 26's
    /// 1 pt is 3 px at 3×), never thinner than a pixel.
    private var separatorThickness: Double {
        guard let points = environment.separator.thickness else { return grid.hairline }
        return max(grid.hairline, grid.snap(points))
    }

    /// One separator lying in the last device pixels above `bottom` (etched: a light line below a dark one).
    private func separatorLines(from start: Double, to end: Double, bottom: Double,
                                top: Double = -.infinity) -> [DisplayItem] {
        guard end > start else { return [] }
        let pen = separatorThickness
        let y = grid.floor(bottom) - pen
        let line = Rect(x: start, y: y, width: end - start, height: pen)
        guard environment.separator.style == .etched else {
            return [.hairline(Hairline(rect: line, color: look.separator))]
        }
        var dark = line
        dark.y -= pen
        // A row shorter than two device pixels has room for the light line only: the dark one would leave it.
        guard dark.y >= top - 1e-9 else { return [.hairline(Hairline(rect: line, color: look.etchHighlight))] }
        return [.hairline(Hairline(rect: dark, color: look.separator)),
                .hairline(Hairline(rect: line, color: look.etchHighlight))]
    }

    // MARK: Plain filler

    /// The empty-row separators a plain table shows below its last row down to a fixed canvas height.
    func fillerSeparators(downTo height: Double) -> [DisplayItem] {
        guard environment.separator.style == .line || environment.separator.style == .etched else { return [] }
        let start = lastRowBottom ?? cursor
        let pitch = metrics.minimumRowHeight
        var frames: [Rect] = []
        var bottoms: [Double] = []
        var bottom = grid.snap(start + pitch)
        // Guard against a runaway loop: a canvas is at most 100,000 pt and rows at least 44 pt.
        while bottom <= height + 1e-9, frames.count < 10_000 {
            frames.append(Rect(x: environment.cardX, y: bottom - pitch, width: environment.cardWidth, height: pitch))
            bottoms.append(bottom)
            bottom = grid.snap(bottom + pitch)
        }
        // Empty rows have no text: their separators start where a row's text would.
        let spans = SeparatorSpans.between(rows: frames, textStarts: frames.map { _ in environment.contentLeading },
                                           insets: environment.separator)
        return zip(spans, bottoms).flatMap { span, bottom in
            separatorLines(from: span.start, to: span.end, bottom: bottom)
        }
    }
}
