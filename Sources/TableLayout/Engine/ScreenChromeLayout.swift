import Foundation
import TableGraphics
import TableSpec

/// The parts of a full-screen render around the table (`"screen": true`): status bar, navigation bar and home
/// indicator, drawn as vectors and text over the table's background.
struct ScreenChromeLayout {
    let environment: LayoutEnvironment
    let measurer: TextMeasuring

    /// Height of an inline navigation bar.
    static let barHeight = 44.0
    /// Extra height of the large-title area under the bar.
    static let largeTitleHeight = 52.0

    private var spec: Spec { environment.spec }
    private var label: RGBAColor { environment.palette.color(.label) }

    /// Where the table starts: below the status bar and the navigation bar.
    var contentTop: Double {
        guard spec.screen else { return spec.safeArea.top }
        guard let bar = spec.navigationBar else { return spec.safeArea.top }
        return spec.safeArea.top + Self.barHeight + (bar.largeTitle ? Self.largeTitleHeight : 0)
    }

    /// The chrome's primitives for a canvas of `size`.
    func items(canvas size: Size) -> [DisplayItem] {
        guard spec.screen else { return [] }
        var items: [DisplayItem] = []
        // The bars sit on the table's background (iOS 15+ scroll-edge appearance), covering anything under them.
        items.append(.fill(FilledShape(rect: Rect(x: 0, y: 0, width: size.width, height: contentTop),
                                       color: environment.look.background)))
        items += statusBar(width: size.width)
        if let bar = spec.navigationBar { items += navigationBar(bar, width: size.width) }
        if spec.safeArea.bottom > 0 {
            // The home indicator: a 134 × 5 pill 8 pt above the bottom edge.
            let pill = Rect(x: (size.width - 134) / 2, y: size.height - 8 - 5, width: 134, height: 5)
            items.append(.fill(FilledShape(rect: pill, radii: CornerRadii(all: 2.5), curve: .circular, color: label)))
        }
        return items
    }

    private func statusBar(width: Double) -> [DisplayItem] {
        let height = spec.safeArea.top
        guard height > 0 else { return [] }
        let notch = spec.device?.hasNotch ?? (height > 40)
        let time = spec.statusBar?.time ?? "9:41"
        let font = TextStyle(family: spec.font, size: notch ? 17 : 12, weight: .semibold)
        let measured = measurer.measure(time, style: font, width: nil, maxLines: 1)
        let centerY = notch ? height / 2 + 4 : height / 2
        var items: [DisplayItem] = []
        // The time sits in the left "ear" beside the sensor housing on notched phones, at the left edge otherwise.
        let timeBox = notch ? Rect(x: 16, y: 0, width: width * 0.28 - 16, height: 0)
            : Rect(x: 6, y: 0, width: 80, height: 0)
        items.append(.text(TextRun(text: time, style: font, color: label,
                                   origin: Point(timeBox.x, centerY - measured.height / 2), width: timeBox.width,
                                   maxLines: 1, alignment: notch ? .center : .left, height: measured.height)))
        // Right side, right to left: battery, Wi-Fi, signal.
        var x = width - (notch ? 28 : 8)
        let battery = Rect(x: x - 25, y: centerY - 6, width: 25, height: 12)
        items.append(.stroke(StrokedPath(path: Path.roundedRect(battery, radii: CornerRadii(all: 3.5), curve: .continuous),
                                         color: label.withOpacity(0.4), lineWidth: 1)))
        items.append(.fill(FilledShape(rect: Rect(x: battery.x + 2, y: battery.y + 2, width: 21, height: 8),
                                       radii: CornerRadii(all: 2), curve: .circular, color: label)))
        items.append(.fill(FilledShape(rect: Rect(x: battery.maxX + 1, y: centerY - 2, width: 1.5, height: 4),
                                       radii: CornerRadii(topLeft: 0, topRight: 0.75, bottomRight: 0.75, bottomLeft: 0),
                                       curve: .circular, color: label.withOpacity(0.4))))
        x = battery.x - 6
        items += wifi(right: x, centerY: centerY)
        x -= 17 + 6
        for bar in 0..<4 {
            let barHeight = 4 + Double(bar) * 2.6
            let rect = Rect(x: x - 17 + Double(bar) * 4.7, y: centerY + 5.5 - barHeight, width: 3, height: barHeight)
            items.append(.fill(FilledShape(rect: rect, radii: CornerRadii(all: 1), curve: .circular, color: label)))
        }
        return items
    }

    /// A dot and two arcs, 17 pt wide, as the Wi-Fi glyph.
    private func wifi(right: Double, centerY: Double) -> [DisplayItem] {
        let center = Point(right - 8.5, centerY + 5.5)
        var items: [DisplayItem] = [.fill(FilledShape(
            rect: Rect(x: center.x - 1.8, y: center.y - 3.6, width: 3.6, height: 3.6),
            radii: CornerRadii(all: 1.8), curve: .circular, color: label))]
        let angle = Double.pi / 4
        for radius in [7.5, 12.0] {
            // A 90° arc above the dot, as one cubic (the quarter-circle approximation).
            let start = Point(center.x - radius * sin(angle), center.y - radius * cos(angle))
            let end = Point(center.x + radius * sin(angle), center.y - radius * cos(angle))
            let k = 4.0 / 3.0 * tan(angle / 2) * radius
            var path = Path()
            path.move(to: start)
            path.curve(to: end,
                       control1: Point(start.x + k * cos(angle), start.y - k * sin(angle)),
                       control2: Point(end.x - k * cos(angle), end.y - k * sin(angle)))
            items.append(.stroke(StrokedPath(path: path, color: label, lineWidth: 2.2, cap: .round)))
        }
        return items
    }

    private func navigationBar(_ bar: NavigationBarSpec, width: Double) -> [DisplayItem] {
        let top = spec.safeArea.top
        let tint = environment.look.tint
        var items: [DisplayItem] = []
        let body = TextStyle(family: spec.font, size: 17, tracking: TypeScale.tracking(forSize: 17))
        let margin = environment.metrics.contentInset + spec.safeArea.left
        if let back = bar.back {
            // chevron.backward: 12 × 20 pt, a 3-pt pen, 8 pt from the leading edge.
            let box = Rect(x: 8 + spec.safeArea.left, y: top + 12, width: 12, height: 20)
            var chevron = Path()
            chevron.move(to: Point(box.maxX - 1.5, box.y + 1.5))
            chevron.line(to: Point(box.x + 1.5, box.midY))
            chevron.line(to: Point(box.maxX - 1.5, box.maxY - 1.5))
            items.append(.stroke(StrokedPath(path: chevron, color: tint, lineWidth: 3, cap: .round)))
            let measured = measurer.measure(back, style: body, width: nil, maxLines: 1)
            items.append(.text(TextRun(text: back, style: body, color: tint,
                                       origin: Point(box.maxX + 6, top + 22 - measured.height / 2),
                                       width: min(measured.width + 1, width * 0.3), maxLines: 1,
                                       height: measured.height)))
        }
        if let trailing = bar.trailing {
            let measured = measurer.measure(trailing, style: body, width: nil, maxLines: 1)
            let boxWidth = min(measured.width + 1, width * 0.3)
            items.append(.text(TextRun(text: trailing, style: body, color: tint,
                                       origin: Point(width - spec.safeArea.right - 16 - boxWidth, top + 22 - measured.height / 2),
                                       width: boxWidth, maxLines: 1, alignment: .right, height: measured.height)))
        }
        if bar.largeTitle {
            let font = TextStyle(family: TypeScale.family(spec.font, forSize: 34), size: 34, weight: .bold,
                                 tracking: TypeScale.tracking(forSize: 34))
            let measured = measurer.measure(bar.title, style: font, width: nil, maxLines: 1)
            // Baseline 41 pt into the 52-pt large-title area, aligned with the table's margin.
            let baseline = top + Self.barHeight + 41
            items.append(.text(TextRun(text: bar.title, style: font, color: label,
                                       origin: Point(margin, baseline - measured.firstBaseline),
                                       width: width - 2 * margin, maxLines: 1, height: measured.height)))
        } else if !bar.title.isEmpty {
            let font = TextStyle(family: spec.font, size: 17, weight: .semibold, tracking: TypeScale.tracking(forSize: 17))
            let measured = measurer.measure(bar.title, style: font, width: nil, maxLines: 1)
            items.append(.text(TextRun(text: bar.title, style: font, color: label,
                                       origin: Point(width * 0.25, top + 22 - measured.height / 2),
                                       width: width * 0.5, maxLines: 1, alignment: .center,
                                       height: measured.height)))
        }
        return items
    }
}

