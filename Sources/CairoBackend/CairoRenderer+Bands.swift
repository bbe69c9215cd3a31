import CCairo
import Foundation
import TableGraphics

extension CairoRenderer {
    /// Bands drawn and not yet encoded at most (one slot each in the `BandRing`), so drawing can run a few
    /// bands ahead of a slow encode.
    static let bandsInFlight = 3

    /// The `fast` PNG drawn band by band (`BandPlan`), each band filtered and deflated as soon as it is drawn.
    /// Every band is drawn with the same transform as an unbanded render and a clip to its rows, on a
    /// whole-image-sized surface whose band rows are one of `bandsInFlight` reused slots (`BandRing`), so the
    /// pixels are those of one whole drawing and what is resident is the bands in flight. With `threads` > 1,
    /// `threads` − 1 workers encode drawn bands while this thread draws the next (Pango and fontconfig stay on
    /// one thread), and this thread encodes too when it would wait (`BandEncodingQueue`); the bytes do not
    /// depend on `threads`.
    func encodeBandedPNG(_ list: DisplayList, threads: Int) throws -> [UInt8] {
        let (width, height) = list.pixelSize
        try RasterLimit.raster.check(width: width, height: height)
        guard width >= 1, height >= 1 else { throw CairoError("the image would be \(width)×\(height) px") }
        let text = (ToolchainVersions.pngKeyword, versions.description)
        guard let plan = BandPlan(list) else {
            let surface = try drawImage(list)
            defer { cairo_surface_destroy(surface) }
            return try PNGEncoder.encode(surface, compression: .fast, text: text, threads: threads)
        }
        // An opaque background composited under everything makes every pixel opaque, provided it covers
        // whole pixels; otherwise the edge pixels are partly covered and the PNG keeps alpha.
        let opaque = list.background.alpha == 255 && Double(width) == list.size.width * list.scale
            && Double(height) == list.size.height * list.scale
        let encoder = try PNGStreamEncoder(width: width, height: height, opaque: opaque, text: text, threads: threads)
        let ring = try BandRing(width: width, height: height, rows: plan.tallest, slots: CairoRenderer.bandsInFlight)
        let extents = list.items.map(\.verticalExtent)
        let workers = plan.bands.count > 1 ? max(0, threads - 1) : 0
        // The colour glyphs (emoji) the bands will draw, made by the first worker as they are found.
        let preparation = workers > 0 && colorGlyphs.isEnabled ? ColorGlyphPreparation() : nil
        colorGlyphs.preparation = preparation
        defer { colorGlyphs.preparation = nil }
        // A worker is idle until the first band is drawn: it faults in the slots first (a page fault each
        // would cost the drawing thread more than the whole call costs here; made after the glyphs, the
        // drawing thread had faulted nearly all of them in itself), then makes those glyphs. Slot 0 comes last:
        // the drawing thread is in it at once unless it lists emoji first, and then it is still listing.
        let queue = BandEncodingQueue(encoder: encoder, workers: workers) {
            ring.prefault(slotsFrom: 1)
            if preparation != nil { ring.prefault(slots: 0..<1) }
            preparation?.run()
        }
        // Workers may still read the slots when drawing throws: they stop before the slots go.
        defer {
            preparation?.cancel()
            queue.stopWorkers()
        }
        if let preparation {
            ColorGlyphPreparation.requests(for: list, layouts: measurer.factory, cache: colorGlyphs) { preparation.add($0) }
            preparation.close()
        }
        for (index, rows) in plan.bands.enumerated() {
            // Drawing reuses the slot of the band `bandsInFlight` before: its groups must be compressed.
            if index >= CairoRenderer.bandsInFlight { queue.waitForBand(index - CairoRenderer.bandsInFlight) }
            // An opaque background is drawn first over every pixel, so the slot needs no clearing.
            let band = try drawBand(list, rows: rows, extents: extents, ring: ring, slot: index, clear: !opaque)
            try queue.submit(band: index, rows: band.pixels, stride: ring.stride, count: rows.count)
            if workers == 0 { queue.waitForBand(index) }
        }
        queue.finish()
        return try encoder.finish()
    }

    /// Draws the rows `rows` of `list` into slot `slot` of `ring`: the unbanded transform, clipped to the rows,
    /// items whose vertical extent (`extents`, in points) misses them skipped. `clear` first clears what an
    /// earlier band left in the slot (unneeded when the list's opaque background covers every pixel).
    func drawBand(_ list: DisplayList, rows: Range<Int>, extents: [ClosedRange<Double>?], ring: BandRing,
                  slot: Int, clear: Bool = true) throws -> BandRing.Band {
        let band = try ring.band(rows, slot: slot, clear: clear)
        defer { cairo_surface_destroy(band.surface) }
        let context = try CairoContext(surface: band.surface, text: measurer.factory, scale: list.scale, images: icons, shadows: shadows,
                                       colorGlyphs: colorGlyphs)
        // Whole device pixels: a region clip, which changes no pixel inside it.
        cairo_rectangle(context.cr, 0, Double(rows.lowerBound), Double(ring.width), Double(rows.count))
        cairo_clip(context.cr)
        cairo_scale(context.cr, list.scale, list.scale)
        let visible = (Double(rows.lowerBound) / list.scale)...(Double(rows.upperBound) / list.scale)
        try context.draw(list, extents: extents, rows: visible)
        cairo_surface_flush(band.surface)
        return band
    }
}
