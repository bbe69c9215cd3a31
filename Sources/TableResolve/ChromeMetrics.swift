import TableGraphics
import TableSpec

/// The numbers of a full-screen render's chrome (`"screen": true`): status bar, navigation bar, large title and
/// home indicator, as iOS 15–18 draws them on the devices of `Device` (docs/metrics.md, "Screen chrome").
public struct ChromeMetrics: Hashable, Sendable {
    /// Height of the navigation bar under the status bar, above a large title.
    public var navigationBarHeight = 44.0
    /// Height of a navigation bar whose title is inline (no large title): the same 44 pt before iOS 26; iOS 26's
    /// is taller, its first card 4 pt lower (issue 32).
    public var inlineBarHeight = 44.0
    /// Height of the large-title area under the bar.
    public var largeTitleAreaHeight = 52.0
    /// Large title size (bold, display cut).
    public var largeTitleSize = 34.0
    /// From the large-title area's top to the title's baseline.
    public var largeTitleBaseline = 41.0
    /// Size of the bar's texts: inline title (semibold), back label, trailing label.
    public var barTextSize = 17.0
    /// Vertical centre of the bar's texts below the bar's top.
    public var barTextCenter = 22.0
    /// The same for an inline-title bar: 22 pt before iOS 26; iOS 26's title baseline sits 12 pt lower (issue 32),
    /// and its buttons are centred with it.
    public var inlineBarTextCenter = 22.0
    /// Widest a back or trailing label may be, as a share of the canvas width.
    public var barLabelMaximumShare = 0.3
    /// Width of the centred inline title's box, as a share of the canvas width.
    public var inlineTitleShare = 0.5
    /// Gap between the trailing label and the canvas edge (plus the safe area).
    public var barTrailingMargin = 16.0
    /// A leading button's label (or its glass capsule) inset from the leading edge, mirroring the trailing one.
    public var barLeadingMargin = 16.0
    /// The back chevron's box (chevron.backward): leading offset, top below the bar's top, size.
    public var backChevronBox = Rect(x: 8, y: 12, width: 12, height: 20)
    /// The back chevron's pen.
    public var backChevronLineWidth = 3.0
    /// Gap between the back chevron and its label.
    public var backLabelGap = 6.0
    /// Status bar time size on notched phones.
    public var notchTimeSize = 17.0
    /// Status bar time size without a notch.
    public var flatTimeSize = 12.0
    /// How far below the status bar's middle the notched bar's content sits.
    public var notchCenterOffset = 4.0
    /// The time's box on notched phones: leading inset, and its right end as a share of the width.
    public var notchTimeLeading = 16.0
    /// Right end of the notched time's box, as a share of the canvas width (the left "ear").
    public var notchTimeShare = 0.28
    /// The time's box without a notch: leading inset and width.
    public var flatTimeLeading = 6.0
    /// Width of the time's box without a notch.
    public var flatTimeWidth = 80.0
    /// Inset of the battery from the trailing edge on notched phones.
    public var notchTrailingInset = 28.0
    /// Inset of the battery from the trailing edge without a notch.
    public var flatTrailingInset = 8.0
    /// The home indicator pill.
    public var homeIndicatorSize = Size(134, 5)
    /// Gap between the home indicator and the bottom edge.
    public var homeIndicatorBottomGap = 8.0
    /// The battery, Wi-Fi and signal icons.
    public var icons = StatusBarIcons()
    /// Height of the glass capsule behind the bar's trailing label (iOS 26 toolbar buttons), or nil for a bare
    /// tinted label (iOS 15–18).
    public var glassButtonHeight: Double?
    /// Space between a glass capsule's edges and its label.
    public var glassButtonPadding = 14.0
    /// The glass capsule's soft shadow: black at this alpha, blur 12, 2 pt down.
    public var glassButtonShadowAlpha: UInt8 = 26

    /// The chrome of iOS 15–18.
    public static let standard = ChromeMetrics()
    /// iOS 26: the trailing label becomes a glass capsule button ("Done", "Reset") in `label`, 36 pt tall with
    /// 14 pt either side of the text, its trailing edge at the bar margin (chosen: no shared screenshot shows a
    /// toolbar button, docs/metrics.md); an inline-title bar is 48 pt tall with its texts centred 34 pt below its
    /// top (issue 32: title baseline 12 pt lower, first card 4 pt lower than iOS 18's bar).
    public static let iOS26: ChromeMetrics = {
        var chrome = ChromeMetrics()
        chrome.glassButtonHeight = 36
        chrome.inlineBarHeight = 48
        chrome.inlineBarTextCenter = 34
        return chrome
    }()

    /// The height of the bar, for a large title or an inline one.
    public func barHeight(largeTitle: Bool) -> Double { largeTitle ? navigationBarHeight : inlineBarHeight }

    /// The centre of the bar's texts below its top, for a large title or an inline one.
    public func textCenter(largeTitle: Bool) -> Double { largeTitle ? barTextCenter : inlineBarTextCenter }
}
