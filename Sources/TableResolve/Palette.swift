import TableGraphics
import TableSpec

/// UIKit's semantic colours for one appearance (uikit-metrics.md §1, iOS 13–18; dark = the base, not elevated).
public struct Palette: Hashable, Sendable {
    /// The appearance this palette resolves for.
    public let appearance: Appearance

    /// Creates the palette of an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The value of a semantic colour in this appearance.
    public func color(_ name: SemanticColor) -> RGBAColor {
        let pair = Palette.table[name] ?? (RGBAColor(0, 0, 0), RGBAColor(255, 255, 255))
        return appearance == .light ? pair.light : pair.dark
    }

    /// The value of a colour as written in a spec.
    public func resolve(_ value: ColorValue) -> RGBAColor {
        switch value {
        case .literal(let color): return color
        case .semantic(let name): return color(name)
        }
    }

    private static func rgb(_ hex: UInt32, _ opacity: Double = 1) -> RGBAColor {
        RGBAColor(hex: hex, opacity: opacity)
    }

    /// Light and dark values. Alphas are written as UIKit stores them (n/255) where the source gives n.
    private static let table: [SemanticColor: (light: RGBAColor, dark: RGBAColor)] = [
        .systemGroupedBackground: (rgb(0xF2F2F7), rgb(0x000000)),
        .secondarySystemGroupedBackground: (rgb(0xFFFFFF), rgb(0x1C1C1E)),
        .tertiarySystemGroupedBackground: (rgb(0xF2F2F7), rgb(0x2C2C2E)),
        .systemBackground: (rgb(0xFFFFFF), rgb(0x000000)),
        .secondarySystemBackground: (rgb(0xF2F2F7), rgb(0x1C1C1E)),
        .tertiarySystemBackground: (rgb(0xFFFFFF), rgb(0x2C2C2E)),
        .label: (rgb(0x000000), rgb(0xFFFFFF)),
        .secondaryLabel: (RGBAColor(60, 60, 67, 153), RGBAColor(235, 235, 245, 153)),
        .tertiaryLabel: (RGBAColor(60, 60, 67, 76), RGBAColor(235, 235, 245, 76)),
        .quaternaryLabel: (RGBAColor(60, 60, 67, 46), RGBAColor(235, 235, 245, 41)),
        // uikit-metrics §11: α 0.30 stored as 76/255, like tertiaryLabel.
        .placeholderText: (RGBAColor(60, 60, 67, 76), RGBAColor(235, 235, 245, 76)),
        .separator: (RGBAColor(60, 60, 67, 74), RGBAColor(84, 84, 88, 153)),
        .opaqueSeparator: (rgb(0xC6C6C8), rgb(0x38383A)),
        .systemFill: (RGBAColor(120, 120, 128, 51), RGBAColor(120, 120, 128, 92)),
        .secondarySystemFill: (RGBAColor(120, 120, 128, 41), RGBAColor(120, 120, 128, 82)),
        .tertiarySystemFill: (RGBAColor(118, 118, 128, 31), RGBAColor(118, 118, 128, 61)),
        .quaternarySystemFill: (RGBAColor(116, 116, 128, 20), RGBAColor(118, 118, 128, 46)),
        .systemGray: (rgb(0x8E8E93), rgb(0x8E8E93)),
        .systemGray2: (rgb(0xAEAEB2), rgb(0x636366)),
        .systemGray3: (rgb(0xC7C7CC), rgb(0x48484A)),
        .systemGray4: (rgb(0xD1D1D6), rgb(0x3A3A3C)),
        .systemGray5: (rgb(0xE5E5EA), rgb(0x2C2C2E)),
        .systemGray6: (rgb(0xF2F2F7), rgb(0x1C1C1E)),
        .systemBlue: (rgb(0x007AFF), rgb(0x0A84FF)),
        .link: (rgb(0x007AFF), rgb(0x0984FF)),
        .systemGreen: (rgb(0x34C759), rgb(0x30D158)),
        .systemRed: (rgb(0xFF3B30), rgb(0xFF453A)),
        .systemOrange: (rgb(0xFF9500), rgb(0xFF9F0A)),
        .systemYellow: (rgb(0xFFCC00), rgb(0xFFD60A)),
        .systemPink: (rgb(0xFF2D55), rgb(0xFF375F)),
        .systemPurple: (rgb(0xAF52DE), rgb(0xBF5AF2)),
        .systemIndigo: (rgb(0x5856D6), rgb(0x5E5CE6)),
        .systemTeal: (rgb(0x5AC8FA), rgb(0x64D2FF)),
        .white: (rgb(0xFFFFFF), rgb(0xFFFFFF)),
        .black: (rgb(0x000000), rgb(0x000000)),
        .clear: (RGBAColor(0, 0, 0, 0), RGBAColor(0, 0, 0, 0)),
    ]
}
