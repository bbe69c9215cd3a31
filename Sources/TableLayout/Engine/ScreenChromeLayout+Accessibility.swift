import TableGraphics
import TableResolve

extension ScreenChromeLayout {
    /// The navigation bar's elements in reading order: the back or leading button, the inline title, the
    /// trailing button, then the large title. A bar button's target is its label (with the back chevron, or the
    /// iOS 26 capsule) across the bar's full height, as UIKit's bar buttons take touches over the whole bar.
    func accessibility(canvas size: Size) -> [AccessibilityElement] {
        guard canvas.screen, let bar = content.navigationBar else { return [] }
        let top = canvas.safeArea.top
        let body = environment.chromeFonts.barLabel
        let labelWidth = size.width * chrome.barLabelMaximumShare
        let padding = chrome.glassButtonHeight == nil ? 0 : chrome.glassButtonPadding
        let barHeight = chrome.barHeight(largeTitle: bar.largeTitle)
        func button(_ label: String, from x: Double, to maxX: Double) -> AccessibilityElement {
            let box = Rect(x: x, y: top, width: max(0, maxX - x), height: barHeight)
            return AccessibilityElement(frame: box, label: label, kind: .barButton, traits: .button, target: box)
        }
        func width(of label: String) -> Double {
            min(measurer.measure(label, style: body, width: nil, maxLines: 1).width + 1, labelWidth)
        }
        var elements: [AccessibilityElement] = []
        if let back = bar.back {
            let chevron = chrome.backChevronBox
            let x = chevron.x + canvas.safeArea.left
            elements.append(button(back, from: x, to: x + chevron.width + chrome.backLabelGap + width(of: back)))
        }
        if let leading = bar.leading {
            let x = canvas.safeArea.left + chrome.barLeadingMargin
            elements.append(button(leading, from: x, to: x + 2 * padding + width(of: leading)))
        }
        if !bar.largeTitle, !bar.title.isEmpty {
            let boxWidth = size.width * chrome.inlineTitleShare
            elements.append(AccessibilityElement(
                frame: Rect(x: (size.width - boxWidth) / 2, y: top, width: boxWidth, height: barHeight),
                label: bar.title, kind: .barTitle, traits: .header))
        }
        if let trailing = bar.trailing {
            let maxX = size.width - canvas.safeArea.right - chrome.barTrailingMargin
            elements.append(button(trailing, from: maxX - 2 * padding - width(of: trailing), to: maxX))
        }
        if bar.largeTitle, !bar.title.isEmpty {
            let margin = environment.metrics.contentInset + canvas.safeArea.left
            let y = top + chrome.navigationBarHeight
            elements.append(AccessibilityElement(
                frame: Rect(x: margin, y: y, width: size.width - 2 * margin, height: chrome.largeTitleAreaHeight),
                label: bar.title, kind: .barTitle, traits: .header))
        }
        return elements
    }
}
