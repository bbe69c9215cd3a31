import TableGraphics
import TableResolve

/// A segmented control beside a title on the trailing side, or across a row without one: its track, dividers,
/// selected thumb and labels, and each segment focused on its own; every number in `SegmentsLook`.
enum SegmentsItems {
    /// Segments beside a title: each as wide as the widest label (in the selected weight) with its padding, the
    /// whole at most `maximumWidth`.
    static func besideTitle(_ segments: ContentControl.Segments, maximumWidth: Double, look: SegmentsLook,
                            measurer: TextMeasuring) -> (kind: PlacedControl, width: Double) {
        let widest = segments.items.map {
            measurer.measure($0, style: look.selectedFont, width: nil, maxLines: 1).width
        }.max() ?? 0
        let natural = Double(max(1, segments.items.count)) * (widest + 2 * look.labelPadding)
        let width = min(natural, maximumWidth)
        return (placed(segments, width: width, look: look, measurer: measurer), width)
    }

    /// Segments `width` wide with their labels measured: each in its segment less the padding, the selected one
    /// in its heavier weight, on one line (truncated beyond it).
    static func placed(_ segments: ContentControl.Segments, width: Double, look: SegmentsLook,
                       measurer: TextMeasuring) -> PlacedControl {
        let segmentWidth = width / Double(max(1, segments.items.count))
        let boxWidth = max(1, segmentWidth - look.labelPadding)
        let labels = segments.items.enumerated().map { index, label in
            let font = index == segments.selected ? look.selectedFont : look.font
            return PlacedText(text: label, style: font, color: look.label, x: 0, width: boxWidth,
                              alignment: .center, maxLines: 1,
                              measurement: measurer.measure(label, style: font, width: boxWidth, maxLines: 1))
        }
        return .segments(segments, labels: labels)
    }

    /// The height of a row that is only a segmented control across it: the control and its padding, as a UIKit
    /// cell self-sizes around a custom view (the text rows' Dynamic Type minimum does not apply: there is no text).
    /// Nil for a row with a title, other text or an icon, which keeps the ordinary self-sizing (the icon or text
    /// may be taller).
    static func fullWidthRowHeight(for row: ContentRow, look: SegmentsLook) -> Double? {
        guard row.title.isEmpty, (row.subtitle ?? "").isEmpty, (row.detail ?? "").isEmpty, row.icon == nil else {
            return nil
        }
        return look.height + 2 * look.rowPadding
    }

    /// The track from `x`, `width` wide, centred on `centerY`.
    private static func track(x: Double, width: Double, centerY: Double, look: SegmentsLook, grid: PixelGrid) -> Rect {
        Rect(x: x, y: grid.snap(centerY - look.height / 2), width: width, height: look.height)
    }

    /// The track, the dividers not beside the thumb, the thumb over its shadows, and the labels.
    static func items(_ segments: ContentControl.Segments, labels: [PlacedText], x: Double, width: Double, centerY: Double,
                      look: SegmentsLook, environment: LayoutEnvironment) -> [DisplayItem] {
        let grid = environment.grid
        let height = look.height
        let track = track(x: x, width: width, centerY: centerY, look: look, grid: grid)
        let count = max(1, segments.items.count)
        let segmentWidth = width / Double(count)
        let selected = segments.selected.flatMap { segments.items.indices.contains($0) ? $0 : nil }
        var items: [DisplayItem] = [.fill(FilledShape(
            rect: track, radii: CornerRadii(all: look.cornerRadius),
            curve: ControlItems.curve(radius: look.cornerRadius, height: height, environment: environment),
            color: look.track))]
        if look.showsDividers {
            // A divider between two segments, hidden where the thumb is beside it.
            for index in 1..<max(1, count) where index != selected && index - 1 != selected {
                let rect = Rect(x: grid.snap(track.x + Double(index) * segmentWidth - look.dividerWidth / 2),
                                y: track.y + look.dividerInset, width: look.dividerWidth,
                                height: height - 2 * look.dividerInset)
                items.append(.fill(FilledShape(rect: rect, radii: CornerRadii(all: 0), curve: .circular,
                                               color: look.divider)))
            }
        }
        if let selected {
            let inset = look.thumbInset
            let thumb = Rect(x: track.x + Double(selected) * segmentWidth + inset, y: track.y + inset,
                             width: max(0, segmentWidth - 2 * inset), height: height - 2 * inset)
            let radii = CornerRadii(all: look.thumbCornerRadius)
            let thumbCurve = ControlItems.curve(radius: look.thumbCornerRadius, height: thumb.height,
                                                environment: environment)
            items += look.thumbShadows.map { shadow in
                .shadow(ShadowItem(
                    shape: FilledShape(rect: thumb, radii: radii, curve: thumbCurve, color: shadow.color),
                    offset: shadow.offset, blurRadius: shadow.blurRadius))
            }
            items.append(.fill(FilledShape(rect: thumb, radii: radii, curve: thumbCurve, color: look.thumb)))
        }
        for (index, label) in labels.enumerated() {
            var placed = label
            // Labels keep half the padding from their segment's edges.
            placed.x = track.x + Double(index) * segmentWidth + look.labelPadding / 2
            items.append(.text(placed.run(top: track.midY - label.measurement.height / 2)))
        }
        return items
    }

    /// Each segment as a button, the selected one marked.
    static func accessibilityElements(_ segments: ContentControl.Segments, x: Double, width: Double, centerY: Double,
                                      look: SegmentsLook, grid: PixelGrid,
                                      context: String?) -> [AccessibilityElement] {
        let track = track(x: x, width: width, centerY: centerY, look: look, grid: grid)
        let segmentWidth = track.width / Double(max(1, segments.items.count))
        return segments.items.enumerated().map { index, item in
            let box = Rect(x: track.x + Double(index) * segmentWidth, y: track.y, width: segmentWidth,
                           height: track.height)
            return AccessibilityElement(frame: box, label: item, kind: .segment,
                                        traits: segments.selected == index ? [.button, .selected] : .button,
                                        target: box, context: context)
        }
    }
}
