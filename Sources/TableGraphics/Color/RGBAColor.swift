/// An 8-bit sRGB colour with straight (not premultiplied) alpha.
public struct RGBAColor: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from `0xRRGGBB` and an alpha in 0…1 (as UIKit colour tables are written).
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF),
            UInt8((opacity * 255).rounded()))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: stable text for display-list dumps.
    public var description: String {
        let rgb = [red, green, blue].map { hex2($0) }.joined()
        return alpha == 255 ? "#\(rgb)" : "#\(rgb)\(hex2(alpha))"
    }

    /// The same colour with its alpha multiplied by `factor` (0…1).
    public func withOpacity(_ factor: Double) -> RGBAColor {
        var copy = self
        copy.alpha = UInt8((Double(alpha) * min(max(factor, 0), 1)).rounded())
        return copy
    }

    /// This colour composited over an opaque `background` (source-over), as the eye sees it.
    public func composited(over background: RGBAColor) -> RGBAColor {
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return RGBAColor(mix(red, background.red), mix(green, background.green), mix(blue, background.blue), 255)
    }
}

private func hex2(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
}
