import ImageDiff

/// The width and height of an image in pixels.
public struct ImageSize: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of a decoded image.
    public init(of image: RGBAImage) {
        self.init(width: image.width, height: image.height)
    }

    /// `WIDTH×HEIGHT`.
    public var description: String { "\(width)×\(height)" }
}
