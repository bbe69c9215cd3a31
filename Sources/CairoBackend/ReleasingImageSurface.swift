import CCairo
import Foundation

/// A whole-image ARGB32 cairo surface over memory mapped without being touched: pages become resident only
/// as bands are drawn into them, and `release` hands encoded rows back to the kernel, so a 32767-px-tall page
/// costs the bands in flight rather than 150 MB.
final class ReleasingImageSurface {
    /// The cairo surface over the mapping.
    let surface: OpaquePointer
    /// The first pixel and the bytes per row.
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    private let mapping: UnsafeMutableRawPointer
    private let length: Int
    private let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// Bytes from the start already handed back (whole pages).
    private var released = 0

    /// A transparent `width` × `height` surface (anonymous pages read as zero, as a fresh cairo surface).
    init(width: Int, height: Int) throws {
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0 else { throw CairoError("cairo: no stride for a \(width) px wide image") }
        length = max(1, stride * height)
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw CairoError("cannot reserve \(length) bytes for a \(width)×\(height) image")
        }
        mapping = mapped
        data = mapped.assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            munmap(mapped, length)
            throw CairoError("cairo: cannot create a \(width)×\(height) image surface")
        }
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
        munmap(mapping, length)
    }

    /// Gives back the pages wholly above row `row` (encoded; nothing draws there again). Only the encoding
    /// thread calls this, in row order.
    func release(rowsBelow row: Int) {
        let end = (row * stride) / page * page
        guard end > released else { return }
        madvise(mapping + released, end - released, MADV_DONTNEED)
        released = end
    }
}
