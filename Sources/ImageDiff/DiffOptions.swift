/// How strictly two images are compared: a per-pixel colour threshold and a share of pixels allowed to differ.
public struct DiffOptions: Equatable, Hashable, Sendable {
    /// Per-pixel YIQ threshold in 0…1 (clamped): a pixel differs when its distance exceeds `35215 · threshold²`.
    /// 0 counts every visible change; the default 0.1 ignores noise the eye cannot see.
    public var threshold: Double
    /// When true, anti-aliased edge pixels count as differences instead of being reported separately.
    public var includeAntiAliasing: Bool
    /// Share of pixels (0…1) that may differ while the comparison still passes; a ratio so it scales with size.
    public var maxDifferentRatio: Double

    /// Creates options; the defaults suit golden images rendered on one machine.
    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, maxDifferentRatio: Double = 0) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDifferentRatio = maxDifferentRatio
    }

    /// Every visible change counts, anti-aliasing included: for byte-stable output on one machine.
    public static let exact = DiffOptions(threshold: 0, includeAntiAliasing: true, maxDifferentRatio: 0)
}
