import TableGraphics
import TableSpec

/// The status bar's icons, drawn as vectors (SF Symbols cannot be shipped): battery, Wi-Fi and signal, right to
/// left, sized as iOS 15–18 draws them (docs/metrics.md, "Screen chrome").
public struct StatusBarIcons: Hashable, Sendable {
    /// Gap between two icons.
    public var gap = 6.0
    /// Battery outline size.
    public var batterySize = Size(25, 12)
    /// Battery outline corner radius.
    public var batteryCornerRadius = 3.5
    /// Inset of the charge level inside the outline.
    public var batteryLevelInset = 2.0
    /// Corner radius of the charge level.
    public var batteryLevelCornerRadius = 2.0
    /// The terminal cap's size, right of the outline.
    public var batteryCapSize = Size(1.5, 4)
    /// Gap between the outline and the cap.
    public var batteryCapGap = 1.0
    /// Opacity of the outline and cap (of the label colour).
    public var batteryOutlineOpacity = 0.4
    /// Pen of the outline.
    public var batteryOutlineWidth = 1.0
    /// Width of the Wi-Fi and signal icons.
    public var iconWidth = 17.0
    /// The icons' baseline below the bar's content centre.
    public var baselineOffset = 5.5
    /// Diameter of the Wi-Fi dot.
    public var wifiDotDiameter = 3.6
    /// Radii of the Wi-Fi arcs around the dot.
    public var wifiArcRadii = [7.5, 12.0]
    /// Pen of the Wi-Fi arcs.
    public var wifiArcWidth = 2.2
    /// Number of signal bars.
    public var signalBars = 4
    /// Width of a signal bar.
    public var signalBarWidth = 3.0
    /// Distance between the left edges of two bars.
    public var signalBarPitch = 4.7
    /// Height of the first bar.
    public var signalBarBaseHeight = 4.0
    /// How much taller each next bar is.
    public var signalBarStep = 2.6
    /// Corner radius of a bar.
    public var signalBarCornerRadius = 1.0
    /// A status bar taller than this (points) is a notched phone's, when no device says.
    public var notchMinimumHeight = 40.0
}
