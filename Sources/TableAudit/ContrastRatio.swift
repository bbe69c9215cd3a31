import TableRenderKit
import Foundation
import TableGraphics

/// WCAG 2.x contrast (SC 1.4.3, "Contrast (Minimum)", level AA): relative luminance of sRGB colours and the
/// ratio between two of them.
public enum ContrastRatio {
    /// Normal text needs 4.5:1 (WCAG 2.2 SC 1.4.3).
    public static let normalTextMinimum = 4.5
    /// Large text needs 3:1 (WCAG 2.2 SC 1.4.3).
    public static let largeTextMinimum = 3.0
    /// Text this size or larger is large (WCAG: 18 point), in iOS points as the spec's sizes are.
    public static let largeTextSize = 18.0
    /// Bold text this size or larger is large (WCAG: 14 point bold).
    public static let largeBoldTextSize = 14.0
    /// The lightest weight counted as bold: semibold, the weight iOS uses for emphasised text (the headline
    /// style, bar titles), is treated as bold; medium is not. WCAG names no weight, so this is our choice.
    public static let boldWeight = FontWeight.semibold

    /// The relative luminance of an opaque colour: each channel linearised from sRGB (IEC 61966-2-1, the
    /// 0.04045 knee; WCAG 2.x's 0.03928 gives the same result for every 8-bit value) and weighted 0.2126 R +
    /// 0.7152 G + 0.0722 B.
    public static func relativeLuminance(_ color: RGBAColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance over the darker's: 1 to 21. Alpha is ignored:
    /// composite first.
    public static func ratio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let a = relativeLuminance(first), b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Whether text in `style` is large in WCAG's sense: ≥ 18 pt, or ≥ 14 pt at semibold or heavier.
    public static func isLarge(_ style: TextStyle) -> Bool {
        style.size >= largeTextSize || (style.size >= largeBoldTextSize && style.weight.rawValue >= boldWeight.rawValue)
    }

    /// The ratio text in `style` needs.
    public static func required(for style: TextStyle) -> Double {
        isLarge(style) ? largeTextMinimum : normalTextMinimum
    }
}
