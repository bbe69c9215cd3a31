/// One pixel of an `RGBAImage`: 8-bit channels with straight (not premultiplied) alpha.
public struct RGBAPixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from its four channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Fully transparent black, the fill of a fresh canvas.
    public static let clear = RGBAPixel(0, 0, 0, 0)
    /// Opaque white.
    public static let white = RGBAPixel(255, 255, 255)
    /// Opaque black.
    public static let black = RGBAPixel(0, 0, 0)
    /// Opaque red: counted differences in a diff image.
    public static let red = RGBAPixel(255, 0, 0)
    /// Opaque yellow: anti-aliasing-only differences in a diff image.
    public static let yellow = RGBAPixel(255, 255, 0)

    /// `rgba(r, g, b, a)`, for failure messages.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
