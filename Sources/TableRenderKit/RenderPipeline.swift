import CairoBackend
import TableLayout
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

    /// The display list of a spec.
    public func layout(_ spec: Spec) -> DisplayList {
        engine.layout(spec)
    }

    /// Most pixels a PNG may have: 4 bytes each, 1 GiB of canvas, far beyond any phone or tablet screen.
    public static let maximumPixels = 268_435_456

    /// The encoded output of a spec; `name` is how errors refer to it.
    public func render(_ spec: Spec, format: OutputFormat, name: String = "spec") throws -> [UInt8] {
        let list = layout(spec)
        if format == .png {
            let (width, height) = list.pixelSize
            let side = CairoRenderer.maximumPixelSide
            if width > side || height > side || width * height > Self.maximumPixels {
                throw RenderError.input("\(name): the PNG would be \(width)×\(height) px, more than one raster image "
                    + "holds (\(side) px a side, \(Self.maximumPixels / 1_048_576) Mpx); lower the scale, set a fixed "
                    + "height, or write SVG or PDF, which have no such limit")
            }
        }
        do {
            return try renderer.render(list, format: format)
        } catch let error as CairoError {
            throw RenderError.output("\(name): \(error.description)")
        }
    }

    /// Things in a valid spec that this version draws differently from what it asks for.
    public func warnings(for spec: Spec) -> [String] {
        var notes: [String] = []
        if !renderer.fonts.hasFamily(spec.font) {
            notes.append("font \"\(spec.font)\" is not among the loaded fonts (\(renderer.fonts.folders.joined(separator: ", "))); a substitute is used")
        }
        return notes
    }
}
