extension LayoutChanges {
    /// One row of a summary: its own element and the controls focused apart from it.
    struct RowView {
        /// The row's index in its section.
        var index: Int
        /// The row element (nil when the row reads nothing, e.g. a row of only a slider).
        var main: LayoutSummary.Element?
        /// Its other elements (segments, stepper halves, text fields…), in reading order.
        var controls: [LayoutSummary.Element]

        /// The row's title: its context, else its label, else its first control's.
        var title: String {
            let element = main ?? controls.first
            guard let element else { return "" }
            return element.context.isEmpty ? element.label : element.context
        }
    }

    /// One section of a summary.
    struct SectionView {
        /// The section's index.
        var index: Int
        /// Its header text, if it has one.
        var header: String?
        /// Its footer text, if it has one.
        var footer: String?
        /// Its rows in order.
        var rows: [RowView]
        /// The top of its first element, nil when it shows nothing.
        var top: Double?

        /// What aligns sections: the header, or the first row's title under a marker for a section without one.
        var key: String { header ?? "\u{0}" + (rows.first?.title ?? "") }

        /// How messages name it: its header quoted, else its number.
        var name: String { header.map { LayoutChanges.quotedName($0) } ?? String(index + 1) }

        /// The sections of a summary, by index (a section that shows nothing is absent).
        static func sections(of summary: LayoutSummary) -> [SectionView] {
            var byIndex: [Int: SectionView] = [:]
            for element in summary.elements {
                guard let index = element.section else { continue }
                var section = byIndex[index] ?? SectionView(index: index, header: nil, footer: nil, rows: [], top: nil)
                section.top = min(section.top ?? element.frame.y, element.frame.y)
                switch (element.kind, element.row) {
                case ("header", _): section.header = element.label
                case ("footer", _): section.footer = element.label
                case (_, let row?):
                    // A new row: another index, or a second row element under one (an outline's children).
                    if section.rows.last?.index != row || (element.kind == "row" && section.rows.last?.main != nil) {
                        section.rows.append(RowView(index: row, main: nil, controls: []))
                    }
                    let last = section.rows.count - 1
                    if element.kind == "row", section.rows[last].main == nil {
                        section.rows[last].main = element
                    } else {
                        section.rows[last].controls.append(element)
                    }
                default: break
                }
                byIndex[index] = section
            }
            return byIndex.keys.sorted().compactMap { byIndex[$0] }
        }
    }

    /// A header as messages quote it.
    static func quotedName(_ text: String) -> String {
        quoted(text)
    }
}
