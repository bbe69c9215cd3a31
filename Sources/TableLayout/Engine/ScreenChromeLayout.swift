import Foundation
import TableGraphics
import TableResolve

/// The parts of a full-screen render around the table (`"screen": true`): status bar, navigation bar and home
/// indicator, drawn as vectors and text over the table's background.
struct ScreenChromeLayout {
    let environment: LayoutEnvironment
    let measurer: TextMeasuring

    var content: TableContent { environment.content }
    var canvas: Canvas { environment.canvas }
    var chrome: ChromeMetrics { environment.chrome }
    private var label: RGBAColor { environment.palette.color(.label) }

    /// Where the table starts: below the status bar and the navigation bar.
    var contentTop: Double {
        guard canvas.screen, let bar = content.navigationBar else { return canvas.safeArea.top }
        return canvas.safeArea.top + chrome.barHeight(largeTitle: bar.largeTitle)
            + (bar.largeTitle ? chrome.largeTitleAreaHeight : 0)
    }

    /// The chrome's primitives for a canvas of `size`.
    func items(canvas size: Size) -> [DisplayItem] {
        guard canvas.screen else { return [] }
        var items: [DisplayItem] = []
        // The bars sit on the table's background (iOS 15+ scroll-edge appearance), covering anything under them.
        items.append(.fill(FilledShape(rect: Rect(x: 0, y: 0, width: size.width, height: contentTop),
                                       color: environment.look.background)))
        if content.drawsStatusBar { items += statusBar(width: size.width) }
        if let bar = content.navigationBar { items += navigationBar(bar, width: size.width) }
        if canvas.safeArea.bottom > 0, content.drawsHomeIndicator {
            let pill = chrome.homeIndicatorSize
            let rect = Rect(x: (size.width - pill.width) / 2, y: size.height - chrome.homeIndicatorBottomGap - pill.height,
                            width: pill.width, height: pill.height)
            items.append(.fill(FilledShape(rect: rect, radii: CornerRadii(all: pill.height / 2), curve: .circular,
                                           color: label)))
        }
        return items
    }

    private func statusBar(width: Double) -> [DisplayItem] {
        let height = canvas.safeArea.top
        guard height > 0 else { return [] }
        let icons = chrome.icons
        let notch = canvas.device?.hasNotch ?? (height > icons.notchMinimumHeight)
        let time = content.statusBarTime
        let font = notch ? environment.chromeFonts.notchTime : environment.chromeFonts.flatTime
        let measured = measurer.measure(time, style: font, width: nil, maxLines: 1)
        let centerY = notch ? height / 2 + chrome.notchCenterOffset : height / 2
        var items: [DisplayItem] = []
        // The time sits in the left "ear" beside the sensor housing on notched phones, at the left edge otherwise.
        let timeBox = notch
            ? Rect(x: chrome.notchTimeLeading, y: 0, width: width * chrome.notchTimeShare - chrome.notchTimeLeading, height: 0)
            : Rect(x: chrome.flatTimeLeading, y: 0, width: chrome.flatTimeWidth, height: 0)
        items.append(.text(TextRun(text: time, style: font, color: label,
                                   origin: Point(timeBox.x, centerY - measured.height / 2), width: timeBox.width,
                                   maxLines: 1, alignment: notch ? .center : .left, height: measured.height)))
        // Right side, right to left: battery, Wi-Fi, signal.
        var x = width - (notch ? chrome.notchTrailingInset : chrome.flatTrailingInset)
        let size = icons.batterySize, inset = icons.batteryLevelInset, cap = icons.batteryCapSize
        let outline = label.withOpacity(icons.batteryOutlineOpacity)
        let battery = Rect(x: x - size.width, y: centerY - size.height / 2, width: size.width, height: size.height)
        items.append(.stroke(StrokedPath(path: Path.roundedRect(battery, radii: CornerRadii(all: icons.batteryCornerRadius),
                                                                curve: .continuous),
                                         color: outline, lineWidth: icons.batteryOutlineWidth)))
        items.append(.fill(FilledShape(rect: Rect(x: battery.x + inset, y: battery.y + inset,
                                                  width: size.width - 2 * inset, height: size.height - 2 * inset),
                                       radii: CornerRadii(all: icons.batteryLevelCornerRadius), curve: .circular,
                                       color: label)))
        items.append(.fill(FilledShape(rect: Rect(x: battery.maxX + icons.batteryCapGap, y: centerY - cap.height / 2,
                                                  width: cap.width, height: cap.height),
                                       radii: CornerRadii(topLeft: 0, topRight: cap.width / 2, bottomRight: cap.width / 2,
                                                          bottomLeft: 0),
                                       curve: .circular, color: outline)))
        x = battery.x - icons.gap
        items += wifi(right: x, centerY: centerY)
        x -= icons.iconWidth + icons.gap
        for bar in 0..<icons.signalBars {
            let barHeight = icons.signalBarBaseHeight + Double(bar) * icons.signalBarStep
            let rect = Rect(x: x - icons.iconWidth + Double(bar) * icons.signalBarPitch,
                            y: centerY + icons.baselineOffset - barHeight, width: icons.signalBarWidth, height: barHeight)
            items.append(.fill(FilledShape(rect: rect, radii: CornerRadii(all: icons.signalBarCornerRadius),
                                           curve: .circular, color: label)))
        }
        return items
    }

    /// A dot and arcs above it, as the Wi-Fi glyph.
    private func wifi(right: Double, centerY: Double) -> [DisplayItem] {
        let icons = chrome.icons
        let center = Point(right - icons.iconWidth / 2, centerY + icons.baselineOffset)
        let dot = icons.wifiDotDiameter
        var items: [DisplayItem] = [.fill(FilledShape(
            rect: Rect(x: center.x - dot / 2, y: center.y - dot, width: dot, height: dot),
            radii: CornerRadii(all: dot / 2), curve: .circular, color: label))]
        let angle = Double.pi / 4
        for radius in icons.wifiArcRadii {
            // A 90° arc above the dot, as one cubic (the quarter-circle approximation).
            let start = Point(center.x - radius * sin(angle), center.y - radius * cos(angle))
            let end = Point(center.x + radius * sin(angle), center.y - radius * cos(angle))
            let k = 4.0 / 3.0 * tan(angle / 2) * radius
            var path = Path()
            path.move(to: start)
            path.curve(to: end,
                       control1: Point(start.x + k * cos(angle), start.y - k * sin(angle)),
                       control2: Point(end.x - k * cos(angle), end.y - k * sin(angle)))
            items.append(.stroke(StrokedPath(path: path, color: label, lineWidth: icons.wifiArcWidth, cap: .round)))
        }
        return items
    }

    /// The iOS 26 glass capsule (shadow, then fill) around a bar button's label box.
    private func glassCapsule(labelX: Double, labelWidth: Double, center: Double, height: Double) -> [DisplayItem] {
        let padding = chrome.glassButtonPadding
        let capsule = Rect(x: labelX - padding, y: center - height / 2, width: labelWidth + 2 * padding,
                           height: height)
        let glass = environment.palette.color(.secondarySystemGroupedBackground)
        let shape = FilledShape(rect: capsule, radii: CornerRadii(all: height / 2), curve: .circular, color: glass)
        var caster = shape
        caster.color = RGBAColor(0, 0, 0, chrome.glassButtonShadowAlpha)
        return [.shadow(ShadowItem(shape: caster, offset: Point(0, 2), blurRadius: 12)), .fill(shape)]
    }

    private func navigationBar(_ bar: ContentNavigationBar, width: Double) -> [DisplayItem] {
        let top = canvas.safeArea.top
        let tint = environment.look.tint
        var items: [DisplayItem] = []
        let body = environment.chromeFonts.barLabel
        let margin = environment.metrics.contentInset + canvas.safeArea.left
        let textCenter = top + chrome.textCenter(largeTitle: bar.largeTitle)
        let labelWidth = width * chrome.barLabelMaximumShare
        if let back = bar.back {
            let shape = chrome.backChevronBox
            // The chevron's box is placed for the large-title bar's text centre and moves with an inline bar's.
            let shift = chrome.textCenter(largeTitle: bar.largeTitle) - chrome.barTextCenter
            let box = Rect(x: shape.x + canvas.safeArea.left, y: top + shape.y + shift, width: shape.width,
                           height: shape.height)
            let pen = chrome.backChevronLineWidth
            var chevron = Path()
            chevron.move(to: Point(box.maxX - pen / 2, box.y + pen / 2))
            chevron.line(to: Point(box.x + pen / 2, box.midY))
            chevron.line(to: Point(box.maxX - pen / 2, box.maxY - pen / 2))
            items.append(.stroke(StrokedPath(path: chevron, color: tint, lineWidth: pen, cap: .round)))
            let measured = measurer.measure(back, style: body, width: nil, maxLines: 1)
            items.append(.text(TextRun(text: back, style: body, color: tint,
                                       origin: Point(box.maxX + chrome.backLabelGap, textCenter - measured.height / 2),
                                       width: min(measured.width + 1, labelWidth), maxLines: 1,
                                       height: measured.height)))
        }
        if let leading = bar.leading {
            // A leading item (instead of a back button): tint text at the margin, or on iOS 26 a glass capsule
            // whose leading edge is at the margin.
            let measured = measurer.measure(leading, style: body, width: nil, maxLines: 1)
            let boxWidth = min(measured.width + 1, labelWidth)
            var x = canvas.safeArea.left + chrome.barLeadingMargin
            var color = tint
            if let height = chrome.glassButtonHeight {
                x += chrome.glassButtonPadding
                color = environment.palette.color(.label)
                items += glassCapsule(labelX: x, labelWidth: boxWidth, center: textCenter, height: height)
            }
            items.append(.text(TextRun(text: leading, style: body, color: color,
                                       origin: Point(x, textCenter - measured.height / 2),
                                       width: boxWidth, maxLines: 1, height: measured.height)))
        }
        if let trailing = bar.trailing {
            let measured = measurer.measure(trailing, style: body, width: nil, maxLines: 1)
            let boxWidth = min(measured.width + 1, labelWidth)
            var x = width - canvas.safeArea.right - chrome.barTrailingMargin - boxWidth
            var color = tint
            if let height = chrome.glassButtonHeight {
                // iOS 26: the label sits in a glass capsule whose trailing edge is at the margin.
                x -= chrome.glassButtonPadding
                color = environment.palette.color(.label)
                items += glassCapsule(labelX: x, labelWidth: boxWidth, center: textCenter, height: height)
            }
            items.append(.text(TextRun(text: trailing, style: body, color: color,
                                       origin: Point(x, textCenter - measured.height / 2),
                                       width: boxWidth, maxLines: 1, alignment: .right, height: measured.height)))
        }
        if bar.largeTitle {
            let font = environment.chromeFonts.largeTitle
            let measured = measurer.measure(bar.title, style: font, width: nil, maxLines: 1)
            // Aligned with the table's margin.
            let baseline = top + chrome.navigationBarHeight + chrome.largeTitleBaseline
            items.append(.text(TextRun(text: bar.title, style: font, color: label,
                                       origin: Point(margin, baseline - measured.firstBaseline),
                                       width: width - 2 * margin, maxLines: 1, height: measured.height)))
        } else if !bar.title.isEmpty {
            let font = environment.chromeFonts.inlineTitle
            let measured = measurer.measure(bar.title, style: font, width: nil, maxLines: 1)
            let boxWidth = width * chrome.inlineTitleShare
            items.append(.text(TextRun(text: bar.title, style: font, color: label,
                                       origin: Point((width - boxWidth) / 2, textCenter - measured.height / 2),
                                       width: boxWidth, maxLines: 1, alignment: .center,
                                       height: measured.height)))
        }
        return items
    }
}

