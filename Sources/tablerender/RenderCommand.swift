import ArgumentParser
import CairoBackend
import Foundation
import TableRenderKit
import TableSpec

extension OutputFormat: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension TableStyle: ExpressibleByArgument {}
extension SpecFormat: ExpressibleByArgument {}

/// `tablerender render SPEC -o OUT`: renders one spec to one file (or standard output); with `--out-dir`, every
/// spec given or found in the folders given, in parallel (see `RenderCommand+Batch.swift`).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render specs to PNG, SVG or PDF.",
        discussion: """
            One spec: tablerender SPEC [-o OUT]. Many: tablerender SPEC|DIR... --out-dir OUT, where a folder \
            means every .json, .yaml and .yml file in it, recursively, written to the same relative path under \
            OUT. A batch renders every spec it can, exits with the highest failing code and prints a summary. \
            A Settings bundle: -o OUT.pdf draws every pane (a page each), another format the root pane or --pane \
            NAME, --out-dir every pane as OUT/NAME.<format>. A SwiftUI file (VIEW.swift) is read, never compiled: \
            its previews (or its Form and List views) are its panes (docs/swiftui.md).
            """)

    @Argument(help: "Spec files (.json, .yaml or .yml) or, with --out-dir, folders of them; - reads standard input. A Settings bundle (PATH.bundle) or a .plist pane draws its panes (docs/bundles.md); so does a storyboard or a SwiftUI file (VIEW.swift, docs/swiftui.md).")
    var specs: [String] = []

    @Option(name: .shortAndLong, help: "Output file; its extension picks the format. - writes standard output. Default: the spec's name with the format's extension.")
    var output: String?

    @Option(help: "Output folder for a batch: SPEC|DIR... are written to OUT/<relative path>.<format>. Created if missing.")
    var outDir: String?

    @Option(help: "Output format: png, svg or pdf (default: from the output's extension, else png).")
    var format: OutputFormat?

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var bundleArguments: BundleArguments

    @Option(help: "Bundles: render only this pane (its file name without .plist, or its title); default: the root pane, or every pane into a PDF.")
    var pane: String?

    @OptionGroup var selection: SelectionOptions

    @OptionGroup var jobsOption: JobsOption

    @Flag(help: "Print the display list as text instead of rendering.")
    var dumpLayout = false

    @Flag(help: "Print the resolved canvas and look (every length, colour, font and flag) as text instead of rendering.")
    var dumpResolved = false

    /// Whether a dump is printed instead of an output.
    var dumps: Bool { dumpLayout || dumpResolved }

    @Option(help: "Cut PNG output into pages of at most this many pixels, at least 1 (NAME-001.png, …); taller than one raster image always is.")
    var maxPageHeight: Int?

    @Flag(name: .shortAndLong, help: "Do not print warnings, the progress bar or the batch summary.")
    var quiet = false

    @Option(help: "Render one spec in several appearances side by side, e.g. light,dark.",
            transform: { try CommaList<Appearance>.parse($0) })
    var variants: [Appearance] = []

    @Option(help: "Render one spec on several devices side by side, e.g. iphone-se,iphone-15,ipad-11; each replaces the spec's width and scale as --device does.",
            transform: { try CommaList<Device>.parse($0) })
    var devices: [Device] = []

    @Flag(help: "Caption variants and devices with their names.")
    var captions = false

    /// `--matrix` or `--shard`: the run is a set of outputs, so a batch even for one spec.
    var selectsJobs: Bool { !selection.matrix.isEmpty || selection.shard != nil }

    /// The arguments as the library's `RenderMode` decides on them.
    var request: RenderRequest {
        RenderRequest(specs: specs, output: output, outDir: outDir, format: format, selectsJobs: selectsJobs,
                      composes: !variants.isEmpty || !devices.isEmpty, dumpLayout: dumpLayout,
                      dumpResolved: dumpResolved, pane: pane)
    }

    /// The kind of run: decided, with every refused combination, by `RenderMode.choose`.
    var mode: RenderMode {
        get throws {
            do {
                return try RenderMode.choose(request)
            } catch let error as RenderUsageError {
                throw ValidationError(error.message)
            }
        }
    }

    func validate() throws {
        if let maxPageHeight, maxPageHeight < 1 {
            throw ValidationError("--max-page-height must be at least 1 (pixels)")
        }
        if case .batch = try mode { try selection.checkConflicts(with: specOptions) }
    }

    func run() throws {
        switch try mode {
        case .reviewPDF(let output): try runReviewPDF(to: output)
        case .batch: try runBatch()
        case .single: try runSingle()
        }
    }

    /// The single-spec form, unchanged from before batches existed.
    private func runSingle() throws {
        let path = specs.first ?? "-"
        let source = SpecSource(path: path, format: specOptions.inputFormat,
                                allowsOutsidePaths: specOptions.allowOutsidePaths, strict: specOptions.strict)
        let target = resolvedOutput(for: path)
        do {
            let spec: Spec
            if BundleSource.handles(path) {
                var bundle = BundleSource(path: path, options: bundleArguments.options)
                bundle.strict = specOptions.strict
                // A PDF holds every pane, a page each; every other output is one pane.
                if target.format == .pdf, pane == nil, variants.isEmpty, devices.isEmpty, !dumps {
                    try runBundlePDF(bundle, to: target.path)
                    return
                }
                let found = try bundle.pane(pane)
                if !quiet { for warning in found.warnings { printError(warning) } }
                spec = found.pane.spec
            } else {
                let read = try source.loadReporting()
                if !quiet { for warning in read.warnings { printError(warning) } }
                spec = read.spec
            }
            let overrides = specOptions.overrides(screen: bundleArguments.screen)
            // While the prefetch thread may still be loading fonts: the output folder's listing costs time in
            // proportion to its files, and here it overlaps the wait instead of following the drawing.
            if target.path != "-" && !dumps { TemporaryFiles.removeStale(besides: target.path) }
            let pipeline = try makePipeline()
            if !quiet {
                for warning in pipeline.warnings(for: spec) { printError("\(source.displayName): warning: \(warning)") }
            }
            if dumpResolved {
                print(pipeline.resolve(spec, overrides: overrides).dump(), terminator: "")
                return
            }
            if dumpLayout {
                print(pipeline.layout(spec, overrides: overrides).dump(), terminator: "")
                return
            }
            if !variants.isEmpty || !devices.isEmpty {
                // Each of --devices replaces the spec's own width and scale while --scale and --width still win.
                let list = pipeline.variants(of: spec, overrides: overrides, appearances: variants,
                                             devices: devices, captions: captions)
                if target.path == "-" {
                    FileHandle.standardOutput.write(Data(try pipeline.encode(list, format: target.format, name: source.displayName)))
                } else {
                    try pipeline.write(list, format: target.format, to: target.path, name: source.displayName,
                                       maximumPageHeight: maxPageHeight)
                }
            } else if target.path == "-" {
                // One document only: pages cannot share standard output.
                let bytes = try pipeline.render(consume spec, overrides: overrides, format: target.format, name: source.displayName)
                FileHandle.standardOutput.write(Data(bytes))
            } else {
                // Handed over: the spec is freed once its content is resolved (`RenderPipeline.layout`).
                let written = try pipeline.write(consume spec, overrides: overrides, format: target.format, to: target.path, name: source.displayName,
                                                 maximumPageHeight: maxPageHeight)
                if written.count > 1 && !quiet {
                    printError("\(source.displayName): \(written.count) pages: \(written.first ?? "") … \(written.last ?? "")")
                }
            }
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
    }

    /// `tablerender PATH.bundle -o settings.pdf`: every reachable pane, depth-first, a page each.
    private func runBundlePDF(_ bundle: BundleSource, to path: String) throws {
        let read = try bundle.read()
        if !quiet { for problem in read.problems { printError(problem.asWarning) } }
        let pipeline = try makePipeline()
        let bytes = try pipeline.bundlePDF(read.panes, overrides: specOptions.overrides(screen: bundleArguments.screen), maximumPageHeight: maxPageHeight,
                                           name: PathEscaping.escaped(bundle.path))
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
        } else {
            try AtomicFile.write(bytes, to: path)
        }
    }

    private func makePipeline() throws -> RenderPipeline {
        do {
            return try RenderPipeline.prefetched(pngCompression: specOptions.pngCompression)
        } catch {
            throw RenderError(error)
        }
    }

    /// The output path and format: explicit, or derived from each other and the spec's name.
    private func resolvedOutput(for spec: String) -> (path: String, format: OutputFormat) {
        let chosenFormat = format ?? output.flatMap(OutputFormat.infer(fromPath:)) ?? .png
        if let output { return (output, chosenFormat) }
        let base = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent
        return (base + "." + chosenFormat.rawValue, chosenFormat)
    }
}

extension RenderCommand {
    /// `render a.json b.json -o review.pdf`: one page per spec, each its own size, bookmarked by name.
    func runReviewPDF(to path: String) throws {
        do {
            let pipeline = try RenderPipeline.prefetched(pngCompression: specOptions.pngCompression)
            var pages: [(name: String, spec: Spec)] = []
            var problems: [RenderError] = []
            for file in specs {
                let source = SpecSource(path: file, format: specOptions.inputFormat,
                                        allowsOutsidePaths: specOptions.allowOutsidePaths,
                                        strict: specOptions.strict)
                if BundleSource.handles(file) {
                    // A bundle adds every pane, in its order, each titled with its pane's title.
                    do {
                        var bundle = BundleSource(path: file, options: bundleArguments.options)
                        bundle.strict = specOptions.strict
                        let read = try bundle.read()
                        if !quiet { for problem in read.problems { printError(problem.asWarning) } }
                        pages += read.panes.map { ($0.title, $0.spec) }
                    } catch let error as RenderError {
                        problems.append(error)
                    }
                    continue
                }
                do {
                    let (spec, warnings) = try source.loadReporting()
                    if !quiet { for warning in warnings { printError(warning) } }
                    pages.append((URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, spec))
                } catch let error as RenderError {
                    problems.append(error)
                }
            }
            // A review is all of its pages or nothing: report every bad spec and write no file.
            if !problems.isEmpty {
                for problem in problems { printError(problem) }
                throw ExitCode(problems.map(\.exitCode).max() ?? 2)
            }
            try AtomicFile.write(try pipeline.reviewPDF(pages, overrides: specOptions.overrides(screen: bundleArguments.screen)), to: path)
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
    }
}

/// Parses `light,dark` into values of an enumeration, naming the one that is not allowed.
enum CommaList<Value: RawRepresentable & CaseIterable> where Value.RawValue == String {
    static func parse(_ text: String) throws -> [Value] {
        try text.split(separator: ",").map { word in
            let name = word.trimmingCharacters(in: .whitespaces)
            guard let value = Value(rawValue: name) else {
                throw ValidationError("unknown value \(DiagnosticText.quoted(name)); expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return value
        }
    }
}
