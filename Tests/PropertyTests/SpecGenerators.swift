import PropertyBased
import TableGraphics
import TableSpec

/// Random specs for the layout properties: every style, widths 200…1400, scales 1–3, either direction, and 0–6
/// sections of 0–10 rows with random texts, accessories, switches, badges, icons, controls, heights, headers and
/// footers (some with `[text](url)` links); half of them with issue 16's table parts (edit mode, selection, swipe
/// actions, outline children, a search bar, a section index) in combinations decoding accepts.
enum SpecGen {
    /// Words of different lengths and scripts, so titles wrap differently at every width.
    static let words = [
        "Wi-Fi", "Bluetooth", "General", "Notifications", "Sounds", "&", "Haptics", "Screen", "Time", "a", "of",
        "Privacy", "Battery", "Personal", "Hotspot", "VPN", "Brightness", "Accessibility", "العربية", "עברית",
        "中文设置", "🙂", "Supercalifragilisticexpialidocious",
    ]

    /// One of `values`, equally likely.
    static func choice<Value: Sendable>(_ values: [Value]) -> Generator<Value, some Sequence> {
        Gen<Value?>.element(of: values).map { $0! }
    }

    /// A few words.
    static let text: Generator<String, some Sequence> = choice(words).array(of: 1...6).map { $0.joined(separator: " ") }
    /// Up to a paragraph: footers and long titles.
    static let longText: Generator<String, some Sequence> = choice(words).array(of: 1...30).map { $0.joined(separator: " ") }
    /// More words to append to a title.
    static let moreWords: Generator<String, some Sequence> = choice(words).array(of: 1...12).map { " " + $0.joined(separator: " ") }

    /// A title: empty, a few words, or a paragraph.
    static let title: Generator<String, some Sequence> = zip(choice([0, 1, 1, 1, 2]), text, longText).map { parts in
        parts.0 == 0 ? "" : parts.0 == 1 ? parts.1 : parts.2
    }

    /// No icon, a glyph tile (default or given colour), an image (layout never opens the file), or an initials or
    /// circular-image avatar.
    static let icon: Generator<RowIcon?, some Sequence> = choice([0, 0, 1, 2, 3, 4, 5]).map { kind -> RowIcon? in
        switch kind {
        case 1: return .glyph("W", color: nil)
        case 2: return .glyph("🙂", color: .semantic(.systemOrange))
        case 3: return .image(path: "/icons/photos.png")
        case 4: return .avatar(AvatarIcon(content: .initials("JA"), color: .semantic(.systemBlue)))
        case 5: return .avatar(AvatarIcon(content: .image(path: "/icons/face.png")))
        default: return nil
        }
    }

    /// What a row shows.
    static let rowContent: Generator<(String, String?, String?, CellStyle?, Accessory, Bool?, String?, RowIcon?), some Sequence> = zip(
        title,
        text.optional(valueRate: 0.3),
        text.optional(valueRate: 0.3),
        Gen<CellStyle>.case.optional(valueRate: 0.25),
        Gen<Accessory>.case,
        Gen.bool.optional(valueRate: 0.2),
        choice(["1", "12", "New", "999+"]).optional(valueRate: 0.15),
        icon
    )

    /// How a row looks.
    static let rowLook: Generator<(RowRole, TitleAlignment, Bool, Bool, Int, Double?), some Sequence> = zip(
        Gen<RowRole>.case,
        Gen<TitleAlignment>.case,
        Gen.bool(0.3),
        Gen.bool(0.15),
        choice([0, 0, 0, 1, 2]),
        // Fixed heights down to one point, where an etched separator has room for one of its two lines.
        Gen.double(in: 1...160).optional(valueRate: 0.15)
    )

    /// A row control, or (more often) none: each kind of `RowControl.Kind` with its keys given random values inside
    /// what its declaration says they take, decoded as a spec's row is (`ControlDraw`), so a new control is generated
    /// with nothing written here; and the segments once more with fixed labels.
    static let control: Generator<RowControl?, some Sequence> = zip(
        choice([0, 0, 0, 0, 0] + Array(1...RowControl.Kind.allCases.count + 1)), text, Gen.double(in: 0...1),
        Gen.int(in: 1...12), Gen.bool(0.5)
    ).map { pick, words, fraction, count, flag -> RowControl? in
        let kinds = RowControl.Kind.allCases
        guard pick > 0 else { return nil }
        guard pick <= kinds.count else {
            return .segments(SegmentsControl(items: ["Day", "Week", "Month"], selected: 0))
        }
        return ControlDraw(words: words, fraction: fraction, count: count, flag: flag).control(kinds[pick - 1])
    }

    /// A row's own `valueLayout`, or (most often) the table's.
    static let valueLayout: Generator<ValueLayout?, some Sequence> = choice([nil, nil, nil] + ValueLayout.allCases.map { $0 })

    /// A switch's tint, now and then.
    static let switchTint: Generator<ColorValue?, some Sequence> = choice([nil, nil, nil, ColorValue.semantic(.systemOrange)])

    /// A row, made valid as decoding would require: combinations UIKit cannot show (a trailing control with a
    /// switch or accessory, a detail beside a menu, stepper, text field or segments, a prominent row with anything
    /// trailing) give way to the control, so random rows are always rows a spec could write.
    static let row: Generator<Row, some Sequence> = zip(zip(rowContent, rowLook), control, zip(switchTint, valueLayout))
        .map { parts, control, extras -> Row in
            var row = plainRow(content: parts.0, look: parts.1)
            row.control = control
            if row.switchValue != nil { row.switchTint = extras.0 }
            row.valueLayout = extras.1
            return row.validControlCombination
        }

    /// A row without issue 15's controls.
    static func plainRow(content: (String, String?, String?, CellStyle?, Accessory, Bool?, String?, RowIcon?),
                         look: (RowRole, TitleAlignment, Bool, Bool, Int, Double?)) -> Row {
        var row = Row(title: content.0)
        row.subtitle = content.1
        row.detail = content.2
        row.cellStyle = content.3
        row.accessory = content.4
        row.switchValue = content.5
        row.badge = content.6
        row.icon = content.7
        row.role = look.0
        row.align = look.1
        row.selected = look.2
        row.disabled = look.3
        row.lines = look.4
        row.height = look.5
        return row
    }

    /// A section header: text, or text with an explicit uppercase flag; or none.
    static let header: Generator<SectionHeader?, some Sequence> = zip(text, Gen.bool.optional(valueRate: 0.3))
        .map { SectionHeader(text: $0, uppercase: $1) }
        .optional(valueRate: 0.5)

    /// A footer: a paragraph, sometimes with a `[text](url)` link inside.
    static let footer: Generator<String?, some Sequence> = zip(longText, text, Gen.bool(0.3)).map { paragraph, link, linked in
        linked ? "\(paragraph) [\(link)](https://example.com/privacy)." : paragraph
    }.optional(valueRate: 0.4)

    /// A section of 0–10 rows.
    static let section: Generator<Section, some Sequence> = zip(header, footer, row.array(of: 0...10))
        .map { parts in Section(header: parts.0, footer: parts.1, rows: parts.2) }

    /// The table-wide settings.
    static let settings: Generator<(TableStyle, Double, Double, LayoutDirection, Appearance, DynamicTypeSize, SeparatorStyle?, Double?, [Double]?, Double?), some Sequence> = zip(
        Gen<TableStyle>.case,
        Gen.int(in: 400...2800).map { Double($0) / 2 },
        choice([1.0, 2.0, 3.0]),
        Gen<LayoutDirection>.case,
        Gen<Appearance>.case,
        Gen<DynamicTypeSize>.case,
        choice([nil, SeparatorStyle.line, SeparatorStyle.none, .etched, .snake]),
        Gen.double(in: 0...30).optional(valueRate: 0.2),
        Gen.double(in: 0...40).array(of: 2).optional(valueRate: 0.2),
        Gen.double(in: 100...3000).optional(valueRate: 0.15)
    )

    /// Issue 16's table-wide parts: edit mode (with multiple selection half the time), a search bar, a section
    /// index from the headers or given titles, and one plan per row (cycled) for its swipe, edit control, reorder
    /// handle and outline children.
    struct PartsPlan: Sendable {
        var editing: Bool
        var multipleSelection: Bool
        var searchBar: SearchBarSpec?
        /// 0: no index, 1: the headers' first letters, 2: given titles.
        var sectionIndex: Int
        /// Each row's plan, used in turn: its bits pick the row's parts (see `applyParts`).
        var rowPlans: [Int]
    }

    /// A plan for the table parts; about half the specs have none.
    static let parts: Generator<PartsPlan, some Sequence> = zip(
        Gen.bool(0.3), Gen.bool(0.5),
        zip(choice(["Search", "Search Settings", "البحث"]), choice(["", "", "wi", "Supercalifragilisticexpialidocious"]))
            .map { SearchBarSpec(placeholder: $0, text: $1) }.optional(valueRate: 0.3),
        choice([0, 0, 1, 2]),
        Gen.int(in: 0...255).array(of: 1...8)
    ).map { PartsPlan(editing: $0, multipleSelection: $1, searchBar: $2, sectionIndex: $3, rowPlans: $4) }

    /// Swipe actions as a spec could write them: one side, one to five actions, each with a title or a symbol.
    static func swipe(_ plan: Int) -> SwipeActions {
        let actions = [SwipeAction(title: "Delete", symbol: "trash", role: .destructive),
                       SwipeAction(title: "Flag", color: .semantic(.systemOrange)),
                       SwipeAction(symbol: "star.fill"),
                       SwipeAction(title: "More"),
                       SwipeAction(title: "Supercalifragilisticexpialidocious", symbol: "envelope")]
        let chosen = Array(actions.prefix(1 + plan % SpecLimits.maximumSwipeActions))
        return plan & 8 == 0 ? SwipeActions(trailing: chosen) : SwipeActions(leading: chosen)
    }

    /// `row` with the parts `plan` picks, valid for the table's edit mode and selection (`Row.tablePartConflicts`):
    /// in edit mode an edit control (none with multiple selection, whose circle takes its place) and sometimes a
    /// reorder handle; outside it a swipe on some rows. Bits 5–6 give up to three levels of outline children
    /// (copies of `siblings`), expanded when bit 7 is set; children get parts from the next plans in turn.
    static func applyParts(to row: Row, plans: [Int], index: Int, depth: Int = 0, siblings: [Row],
                           editing: Bool, multipleSelection: Bool) -> Row {
        var row = row
        let plan = plans[index % plans.count]
        if editing {
            let controls: [EditControl?] = multipleSelection ? [nil, EditControl.none] : [nil, .delete, .insert, EditControl.none]
            row.edit = controls[plan % controls.count]
            row.reorder = plan & 16 != 0
        } else if plan % 3 == 1 {
            row.swipe = swipe(plan / 3)
        }
        let levels = (plan >> 5) & 3
        if depth < levels, !siblings.isEmpty {
            // One or two children a level keeps a three-level outline to 14 rows under one row.
            let count = 1 + plan % 2
            row.children = (0..<count).map { offset in
                var child = siblings[(index + offset + 1) % siblings.count]
                child.children = nil
                child.expanded = false
                return applyParts(to: child, plans: plans, index: index + offset + 1, depth: depth + 1,
                                  siblings: siblings, editing: editing, multipleSelection: multipleSelection)
            }
            row.expanded = plan & 128 != 0
        }
        return row
    }

    /// A whole spec, with the table parts half the time.
    static let spec: Generator<Spec, some Sequence> = zip(plainSpec, parts.optional(valueRate: 0.5)).map { spec, plan -> Spec in
        guard let plan else { return spec }
        var spec = spec
        spec.editing = plan.editing
        spec.selection = plan.editing && plan.multipleSelection ? .multiple : .none
        spec.searchBar = plan.searchBar
        let hasHeaders = spec.sections.contains { $0.header != nil }
        switch plan.sectionIndex {
        case 1 where hasHeaders: spec.sectionIndex = .fromHeaders
        case 1, 2: spec.sectionIndex = .titles(["A", "B", "C", "#"].prefix(1 + plan.rowPlans[0] % 4).map { $0 })
        default: spec.sectionIndex = nil
        }
        for (sectionIndex, section) in spec.sections.enumerated() {
            spec.sections[sectionIndex].rows = section.rows.enumerated().map { index, row in
                applyParts(to: row, plans: plan.rowPlans, index: index, siblings: section.rows, editing: plan.editing,
                           multipleSelection: plan.multipleSelection)
            }
        }
        return spec
    }

    /// A whole spec without issue 16's table parts.
    static let plainSpec: Generator<Spec, some Sequence> = zip(settings, section.array(of: 0...6)).map { settings, sections -> Spec in
        var spec = Spec(sections: sections)
        spec.style = settings.0
        spec.width = settings.1
        spec.scale = settings.2
        spec.direction = settings.3
        spec.appearance = settings.4
        spec.dynamicType = settings.5
        spec.separator = settings.6.map { SeparatorSpec(style: $0) }
        spec.cornerRadius = settings.7
        if let sides = settings.8 { spec.safeArea = EdgeInsets(left: sides[0], right: sides[1]) }
        spec.height = settings.9
        return spec
    }
}

extension Row {
    /// This row with whatever UIKit could not show beside its control removed (see `Row.controlConflicts`).
    var validControlCombination: Row {
        var row = self
        if row.role == .prominent,
           row.control != nil || row.switchValue != nil || row.accessory != .none || row.accessorySymbol != nil {
            row.role = .button
        }
        guard let control = row.control else { return row }
        let declaration = control.kind.declaration
        let trailing: Bool
        switch declaration.placement {
        case .trailing: trailing = true
        case .inline: trailing = false
        case .trailingBesideTitle: trailing = !row.title.isEmpty
        }
        if trailing {
            row.switchValue = nil
            row.switchTint = nil
            row.accessory = .none
            row.accessorySymbol = nil
        }
        switch declaration.detail {
        case .allowed: break
        case .refused, .refusedBesideTitle: row.detail = nil
        }
        // A control across the row (segments without a title) leaves no room for a subtitle.
        if case .trailingBesideTitle = declaration.placement, !trailing { row.subtitle = nil }
        return row
    }
}
