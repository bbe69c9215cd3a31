import TableGraphics
import TableSpec

extension TableContent {
    /// The content of `spec` under its resolved `look`: every authored colour through the look's palette, every
    /// symbol name through the catalog, footer links parsed, the table's defaults given to each row.
    public init(_ spec: Spec, look: Look) {
        let builder = ContentBuilder(spec: spec, look: look)
        self.init(
            sections: spec.sections.map(builder.section),
            headerCard: spec.tableHeader.map(builder.headerCard),
            navigationBar: spec.navigationBar.map {
                ContentNavigationBar(title: $0.title, largeTitle: $0.largeTitle, back: $0.back, trailing: $0.trailing,
                                     leading: $0.leading)
            },
            statusBarTime: (spec.statusBar ?? StatusBarSpec()).time,
            searchBar: spec.searchBar.map {
                ContentSearchBar(placeholder: $0.placeholder, text: $0.text,
                                 magnifier: SymbolCatalog.glyph(named: "magnifyingglass"))
            },
            sectionIndexTitles: Self.indexTitles(of: spec),
            editing: spec.editing,
            multipleSelection: spec.selection == .multiple)
        drawsStatusBar = spec.windowChrome.statusBar
        drawsHomeIndicator = spec.windowChrome.homeIndicator
    }

    /// The titles a spec's index shows: its own, or the first letter of each section header, uppercased
    /// (sections without header text have none).
    static func indexTitles(of spec: Spec) -> [String] {
        switch spec.sectionIndex {
        case nil:
            return []
        case .titles(let titles)?:
            return titles
        case .fromHeaders?:
            // The first grapheme, so "Éclair" gives "É" and a flag emoji stays whole.
            return spec.sections.compactMap { section in
                section.header?.text.first.map { String($0).uppercased() }
            }
        }
    }
}

/// Turns the spec's sections and rows into content, one value at a time.
private struct ContentBuilder {
    let spec: Spec
    let look: Look

    private var palette: Palette { look.palette }

    func section(_ section: Section) -> ContentSection {
        ContentSection(header: section.header.flatMap(header), rows: section.rows.map(row),
                       footer: section.footer.flatMap(footer))
    }

    private func header(_ header: SectionHeader) -> ContentSectionHeader? {
        guard !header.text.isEmpty else { return nil }
        let uppercase = header.uppercase ?? look.metrics.uppercaseHeadersByDefault
        return ContentSectionHeader(text: header.text, drawnText: uppercase ? header.text.uppercased() : header.text)
    }

    /// `[text](url)` links show their text in the link colour; a footer without links is drawn as written.
    private func footer(_ footer: String) -> ContentFooter? {
        guard !footer.isEmpty else { return nil }
        let linked = LinkedText(parsing: footer)
        guard linked.hasLinks else { return ContentFooter(text: footer) }
        var spans: [ColoredSpan] = []
        var offset = 0
        for run in linked.runs {
            let length = run.text.unicodeScalars.count
            if run.url != nil { spans.append(ColoredSpan(start: offset, length: length, color: look.footerLink)) }
            offset += length
        }
        return ContentFooter(text: linked.plainText, links: spans)
    }

    func headerCard(_ header: TableHeader) -> ContentHeaderCard {
        let artwork: ContentHeaderCard.Artwork
        switch header.artwork {
        case .symbol(let name):
            artwork = .symbol(SymbolCatalog.glyphOrPlaceholder(named: name),
                              color: header.color.map(palette.resolve) ?? look.colors.tint)
        case .image(let path):
            artwork = .avatar(ContentAvatar(content: .image(path: path)))
        case .initials(let initials):
            artwork = .avatar(ContentAvatar(content: .initials(initials), color: header.color.map(palette.resolve)))
        }
        var card = ContentHeaderCard(artwork: artwork, title: header.title, subtitle: header.subtitle)
        card.isPaneHeader = header.style == .pane
        return card
    }

    func row(_ row: Row) -> ContentRow {
        var content = ContentRow(title: row.title)
        content.subtitle = row.subtitle
        content.detail = row.detail
        content.cellStyle = cellStyle(row.resolvedCellStyle)
        content.accessory = accessory(row.accessory)
        content.accessorySymbol = row.accessorySymbol.map {
            ContentRow.AccessorySymbol(glyph: SymbolCatalog.glyphOrPlaceholder(named: $0.name),
                                       color: $0.color.map(palette.resolve) ?? palette.color(.tertiaryLabel))
        }
        content.switchValue = row.switchValue
        content.switchOnColor = row.switchTint.map(palette.resolve) ?? look.controls.switch.onTrack
        content.control = row.control.map(ContentControl.init)
        content.badge = row.badge
        content.icon = row.icon.map(icon)
        content.role = role(row.role)
        content.centersTitle = row.align == .center
        content.selected = row.selected
        content.disabled = row.disabled
        content.valueLayout = valueLayout(row.valueLayout ?? spec.valueLayout)
        content.lines = row.lines
        content.height = row.height
        content.swipe = row.swipe.map {
            ContentSwipeActions(leading: $0.leading.map(swipeAction), trailing: $0.trailing.map(swipeAction))
        }
        content.edit = editControl(row.edit ?? .delete)
        content.reorder = row.reorder
        // Children are made only for outline rows, so a long plain section builds no array per row.
        content.children = row.children.map { $0.map(self.row) }
        content.expanded = row.expanded
        return content
    }

    private func icon(_ icon: RowIcon) -> ContentIcon {
        switch icon {
        case .glyph(let glyph, let color):
            return .glyph(glyph, color: color.map(palette.resolve) ?? palette.color(.systemGray))
        case .image(let path):
            return .image(path: path)
        case .symbol(let symbol):
            // White in a grey tile unless coloured; bare in the tint.
            let fallback = symbol.tile ? palette.color(.systemGray) : look.colors.tint
            return .symbol(ContentSymbol(glyph: SymbolCatalog.glyphOrPlaceholder(named: symbol.name),
                                         color: symbol.color.map(palette.resolve) ?? fallback, tile: symbol.tile))
        case .avatar(let avatar):
            return .avatar(self.avatar(avatar))
        }
    }

    private func avatar(_ avatar: AvatarIcon) -> ContentAvatar {
        switch avatar.content {
        case .initials(let initials):
            return ContentAvatar(content: .initials(initials), color: avatar.color.map(palette.resolve))
        case .image(let path):
            return ContentAvatar(content: .image(path: path), color: avatar.color.map(palette.resolve))
        }
    }

    private func swipeAction(_ action: SwipeAction) -> ContentSwipeAction {
        let states = look.rowStates
        let fill = action.color.map(palette.resolve)
            ?? (action.role == .destructive ? states.swipeDestructive : states.swipeNormal)
        return ContentSwipeAction(title: action.title, symbolName: action.symbol,
                                  glyph: action.symbol.map(SymbolCatalog.glyphOrPlaceholder(named:)), fill: fill)
    }

    private func cellStyle(_ style: CellStyle) -> ContentRow.CellStyle {
        switch style {
        case .default: return .default
        case .subtitle: return .subtitle
        case .value1: return .value1
        case .value2: return .value2
        }
    }

    private func accessory(_ accessory: Accessory) -> ContentRow.Accessory {
        switch accessory {
        case .none: return .none
        case .disclosure: return .disclosure
        case .checkmark: return .checkmark
        case .detail: return .detail
        case .detailDisclosure: return .detailDisclosure
        }
    }

    private func role(_ role: RowRole) -> ContentRow.Role {
        switch role {
        case .normal: return .normal
        case .destructive: return .destructive
        case .button: return .button
        case .prominent: return .prominent
        }
    }

    private func valueLayout(_ layout: ValueLayout) -> ContentRow.ValueLayout {
        switch layout {
        case .truncateTail: return .truncateTail
        case .truncateMiddle: return .truncateMiddle
        case .stack: return .stack
        }
    }

    private func editControl(_ control: EditControl) -> ContentRow.EditControl {
        switch control {
        case .delete: return .delete
        case .insert: return .insert
        case .none: return .none
        }
    }
}
