import CCairo
import Foundation

/// Colour glyphs (emoji) decoded and scaled on a band encoder's worker while the drawing thread draws: the drawing
/// thread lists the glyphs a display list will draw before its first band (`requests(for:layouts:cache:_:)`,
/// handed over one by one as found, `add`), the worker makes them in that order before it encodes (`run`), and
/// the drawing thread takes each one when it draws it (`take`), making one itself when the worker has not started
/// it yet. A glyph is `ColorGlyphCache.make`'s whichever thread makes it, so the output is the same bytes; the
/// drawing thread no longer spends the decode and the GOOD-filter scaling (≈0.2 ms a distinct emoji at 3×)
/// between its bands.
final class ColorGlyphPreparation {
    /// A glyph to make: what `ColorGlyphCache.make` needs.
    struct Request {
        let face: UnsafeMutablePointer<tr_color_face>
        let glyph: UInt32
        let scale: (xx: Double, yy: Double)

        /// The glyph's key in the cache.
        var key: ColorGlyphCache.Key { ColorGlyphCache.Key(face: face, glyph: glyph, scale: scale) }
    }

    /// A made glyph (nil when it could not be) and whether it was decoded.
    typealias Made = (glyph: ColorGlyphCache.Glyph?, decoded: Bool)

    /// Held around every use of a face (its FreeType decode): the faces are shared by the two threads.
    let faceLock = NSLock()
    private let condition = NSCondition()
    private var requests: [Request] = []
    /// Each requested key's position in `requests`.
    private var positions: [ColorGlyphCache.Key: Int] = [:]
    /// Whether each request was started, by either thread, and whether it was handed over.
    private var started: [Bool] = []
    private var taken: [Bool] = []
    /// Made glyphs not yet taken.
    private var made: [ColorGlyphCache.Key: Made] = [:]
    /// No request comes after `close`; none is made after `cancel`.
    private var closed = false
    private var cancelled = false

    /// An empty preparation: `add` requests, then `close` it.
    init() {}

    /// A preparation of `requests`, closed.
    convenience init(requests: [Request]) {
        self.init()
        for request in requests { add(request) }
        close()
    }

    /// Asks for `request`'s glyph after those asked for before (a key asked for already is ignored).
    func add(_ request: Request) {
        condition.lock()
        defer { condition.unlock() }
        guard positions[request.key] == nil else { return }
        positions[request.key] = requests.count
        requests.append(request)
        started.append(false)
        taken.append(false)
        condition.broadcast()
    }

    /// Says every request was added: the worker stops once it has made them.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    deinit {
        for glyph in made.values { if let image = glyph.glyph?.image { cairo_surface_destroy(image) } }
    }

    /// The worker's part: makes every request no thread has started, in order, as they are added, until the
    /// preparation is closed and none is left, or it is cancelled.
    func run() {
        condition.lock()
        var next = 0
        while !cancelled {
            while next < requests.count && started[next] { next += 1 }
            guard next < requests.count else {
                if closed { break }
                condition.wait()
                continue
            }
            started[next] = true
            let request = requests[next]
            condition.unlock()
            let glyph = make(request)
            condition.lock()
            made[request.key] = glyph
            condition.broadcast()
        }
        condition.unlock()
    }

    /// The glyph of `key` when it was requested, the caller's to keep: made already, made now on the calling thread
    /// when no thread has started it, or waited for while the worker makes it. Nil when `key` was not requested or
    /// was taken before.
    func take(_ key: ColorGlyphCache.Key) -> Made? {
        condition.lock()
        defer { condition.unlock() }
        guard let position = positions[key], !taken[position] else { return nil }
        taken[position] = true
        if !started[position] {
            started[position] = true
            condition.unlock()
            let glyph = make(requests[position])
            condition.lock()
            return glyph
        }
        while made[key] == nil { condition.wait() }
        return made.removeValue(forKey: key)
    }

    /// Stops the worker after the glyph it is making (drawing failed: the rest would not be drawn).
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    private func make(_ request: Request) -> Made {
        ColorGlyphCache.make(face: request.face, glyph: request.glyph, scale: request.scale, faceLock: faceLock)
    }
}
