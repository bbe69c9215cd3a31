import Foundation
import TableGraphics
import TableResolve
import TableSpec

/// A stepper, segmented control, pop-up menu value or activity indicator placed on a row (issue 15): what
/// `AccessoryKind.control` carries from `RowBuilder` to the drawing below.
enum PlacedControl {
    /// A stepper: "−" and "+" halves.
    case stepper
    /// A segmented control, beside a title or across the row, with its labels measured in their segments.
    case segments(SegmentsControl, labels: [PlacedText])
    /// The pop-up value (measured) followed by the up/down chevrons.
    case menu(PlacedText)
    /// A medium activity indicator.
    case spinner
}

/// Places and draws the trailing controls from `Look.trailingControls` alone; every number is in `TrailingControlLook`.
enum TrailingControlItems {
    /// Where a row's control goes: its kind, width and how far its trailing edge sits inside the content's, or nil
    /// for a row without one of these controls. Full-width segments (no title) are placed by `fullWidth`.
    static func trailing(for row: Row, textLeading: Double, environment: LayoutEnvironment,
                         measurer: TextMeasuring) -> (kind: PlacedControl, width: Double, inset: Double)? {
        let look = environment.resolved.look.trailingControls
        let metrics = environment.metrics
        // The share is of the width after the icon, so a control beside an avatar leaves the title its part.
        let contentWidth = max(1, environment.contentTrailing - textLeading)
        // Controls that are accessory views in UIKit end where a switch does (outside the content inset).
        let viewInset = -metrics.switchTrailingOutset
        switch row.control {
        case .stepper?:
            return (.stepper, look.stepperSize.width, viewInset)
        case .spinner?:
            return (.spinner, look.spinnerDiameter, viewInset)
        case .segments(let segments)? where !row.title.isEmpty:
            let widest = segments.items.map {
                measurer.measure($0, style: look.segmentSelectedFont, width: nil, maxLines: 1).width
            }.max() ?? 0
            let natural = Double(max(1, segments.items.count)) * (widest + 2 * look.segmentLabelPadding)
            let width = min(natural, contentWidth * look.trailingMaximumShare)
            return (segmentsControl(segments, width: width, look: look, measurer: measurer), width, viewInset)
        case .menu(let value)?:
            let natural = measurer.measure(value, style: look.menuFont, width: nil, maxLines: 1).width
            // The share holds the value and its glyph: a long value in a narrow row (a section index, AX5) must
            // leave the glyph room, or the two reach past the canvas's edge.
            let glyph = look.menuGlyphGap + look.menuGlyphSize.width
            let textWidth = max(1, min(natural, contentWidth * look.trailingMaximumShare - glyph))
            // A SwiftUI Picker's menu value keeps both ends of a long choice: it is cut in the middle.
            let measurement = measurer.measure(value, style: look.menuFont, width: textWidth, maxLines: 1,
                                               truncation: .middle)
            let text = PlacedText(text: value, style: look.menuFont, color: look.menuValue, x: 0, width: textWidth,
                                  alignment: .right, maxLines: 1, measurement: measurement, truncation: .middle)
            // The glyph's ink ends where a disclosure chevron's would.
            return (.menu(text), textWidth + look.menuGlyphGap + look.menuGlyphSize.width, metrics.chevronExtraInset)
        default:
            return nil
        }
    }

    /// A segmented control across the row (a row without a title), from the text's leading edge to `edge`.
    static func fullWidth(for row: Row, textLeading: Double, edge: Double, environment: LayoutEnvironment,
                          measurer: TextMeasuring) -> (kind: PlacedControl, width: Double)? {
        guard case .segments(let segments)? = row.control, row.title.isEmpty else { return nil }
        let width = max(1, edge - textLeading)
        return (segmentsControl(segments, width: width, look: environment.resolved.look.trailingControls, measurer: measurer),
                width)
    }

    /// Segments `width` wide with their labels measured: each in its segment less the padding, the selected one
    /// in its heavier weight, on one line (truncated beyond it).
    private static func segmentsControl(_ segments: SegmentsControl, width: Double, look: TrailingControlLook,
                                        measurer: TextMeasuring) -> PlacedControl {
        let segmentWidth = width / Double(max(1, segments.items.count))
        let boxWidth = max(1, segmentWidth - look.segmentLabelPadding)
        let labels = segments.items.enumerated().map { index, label in
            let font = index == segments.selected ? look.segmentSelectedFont : look.segmentFont
            return PlacedText(text: label, style: font, color: look.segmentLabel, x: 0, width: boxWidth,
                              alignment: .center, maxLines: 1,
                              measurement: measurer.measure(label, style: font, width: boxWidth, maxLines: 1))
        }
        return .segments(segments, labels: labels)
    }

    /// The switch's on-track: the row's `tint`, else the look's green.
    static func switchOnColor(for row: Row, environment: LayoutEnvironment) -> RGBAColor {
        row.switchTint.map(environment.palette.resolve) ?? environment.resolved.look.trailingControls.switchOn
    }

    /// The title as drawn: a stepper's value joins it in the title's line, as SwiftUI's `Stepper("Copies: \(n)")`.
    static func title(of row: Row, environment: LayoutEnvironment) -> String {
        guard case .stepper(let stepper)? = row.control, let value = stepper.value, !value.isEmpty else {
            return row.title
        }
        if row.title.isEmpty { return value }
        // A title already ending in a colon gets only the space.
        let joiner = environment.resolved.look.trailingControls.stepperValueJoiner
        return row.title.hasSuffix(":") ? row.title + " " + value : row.title + joiner + value
    }

    /// The height of a row that is only a segmented control across it: the control and its padding, as a UIKit
    /// cell self-sizes around a custom view (the text rows' Dynamic Type minimum does not apply: there is no text).
    /// Nil for any other row.
    static func fullWidthRowHeight(for row: Row, environment: LayoutEnvironment) -> Double? {
        // A row with an icon or other text keeps the ordinary self-sizing (the icon or text may be taller).
        guard case .segments? = row.control, row.title.isEmpty, (row.subtitle ?? "").isEmpty,
              (row.detail ?? "").isEmpty, row.icon == nil else { return nil }
        let look = environment.resolved.look.trailingControls
        return look.segmentHeight + 2 * look.segmentsRowPadding
    }

    /// The smallest height of a row with a control: the control plus the space UIKit keeps around it.
    static func minimumRowHeight(for row: Row, environment: LayoutEnvironment) -> Double {
        let look = environment.resolved.look.trailingControls
        let padding = environment.metrics.switchVerticalPadding
        switch row.control {
        case .stepper?: return look.stepperSize.height + 2 * padding
        case .spinner?: return look.spinnerDiameter + 2 * padding
        case .segments?:
            return look.segmentHeight + 2 * (row.title.isEmpty ? look.segmentsRowPadding : padding)
        default: return 0
        }
    }

    /// The display items of a placed control whose box starts at `x`, `width` wide, centred on `centerY`.
    static func items(for control: PlacedControl, x: Double, width: Double, centerY: Double,
                      environment: LayoutEnvironment) -> [DisplayItem] {
        let look = environment.resolved.look.trailingControls
        switch control {
        case .stepper:
            return stepperItems(x: x, centerY: centerY, look: look, environment: environment)
        case .segments(let segments, let labels):
            return segmentItems(segments, labels: labels, x: x, width: width, centerY: centerY, look: look,
                                environment: environment)
        case .menu(let text):
            return menuItems(text, x: x, centerY: centerY, look: look)
        case .spinner:
            return spinnerItems(x: x, centerY: centerY, look: look)
        }
    }

    /// A rounded rectangle's corner: capsules are true half circles (as the switch's), others the table's curve.
    private static func curve(radius: Double, height: Double, environment: LayoutEnvironment) -> CornerCurve {
        radius * 2 >= height ? .circular : environment.cornerCurve
    }

    private static func stepperItems(x: Double, centerY: Double, look: TrailingControlLook,
                                     environment: LayoutEnvironment) -> [DisplayItem] {
        let size = look.stepperSize
        let box = Rect(x: x, y: environment.grid.snap(centerY - size.height / 2), width: size.width,
                       height: size.height)
        let divider = Rect(x: environment.grid.snap(box.midX - look.stepperDividerWidth / 2),
                           y: box.y + look.stepperDividerInset, width: look.stepperDividerWidth,
                           height: box.height - 2 * look.stepperDividerInset)
        let pen = look.stepperGlyphLineWidth
        let half = (look.stepperGlyphSize - pen) / 2
        // Each glyph centred in its half; the centre line is shorter than the ink by the round caps.
        var minus = Path()
        let minusX = box.x + box.width / 4
        minus.move(to: Point(minusX - half, box.midY))
        minus.line(to: Point(minusX + half, box.midY))
        var plus = Path()
        let plusX = box.x + box.width * 3 / 4
        plus.move(to: Point(plusX - half, box.midY))
        plus.line(to: Point(plusX + half, box.midY))
        plus.move(to: Point(plusX, box.midY - half))
        plus.line(to: Point(plusX, box.midY + half))
        return [
            .fill(FilledShape(rect: box, radii: CornerRadii(all: look.stepperCornerRadius),
                              curve: curve(radius: look.stepperCornerRadius, height: box.height,
                                           environment: environment),
                              color: look.stepperFill)),
            .fill(FilledShape(rect: divider, radii: CornerRadii(all: 0), curve: .circular, color: look.stepperDivider)),
            // Symmetric glyphs: a right-to-left layout moves the halves (UIKit mirrors controls) without turning them.
            .stroke(StrokedPath(path: minus, color: look.stepperGlyph, lineWidth: pen, flipsInRightToLeft: false)),
            .stroke(StrokedPath(path: plus, color: look.stepperGlyph, lineWidth: pen, flipsInRightToLeft: false)),
        ]
    }

    private static func segmentItems(_ segments: SegmentsControl, labels: [PlacedText], x: Double, width: Double,
                                     centerY: Double, look: TrailingControlLook,
                                     environment: LayoutEnvironment) -> [DisplayItem] {
        let grid = environment.grid
        let height = look.segmentHeight
        let track = Rect(x: x, y: grid.snap(centerY - height / 2), width: width, height: height)
        let count = max(1, segments.items.count)
        let segmentWidth = width / Double(count)
        let selected = segments.selected.flatMap { segments.items.indices.contains($0) ? $0 : nil }
        var items: [DisplayItem] = [.fill(FilledShape(
            rect: track, radii: CornerRadii(all: look.segmentCornerRadius),
            curve: curve(radius: look.segmentCornerRadius, height: height, environment: environment),
            color: look.segmentTrack))]
        if look.segmentShowsDividers {
            // A divider between two segments, hidden where the thumb is beside it.
            for index in 1..<max(1, count) where index != selected && index - 1 != selected {
                let rect = Rect(x: grid.snap(track.x + Double(index) * segmentWidth - look.segmentDividerWidth / 2),
                                y: track.y + look.segmentDividerInset, width: look.segmentDividerWidth,
                                height: height - 2 * look.segmentDividerInset)
                items.append(.fill(FilledShape(rect: rect, radii: CornerRadii(all: 0), curve: .circular,
                                               color: look.segmentDivider)))
            }
        }
        if let selected {
            let inset = look.segmentThumbInset
            let thumb = Rect(x: track.x + Double(selected) * segmentWidth + inset, y: track.y + inset,
                             width: max(0, segmentWidth - 2 * inset), height: height - 2 * inset)
            let radii = CornerRadii(all: look.segmentThumbCornerRadius)
            let thumbCurve = curve(radius: look.segmentThumbCornerRadius, height: thumb.height,
                                   environment: environment)
            items += look.segmentThumbShadows.map { shadow in
                .shadow(ShadowItem(
                    shape: FilledShape(rect: thumb, radii: radii, curve: thumbCurve, color: shadow.color),
                    offset: shadow.offset, blurRadius: shadow.blurRadius))
            }
            items.append(.fill(FilledShape(rect: thumb, radii: radii, curve: thumbCurve, color: look.segmentThumb)))
        }
        for (index, label) in labels.enumerated() {
            var placed = label
            // Labels keep half the padding from their segment's edges.
            placed.x = track.x + Double(index) * segmentWidth + look.segmentLabelPadding / 2
            items.append(.text(placed.run(top: track.midY - label.measurement.height / 2)))
        }
        return items
    }

    private static func menuItems(_ text: PlacedText, x: Double, centerY: Double,
                                  look: TrailingControlLook) -> [DisplayItem] {
        var value = text
        value.x = x
        let size = look.menuGlyphSize
        let pen = look.menuGlyphLineWidth
        let box = Rect(x: x + text.width + look.menuGlyphGap, y: centerY - size.height / 2, width: size.width,
                       height: size.height)
        // Two chevrons, "^" over "v", pointing away from a gap between them; ink (pen included) fills the box.
        let chevronHeight = (size.height * (1 - look.menuGlyphGapShare)) / 2
        let left = box.x + pen / 2, right = box.maxX - pen / 2
        var path = Path()
        path.move(to: Point(left, box.y + chevronHeight - pen / 2))
        path.line(to: Point(box.midX, box.y + pen / 2))
        path.line(to: Point(right, box.y + chevronHeight - pen / 2))
        path.move(to: Point(left, box.maxY - chevronHeight + pen / 2))
        path.line(to: Point(box.midX, box.maxY - pen / 2))
        path.line(to: Point(right, box.maxY - chevronHeight + pen / 2))
        return [
            .text(value.run(top: centerY - text.measurement.height / 2)),
            .stroke(StrokedPath(path: path, color: look.menuGlyph, lineWidth: pen, flipsInRightToLeft: false)),
        ]
    }

    private static func spinnerItems(x: Double, centerY: Double, look: TrailingControlLook) -> [DisplayItem] {
        let radius = look.spinnerDiameter / 2
        let center = Point(x + radius, centerY)
        let pen = look.spinnerLineWidth
        let outer = radius - pen / 2
        let inner = max(pen / 2, radius * look.spinnerInnerShare)
        let count = max(1, look.spinnerSpokes)
        return (0..<count).map { index in
            // The head at 12 o'clock; each spoke behind it (anticlockwise, as the indicator turns clockwise) fainter.
            let angle = -Double.pi / 2 - Double(index) * 2 * Double.pi / Double(count)
            let opacity = look.spinnerOpacities.indices.contains(index) ? look.spinnerOpacities[index] : 1
            var path = Path()
            path.move(to: Point(center.x + inner * cos(angle), center.y + inner * sin(angle)))
            path.line(to: Point(center.x + outer * cos(angle), center.y + outer * sin(angle)))
            return .stroke(StrokedPath(path: path, color: look.spinnerSpoke.withOpacity(opacity), lineWidth: pen))
        }
    }
}
