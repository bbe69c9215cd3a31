import CCairo

/// Cairo image surfaces kept by key within a budget of pixel bytes: the storage under the renderer's caches of
/// decoded icons and blurred shadows. Past the budget it starts over, dropping only its own references, so a
/// surface a pattern still draws stays valid.
struct SurfaceBudget<Key: Hashable> {
    /// Pixel bytes kept before starting over.
    let maximumBytes: Int
    private var surfaces: [Key: OpaquePointer] = [:]
    private var keptBytes = 0

    /// An empty store holding at most `maximumBytes` of pixels.
    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// The surface kept for `key`, if any.
    subscript(key: Key) -> OpaquePointer? { surfaces[key] }

    /// Keeps `surface` (taking over the caller's reference) for `key`, starting over first when it would not fit.
    mutating func keep(_ surface: OpaquePointer, for key: Key) {
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        if keptBytes + bytes > maximumBytes { removeAll() }
        surfaces[key] = surface
        keptBytes += bytes
    }

    /// Drops every kept reference.
    mutating func removeAll() {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
        surfaces.removeAll()
        keptBytes = 0
    }
}
