/// A device whose screen a spec is drawn for (spec key `device`, `--device`): it sets width, scale, size class
/// and safe area, and the canvas height of a full `screen`. The spec's own keys override its `device` key;
/// `--device` and `--devices` override the spec's keys.
public enum Device: String, CaseIterable, Hashable, Sendable {
    /// iPhone SE (2nd/3rd generation): 375 × 667 pt at 2×, a 20-pt status bar, no home indicator.
    case iphoneSE = "iphone-se"
    /// iPhone 15: 393 × 852 pt at 3×, safe area 59 / 34.
    case iphone15 = "iphone-15"
    /// iPhone 15 Pro Max: 430 × 932 pt at 3×, safe area 59 / 34.
    case iphone15ProMax = "iphone-15-pro-max"
    /// iPad Pro 11-inch: 834 × 1194 pt at 2×, safe area 24 / 20.
    case ipad11 = "ipad-11"
    /// iPad Pro 13-inch: 1032 × 1376 pt at 2×, safe area 24 / 20.
    case ipad13 = "ipad-13"

    /// Portrait screen size in points.
    public var portraitSize: (width: Double, height: Double) {
        switch self {
        case .iphoneSE: return (375, 667)
        case .iphone15: return (393, 852)
        case .iphone15ProMax: return (430, 932)
        case .ipad11: return (834, 1194)
        case .ipad13: return (1032, 1376)
        }
    }

    /// Device scale.
    public var scale: Double {
        switch self {
        case .iphone15, .iphone15ProMax: return 3
        case .iphoneSE, .ipad11, .ipad13: return 2
        }
    }

    /// Whether the screen has a sensor housing (notch or Dynamic Island) and a home indicator.
    public var hasNotch: Bool { self == .iphone15 || self == .iphone15ProMax }

    /// Whether it is an iPad.
    public var isPad: Bool { self == .ipad11 || self == .ipad13 }

    /// The screen size for an orientation.
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        let portrait = portraitSize
        return orientation == .portrait ? portrait : (portrait.height, portrait.width)
    }

    /// The safe area for an orientation: in landscape the notch's insets move to the sides and the status bar
    /// goes away on iPhone.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        switch (self, orientation) {
        case (.iphoneSE, .portrait): return EdgeInsets(top: 20)
        case (.iphoneSE, .landscape): return EdgeInsets()
        case (.iphone15, .portrait), (.iphone15ProMax, .portrait): return EdgeInsets(top: 59, bottom: 34)
        case (.iphone15, .landscape), (.iphone15ProMax, .landscape): return EdgeInsets(left: 59, bottom: 21, right: 59)
        case (.ipad11, _), (.ipad13, _): return EdgeInsets(top: 24, bottom: 20)
        }
    }

    /// The horizontal size class: regular on iPad, and on the Pro Max in landscape.
    public func sizeClass(_ orientation: Orientation) -> SizeClass {
        isPad || (self == .iphone15ProMax && orientation == .landscape) ? .regular : .compact
    }
}

/// Screen orientation (spec key `orientation`).
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}
