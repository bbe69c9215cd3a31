import CairoBackend
import Foundation
import TableSpec

extension RenderPipeline {
    /// Starts building the default pipeline on a second thread, and laying out small tables with it so the
    /// fonts a table usually needs are loaded, while the main thread parses the command line and reads the
    /// spec. `prefetched(pngCompression:)` takes it; nothing else touches it meanwhile (Pango objects stay on
    /// one thread at a time).
    public static func prefetch() {
        Prefetch.shared.start()
    }

    /// The prefetched pipeline (waiting for it to be ready) the first time, a new one after that or when none
    /// was prefetched; both are the same default pipeline.
    public static func prefetched(pngCompression: PNGCompression) throws -> RenderPipeline {
        guard let pipeline = try Prefetch.shared.take() else { return try RenderPipeline(pngCompression: pngCompression) }
        pipeline.renderer.pngCompression = pngCompression
        return pipeline
    }

    /// Waits for a prefetch still building, without taking it: the process may exit only once no thread is
    /// inside Pango or fontconfig (their exit handlers free what such a thread would be using).
    public static func finishPrefetch() {
        Prefetch.shared.finish()
    }

    /// The tables laid out to load fonts, most common first: the pieces of a Settings screen (titles, chevrons,
    /// header, footer, symbols, details, subtitles, initials, badges, controls) in the default style. The first
    /// always (every table has titles), the others one at a time and no more once the pipeline is wanted: fonts a
    /// spec does not use are then not loaded at all, and those it uses load in its own layout, which would
    /// otherwise wait for the rest of these (a plain command line is read before the fonts are: 2-3 ms of an emoji
    /// screen's wait were pieces it does not draw). The first has a letter tile: its font at the tile's size is
    /// a pattern of its own, for which Pango starts a fontconfig match and sort on two threads of their own;
    /// made here, while the spec is read, the sort is done before an emoji tile's fallback needs it (made in
    /// the layout, it was still running when the emoji were shaped, and the drawing thread waited for it).
    static let warmUpSpecs = [
        #"{"sections": [{"rows": [{"title": "Name", "accessory": "disclosure", "icon": {"glyph": "A", "color": "systemBlue"}}]}]}"#,
        #"{"sections": [{"header": "Header", "footer": "Footer text.", "rows": [{"title": "Title"}]}]}"#,
        #"{"sections": [{"rows": [{"title": "Title", "detail": "Detail", "icon": {"symbol": "gear", "color": "systemGray"}}]}]}"#,
        #"{"sections": [{"rows": [{"title": "Name", "subtitle": "Subtitle", "icon": {"initials": "AB"}, "badge": "1"},"#
            + #"{"title": "Switch", "switch": true}, {"title": "Chosen", "accessory": "checkmark"}]}]}"#,
    ]

    /// Lays out the first warm-up table, then each next one while `keepGoing()` holds.
    func warmUp(while keepGoing: () -> Bool) {
        for (index, text) in Self.warmUpSpecs.enumerated() where index == 0 || keepGoing() {
            if let spec = try? SpecLoader.decode(SpecLoader.parse(Array(text.utf8), format: .json)) {
                _ = layout(spec)
            }
        }
    }

    /// The shared one-shot prefetch.
    private final class Prefetch: @unchecked Sendable {
        static let shared = Prefetch()

        private enum State {
            /// `taken` keeps the pipeline until the process ends: a command takes it for its whole run, and
            /// freeing Pango's fonts and caches one by one just before the exit cost ≈0.5 ms.
            case idle, building, built(Result<RenderPipeline, Error>), taken(RenderPipeline?)
        }

        private let condition = NSCondition()
        private var state = State.idle
        /// Set (under `condition`) once a caller waits for the pipeline: the warm-up stops after its current table.
        private var wanted = false

        func start() {
            condition.lock()
            defer { condition.unlock() }
            guard case .idle = state else { return }
            state = .building
            // Pango and fontconfig recurse more than a thread's default stack allows for comfort.
            let started = DetachedThread.start(stackSize: 8 << 20) { [self] in
                let result = Result { () throws -> RenderPipeline in
                    let pipeline = try RenderPipeline()
                    pipeline.warmUp(while: { !isWanted() })
                    return pipeline
                }
                condition.lock()
                state = .built(result)
                condition.broadcast()
                condition.unlock()
            }
            // No thread: nothing is prefetched, and `take` leaves building the pipeline to its caller.
            if !started { state = .idle }
        }

        func finish() {
            condition.lock()
            defer { condition.unlock() }
            wanted = true
            while case .building = state { condition.wait() }
        }

        /// Whether a caller waits for the pipeline.
        private func isWanted() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            return wanted
        }

        /// The prefetched pipeline once, after it is built; nil when none was started or it was taken.
        func take() throws -> RenderPipeline? {
            condition.lock()
            defer { condition.unlock() }
            wanted = true
            while case .building = state { condition.wait() }
            guard case .built(let result) = state else { return nil }
            state = .taken(try? result.get())
            return try result.get()
        }
    }
}
