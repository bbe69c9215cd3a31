import CCairo
import ImageDiff
import TableGraphics

/// Draws display lists to PNG, SVG or PDF bytes in memory. The only public entry to the C libraries.
public final class CairoRenderer {
    /// The fonts in use.
    public let fonts: FontLibrary
    /// The measurer whose layouts this renderer draws; pass it to `TableLayoutEngine`.
    public let measurer: PangoTextMeasurer
    /// The tool, library and font versions written into every PNG.
    public let versions: ToolchainVersions
    /// How hard the PNG encoder compresses.
    public var pngCompression: PNGCompression = .fast
    /// Decoded icon images, shared by every render of this renderer (which one thread uses at a time).
    let icons = IconSurfaceCache()
    /// Blurred shadow images, shared by every render of this renderer.
    let shadows = ShadowImageCache()
    /// Emoji scaled to their device sizes, shared by every render of this renderer.
    let colorGlyphs = ColorGlyphCache()

    /// How many icon image files this renderer has decoded: once per file, however many rows, pages or specs
    /// show it (until the bounded cache starts over).
    public var iconDecodes: Int { icons.decodes }

    /// Creates a renderer with its own font library (see `FontLibrary` for where fonts come from); `tool` names
    /// the program in the versions recorded in PNGs.
    public init(fonts: FontLibrary? = nil, tool: String = "tablerender") throws {
        let fonts = try fonts ?? FontLibrary()
        self.fonts = fonts
        measurer = try PangoTextMeasurer(fonts: fonts)
        versions = ToolchainVersions(tool: tool, fonts: fonts)
    }

    /// The encoded file for a display list.
    public func render(_ list: DisplayList, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png: return try encodePNG(list)
        case .svg: return try renderVector(list, svg: true)
        case .pdf: return try renderVector(list, svg: false)
        }
    }

    /// One PDF with a page per display list (a tall table cut into slices, or one spec per page for review),
    /// each page its own size; `titles` become the PDF's outline (bookmarks), one per page.
    public func renderPDF(pages: [DisplayList], titles: [String]? = nil) throws -> [UInt8] {
        guard let first = pages.first else { throw CairoError("no pages to write") }
        let sink = ByteSink()
        guard let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, first.size.width,
                                                                first.size.height) else {
            throw CairoError("cairo: cannot create the output surface")
        }
        defer { cairo_surface_destroy(surface) }
        try CairoError.check(cairo_surface_status(surface), "creating the PDF surface")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "tablerender")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_surface_set_fallback_resolution(surface, 72 * first.scale, 72 * first.scale)
        for (index, page) in pages.enumerated() {
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            let context = try CairoContext(surface: surface, text: measurer.factory, scale: page.scale,
                                              images: icons, shadows: shadows, colorGlyphs: colorGlyphs)
            try context.draw(page)
            if let titles, index < titles.count {
                _ = cairo_pdf_surface_add_outline(surface, CAIRO_PDF_OUTLINE_ROOT, titles[index].replacingNoncharacters,
                                                  "page=\(index + 1)", CAIRO_PDF_OUTLINE_FLAG_OPEN)
            }
            cairo_show_page(context.cr)
        }
        cairo_surface_finish(surface)
        try CairoError.check(cairo_surface_status(surface), "writing the PDF")
        return PDFResourceDictionaries.deduplicate(sink.bytes)
    }

    /// The display list drawn into pixels (straight RGBA), without encoding: for comparisons in tests.
    public func rasterize(_ list: DisplayList) throws -> RGBAImage {
        let surface = try drawImage(list)
        defer { cairo_surface_destroy(surface) }
        return try ImageSurface.rgbaImage(of: surface)
    }

    func drawImage(_ list: DisplayList) throws -> OpaquePointer {
        let (width, height) = list.pixelSize
        // The one check of a raster's size: callers that page a tall list (`RenderPipeline`) size the pages
        // from the same limit, so this only throws for a list nobody cut.
        try RasterLimit.raster.check(width: width, height: height)
        guard width >= 1, height >= 1 else { throw CairoError("the image would be \(width)×\(height) px") }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError("cairo: cannot create the image surface")
        }
        do {
            try CairoError.check(cairo_surface_status(surface), "creating a \(width)×\(height) image")
            let context = try CairoContext(surface: surface, text: measurer.factory, scale: list.scale, images: icons, shadows: shadows,
                                               colorGlyphs: colorGlyphs)
            cairo_scale(context.cr, list.scale, list.scale)
            try context.draw(list)
            cairo_surface_flush(surface)
            return surface
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
    }

    private func encodePNG(_ list: DisplayList) throws -> [UInt8] {
        if pngCompression == .fast { return try encodeBandedPNG(list, threads: PNGStreamEncoder.defaultThreads) }
        let surface = try drawImage(list)
        defer { cairo_surface_destroy(surface) }
        return try PNGEncoder.encode(surface, compression: pngCompression,
                                     text: (ToolchainVersions.pngKeyword, versions.description))
    }

    private func renderVector(_ list: DisplayList, svg: Bool) throws -> [UInt8] {
        let sink = ByteSink()
        let width = list.size.width, height = list.size.height
        let created = svg
            ? cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, width, height)
            : cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height)
        guard let surface = created else { throw CairoError("cairo: cannot create the output surface") }
        do {
            try CairoError.check(cairo_surface_status(surface), "creating the \(svg ? "SVG" : "PDF") surface")
            if !svg {
                // Without a fixed date cairo stamps the current time, and the same spec would give new bytes.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "tablerender")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            }
            // Vector outputs are in points; the fallback resolution only matters for anything rasterised.
            cairo_surface_set_fallback_resolution(surface, 72 * list.scale, 72 * list.scale)
            var animated: [StrokedPath] = []
            do {
                let context = try CairoContext(surface: surface, text: measurer.factory, scale: list.scale, images: icons, shadows: shadows,
                                               colorGlyphs: colorGlyphs)
                context.collectsAnimatedStrokes = svg
                try context.draw(list)
                cairo_show_page(context.cr)
                animated = context.animatedStrokes
            }
            cairo_surface_finish(surface)
            try CairoError.check(cairo_surface_status(surface), "writing the \(svg ? "SVG" : "PDF")")
            cairo_surface_destroy(surface)
            guard svg else { return PDFResourceDictionaries.deduplicate(sink.bytes) }
            return SVGStrokeAnimation.insert(animated, into: SVGObjectIDs.renumber(sink.bytes))
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
    }
}
