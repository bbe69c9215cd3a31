import TableGraphics
import TableSpec

/// The fonts of a full-screen render's chrome, at the sizes of `ChromeMetrics`, in the spec's family.
public struct ChromeFonts: Hashable, Sendable {
    /// The status bar time on notched phones.
    public var notchTime: TextStyle
    /// The status bar time without a notch.
    public var flatTime: TextStyle
    /// Back and trailing labels of the navigation bar.
    public var barLabel: TextStyle
    /// The inline title (semibold).
    public var inlineTitle: TextStyle
    /// The large title (bold, display cut).
    public var largeTitle: TextStyle

    /// The chrome fonts of `family` at the sizes of `chrome`.
    init(family: String, chrome: ChromeMetrics) {
        notchTime = TextStyle(family: family, size: chrome.notchTimeSize, weight: .semibold)
        flatTime = TextStyle(family: family, size: chrome.flatTimeSize, weight: .semibold)
        let bar = chrome.barTextSize
        barLabel = TextStyle(family: family, size: bar, tracking: TypeScale.tracking(forSize: bar))
        inlineTitle = TextStyle(family: family, size: bar, weight: .semibold, tracking: TypeScale.tracking(forSize: bar))
        let large = chrome.largeTitleSize
        largeTitle = TextStyle(family: TypeScale.family(family, forSize: large), size: large, weight: .bold,
                               tracking: TypeScale.tracking(forSize: large))
    }
}
