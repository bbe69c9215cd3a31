/// Items drawn only inside a rounded rectangle.
public struct ClipGroup: Hashable, Sendable {
    /// The clip outline.
    public var shape: FilledShape
    /// The clipped items.
    public var items: [DisplayItem]

    /// Creates a clip group; the shape's colour is ignored.
    public init(shape: FilledShape, items: [DisplayItem]) {
        self.shape = shape
        self.items = items
    }
}
