import CCairo
import TableGraphics

/// Blurred, tinted shadow images kept by one renderer (renderers are per thread): a shadow is drawn from its
/// shape moved to the origin, so every switch knob's identical shadow, and a shadow drawn again in the next
/// band of a banded PNG, is blurred once. Bounded: a table of many differing shadows starts the cache over.
final class ShadowImageCache {
    /// What the image depends on: the shape at the origin (its colour included), the blur and the scale.
    struct Key: Hashable {
        var shape: FilledShape
        var blurRadius: Double
        var scale: Double
    }

    /// Pixel bytes kept before the cache starts over.
    static let maximumBytes = 32 * 1024 * 1024

    private var images = SurfaceBudget<Key>(maximumBytes: ShadowImageCache.maximumBytes)
    /// How many images were made, for tests of the "blurred once" promise.
    private(set) var blurs = 0

    deinit {
        images.removeAll()
    }

    /// The image for `key`, made by `make` (which returns a new reference, or nil) when not kept yet. The
    /// image stays valid while cairo draws it: emptying the cache drops only the cache's reference.
    func image(for key: Key, make: () throws -> OpaquePointer?) rethrows -> OpaquePointer? {
        if let kept = images[key] { return kept }
        guard let image = try make() else { return nil }
        blurs += 1
        images.keep(image, for: key)
        return image
    }
}
