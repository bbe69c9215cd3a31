import TableSpec

/// The key of the look table: a style and the generation row it draws with.
public struct LookKey: Hashable, Sendable {
    /// The table style.
    public var style: TableStyle
    /// Whether the style follows the spec's `ios` (stated per style by `TableStyle.followsGeneration`).
    public var followsGeneration: Bool
    /// The generation row in effect: the spec's `ios` for styles that follow it, iOS 13–18 for the others.
    public var generation: Generation

    /// The key of `style` for a spec asking for iOS `ios` (at a point release, nil for the newest).
    public init(style: TableStyle, ios: IOSGeneration, pointRelease: Int? = nil) {
        self.style = style
        followsGeneration = style.followsGeneration
        generation = followsGeneration ? Generation.of(ios: ios, pointRelease: pointRelease) : .iOS18
    }
}

extension TableStyle {
    /// Whether the style's look changes with the iOS generation (`ios`), as its row of the look table states: the
    /// modern styles follow it; `classic` (iOS 6) and `cards` (CardView) are looks of their own and ignore it.
    public var followsGeneration: Bool { StyleRow.of(self).followsGeneration }
}
