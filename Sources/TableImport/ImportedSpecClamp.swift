import TableSpec

/// Brings an imported pane within the limits a spec file is held to (`SpecLimits`), so a hostile bundle or
/// storyboard cannot make a pane that no spec could describe: long texts are cut, rows and sections past the
/// limits are dropped. Each kind of cut is reported once per pane.
public struct ImportedSpecClamp {
    /// What was cut, one message per kind, in a fixed order.
    public private(set) var messages: [String] = []
    private var cutTexts = 0
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
            spec.navigationBar = bar
        }
        if droppedSections > 0 {
            messages.append("\(droppedSections) sections past the limit of \(sectionLimit) are not drawn")
        }
        if droppedRows > 0 { messages.append("\(droppedRows) rows past the limit of \(rowLimit) are not drawn") }
        if cutTexts > 0 {
            messages.append("\(cutTexts) texts longer than \(textLimit) characters are cut there")
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
        return row
    }

    private mutating func text(_ text: String) -> String {
        // Counting stops at the limit, so a long text costs no more than the limit to check.
        guard text.index(text.startIndex, offsetBy: textLimit, limitedBy: text.endIndex).map({ $0 < text.endIndex }) == true
        else { return text }
        cutTexts += 1
        return String(text.prefix(textLimit))
    }
}
