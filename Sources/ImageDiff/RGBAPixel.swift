import TableGraphics

/// One pixel of an `RGBAImage`: the same 8-bit, straight-alpha colour layout draws with (`RGBAColor`), so a
/// pixel read back from a render and the colour it was drawn in are one type.
public typealias RGBAPixel = RGBAColor

extension RGBAColor {
    /// Fully transparent black, the fill of a fresh canvas.
    public static let clear = RGBAColor(0, 0, 0, 0)
    /// Opaque white.
    public static let white = RGBAColor(255, 255, 255)
    /// Opaque black.
    public static let black = RGBAColor(0, 0, 0)
    /// Opaque red: counted differences in a diff image.
    public static let differenceRed = RGBAColor(255, 0, 0)
    /// Opaque yellow: anti-aliasing-only differences in a diff image.
    public static let antiAliasingYellow = RGBAColor(255, 255, 0)
}
