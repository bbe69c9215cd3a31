import CCairo
import Dispatch
import Foundation
import TableGraphics

extension CairoRenderer {
    /// Rows per band: whole device pixels (so a band is the whole image translated by whole pixels, which
    /// cairo rasterises identically) and whole encoder groups.
    static func bandRows(groupRows: Int) -> Int { max(groupRows, 256 / groupRows * groupRows) }

    /// The `fast` PNG drawn in horizontal bands of whole device pixels, each band filtered and deflated as soon
    /// as it is drawn, so memory holds two bands rather than the whole image. With `threads` > 1 the next band
    /// is drawn (on this thread: Pango and fontconfig stay on one thread) while the last one is encoded. Pixels
    /// equal the whole-surface render's; the bytes do not depend on `threads`.
    func encodeBandedPNG(_ list: DisplayList, threads: Int) throws -> [UInt8] {
        let (width, height) = list.pixelSize
        try RasterLimit.raster.check(width: width, height: height)
        guard width >= 1, height >= 1 else { throw CairoError("the image would be \(width)×\(height) px") }
        // An opaque background composited under everything makes every pixel opaque, provided it covers
        // whole pixels; otherwise the edge pixels are partly covered and the PNG keeps alpha.
        let opaque = list.background.alpha == 255 && Double(width) == list.size.width * list.scale
            && Double(height) == list.size.height * list.scale
        let encoder = try PNGStreamEncoder(width: width, height: height, opaque: opaque,
                                           text: (ToolchainVersions.pngKeyword, versions.description),
                                           threads: threads)
        let bandRows = min(height, CairoRenderer.bandRows(groupRows: encoder.groupRows))
        guard CairoRenderer.drawsInBands(list, bandRows: bandRows) else {
            let surface = try drawImage(list)
            defer { cairo_surface_destroy(surface) }
            return try PNGEncoder.encode(surface, compression: .fast,
                                         text: (ToolchainVersions.pngKeyword, versions.description), threads: threads)
        }
        let extents = list.items.map(\.verticalExtent)
        let pipelined = threads > 1 && height > bandRows
        let slots = try (0..<(pipelined ? 2 : 1)).map { _ in try BandSurface(width: width, rows: bandRows) }
        let encoding = DispatchQueue(label: "tablerender.png-bands")
        // Encoding may still hold a band when drawing throws: the bands outlive no work on them.
        defer { for slot in slots { slot.encoding.wait() } }
        var failure: Error?
        let lock = NSLock()
        for (index, top) in stride(from: 0, to: height, by: bandRows).enumerated() {
            let rows = min(bandRows, height - top)
            let slot = slots[index % slots.count]
            slot.encoding.wait()
            lock.lock()
            let failed = failure != nil
            lock.unlock()
            if failed { break }
            try slot.clear()
            do {
                let context = try CairoContext(surface: slot.surface, text: measurer.factory, scale: list.scale,
                                               images: icons)
                cairo_translate(context.cr, 0, -Double(top))
                cairo_scale(context.cr, list.scale, list.scale)
                let visible = (Double(top) / list.scale)...(Double(top + rows) / list.scale)
                try context.draw(list, extents: extents, rows: visible)
            }
            cairo_surface_flush(slot.surface)
            let work = {
                do {
                    try encoder.append(rows: slot.data, stride: slot.stride, count: rows)
                } catch {
                    lock.lock()
                    failure = failure ?? error
                    lock.unlock()
                }
            }
            if pipelined { encoding.async(group: slot.encoding, execute: work) } else { work() }
        }
        for slot in slots { slot.encoding.wait() }
        if let failure { throw failure }
        return try encoder.finish()
    }
}

extension CairoRenderer {
    /// Whether bands give exactly the whole surface's pixels: every item but gradient fills below the first
    /// band rasterises the same a whole number of pixels lower; a list with one draws on one surface.
    static func drawsInBands(_ list: DisplayList, bandRows: Int) -> Bool {
        let firstBand = Double(bandRows) / list.scale
        return !list.items.contains { $0.hasGradient(reachingBelow: firstBand) }
    }
}

/// One band's cairo image surface, reused for every band it draws once `encoding` has finished with it.
final class BandSurface {
    /// The ARGB32 surface.
    let surface: OpaquePointer
    /// Its pixels and bytes per row.
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    private let rows: Int
    /// The encoding of the band it holds (a group, not a semaphore: a throw may leave it waited for).
    let encoding = DispatchGroup()

    init(width: Int, rows: Int) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows)) else {
            throw CairoError("cairo: cannot create the image surface")
        }
        self.surface = surface
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            throw CairoError("cairo: cannot create a \(width)×\(rows) band")
        }
        self.data = data
        stride = Int(cairo_image_surface_get_stride(surface))
        self.rows = rows
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Back to transparent black, as a fresh surface starts (the background may not cover every pixel).
    func clear() throws {
        cairo_surface_flush(surface)
        data.update(repeating: 0, count: stride * rows)
        cairo_surface_mark_dirty(surface)
    }
}
