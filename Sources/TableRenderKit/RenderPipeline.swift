import CairoBackend
import Foundation
import TableGraphics
import TableLayout
import TableResolve
import TableSpec

/// The whole pipeline in one place: spec → layout → backend → bytes. The CLI and tests both go through it.
public final class RenderPipeline {
    /// The backend (and its fonts and text measurer).
    public let renderer: CairoRenderer
    private let engine: TableLayoutEngine

    /// Creates a pipeline with the default fonts; its PNGs record this tool's version.
    public init(pngCompression: PNGCompression = .fast) throws {
        renderer = try CairoRenderer(tool: ToolVersion.tool)
        renderer.pngCompression = pngCompression
        engine = TableLayoutEngine(measurer: renderer.measurer)
    }

    /// The display list of a spec under the command line's overrides.
    public func layout(_ spec: consuming Spec, overrides: SpecOverrides = SpecOverrides()) -> DisplayList {
        let resolved = Resolved(copy spec, overrides: overrides.layout)
        let content = TableContent(copy spec, look: resolved.look)
        // The content holds what layout needs: a caller that hands its spec over (`write(consume spec, …)`) has it
        // freed here, before a tall table's layout reaches its peak of memory (100,000 rows: 26 MB of rows).
        _ = consume spec
        return engine.layout(content, resolved: resolved)
    }

    /// The canvas and look a spec resolves to under the command line's overrides (`--dump-resolved`).
    public func resolve(_ spec: Spec, overrides: SpecOverrides = SpecOverrides()) -> Resolved {
        Resolved(spec, overrides: overrides.layout)
    }

    /// The encoded output of a spec; `name` is how errors refer to it.
    public func render(_ spec: consuming Spec, overrides: SpecOverrides = SpecOverrides(), format: OutputFormat,
                       name: String = "spec") throws -> [UInt8] {
        // A PNG over the raster limit is refused by the backend before it allocates (`RasterLimit.Exceeded`).
        try encode(layout(consume spec, overrides: overrides), format: format, name: name)
    }

    /// Things in a valid spec that this version draws differently from what it asks for.
    public func warnings(for spec: Spec) -> [String] {
        var notes: [String] = []
        if !renderer.fonts.hasFamily(spec.font) {
            notes.append("font \(DiagnosticText.quoted(spec.font)) is not among the loaded fonts (\(renderer.fonts.folders.joined(separator: ", "))); a substitute is used")
        }
        return notes
    }
}

extension RenderPipeline {
    /// PDF viewers refuse pages taller than 14,400 pt (200 inches), so longer tables become several pages.
    public static let maximumPDFPageHeight = 14_400.0

    /// Renders a spec and writes it to `path`: PNG taller than one raster image (or than `maximumPageHeight`
    /// pixels) as `NAME-001.png`, `NAME-002.png`, … cut at row boundaries; PDF as one page per slice; SVG as one
    /// document. Pages are drawn and encoded one at a time and appear together, or not at all on an error.
    /// Returns the files written.
    @discardableResult
    public func write(_ spec: consuming Spec, overrides: SpecOverrides = SpecOverrides(), format: OutputFormat,
                      to path: String, name: String, maximumPageHeight: Int? = nil) throws -> [String] {
        try write(layout(consume spec, overrides: overrides), format: format, to: path, name: name,
                  maximumPageHeight: maximumPageHeight)
    }

    /// Writes an already laid-out list (a composition of several renders, say) the same way.
    @discardableResult
    public func write(_ list: DisplayList, format: OutputFormat, to path: String, name: String,
                      maximumPageHeight: Int? = nil) throws -> [String] {
        var files = StagedFiles()
        do {
            try Self.checkNameLengths([path], name: name)
            let written: [String]
            switch format {
            case .svg:
                try files.stage(try encode(list, format: .svg, name: name), for: path)
                written = [path]
            case .pdf:
                let limit = min(Self.maximumPDFPageHeight, maximumPageHeight.map { Double($0) / list.scale } ?? .infinity)
                var slicer = DisplayList.PageSlicer(list)
                let pages = list.pageRanges(maximumHeight: limit).map { slicer.slice($0) }
                try files.stage(try pdf(pages, name: name), for: path)
                written = [path]
            case .png:
                let ranges = list.pageRanges(maximumHeight: try pngPageHeight(list, requested: maximumPageHeight, name: name))
                written = ranges.count == 1 ? [path] : OutputSet.pageNames(for: path, count: ranges.count)
                try Self.checkNameLengths(written, name: name)
                var slicer = DisplayList.PageSlicer(list)
                for (range, file) in zip(ranges, written) {
                    try files.stage(try encode(slicer.slice(range), format: .png, name: name), for: file)
                }
            }
            // Replaces the whole set: pages of an earlier, longer render (or its single file) go in the same step.
            try files.commit(replacing: OutputSet(path: path))
            return written
        } catch {
            files.discard()
            throw error
        }
    }

    /// Most bytes in one file name on Linux and macOS file systems.
    public static let maximumNameBytes = 255

    /// Refuses, before anything is drawn, outputs whose file names no file system holds (pages add 4 bytes or more).
    private static func checkNameLengths(_ paths: [String], name: String) throws {
        guard let long = paths.first(where: { ($0 as NSString).lastPathComponent.utf8.count > maximumNameBytes }) else { return }
        let bytes = (long as NSString).lastPathComponent.utf8.count
        throw RenderError.output("\(name): the output's file name would be \(bytes) bytes; a file name holds at most \(maximumNameBytes)"
            + (paths.count > 1 ? " (pages add -001 to the name); shorten the output name" : "; shorten it"))
    }

    /// The tallest PNG page, in points: the tallest raster image of the list's width, or the requested height.
    private func pngPageHeight(_ list: DisplayList, requested: Int?, name: String) throws -> Double {
        let width = list.pixelSize.width
        let limit = RasterLimit.raster
        let budget = limit.maximumHeight(forWidth: max(width, 1))
        guard budget > 0 else {
            throw RenderError.input("\(name): the PNG would be \(width) px wide; at most \(limit.maximumSide) px fit "
                + "one raster image; lower the scale or the width, or write SVG or PDF")
        }
        let pixels = min(budget, requested ?? budget)
        return Double(max(pixels, 1)) / list.scale
    }

    /// The list encoded; a PNG also records the list's `LayoutSummary` in an `iTXt` chunk (its pixels are
    /// untouched), which `check` reads back to say what changed.
    public func encode(_ list: DisplayList, format: OutputFormat, name: String) throws -> [UInt8] {
        let bytes = try RenderError.converting(name: name) { try renderer.render(list, format: format) }
        guard format == .png else { return bytes }
        return PNGInternationalText.inserting(keyword: LayoutSummary.pngKeyword, text: LayoutSummary(list).text,
                                              into: bytes)
    }

    private func pdf(_ pages: [DisplayList], name: String) throws -> [UInt8] {
        try RenderError.converting(name: name) { try renderer.renderPDF(pages: pages) }
    }
}
