import TableSpec

/// Font sizes and minimum row heights for one Dynamic Type category, as iOS scales them.
///
/// Sizes: Apple's Dynamic Type tables (HIG, UIFont dumps). Row heights: CountiesUI's measurements for
/// XS…AX1 and AX5; AX2…AX4 are interpolated (docs/metrics.md).
public struct TypeScale: Hashable, Sendable {
    /// Title 2: the Settings account row's name.
    public let title2: Double
    /// Title 3: a Settings pane's header title.
    public let title3: Double
    /// Body: cell titles and value1 details.
    public let body: Double
    /// Subheadline: subtitles.
    public let subheadline: Double
    /// Footnote: grouped section headers and footers.
    public let footnote: Double
    /// Minimum height of a row.
    public let minimumRowHeight: Double

    /// The scale of a category.
    public init(_ size: DynamicTypeSize) {
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        title2 = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56][index]
        title3 = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55][index]
        body = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][index]
        subheadline = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49][index]
        footnote = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44][index]
        minimumRowHeight = [44, 44, 44, 44, 48, 52, 58, 69, 81, 97, 112, 127][index]
    }

    /// The factor for a number measured at body `size` (16 at Dynamic Type medium, 17 at large): the one rule
    /// by which the look table scales accessory and spacing numbers with the text size.
    public func bodyScale(measuredAt size: Double) -> Double { body / size }

    /// UIFont's `lineHeight` for SF Pro Text, per point of size: (ascender 1950 + descender 494) / 2048.
    /// Wrapped text uses it so multi-line headers, footers and titles advance as on iOS, whatever the font.
    public static let lineHeightPerPoint = 2444.0 / 2048

    /// From this size up iOS draws SF Pro Display instead of SF Pro Text (uikit-metrics.md §2, FIXSF's
    /// `SIZE_SWAP`); Inter's display cut (optical size 32) stands in for it, as its text cut (optical size 17)
    /// does below (docs/metrics.md: the widths that chose them).
    public static let displayCutMinimumSize = 20.0

    /// The families that have a display cut for large sizes: the pinned fonts' own (Fonts/fonts.lock).
    static let displayCuts = ["Inter": "Inter Display"]

    /// The family to draw `family` with at `size` points: its display cut from `displayCutMinimumSize` up.
    public static func family(_ family: String, forSize size: Double) -> String {
        guard size >= displayCutMinimumSize, let display = displayCuts[family] else { return family }
        return display
    }

    /// Apple's tracking for SF Pro Text at `size` points, in points (uikit-metrics.md §2, the older table that
    /// FLT-TT also uses). Between listed sizes it is interpolated; outside them the nearest value holds, because
    /// SF's Display tracking (positive) would make Inter look loose at large sizes.
    public static func tracking(forSize size: Double) -> Double {
        // (size, tracking in 1/1000 em)
        let table: [(Double, Double)] = [(11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -24)]
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.0 { return first.1 / 1000 * size }
        if size >= last.0 { return last.1 / 1000 * size }
        for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.0 {
            let t = (size - lower.0) / (upper.0 - lower.0)
            return (lower.1 + (upper.1 - lower.1) * t) / 1000 * size
        }
        return 0
    }
}
