import TableRenderKit
import TableGraphics
import TableResolve

/// The reading-order overlay of `audit --overlay`: the screen as rendered, each accessibility element as a
/// translucent box with an outline and a numbered badge, and a legend beside the screen listing
/// "N  label (traits)" in the same colours, as AccessibilitySnapshot draws it. A display list, so it is drawn
/// by the ordinary backend.
public enum AuditOverlay {
    /// The overlay of `screen` (a laid-out list with its accessibility elements) in `look`; badges sit on each
    /// element's top-leading corner (`rightToLeft`: the top-right one).
    /// Elements whose index is in `failing` (those with a finding) get a thick outline in `failureColor`, and
    /// their legend line a `⚠` before it.
    public static func compose(_ screen: DisplayList, look: AuditOverlayLook, rightToLeft: Bool,
                               measurer: TextMeasuring, failing: Set<Int> = []) -> DisplayList {
        let elements = screen.accessibility
        let canvas = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        // Elements scrolled past a fixed-height screen are listed, but have no box to draw.
        let onScreen = elements.map { overlaps($0.frame, canvas) }
        let legendX = screen.size.width
        let badgeX = legendX + look.legendPadding
        let textX = badgeX + look.badgeDiameter + look.legendPadding
        let textWidth = max(1, legendX + look.legendWidth - look.legendPadding - textX)
        var legend: [DisplayItem] = []
        var y = look.legendPadding
        for (index, element) in elements.enumerated() {
            let color = color(at: index, look: look)
            var (text, spans) = legendText(for: element, onScreen: onScreen[index], look: look)
            if failing.contains(index) {
                // The spans index the text: they move with the mark put before it.
                let mark = "⚠ "
                text = mark + text
                spans = spans.map { span in
                    var moved = span
                    moved.start += mark.unicodeScalars.count
                    return moved
                }
            }
            let measured = measurer.measure(text, style: look.legendFont, width: textWidth, maxLines: 0)
            let rowHeight = max(look.badgeDiameter, measured.height)
            legend += badge(index + 1, at: Point(badgeX, y + (rowHeight - look.badgeDiameter) / 2), leftEdge: true,
                            color: color, look: look, measurer: measurer)
            var run = TextRun(text: text, style: look.legendFont, color: look.legendText,
                              origin: Point(textX, y + (rowHeight - measured.height) / 2), width: textWidth,
                              height: measured.height, lineCount: measured.lineCount)
            run.spans = spans
            legend.append(.text(run))
            y += rowHeight + look.legendGap
        }
        let height = max(screen.size.height, y - look.legendGap + look.legendPadding)
        var items: [DisplayItem] = [
            .fill(FilledShape(rect: Rect(x: legendX, y: 0, width: look.legendWidth, height: height),
                              color: look.legendBackground)),
            // Under a screen shorter than the legend, its own background continues.
            .fill(FilledShape(rect: Rect(x: 0, y: 0, width: legendX, height: height), color: screen.background)),
            // The screen keeps its own background and stays inside its canvas.
            .clip(ClipGroup(shape: FilledShape(rect: canvas, color: screen.background),
                            items: [.fill(FilledShape(rect: canvas, color: screen.background))] + screen.items)),
        ]
        var boxes: [DisplayItem] = []
        for (index, element) in elements.enumerated() where onScreen[index] {
            let color = color(at: index, look: look)
            boxes.append(.fill(FilledShape(rect: element.frame, color: color.withOpacity(look.fillOpacity))))
            let pen = look.outlineWidth
            let inset = Rect(x: element.frame.x + pen / 2, y: element.frame.y + pen / 2,
                             width: max(0, element.frame.width - pen), height: max(0, element.frame.height - pen))
            boxes.append(.stroke(StrokedPath(path: Path.roundedRect(inset, radii: .zero, curve: .circular),
                                             color: color, lineWidth: pen, cap: .butt)))
        }
        for index in failing.sorted() where elements.indices.contains(index) && onScreen[index] {
            let frame = elements[index].frame
            let pen = look.failureOutlineWidth
            // Around the element, outside its own outline, so both stay visible.
            let ring = Rect(x: frame.x - pen / 2, y: frame.y - pen / 2, width: frame.width + pen, height: frame.height + pen)
            boxes.append(.stroke(StrokedPath(path: Path.roundedRect(ring, radii: .zero, curve: .circular),
                                             color: look.failureColor, lineWidth: pen, cap: .butt)))
        }
        // Boxes stop at the screen's edge, as its content does.
        items.append(.clip(ClipGroup(shape: FilledShape(rect: canvas, color: screen.background), items: boxes)))
        // Badges over every box, so a later element's box never hides an earlier one's number: in the margin
        // beside the element's leading edge when there is room (clear of its text), else on its top-leading corner.
        for (index, element) in elements.enumerated() where onScreen[index] {
            let frame = element.frame
            let width = badgeWidth(index + 1, look: look, measurer: measurer) + look.outlineWidth
            let room = rightToLeft ? canvas.maxX - frame.maxX : frame.x
            // Beside the element only where that covers no other element (a neighbouring segment) and the element
            // is not a control inside a row: there the margin beside it is the row's text (a detail beside ⓘ).
            let beside = Rect(x: rightToLeft ? frame.maxX : frame.x - width, y: frame.y, width: width,
                              height: look.badgeDiameter)
            let blocked = elements.indices.contains { other in
                other != index && (overlaps(beside, elements[other].frame) || encloses(elements[other].frame, frame))
            }
            let point: Point
            let centred = room < width || blocked
            if centred {
                point = Point(rightToLeft ? frame.maxX : frame.x, frame.y)
            } else {
                point = Point(rightToLeft ? frame.maxX + look.outlineWidth : frame.x - look.outlineWidth, frame.y)
            }
            items += badge(index + 1, at: point, leftEdge: rightToLeft, centred: centred,
                           color: color(at: index, look: look), look: look, measurer: measurer, within: canvas)
        }
        var list = DisplayList(size: Size(legendX + look.legendWidth, height), scale: screen.scale,
                               background: look.legendBackground, items: items + legend)
        list.accessibility = elements
        return list
    }

    private static func color(at index: Int, look: AuditOverlayLook) -> RGBAColor {
        look.colors.isEmpty ? look.legendText : look.colors[index % look.colors.count]
    }

    /// "label (traits)", the traits in the quieter colour; a control's part is named with its row
    /// ("Text Size: Decrement").
    private static func legendText(for element: AccessibilityElement, onScreen: Bool,
                                   look: AuditOverlayLook) -> (String, [ColoredSpan]) {
        var label = element.label
        if element.kind != .row, let context = element.context, !context.isEmpty, context != label {
            label = label.isEmpty ? context : "\(context): \(label)"
        }
        let traits = ([element.kind.noun.name] + element.traits.names.filter { $0 != element.kind.noun.name }
                      + (onScreen ? [] : ["off screen"]))
            .joined(separator: ", ")
        let suffix = "(\(traits))"
        let text = label.isEmpty ? suffix : label + " " + suffix
        let start = text.unicodeScalars.count - suffix.unicodeScalars.count
        return (text, [ColoredSpan(start: start, length: suffix.unicodeScalars.count, color: look.legendTraits)])
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    private static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.x <= inner.x && outer.y <= inner.y && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    /// The width of a number's badge.
    private static func badgeWidth(_ number: Int, look: AuditOverlayLook, measurer: TextMeasuring) -> Double {
        let measured = measurer.measure(String(number), style: look.badgeFont, width: nil, maxLines: 1)
        return max(look.badgeDiameter, measured.width + look.badgeDiameter / 2)
    }

    /// A number in a coloured capsule, its top edge at `point.y` and its left (`leftEdge`) or right edge at
    /// `point.x`, or (`centred`) its centre on `point`; kept
    /// inside `within`.
    private static func badge(_ number: Int, at point: Point, leftEdge: Bool, centred: Bool = false, color: RGBAColor,
                              look: AuditOverlayLook, measurer: TextMeasuring, within: Rect? = nil) -> [DisplayItem] {
        let text = String(number)
        let measured = measurer.measure(text, style: look.badgeFont, width: nil, maxLines: 1)
        let d = look.badgeDiameter
        let width = badgeWidth(number, look: look, measurer: measurer)
        var x = centred ? point.x - width / 2 : (leftEdge ? point.x : point.x - width)
        var y = centred ? point.y - d / 2 : point.y
        if let within {
            x = min(max(x, within.x), within.maxX - width)
            y = min(max(y, within.y), within.maxY - d)
        }
        let box = Rect(x: x, y: y, width: width, height: d)
        return [
            .fill(FilledShape(rect: box, radii: CornerRadii(all: d / 2), curve: .circular, color: color)),
            .text(TextRun(text: text, style: look.badgeFont, color: look.badgeText,
                          origin: Point(x, box.midY - measured.height / 2), width: width, maxLines: 1,
                          alignment: .center, height: measured.height)),
        ]
    }
}
