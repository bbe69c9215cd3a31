import TableSpec

extension Reader {
    /// The sections a list's pieces make: each `Section` its own, rows between sections gathered into one
    /// untitled section, as a `Form` groups them.
    func sections(from pieces: [Piece]) -> [Section] {
        var sections: [Section] = []
        var loose: [Row] = []
        func flush() {
            if !loose.isEmpty { sections.append(Section(rows: loose)) }
            loose = []
        }
        for piece in Self.flattened(pieces) {
            switch piece.kind {
            case .section(let header, let footer, let content):
                flush()
                sections.append(section(piece, header: header, footer: footer, content: content))
            case .list(let inner):
                flush()
                sections += self.sections(from: inner)
            case .picker(let model) where ["inline", "radioGroup"].contains(model.style ?? ""):
                flush()
                let header = model.title.isEmpty || piece.style.labelsHidden ? nil : SectionHeader(text: model.title)
                sections.append(Section(header: header, rows: rows(from: piece)))
            default:
                loose += rows(from: piece)
            }
            if rowCount >= SwiftUILimits.maximumRows { break }
        }
        flush()
        return sections
    }

    private func section(_ piece: Piece, header: [Piece], footer: [Piece], content: [Piece]) -> Section {
        var section = Section()
        let headerText = pieceText(header)
        if !headerText.isEmpty {
            let uppercase = piece.style.uppercase ?? header.lazy.compactMap(\.style.uppercase).first
            section.header = SectionHeader(text: headerText, uppercase: uppercase)
        }
        let footerTexts = Self.flattened(footer).map { pieceText([$0]) }.filter { !$0.isEmpty }
        if !footerTexts.isEmpty { section.footer = footerTexts.joined(separator: "\n") }
        for inner in Self.flattened(content) { section.rows += rows(from: inner) }
        return section
    }

    /// Groups opened (their style handed to what they hold).
    static func flattened(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces {
            if case .group(let inner) = piece.kind {
                result += flattened(inner.map { child in
                    var child = child
                    child.style = merged(child.style, over: piece.style)
                    if child.tag == nil { child.tag = piece.tag }
                    return child
                })
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// `inner` with what it leaves unset taken from `outer`.
    static func merged(_ inner: PieceStyle, over outer: PieceStyle) -> PieceStyle {
        var style = inner
        if style.color == nil && !style.secondary {
            style.color = outer.color
            style.secondary = outer.secondary
            style.accent = outer.accent
        }
        style.badge = style.badge ?? outer.badge
        style.disabled = style.disabled || outer.disabled
        style.lines = style.lines ?? outer.lines
        style.tint = style.tint ?? outer.tint
        style.uppercase = style.uppercase ?? outer.uppercase
        style.labelsHidden = style.labelsHidden || outer.labelsHidden
        return style
    }

    /// The rows one piece makes (most make one).
    func rows(from piece: Piece) -> [Row] {
        guard rowCount < SwiftUILimits.maximumRows else { return [] }
        var made: [Row]
        switch piece.kind {
        case .group, .list, .section:
            var inner: [Piece] = []
            switch piece.kind {
            case .group(let pieces), .list(let pieces): inner = pieces
            case .section(_, _, let content): inner = content
            default: break
            }
            return Self.flattened(inner.map { child in
                var child = child
                child.style = Self.merged(child.style, over: piece.style)
                return child
            }).flatMap(rows(from:))
        case .spacer, .empty:
            return []
        case .options(_, let rows):
            made = rows
        case .picker(let model):
            made = pickerRows(model)
        case .disclosure(let title, let expanded, let inner):
            var row = Row(title: title)
            row.children = Self.flattened(inner).flatMap(rows(from:))
            row.expanded = expanded
            made = [row]
        default:
            guard let row = compose([piece], horizontal: true) else { return [] }
            made = [row]
        }
        made = made.map { Self.sanitized(styled($0, piece.style)) }
        rowCount += made.count
        return made
    }

    /// A picker's rows in its style.
    func pickerRows(_ model: PickerModel) -> [Row] {
        let shown = model.chosen.map { model.options[$0] } ?? ""
        var row = Row(title: model.title)
        if let icon = model.icon {
            row.icon = .symbol(SymbolIcon(name: icon, tile: false))
        }
        row.valueLayout = .truncateMiddle
        switch model.style ?? "automatic" {
        case "navigationLink":
            row.detail = shown
            row.accessory = .disclosure
        case "inline", "radioGroup":
            return model.options.enumerated().map { index, option in
                var row = Row(title: option)
                if index == model.chosen { row.accessory = .checkmark }
                return row
            }
        case "segmented", "palette":
            let items = Array(model.options.prefix(SpecLimits.maximumSegments))
            guard !items.isEmpty else { return [] }
            row.title = ""
            row.control = .segments(SegmentsControl(items: items, selected: model.chosen.map { min($0, items.count - 1) }))
        case "wheel":
            row.detail = shown
        default:
            row.control = .menu(shown)
        }
        return [row]
    }

    /// A row from pieces side by side (`HStack`, a label, a link's or button's label) or stacked (`VStack`).
    func compose(_ pieces: [Piece], horizontal: Bool) -> Row? {
        var row = Row()
        var made = false
        var trailing = false
        var detailTexts: [String] = []
        var stackedTexts: [String] = []
        for piece in Self.flattened(pieces) {
            switch piece.kind {
            case .spacer:
                if horizontal && !row.title.isEmpty { trailing = true }
            case .text(let text):
                made = true
                if !horizontal {
                    stackedTexts.append(text)
                } else if trailing {
                    detailTexts.append(text)
                } else if row.title.isEmpty {
                    row.title = text
                    row = styledTitle(row, piece.style)
                } else if piece.style.secondary {
                    detailTexts.append(text)
                } else {
                    row.title += " " + text
                }
            case .label(let text, let symbol):
                made = true
                if trailing {
                    detailTexts.append(text)
                } else if row.title.isEmpty {
                    row.title = text
                    row = styledTitle(row, piece.style)
                    if row.icon == nil, let symbol {
                        row.icon = .symbol(SymbolIcon(name: symbol, color: piece.style.color ?? piece.style.tint, tile: false))
                    }
                } else {
                    stackedTexts.append(text)
                }
            case .image(let name):
                made = true
                guard let symbol = name else { continue }
                if trailing || !row.title.isEmpty {
                    switch symbol {
                    case "checkmark": row.accessory = .checkmark
                    case "chevron.right", "chevron.forward": row.accessory = .disclosure
                    default: row.accessorySymbol = SymbolAccessory(name: symbol, color: piece.style.color)
                    }
                } else if row.icon == nil {
                    if let tile = piece.style.tile {
                        row.icon = .symbol(SymbolIcon(name: symbol, color: tile, tile: true))
                    } else {
                        row.icon = .symbol(SymbolIcon(name: symbol, color: piece.style.color ?? piece.style.tint, tile: false))
                    }
                }
            case .stack(let innerHorizontal, let inner):
                guard let nested = compose(inner, horizontal: innerHorizontal) else { continue }
                made = true
                if trailing && !row.title.isEmpty {
                    detailTexts.append([nested.title, nested.detail ?? ""].filter { !$0.isEmpty }.joined(separator: " "))
                    if nested.control != nil { row.control = nested.control }
                    if nested.switchValue != nil { row.switchValue = nested.switchValue }
                } else {
                    row = merging(nested, into: row, horizontal: horizontal)
                }
            case .row, .picker, .link, .button, .disclosure, .placeholder, .options:
                let inner: Row?
                switch piece.kind {
                case .row(let control): inner = control
                case .picker(let model): inner = pickerRows(model).first
                case .link(let label):
                    inner = compose(label, horizontal: true).map { label in
                        var label = label
                        if label.control == nil || !(label.control?.isTrailing ?? false) { label.accessory = .disclosure }
                        return label
                    }
                case .button(let label, let role, _):
                    let ownColor = Self.titleHasOwnColor(label)
                    inner = compose(label, horizontal: true).map { label in
                        var label = label
                        if label.control == nil && label.switchValue == nil && label.role == .normal && (!ownColor || role == .destructive) {
                            label.role = role
                        }
                        return label
                    }
                case .placeholder(let name): inner = Row(title: name)
                case .disclosure(let title, _, _): inner = Row(title: title)
                case .options(let title, _): inner = Row(title: title)
                default: inner = nil
                }
                guard let inner else { continue }
                made = true
                row = merging(Self.sanitized(styled(inner, piece.style)), into: row, horizontal: horizontal)
            case .group, .list, .section, .empty:
                continue
            }
        }
        if !stackedTexts.isEmpty {
            if row.title.isEmpty {
                row.title = stackedTexts.removeFirst()
            }
            if !stackedTexts.isEmpty {
                let joined = stackedTexts.joined(separator: "\n")
                row.subtitle = row.subtitle.map { $0 + "\n" + joined } ?? joined
            }
        }
        if !detailTexts.isEmpty {
            let joined = detailTexts.joined(separator: " ")
            row.detail = row.detail.map { $0 + " " + joined } ?? joined
        }
        return made ? row : nil
    }

    /// `inner` (a nested stack's or a control's row) combined with what `row` already has.
    private func merging(_ inner: Row, into outer: Row, horizontal: Bool) -> Row {
        var row = outer
        if row.title.isEmpty {
            row.title = inner.title
            row.role = inner.role == .normal ? row.role : inner.role
        } else if !inner.title.isEmpty {
            if horizontal && inner.control == nil && inner.switchValue == nil {
                row.detail = [row.detail, inner.title].compactMap { $0 }.joined(separator: " ")
            } else if !horizontal {
                row.subtitle = [row.subtitle, inner.title].compactMap { $0 }.joined(separator: "\n")
            }
        }
        row.subtitle = row.subtitle ?? inner.subtitle
        row.detail = row.detail ?? inner.detail
        row.icon = row.icon ?? inner.icon
        row.control = row.control ?? inner.control
        row.switchValue = row.switchValue ?? inner.switchValue
        row.switchTint = row.switchTint ?? inner.switchTint
        if row.accessory == .none { row.accessory = inner.accessory }
        row.accessorySymbol = row.accessorySymbol ?? inner.accessorySymbol
        row.badge = row.badge ?? inner.badge
        row.disabled = row.disabled || inner.disabled
        row.valueLayout = row.valueLayout ?? inner.valueLayout
        return row
    }

    /// Whether a button's label gives its title a colour of its own (`.foregroundColor(.primary)`), which
    /// replaces the tint a button's title otherwise takes.
    static func titleHasOwnColor(_ pieces: [Piece]) -> Bool {
        for piece in flattened(pieces) {
            switch piece.kind {
            case .text, .label:
                return (piece.style.color != nil || piece.style.secondary) && !piece.style.accent
            case .stack(_, let inner):
                if let first = flattened(inner).first(where: {
                    if case .text = $0.kind { return true }
                    if case .label = $0.kind { return true }
                    return false
                }) {
                    return (first.style.color != nil || first.style.secondary) && !first.style.accent
                }
            default: continue
            }
        }
        return false
    }

    /// A title's colour as the row's role: red is destructive, the accent colour a button's.
    private func styledTitle(_ row: Row, _ style: PieceStyle) -> Row {
        var row = row
        guard row.role == .normal else { return row }
        if case .semantic(.systemRed)? = style.color { row.role = .destructive } else if style.accent { row.role = .button }
        return row
    }

    /// Modifiers applied to a finished row.
    private func styled(_ row: Row, _ style: PieceStyle) -> Row {
        var row = row
        if let badge = style.badge, row.badge == nil { row.badge = badge }
        if style.disabled { row.disabled = true }
        if let lines = style.lines { row.lines = lines }
        if let tint = style.tint, row.switchValue != nil, row.switchTint == nil { row.switchTint = tint }
        if style.labelsHidden, row.control != nil || row.switchValue != nil {
            if case .menu? = row.control {} else { row.title = "" }
        }
        if row.role == .normal, case .semantic(.systemRed)? = style.color { row.role = .destructive }
        return row
    }

    /// `row` without the keys that cannot go together (a trailing control and an accessory, a control and a
    /// detail…), dropped in that order until the spec would take it.
    static func sanitized(_ row: Row) -> Row {
        var row = row
        if !row.controlConflicts.isEmpty { row.accessory = .none; row.accessorySymbol = nil }
        if !row.controlConflicts.isEmpty { row.switchValue = nil }
        if !row.controlConflicts.isEmpty { row.detail = nil }
        if !row.controlConflicts.isEmpty { row.subtitle = nil }
        if !row.controlConflicts.isEmpty { row.control = nil }
        if row.role == .prominent { row.role = .button }
        return row
    }
}
