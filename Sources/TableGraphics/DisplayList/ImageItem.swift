/// A bitmap from a file, scaled to fill a rounded rectangle (icon tiles).
public struct ImageItem: Hashable, Sendable {
    /// Where the image goes; the image fills it, cropped to keep its aspect ratio.
    public var shape: FilledShape
    /// Path of the PNG file, already resolved against the spec's folder.
    public var path: String

    /// Creates an image item; the shape's colour shows where the image is transparent.
    public init(shape: FilledShape, path: String) {
        self.shape = shape
        self.path = path
    }
}
