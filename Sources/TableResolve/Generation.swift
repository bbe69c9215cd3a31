import TableGraphics
import TableSpec

/// The numbers that change with the iOS generation (spec key `ios`): one table per generation, read by
/// `StyleMetrics` and `StyleLook`, so no layout code asks which iOS it is drawing.
///
/// iOS 13–18: the figures measured on the iOS 18.2 screenshots (03, 04). iOS 26: measured on the iOS 26
/// screenshots (07 servers, 11 settings; 390/393 pt @3x, Dynamic Type medium), see docs/metrics.md.
public struct Generation: Hashable, Sendable {
    /// The iOS versions this row stands for, as the resolved dump names it.
    public var name: String
    /// Layout margin when the spec gives none, on canvases at least 390 pt wide.
    public var wideMargin: Double
    /// Layout margin when the spec gives none, on narrower canvases.
    public var narrowMargin: Double
    /// Corner radius of inset-grouped cards.
    public var cornerRadius: Double
    /// Added to Dynamic Type's minimum row height (44 at medium/large for iOS 18; 51 measured on iOS 26).
    public var rowHeightExtra: Double
    /// Whether section headers are uppercased by default.
    public var uppercaseHeaders: Bool
    /// Header weight; its size is footnote (iOS 18) or headline = body (iOS 26).
    public var headerIsHeadline: Bool
    /// From a header area's top to the header's first baseline, at Dynamic Type medium.
    public var headerFirstBaseline: Double
    /// From the header's last baseline to the card, at medium.
    public var headerBaselineToCard: Double
    /// From the card to the footer's first baseline, at medium.
    public var footerFirstBaseline: Double
    /// From the footer's last baseline to the end of its area, at medium.
    public var footerBaselineToEnd: Double
    /// A footer's line pitch at medium (footnote 12 pt), scaling with it, or nil for SF's line height (iOS 13–18:
    /// 12 × 1.193 = 14.32 pt, which matches screenshot 03); iOS 26 draws 14.0 (issue 32's iOS 26.4 screens).
    public var footerLineHeight: Double?
    /// Separator inset from the card's trailing edge (0: runs to the edge).
    public var separatorTrailingInset: Double
    /// Separator thickness in points, or nil for one device pixel (iOS 13–18); iOS 26 draws 1 pt (3 px at 3×).
    public var separatorThickness: Double?
    /// Separator alpha (of rgb 60,60,67) in light appearance.
    public var separatorAlphaLight: UInt8
    /// Separator alpha (of rgb 84,84,88) in dark appearance.
    public var separatorAlphaDark: UInt8
    /// Extra inset of the chevron's ink inside the content inset.
    public var chevronExtraInset: Double
    /// Whether the chevron is `tertiaryLabel` (iOS 26) or the measured opaque grey (iOS 18).
    public var chevronIsTertiaryLabel: Bool
    /// Gap between a value1 detail's box and the accessory.
    public var detailAccessoryGap: Double
    /// UISwitch track size.
    public var switchSize: Size
    /// UISwitch thumb size (a circle before iOS 26, a capsule since).
    public var thumbSize: Size
    /// The off switch's track: secondarySystemFill before iOS 26; tertiaryLabel's grey on iOS 26 (screenshot 11).
    public var switchOffTrack: SemanticColor
    /// Whether a card's cap cells draw its corners (iOS 26): the card passes its first and last rows' heights, and
    /// `CellCorner` draws iOS 26's curve cut to them (a 51-pt row's corner reaches ≈24 pt down the side, screenshot
    /// 07; a tall one as far down as along).
    public var squeezesCapCorners: Bool
    /// Whether the switch's thumb casts its two soft shadows (iOS 26's glass thumb casts none).
    public var thumbHasShadow: Bool
    /// A SwiftUI list row's padding above and below its content: 44 = 22 + 2 × 11 before iOS 26, 51 ≈ 21 + 2 × 15
    /// on iOS 26 (screenshot 12's 70-pt card around a 40-pt frame).
    public var listRowPadding: Double
    /// The corner shape of a pane header's card, or nil for the table's: iOS 26 draws it circular (issue 32, some
    /// iOS 26 screens), iOS 13–18 like any card.
    public var paneHeaderCornerCurve: CornerCurve?

    /// The layout margin for a canvas of `width` when the spec gives none.
    public func defaultMargin(forWidth width: Double) -> Double { width >= 390 ? wideMargin : narrowMargin }

    /// The row of a spec's `ios` at a point release (nil: the newest).
    public static func of(ios: IOSGeneration, pointRelease: Int? = nil) -> Generation {
        switch ios {
        case .ios13, .ios14, .ios15, .ios16, .ios17, .ios18: return .iOS18
        case .ios26: return (pointRelease ?? 4) < 4 ? .iOS26_0 : .iOS26
        }
    }

    /// iOS 13–18.
    public static let iOS18 = Generation(
        name: "iOS 13-18", wideMargin: 20, narrowMargin: 16, cornerRadius: 10, rowHeightExtra: 0, uppercaseHeaders: true, headerIsHeadline: false,
        headerFirstBaseline: 28.67, headerBaselineToCard: 8.67, footerFirstBaseline: 17.4, footerBaselineToEnd: 15,
        footerLineHeight: nil,
        separatorTrailingInset: 0, separatorThickness: nil, separatorAlphaLight: 74, separatorAlphaDark: 153, chevronExtraInset: 0.7,
        chevronIsTertiaryLabel: false, detailAccessoryGap: 10.4,
        switchSize: Size(51, 31), thumbSize: Size(27, 27), switchOffTrack: .secondarySystemFill, squeezesCapCorners: false,
        thumbHasShadow: true, listRowPadding: 11, paneHeaderCornerCurve: nil)

    /// iOS 26 (measured: inset 16 at 390 and 393 pt, corner ≈26 continuous, 51-pt rows, separators inset 16 on
    /// both sides at α 0.12 / 0.5 and 1 pt thick, mixed-case semibold headers 57 pt card to card, chevron 18 pt inside the
    /// card in tertiaryLabel, detail 13 pt before it, 63 × 28 switches, off track (197,197,199) without a thumb shadow).
    public static let iOS26 = Generation(
        name: "iOS 26", wideMargin: 16, narrowMargin: 16, cornerRadius: 26, rowHeightExtra: 7, uppercaseHeaders: false, headerIsHeadline: true,
        // Header 0.67 pt nearer the card than first measured, the same 57 pt card to card (07, issue 18); the area
        // after a footer 7 pt shorter (issue 18's iOS 26.4 screens), then 1 pt longer and its lines 14.0 pt apart
        // (issue 32: 26.67 pt from the last line to the next card); the chevron 0.33 pt further in (07).
        headerFirstBaseline: 25.4, headerBaselineToCard: 13.93, footerFirstBaseline: 19.2, footerBaselineToEnd: 9.33,
        footerLineHeight: 14,
        separatorTrailingInset: 16, separatorThickness: 1, separatorAlphaLight: 31, separatorAlphaDark: 128, chevronExtraInset: 2.33,
        chevronIsTertiaryLabel: true, detailAccessoryGap: 12.4,
        switchSize: Size(63, 28), thumbSize: Size(37, 24), switchOffTrack: .tertiaryLabel, squeezesCapCorners: true,
        thumbHasShadow: false, listRowPadding: 15, paneHeaderCornerCurve: .circular)


    /// iOS 26.0–26.3: 26.4's row with the corner measured on 26.0, a little larger (issue 32: a 51-pt card's
    /// corner cuts the area of a 26.5-pt circle on 26.0, a 26.0-pt one on 26.4).
    public static let iOS26_0: Generation = {
        var generation = iOS26
        generation.name = "iOS 26.0"
        generation.cornerRadius = iOS26.cornerRadius * 26.5 / 26
        return generation
    }()
}
