/// How strictly two images are compared: a per-pixel colour threshold and a share of pixels allowed to differ.
public struct DiffOptions: Equatable, Hashable, Sendable {
    /// Per-pixel YIQ threshold in 0…1 (clamped): a pixel differs when its distance exceeds `35215 · threshold²`.
    /// 0 (the default) counts every visible change, down to one level of one channel; pixelmatch's 0.1 forgives
    /// about 26 grey levels, enough to hide a white card on the #F2F2F7 grouped background.
    public var threshold: Double
    /// When true, anti-aliased glyph-edge pixels count as differences instead of being reported separately.
    public var includeAntiAliasing: Bool
    /// Share of pixels (0…1) that may differ while the comparison still passes; a ratio so it scales with size.
    public var maxDifferentRatio: Double

    /// Creates options; each default is the one of `goldens`.
    public init(threshold: Double = DiffOptions.goldens.threshold,
                includeAntiAliasing: Bool = DiffOptions.goldens.includeAntiAliasing,
                maxDifferentRatio: Double = DiffOptions.goldens.maxDifferentRatio) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDifferentRatio = maxDifferentRatio
    }

    private init(exactly threshold: Double, includeAntiAliasing: Bool, maxDifferentRatio: Double) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDifferentRatio = maxDifferentRatio
    }

    /// The defaults of `check`, `diff` and the project's reference tests, kept in this one place.
    ///
    /// Flat UI has large areas of one colour, so any changed pixel outside a glyph edge is a change a person
    /// can find: threshold 0 counts every visible change, ratio 0 lets not one such pixel through, and only
    /// pixels that are a blend at a high-contrast edge in *both* images (text whose anti-aliasing differs,
    /// say after a FreeType update) are excused; see `AntiAliasingDetector`.
    public static let goldens = DiffOptions(exactly: 0, includeAntiAliasing: false, maxDifferentRatio: 0)

    /// Every visible change counts, anti-aliasing included: for byte-stable output on one machine.
    public static let exact = DiffOptions(exactly: 0, includeAntiAliasing: true, maxDifferentRatio: 0)
}
