import ArgumentParser
import CairoBackend
import Foundation
import TableRenderKit
import TableSpec

extension OutputFormat: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension TableStyle: ExpressibleByArgument {}
extension SpecFormat: ExpressibleByArgument {}

/// `tablerender render SPEC -o OUT`: renders one spec to one file (or standard output).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a spec to PNG, SVG or PDF.")

    @Argument(help: "The spec file (.json, .yaml or .yml), or - for standard input.")
    var spec: String

    @Option(name: .shortAndLong, help: "Output file; its extension picks the format. - writes standard output. Default: the spec's name with the format's extension.")
    var output: String?

    @Option(help: "Output format: png, svg or pdf (default: from the output's extension, else png).")
    var format: OutputFormat?

    @Option(help: "Spec syntax: json or yaml (default: from the spec's extension).")
    var inputFormat: SpecFormat?

    @Option(help: "Override the spec's scale (0.5…4).")
    var scale: Double?

    @Option(help: "Override the spec's width in points (1…4096).")
    var width: Double?

    @Option(help: "Override the spec's appearance: light or dark.")
    var appearance: Appearance?

    @Option(help: "Override the spec's style.")
    var style: TableStyle?

    @Flag(help: "Print the display list as text instead of rendering.")
    var dumpLayout = false

    @Flag(name: .shortAndLong, help: "Do not print warnings.")
    var quiet = false

    @Flag(help: "Let icon images come from outside the spec's folder.")
    var allowOutsidePaths = false

    func validate() throws {
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4") }
        if let width, !(1...4096).contains(width) { throw ValidationError("--width must be between 1 and 4096") }
        if let output, output != "-", format == nil, output.contains("."),
           OutputFormat.infer(fromPath: output) == nil {
            throw ValidationError("cannot tell the format from \"\(output)\"; name it .png, .svg or .pdf, or pass --format")
        }
        if spec == "-" && output == nil && !dumpLayout {
            throw ValidationError("reading the spec from standard input needs -o (a file, or - for standard output)")
        }
    }

    func run() throws {
        let source = SpecSource(path: spec, format: inputFormat, allowsOutsidePaths: allowOutsidePaths)
        let target = resolvedOutput()
        do {
            let decoded = try source.load()
            let spec = SpecOverrides(scale: scale, width: width, appearance: appearance, style: style).applied(to: decoded)
            let pipeline = try makePipeline()
            if !quiet {
                for warning in pipeline.warnings(for: spec) { printError("\(source.displayName): warning: \(warning)") }
            }
            if dumpLayout {
                print(pipeline.layout(spec).dump(), terminator: "")
                return
            }
            let bytes = try pipeline.render(spec, format: target.format, name: source.displayName)
            if target.path == "-" {
                FileHandle.standardOutput.write(Data(bytes))
            } else {
                try AtomicFile.write(bytes, to: target.path)
            }
        } catch let error as RenderError {
            printError(error.description)
            throw ExitCode(error.exitCode)
        }
    }

    private func makePipeline() throws -> RenderPipeline {
        do {
            return try RenderPipeline()
        } catch let error as CairoError {
            throw RenderError.output(error.description)
        }
    }

    /// The output path and format: explicit, or derived from each other and the spec's name.
    private func resolvedOutput() -> (path: String, format: OutputFormat) {
        let chosenFormat = format ?? output.flatMap(OutputFormat.infer(fromPath:)) ?? .png
        if let output { return (output, chosenFormat) }
        let base = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent
        return (base + "." + chosenFormat.rawValue, chosenFormat)
    }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
