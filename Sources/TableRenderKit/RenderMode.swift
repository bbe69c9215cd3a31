import CairoBackend
import Foundation
import TableSpec

/// What `tablerender render` was asked for, from the arguments alone: the facts `RenderMode.choose` decides on.
public struct RenderRequest: Equatable, Sendable {
    /// The spec, bundle and folder arguments (`-` for standard input).
    public var specs: [String]
    /// `-o`, if given.
    public var output: String?
    /// `--out-dir`, if given.
    public var outDir: String?
    /// `--format`, if given.
    public var format: OutputFormat?
    /// `--matrix` or `--shard`: the run is a set of outputs.
    public var selectsJobs: Bool
    /// `--variants` or `--devices` were given: renders side by side in one image.
    public var composes: Bool
    /// `--dump-layout`, if given.
    public var dumpLayout: Bool
    /// `--dump-resolved`, if given.
    public var dumpResolved: Bool
    /// `--pane`, if given.
    public var pane: String?

    /// Creates a request; every flag defaults to off.
    public init(specs: [String], output: String? = nil, outDir: String? = nil, format: OutputFormat? = nil,
                selectsJobs: Bool = false, composes: Bool = false, dumpLayout: Bool = false,
                dumpResolved: Bool = false, pane: String? = nil) {
        self.specs = specs
        self.output = output
        self.outDir = outDir
        self.format = format
        self.selectsJobs = selectsJobs
        self.composes = composes
        self.dumpLayout = dumpLayout
        self.dumpResolved = dumpResolved
        self.pane = pane
    }

    /// Whether a dump is printed instead of an output.
    public var dumps: Bool { dumpLayout || dumpResolved }
}

/// A usage error of `render` (exit 64), in one line.
public struct RenderUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the arguments.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// The kinds of run `render` makes: each combination of arguments is exactly one, decided here (with every
/// refusal of a combination that would silently drop an option) so the command only carries it out.
public enum RenderMode: Equatable, Sendable {
    /// Several specs into one PDF (`a.json b.json -o review.pdf`): a page per spec or pane.
    case reviewPDF(output: String)
    /// An output folder, several specs, or `--matrix`/`--shard`: one file per spec, pane or variant.
    case batch
    /// One spec (or bundle pane) to one output, standard output, a dump, or renders side by side.
    case single

    /// The mode for `request`, or the usage error that explains why the combination makes no sense.
    public static func choose(_ request: RenderRequest) throws -> RenderMode {
        let mode = decide(request)
        if request.pane != nil,
           request.specs.count != 1 || !BundleSource.handles(request.specs[0]) || (request.outDir != nil && !request.selectsJobs) {
            throw RenderUsageError("--pane picks one pane of one bundle (PATH.bundle or a .plist pane); give one bundle and no --out-dir")
        }
        guard let first = request.specs.first else {
            throw RenderUsageError("missing a spec: tablerender SPEC [-o OUT], or SPEC|DIR... --out-dir OUT")
        }
        switch mode {
        case .reviewPDF:
            if request.specs.contains("-") { throw RenderUsageError("a review PDF reads spec files, not standard input") }
            if request.composes || request.dumps {
                throw RenderUsageError("--variants, --devices, --dump-layout and --dump-resolved take one spec")
            }
        case .batch:
            try checkBatch(request)
        case .single:
            if let output = request.output, output != "-", request.format == nil, output.contains("."),
               OutputFormat.infer(fromPath: output) == nil {
                throw RenderUsageError(cannotTellFormat(output))
            }
            if first == "-" && request.output == nil && !request.dumps {
                throw RenderUsageError("reading the spec from standard input needs -o (a file, or - for standard output)")
            }
        }
        return mode
    }

    /// The mode the arguments ask for, before any combination is checked.
    static func decide(_ request: RenderRequest) -> RenderMode {
        let asksForPDF = request.format == .pdf
            || (request.format == nil && request.output.map { OutputFormat.infer(fromPath: $0) == .pdf } == true)
        if request.specs.count > 1 && request.outDir == nil && !request.selectsJobs && asksForPDF {
            return .reviewPDF(output: request.output ?? "review.pdf")
        }
        if request.outDir != nil || request.specs.count > 1 || request.selectsJobs { return .batch }
        return .single
    }

    private static func cannotTellFormat(_ output: String) -> String {
        "cannot tell the format from \(DiagnosticText.quoted(output)); name it .png, .svg or .pdf, or pass --format"
    }

    private static func checkBatch(_ request: RenderRequest) throws {
        if request.selectsJobs {
            if request.specs.contains("-") {
                throw RenderUsageError("--matrix and --shard read each spec once per output; give a spec file, not - (standard input)")
            }
            if request.dumps { throw RenderUsageError("--dump-layout and --dump-resolved print one spec; drop --matrix and --shard") }
            if request.composes {
                throw RenderUsageError("--variants and --devices put renders side by side in one image; --matrix writes one file per combination: use one or the other")
            }
        }
        if request.selectsJobs, request.outDir == nil, request.specs.count == 1, let output = request.output, output != "-" {
            // One spec's matrix beside -o: OUT.png becomes OUT.V1.V2.png in OUT's folder.
            if request.format == nil, OutputFormat.infer(fromPath: output) == nil {
                throw RenderUsageError(cannotTellFormat(output))
            }
            return
        }
        if request.output != nil {
            throw RenderUsageError(request.outDir == nil
                ? "-o names one output file; to render several specs, pass --out-dir DIR instead"
                : "-o and --out-dir cannot be combined")
        }
        guard let outDir = request.outDir else { throw RenderUsageError("several specs need --out-dir DIR to write into") }
        if outDir == "-" { throw RenderUsageError("--out-dir needs a folder; - (standard output) takes one spec with -o -") }
        if request.specs.contains("-") {
            throw RenderUsageError("- (standard input) is one spec: render it with -o, not with --out-dir or other specs")
        }
        if request.composes {
            // They compose one image of one spec; silently dropping them in a batch would hide a mistake.
            throw RenderUsageError("--variants and --devices put renders of one spec side by side in one image; give one spec and -o")
        }
        if request.dumpLayout { throw RenderUsageError("--dump-layout prints one spec's display list; give one spec and no --out-dir") }
        if request.dumpResolved { throw RenderUsageError("--dump-resolved prints one spec's resolved look; give one spec and no --out-dir") }
    }
}
