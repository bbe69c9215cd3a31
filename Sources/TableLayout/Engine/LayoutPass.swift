import TableSpec

/// One run of layout over a spec: walks the sections top to bottom, appending primitives.
struct LayoutPass {
    let environment: LayoutEnvironment
    let measurer: TextMeasuring
    /// The next free y position, in points.
    private(set) var cursor: Double = 0
    /// Primitives so far, back to front.
    private(set) var items: [DisplayItem] = []
    /// Bottom of the last drawn row and its pitch, for plain-style filler separators.
    private var lastRowBottom: Double?

    init(environment: LayoutEnvironment, measurer: TextMeasuring) {
        self.environment = environment
        self.measurer = measurer
    }

    private var metrics: StyleMetrics { environment.metrics }
    private var grid: PixelGrid { environment.grid }

    mutating func run() {
        cursor = environment.spec.safeArea.top + metrics.leadingGap
        for section in environment.spec.sections {
            layoutSection(section)
        }
        cursor += metrics.trailingGap
    }

    // MARK: Sections

    private mutating func layoutSection(_ section: Section) {
        let cardTop = layoutHeader(section.header)
        let cardBottom = section.rows.isEmpty ? cardTop : layoutCard(section.rows, top: cardTop)
        layoutFooter(section.footer, below: cardBottom)
    }

    /// Places the header area from the cursor and returns where the card starts.
    private mutating func layoutHeader(_ header: SectionHeader?) -> Double {
        guard let header, !header.text.isEmpty else {
            return grid.snap(cursor + metrics.emptyHeaderHeight)
        }
        let uppercase = header.uppercase ?? metrics.uppercaseHeadersByDefault
        let text = uppercase ? header.text.uppercased() : header.text
        let x = environment.contentLeading
        let width = max(1, environment.contentTrailing - x)
        let font = environment.footnoteFont
        let measured = measurer.measure(text, style: font, width: width, maxLines: 0)
        let color = environment.palette.color(.secondaryLabel)
        if environment.spec.style == .plain {
            let bandHeight = grid.snap(max(metrics.plainHeaderMinimumHeight, measured.height + 12))
            items.append(.fill(FilledShape(rect: Rect(x: 0, y: cursor, width: environment.spec.width, height: bandHeight),
                                           color: environment.plainHeaderBackground)))
            items.append(.text(TextRun(text: text, style: font, color: color,
                                       origin: Point(x, cursor + (bandHeight - measured.height) / 2), width: width)))
            return grid.snap(cursor + bandHeight)
        }
        let textTop = cursor + metrics.headerFirstBaseline - measured.firstBaseline
        items.append(.text(TextRun(text: text, style: font, color: color, origin: Point(x, textTop), width: width)))
        return grid.snap(textTop + measured.lastBaseline + metrics.headerBaselineToCard)
    }

    /// Places the footer area below `cardBottom` and moves the cursor past it.
    private mutating func layoutFooter(_ footer: String?, below cardBottom: Double) {
        guard let footer, !footer.isEmpty else {
            cursor = cardBottom + metrics.emptyFooterHeight
            return
        }
        let x = environment.contentLeading
        let width = max(1, environment.contentTrailing - x)
        let measured = measurer.measure(footer, style: environment.footnoteFont, width: width, maxLines: 0)
        let textTop = cardBottom + metrics.footerFirstBaseline - measured.firstBaseline
        items.append(.text(TextRun(text: footer, style: environment.footnoteFont,
                                   color: environment.palette.color(.secondaryLabel),
                                   origin: Point(x, textTop), width: width)))
        cursor = textTop + measured.lastBaseline + metrics.footerBaselineToEnd
    }

    // MARK: Cards

    /// Lays out the rows of one section as a card starting at `top`; returns the card's bottom.
    private mutating func layoutCard(_ rows: [Row], top: Double) -> Double {
        let builder = RowBuilder(environment: environment, measurer: measurer)
        let arranged = rows.map(builder.arrange)
        var frames: [Rect] = []
        var y = top
        for row in arranged {
            let height = builder.height(of: row)
            let bottom = grid.snap(y + height)
            frames.append(Rect(x: environment.cardX, y: y, width: environment.cardWidth, height: bottom - y))
            y = bottom
        }
        let card = Rect(x: environment.cardX, y: top, width: environment.cardWidth, height: y - top)
        let radius = environment.cornerRadius
        let curve = environment.spec.cornerCurve
        items.append(.fill(FilledShape(rect: card, radii: CornerRadii(all: radius), curve: curve,
                                       color: environment.cellBackground)))
        for (index, row) in rows.enumerated() where row.selected {
            let radii = CornerRadii.caps(top: index == 0, bottom: index == rows.count - 1, radius: radius)
            items.append(.fill(FilledShape(rect: frames[index], radii: radii, curve: curve,
                                           color: environment.palette.color(.systemGray4))))
        }
        items += separators(for: rows, frames: frames, card: card)
        for (row, frame) in zip(arranged, frames) {
            items += row.items(in: frame)
        }
        lastRowBottom = y
        return y
    }

    /// Inner separators, plus the full-width outer hairlines of the grouped style.
    private func separators(for rows: [Row], frames: [Rect], card: Rect) -> [DisplayItem] {
        var lines: [DisplayItem] = []
        let style = environment.separatorStyle
        if style == .line || style == .etched || style == .snake {
            let builder = RowBuilder(environment: environment, measurer: measurer)
            let count = metrics.separatorAfterLastRow ? rows.count : rows.count - 1
            for index in 0..<max(0, count) {
                let frame = frames[index]
                let start = builder.separatorStart(for: rows[index], in: frame)
                let end = frame.maxX - (environment.spec.separator?.trailingInset ?? 0)
                lines += separatorLines(from: start, to: end, bottom: frame.maxY)
            }
        }
        if metrics.outerHairlines && style != .none {
            let top = Rect(x: card.x, y: grid.floor(card.y), width: card.width, height: grid.hairline)
            let bottom = Rect(x: card.x, y: grid.floor(card.maxY) - grid.hairline, width: card.width,
                              height: grid.hairline)
            lines.append(.hairline(Hairline(rect: top, color: environment.separatorColor)))
            lines.append(.hairline(Hairline(rect: bottom, color: environment.separatorColor)))
        }
        return lines
    }

    /// One separator lying in the last device pixel row above `bottom` (etched: a light line below a dark one).
    private func separatorLines(from start: Double, to end: Double, bottom: Double) -> [DisplayItem] {
        guard end > start else { return [] }
        let y = grid.floor(bottom) - grid.hairline
        let line = Rect(x: start, y: y, width: end - start, height: grid.hairline)
        guard environment.separatorStyle == .etched else {
            return [.hairline(Hairline(rect: line, color: environment.separatorColor))]
        }
        var dark = line
        dark.y -= grid.hairline
        let light = RGBAColor(255, 255, 255, 153)
        return [.hairline(Hairline(rect: dark, color: environment.separatorColor)),
                .hairline(Hairline(rect: line, color: light))]
    }

    // MARK: Plain filler

    /// The empty-row separators a plain table shows below its last row down to a fixed canvas height.
    func fillerSeparators(downTo height: Double) -> [DisplayItem] {
        guard environment.separatorStyle != .none else { return [] }
        let start = lastRowBottom ?? cursor
        let pitch = metrics.minimumRowHeight
        let leading = environment.spec.separator?.leadingInset ?? environment.contentLeading
        let trailing = environment.spec.separator?.trailingInset ?? 0
        var lines: [DisplayItem] = []
        var bottom = grid.snap(start + pitch)
        // Guard against a runaway loop: a canvas is at most 100,000 pt and rows at least 44 pt.
        while bottom <= height + 1e-9, lines.count < 10_000 {
            lines += separatorLines(from: leading, to: environment.spec.width - trailing, bottom: bottom)
            bottom = grid.snap(bottom + pitch)
        }
        return lines
    }
}
