import CCairo
import Foundation
import TableGraphics

/// Colour bitmap glyphs (emoji) scaled to their device size, made exactly as cairo 1.16's FreeType backend
/// makes them, from FreeType faces of its own, and kept by one renderer (renderers are per thread). cairo
/// decodes such a glyph's PNG again for its metrics and for its image at every new scale, and scales it with
/// pixman's GOOD filter each time: about 0.5 ms of CPU per distinct emoji of a screen at 3×, against 0.2 ms
/// here with one decode. The images are pixel for pixel cairo's own (`ColorGlyphCacheTests` compares the two),
/// so drawing from here changes no output. Bounded like the other caches.
final class ColorGlyphCache {
    /// Scaled glyph bytes kept before the cache starts over: about 1,000 emoji at 3×.
    static let maximumBytes = 16 * 1024 * 1024

    /// A glyph of one face at one scale: the face (this cache's own) and cairo's font-to-device matrix,
    /// translation aside.
    struct Key: Hashable {
        let face: UInt
        let glyph: UInt32
        let xx: Double, yy: Double

        init(face: UnsafeMutablePointer<tr_color_face>, glyph: UInt32, scale: (xx: Double, yy: Double)) {
            self.face = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(face)))
            self.glyph = glyph
            xx = scale.xx
            yy = scale.yy
        }
    }

    private var images = SurfaceBudget<Key>(maximumBytes: ColorGlyphCache.maximumBytes)
    /// Each kept image's glyph origin (outliving its image when the budget starts over, until replaced).
    private var origins: [Key: (x: Double, y: Double)] = [:]
    /// Pango's cairo fonts met so far, each referenced once (so its address stays its own), with this cache's
    /// own FreeType face of its file when cairo draws it from one colour bitmap strike, else nil.
    private var fonts: [UInt: (font: OpaquePointer, face: UnsafeMutablePointer<tr_color_face>?)] = [:]
    /// Glyphs decoded, for tests of the "once per glyph and scale" promise (those a preparation decoded too).
    private(set) var decodes = 0
    /// Glyphs another thread decodes and scales while the bands are drawn (`ColorGlyphPreparation`), or nil.
    var preparation: ColorGlyphPreparation?
    /// Glyphs taken from a preparation, for tests that the drawing thread was spared them.
    private(set) var preparedGlyphs = 0
    /// Off: every glyph goes through cairo (tests compare the two ways). On only with cairo 1.16, whose
    /// FreeType backend this copies step by step (Debian 12's, the pinned one); later versions draw colour
    /// glyphs differently, so they keep drawing them themselves.
    var isEnabled = ColorGlyphCache.copiesThisCairo

    /// Whether the cairo in use is the 1.16 series this cache reproduces.
    static let copiesThisCairo: Bool = {
        let version = Int(cairo_version())
        return version >= 1_16_00 && version < 1_17_00
    }()

    deinit {
        images.removeAll()
        for entry in fonts.values {
            cairo_scaled_font_destroy(entry.font)
            tr_color_face_close(entry.face)
        }
    }

    /// This cache's face of `font`'s file (`scaled` is Pango's cairo font for it) when cairo draws its glyphs
    /// from a single colour bitmap strike, unsynthesised; nil otherwise, or when disabled. The face is opened
    /// apart from cairo's, since renderers on other threads draw with cairo's at the same time.
    func face(of font: UnsafeMutablePointer<PangoFont>, scaled: OpaquePointer) -> UnsafeMutablePointer<tr_color_face>? {
        guard isEnabled else { return nil }
        let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(scaled)))
        if let known = fonts[address] { return known.face }
        let face = tr_font_is_synthesized(scaled) != 0 ? nil : tr_color_face_open(font)
        fonts[address] = (cairo_scaled_font_reference(scaled), face)
        return face
    }

    /// What a text's line without a layout depends on (`ColorGlyphLine.shaped`).
    private struct LineKey: Hashable {
        let text: LayoutText
        let style: TextStyle
        let width: Double
        let alignment: TextAlignment
        let direction: LayoutDirection
        let flips: Bool
    }

    /// Lines shaped without a layout, and texts found not to be one (nil), for drawing and for listing ahead.
    private var lines: [LineKey: ColorGlyphLine?] = [:]

    /// `run`'s line of colour glyphs made without a layout (`ColorGlyphLine.shaped`), kept (bounded, like the
    /// layouts); nil when it is not one, or when disabled.
    func shapedLine(_ run: TextRun, factory: TextLayoutFactory) -> ColorGlyphLine? {
        guard isEnabled, run.spans.isEmpty, run.text.unicodeScalars.contains(where: ColorGlyphLine.mayBeEmoji) else {
            return nil
        }
        let key = LineKey(text: LayoutText(run.text), style: run.style, width: run.width, alignment: run.alignment,
                          direction: run.direction, flips: run.flipsInRightToLeft)
        if let kept = lines[key] { return kept }
        let line = ColorGlyphLine.shaped(run, factory: factory, cache: self)
        if lines.count >= TextLayoutFactory.layoutLimit { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    /// A scaled glyph: its image and where the glyph's origin falls in it (whole pixels).
    struct Glyph {
        let image: OpaquePointer
        let originX: Double
        let originY: Double
    }

    /// Glyph `glyph` of `face` scaled by `scale` (font size in device pixels; cairo's font matrix times the
    /// CTM, which must be a positive scale), as cairo-ft makes it. Nil when the glyph is no colour bitmap.
    /// Images carry no device offset: cairo paints a glyph's image by its internal calls, which ignore a
    /// source's offset, and this cache's images are painted through the public ones.
    func glyph(face: UnsafeMutablePointer<tr_color_face>, glyph: UInt32, scale: (xx: Double, yy: Double)) -> Glyph? {
        let key = Key(face: face, glyph: glyph, scale: scale)
        if let image = images[key], let origin = origins[key] { return Glyph(image: image, originX: origin.x, originY: origin.y) }
        let made: Glyph?
        if let preparation, let prepared = preparation.take(key) {
            // Decoded and scaled on the preparing thread (nil when it could not be).
            made = prepared.glyph
            decodes += prepared.decoded ? 1 : 0
            preparedGlyphs += 1
        } else {
            // A preparation's worker may be decoding from the same face.
            let result = ColorGlyphCache.make(face: face, glyph: glyph, scale: scale, faceLock: preparation?.faceLock)
            made = result.glyph
            decodes += result.decoded ? 1 : 0
        }
        guard let made else { return nil }
        images.keep(made.image, for: key)
        origins[key] = (made.originX, made.originY)
        return made
    }

    /// Whether `key`'s glyph is kept already.
    func holds(_ key: Key) -> Bool { images[key] != nil && origins[key] != nil }

    /// Glyph `glyph` of `face` decoded and scaled by `scale` as cairo-ft does (a new image the caller owns), and
    /// whether it was decoded. Uses nothing of this cache, so any thread may call it; `faceLock`, when given, is
    /// held while `face` decodes (FreeType faces are one thread's at a time), not while the image is scaled.
    static func make(face: UnsafeMutablePointer<tr_color_face>, glyph: UInt32, scale: (xx: Double, yy: Double),
                     faceLock: NSLock? = nil) -> (glyph: Glyph?, decoded: Bool) {
        var originX = 0.0, originY = 0.0
        faceLock?.lock()
        let loaded = tr_color_face_load(face, UInt(glyph), &originX, &originY)
        faceLock?.unlock()
        guard let decoded = loaded else { return (nil, false) }
        defer { cairo_surface_destroy(decoded) }
        guard cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS else { return (nil, true) }
        let strike = (x: face.pointee.x_ppem, y: face.pointee.y_ppem)
        let shape = ColorGlyphCache.shape(scale, strike: strike)
        // cairo-ft transforms only when the shape differs from identity in FreeType's 16.16 fixed point.
        let fixed = { (value: Double) in Int(value * 65536.0) }
        let scaled: (image: OpaquePointer, x: Double, y: Double)?
        if fixed(shape.xx) != 0x10000 || fixed(shape.yy) != 0x10000 || fixed(shape.xy) != 0 || fixed(shape.yx) != 0 {
            scaled = ColorGlyphCache.transform(decoded, origin: (originX, originY), by: shape)
        } else {
            scaled = (cairo_surface_reference(decoded), originX, originY)
        }
        guard let scaled else { return (nil, true) }
        return (Glyph(image: scaled.image, originX: scaled.x, originY: scaled.y), true)
    }

    /// cairo-ft's `_compute_transform` for a face without outlines and one strike: the scale divided by the
    /// strike's size is the "shape" applied to the strike's bitmap.
    static func shape(_ scale: (xx: Double, yy: Double), strike: (x: Double, y: Double)) -> cairo_matrix_t {
        var shape = cairo_matrix_t()
        cairo_matrix_init(&shape, scale.xx / strike.x, 0, 0, scale.yy / strike.y, 0, 0)
        return shape
    }

    /// cairo-ft's `_transform_glyph_bitmap` (cairo 1.16) with public calls: `bitmap`, whose glyph origin is
    /// `origin`, drawn through `shape` into the smallest whole-pixel image holding its four transformed corners
    /// (found as cairo finds them) with the default GOOD filter; the transformed origin, rounded, with it.
    static func transform(_ bitmap: OpaquePointer, origin: (x: Double, y: Double),
                          by shape: cairo_matrix_t) -> (image: OpaquePointer, x: Double, y: Double)? {
        var originalToTransformed = shape
        var originX = origin.x, originY = origin.y
        let width = Double(cairo_image_surface_get_width(bitmap))
        let height = Double(cairo_image_surface_get_height(bitmap))
        cairo_matrix_translate(&originalToTransformed, -originX, -originY)
        var xs = [0, width, width, 0], ys = [0, 0, height, height]
        for index in 0..<4 { cairo_matrix_transform_point(&originalToTransformed, &xs[index], &ys[index]) }
        // cairo's own bounds, quirks included: the first corner sets both ends, then each later corner moves
        // the minimum or (only otherwise) the maximum.
        var xMin = floor(xs[0]), yMin = floor(ys[0]), xMax = ceil(xs[0]), yMax = ceil(ys[0])
        for index in 1..<4 {
            if xs[index] < xMin { xMin = floor(xs[index]) } else if xs[index] > xMax { xMax = ceil(xs[index]) }
            if ys[index] < yMin { yMin = floor(ys[index]) } else if ys[index] > yMax { yMax = ceil(ys[index]) }
        }
        originalToTransformed.x0 -= xMin
        originalToTransformed.y0 -= yMin
        var transformedToOriginal = originalToTransformed
        guard cairo_matrix_invert(&transformedToOriginal) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(xMax - xMin), Int32(yMax - yMin)),
              cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let cr = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        let pattern = cairo_pattern_create_for_surface(bitmap)
        cairo_pattern_set_matrix(pattern, &transformedToOriginal)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_flush(image)
        cairo_matrix_transform_point(&originalToTransformed, &originX, &originY)
        return (image, Double(cairoRound(originX)), Double(cairoRound(originY)))
    }

    /// cairo's `_cairo_lround`: to the nearest integer, halves up.
    static func cairoRound(_ value: Double) -> Int {
        Int((value + 0.5).rounded(.down))
    }
}
