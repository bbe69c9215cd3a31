import TableSpec

/// Brings an imported pane within the limits a spec file is held to (`SpecLimits`), so a hostile bundle or
/// storyboard cannot make a pane that no spec could describe: long texts are cut, rows and sections past the
/// limits are dropped. Each kind of cut is reported once per pane.
public struct ImportedSpecClamp {
    /// What was cut, one message per kind, in a fixed order.
    public private(set) var messages: [String] = []
    private var cutTexts = 0
    private var cutCharacters = 0
    private var droppedRows = 0
    private var droppedSections = 0
    private let textLimit: Int
    private let rowLimit: Int
    private let sectionLimit: Int

    /// A clamp to `SpecLimits` (the limits are parameters so tests can use small ones).
    public init(maximumTextLength: Int = SpecLimits.maximumTextLength, maximumRows: Int = SpecLimits.maximumRows,
                maximumSections: Int = SpecLimits.maximumSections) {
        textLimit = maximumTextLength
        rowLimit = maximumRows
        sectionLimit = maximumSections
    }

    /// `spec` within the limits, and one warning per kind of cut.
    public static func clamp(_ spec: Spec, limits: ImportedSpecClamp = ImportedSpecClamp()) -> (spec: Spec, warnings: [String]) {
        var clamp = limits
        let clamped = clamp.apply(spec)
        return (clamped, clamp.messages)
    }

    private mutating func apply(_ spec: Spec) -> Spec {
        var spec = spec
        if spec.sections.count > sectionLimit {
            droppedSections = spec.sections.count - sectionLimit
            spec.sections.removeLast(droppedSections)
        }
        var rowsLeft = rowLimit
        spec.sections = spec.sections.map { section in
            var section = section
            if section.rows.count > rowsLeft {
                droppedRows += section.rows.count - rowsLeft
                section.rows.removeLast(section.rows.count - rowsLeft)
            }
            rowsLeft -= section.rows.count
            if let header = section.header?.text { section.header?.text = text(header) }
            section.footer = section.footer.map { text($0) }
            section.rows = section.rows.map { row($0) }
            return section
        }
        if var bar = spec.navigationBar {
            bar.title = text(bar.title)
            bar.back = bar.back.map { text($0) }
            bar.trailing = bar.trailing.map { text($0) }
            bar.leading = bar.leading.map { text($0) }
            spec.navigationBar = bar
        }
        if var search = spec.searchBar {
            search.placeholder = text(search.placeholder)
            search.text = text(search.text)
            spec.searchBar = search
        }
        if droppedSections > 0 {
            messages.append("\(droppedSections) sections past the limit of \(sectionLimit) are not drawn")
        }
        if droppedRows > 0 { messages.append("\(droppedRows) rows past the limit of \(rowLimit) are not drawn") }
        if cutTexts > 0 {
            messages.append("\(cutTexts) texts longer than \(textLimit) characters are cut there")
        }
        if cutCharacters > 0 {
            messages.append("\(cutCharacters) texts with a character of more than \(SpecLimits.maximumScalarsPerCharacter) "
                            + "Unicode scalars (combining marks), or more than \(SpecLimits.maximumTextScalars) in all, are cut there")
        }
        return spec
    }

    private mutating func row(_ row: Row) -> Row {
        var row = row
        row.title = text(row.title)
        row.subtitle = row.subtitle.map { text($0) }
        row.detail = row.detail.map { text($0) }
        row.badge = row.badge.map { text($0) }
        row.control = row.control?.mappingTexts { text($0) }
        row.children = row.children.map { $0.map { self.row($0) } }
        return row
    }

    private mutating func text(_ text: String) -> String {
        // Counting stops at the limit, so a long text costs no more than the limit to check.
        var text = text
        if text.index(text.startIndex, offsetBy: textLimit, limitedBy: text.endIndex).map({ $0 < text.endIndex }) == true {
            cutTexts += 1
            text = String(text.prefix(textLimit))
        }
        return marksCut(text)
    }

    /// `text` with every character longer than `SpecLimits.maximumScalarsPerCharacter` scalars cut to that many,
    /// and then to `SpecLimits.maximumTextScalars` scalars in all, as a spec file would be refused for either (a
    /// letter under thousands of combining marks).
    private mutating func marksCut(_ text: String) -> String {
        let limit = SpecLimits.maximumScalarsPerCharacter, total = SpecLimits.maximumTextScalars
        guard text.unicodeScalars.count > limit else { return text }
        guard text.unicodeScalars.count > total || text.contains(where: { $0.unicodeScalars.count > limit }) else {
            return text
        }
        cutCharacters += 1
        var scalars = String.UnicodeScalarView()
        var count = 0
        for character in text {
            let kept = character.unicodeScalars.prefix(limit)
            // Whole characters only: the last one that fits ends the text.
            guard count + kept.count <= total else { break }
            scalars.append(contentsOf: kept)
            count += kept.count
        }
        return String(scalars)
    }
}
