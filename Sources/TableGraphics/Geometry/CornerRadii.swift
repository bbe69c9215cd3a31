/// Radii of the four corners of a rounded rectangle, in points.
public struct CornerRadii: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Double
    /// Top-right corner.
    public var topRight: Double
    /// Bottom-right corner.
    public var bottomRight: Double
    /// Bottom-left corner.
    public var bottomLeft: Double

    /// Creates radii corner by corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// Rounds only the top corners, the bottom ones, both or neither: how cap cells of a section are shaped.
    public static func caps(top: Bool, bottom: Bool, radius: Double) -> CornerRadii {
        CornerRadii(topLeft: top ? radius : 0, topRight: top ? radius : 0,
                    bottomRight: bottom ? radius : 0, bottomLeft: bottom ? radius : 0)
    }

    /// True when every corner is square.
    public var isZero: Bool { self == .zero }

    /// The radii with left and right swapped, for a mirrored (right-to-left) layout.
    public var mirrored: CornerRadii {
        CornerRadii(topLeft: topRight, topRight: topLeft, bottomRight: bottomLeft, bottomLeft: bottomRight)
    }

    /// Each radius limited to half the shorter side of `size`, as UIKit clamps `cornerRadius`.
    public func clamped(to size: Size) -> CornerRadii {
        let limit = max(0, min(size.width, size.height) / 2)
        return CornerRadii(topLeft: min(topLeft, limit), topRight: min(topRight, limit),
                           bottomRight: min(bottomRight, limit), bottomLeft: min(bottomLeft, limit))
    }
}
