import ArgumentParser
import CairoBackend
import Foundation
import TableRenderKit
import TableSpec

/// `tablerender sheet SPEC|DIR... -o sheet.png`: a contact sheet, every spec's render in one grid, for reviewing
/// a whole folder at once.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render many specs into one contact sheet (PNG, SVG or PDF).")

    @Argument(help: "Spec files or folders of them (searched recursively).")
    var specs: [String]

    @Option(name: .shortAndLong, help: "Output file; its extension picks the format.")
    var output: String

    @Option(help: "Renders per row (default: up to 4).")
    var columns: Int?

    @Flag(help: "Caption each render with its spec's name.")
    var captions = false

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var bundleArguments: BundleArguments

    func validate() throws {
        try OptionRange.check("--columns", columns, in: 1...64)
        if OutputFormat.infer(fromPath: output) == nil {
            throw ValidationError("cannot tell the format from \(DiagnosticText.quoted(output)); name it .png, .svg or .pdf")
        }
    }

    func run() throws {
        do {
            let jobs = try SpecCollector.collect(specs, bundle: bundleArguments.options)
            let pipeline = try RenderPipeline.prefetched(pngCompression: specOptions.pngCompression)
            var entries: [(name: String, spec: Spec)] = []
            var problems: [RenderError] = []
            for job in jobs {
                do {
                    entries.append((job.displayName, try job.load(format: specOptions.inputFormat, overrides: specOptions.overrides(screen: bundleArguments.screen))))
                } catch {
                    problems.append(RenderError(error))
                }
            }
            if !problems.isEmpty {
                for problem in problems { printError(problem) }
                throw ExitCode(problems.map(\.exitCode).max() ?? 2)
            }
            let sheet = pipeline.sheet(entries, overrides: specOptions.overrides(screen: bundleArguments.screen), columns: columns ?? min(4, entries.count), captions: captions)
            try pipeline.write(sheet, format: OutputFormat.infer(fromPath: output) ?? .png, to: output, name: "sheet")
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
    }
}
