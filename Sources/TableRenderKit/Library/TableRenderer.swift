import Foundation

/// Renders specs to PNG, SVG or PDF bytes, and compares renders with goldens, from any thread: the entry point of
/// the library (docs/library.md).
///
/// ```swift
/// import TableRenderKit
///
/// let spec = try Spec.load(contentsOfFile: "specs/settings.json")
/// let png = try TableRenderer.shared.render(spec, as: .png, overrides: SpecOverrides(appearance: .dark))
/// ```
///
/// Every call goes through a `RenderPipeline`, the pipeline the command line uses (resolve → layout → cairo), so
/// a spec gives the same bytes here as `tablerender SPEC -o -` on the same machine. A pipeline (its fonts, text
/// measurer and drawing caches) may be used by one thread at a time and takes a moment to build, so a renderer
/// keeps the pipelines it has built and lends each call an idle one: calls from one thread reuse one pipeline,
/// and concurrent calls (Swift Testing runs tests in parallel) each get their own.
///
/// The fonts are the pinned files of `Fonts/fonts.lock`, found as the command line finds them: beside the
/// executable (`tablerender-fonts/`), in `../share/tablerender/fonts`, or in the tablerender checkout the library
/// was built from (`make deps` installs them there); `TABLERENDER_FONT_DIRS` replaces them.
public final class TableRenderer: @unchecked Sendable {
    /// A renderer shared by the whole process, with the default PNG compression (the snapshot strategies of
    /// `TableRenderSnapshotTesting` use it).
    public static let shared = TableRenderer()

    /// How PNGs are compressed; the pixels are the same whichever is chosen.
    public let pngCompression: PNGCompression

    /// Guards `idle`; never held while drawing.
    private let lock = NSLock()
    /// Pipelines built and not lent out.
    private var idle: [RenderPipeline] = []
    /// Most idle pipelines kept: one per core is as many as can draw at once.
    private let maximumIdle = max(ProcessInfo.processInfo.activeProcessorCount, 1)

    /// Creates a renderer. Nothing is loaded until the first render, so this cannot fail; a missing font
    /// folder is reported by the first call that draws.
    public init(pngCompression: PNGCompression = .fast) {
        self.pngCompression = pngCompression
    }

    /// The encoded output of a spec: the bytes `tablerender SPEC -o - --format FORMAT` writes (one PDF page
    /// however tall the table; `write(_:as:to:overrides:)` cuts pages as the command line does).
    ///
    /// - Parameters:
    ///   - spec: The spec, loaded (`Spec.load(contentsOf:)`) or built in Swift.
    ///   - format: PNG (at the spec's scale), SVG or PDF (in points).
    ///   - overrides: Values that replace the spec's own, as the command-line options do (`--device`,
    ///     `--appearance`, `--scale`, …); nothing is written into `spec`.
    ///   - name: How error messages name the spec.
    /// - Throws: `RenderError`: `.input` for a spec past a limit (a PNG wider or taller than one raster image),
    ///   `.output` when drawing fails or the fonts cannot be loaded.
    public func render(_ spec: Spec, as format: OutputFormat = .png, overrides: SpecOverrides = SpecOverrides(),
                       name: String = "spec") throws -> [UInt8] {
        try withPipeline { try $0.render(spec, overrides: overrides, format: format, name: name) }
    }

    /// Renders `spec` and writes it to `path` as `tablerender SPEC -o PATH` does: atomically, a PNG taller than
    /// one raster image as pages `NAME-001.png`, `NAME-002.png`, …, a tall PDF as several pages. Unlike the
    /// command line, it creates the folder `path` is in when it is missing. Returns the files written.
    @discardableResult
    public func write(_ spec: Spec, as format: OutputFormat, to path: String,
                      overrides: SpecOverrides = SpecOverrides()) throws -> [String] {
        try OutputFolders.create(parentOf: path)
        return try withPipeline {
            try $0.write(spec, overrides: overrides, format: format, to: path, name: PathEscaping.escaped(path))
        }
    }

    /// Renders `spec` as a PNG and compares it by decoded pixels with the golden PNG at `path`, with `check`'s
    /// tolerances unless `options` says otherwise. Nothing is written: see `GoldenComparison.writeArtifacts(to:name:)`
    /// and `writeGolden(to:)`.
    public func compare(_ spec: Spec, withGoldenAt path: String, overrides: SpecOverrides = SpecOverrides(),
                        options: DiffOptions = .goldens) throws -> GoldenComparison {
        try GoldenComparison(actualPNG: render(spec, as: .png, overrides: overrides, name: PathEscaping.escaped(path)),
                             goldenAt: path, options: options)
    }

    /// Lends `body` a pipeline no other thread uses meanwhile (built on first need), for what the methods above
    /// do not cover: `RenderPipeline.layout(_:overrides:)` (the display list), `resolve(_:overrides:)` (the
    /// resolved look), `warnings(for:)`. Do not keep the pipeline past `body`.
    public func withPipeline<Result>(_ body: (RenderPipeline) throws -> Result) throws -> Result {
        let pipeline = try checkOut()
        defer { checkIn(pipeline) }
        return try body(pipeline)
    }

    private func checkOut() throws -> RenderPipeline {
        lock.lock()
        let pipeline = idle.popLast()
        lock.unlock()
        if let pipeline { return pipeline }
        do {
            return try RenderPipeline(pngCompression: pngCompression)
        } catch {
            throw RenderError(error)
        }
    }

    private func checkIn(_ pipeline: RenderPipeline) {
        lock.lock()
        defer { lock.unlock() }
        if idle.count < maximumIdle { idle.append(pipeline) }
    }
}
