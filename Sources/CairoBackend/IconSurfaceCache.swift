import CCairo
import Foundation

/// Decoded icon images by path, kept by one renderer (renderers are per thread), so a file that many rows,
/// pages or specs of a batch show is decoded once; bounded, so a batch of many large icons cannot keep them all.
final class IconSurfaceCache {
    /// Decoded bytes kept before the cache starts over: 64 icons of 1024×1024, or 4 of the largest allowed.
    static let maximumBytes = 256 * 1024 * 1024

    private var surfaces = SurfaceBudget<String>(maximumBytes: IconSurfaceCache.maximumBytes)
    /// How many files were decoded, for tests of the "once per file" promise.
    private(set) var decodes = 0

    deinit {
        surfaces.removeAll()
    }

    /// The decoded image at `path`. It stays valid while cairo uses it: emptying the cache only drops this
    /// cache's reference, and a pattern that still draws it holds its own.
    func surface(at path: String) throws -> OpaquePointer {
        if let cached = surfaces[path] { return cached }
        // Checked again here, not only when the spec was loaded: the file may have changed since.
        let file: [UInt8]
        do {
            guard let read = try PNGFile.read(path, limit: .icon) else { throw CairoError("\(path): cannot read the image") }
            file = read
        } catch let problem as PNGHeader.Problem {
            throw CairoError("\(path): \(problem)")
        }
        let source = ByteSource(file)
        guard let surface = cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure) else {
            throw CairoError("\(path): cannot read the image")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error"
            throw CairoError("\(path): cannot read the image as PNG: \(reason)")
        }
        decodes += 1
        surfaces.keep(surface, for: path)
        return surface
    }
}
