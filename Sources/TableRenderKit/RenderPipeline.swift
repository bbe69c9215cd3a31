import CairoBackend
import TableLayout
import TableSpec

/// The whole pipeline in one place: spec → layout → backend → bytes. The CLI and tests both go through it.
public final class RenderPipeline {
    /// The backend (and its fonts and text measurer).
    public let renderer: CairoRenderer
    private let engine: TableLayoutEngine

    /// Creates a pipeline with the default fonts; its PNGs record this tool's version.
    public init() throws {
        renderer = try CairoRenderer(tool: ToolVersion.tool)
        engine = TableLayoutEngine(measurer: renderer.measurer)
    }

    /// The display list of a spec.
    public func layout(_ spec: Spec) -> DisplayList {
        engine.layout(spec)
    }

    /// The encoded output of a spec.
    public func render(_ spec: Spec, format: OutputFormat) throws -> [UInt8] {
        do {
            return try renderer.render(layout(spec), format: format)
        } catch let error as CairoError {
            throw RenderError.output(error.description)
        }
    }

    /// Things in a valid spec that this version draws differently from what it asks for.
    public func warnings(for spec: Spec) -> [String] {
        var notes: [String] = []
        if spec.style == .classic || spec.style == .cards {
            notes.append("style \"\(spec.style.rawValue)\" is not drawn yet; it renders as \"insetGrouped\"")
        }
        if spec.separator?.style == .snake {
            notes.append("separator \"snake\" is not drawn yet; it renders as \"line\"")
        }
        if spec.ios == 26 {
            notes.append("\"ios\": 26 is not drawn yet; it renders the iOS 13–18 look")
        }
        if !renderer.fonts.hasFamily(spec.font) {
            notes.append("font \"\(spec.font)\" is not among the loaded fonts (\(renderer.fonts.folders.joined(separator: ", "))); a substitute is used")
        }
        return notes
    }
}
