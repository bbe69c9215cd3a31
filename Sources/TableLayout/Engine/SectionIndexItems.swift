import TableGraphics
import TableResolve

/// The section index (`sectionIndex`): a column of short titles at the trailing edge, over the cells, centred
/// vertically in the visible table. Placed in left-to-right coordinates; mirroring moves it to the leading edge.
enum SectionIndexItems {
    /// The index as one adjustable element (VoiceOver's "table index"): the column of titles, which is also its
    /// target.
    static func accessibility(top: Double, bottom: Double, environment: LayoutEnvironment) -> [AccessibilityElement] {
        let titles = environment.content.sectionIndexTitles
        guard !titles.isEmpty else { return [] }
        let parts = environment.resolved.look.tableParts
        let canvas = environment.canvas
        let height = Double(titles.count) * parts.indexPitch
        let column = Rect(x: canvas.width - canvas.safeArea.right - parts.indexWidth, y: (top + bottom) / 2 - height / 2,
                          width: parts.indexWidth, height: height)
        return [AccessibilityElement(frame: column, label: "Table index, " + titles.joined(separator: ", "),
                                     kind: .sectionIndex, traits: .adjustable, target: column)]
    }

    /// The titles, one per line, centred in the column between `top` and `bottom` (the visible table).
    static func items(top: Double, bottom: Double, environment: LayoutEnvironment,
                      measurer: TextMeasuring) -> [DisplayItem] {
        let titles = environment.content.sectionIndexTitles
        guard !titles.isEmpty else { return [] }
        let parts = environment.resolved.look.tableParts
        let canvas = environment.canvas
        let columnX = canvas.width - canvas.safeArea.right - parts.indexWidth
        let pitch = parts.indexPitch
        let firstTop = (top + bottom) / 2 - Double(titles.count) * pitch / 2
        return titles.enumerated().map { index, title in
            let measured = measurer.measure(title, style: parts.indexFont, width: nil, maxLines: 1)
            // Each title centred in its own line of the column.
            let lineTop = firstTop + Double(index) * pitch
            return .text(TextRun(text: title, style: parts.indexFont, color: parts.indexColor,
                                 origin: Point(columnX, lineTop + (pitch - measured.height) / 2),
                                 width: parts.indexWidth, maxLines: 1, alignment: .center,
                                 height: measured.height))
        }
    }
}
