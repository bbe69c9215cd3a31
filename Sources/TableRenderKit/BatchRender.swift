import CairoBackend
import TableSpec

/// `render --out-dir`: each spec of a batch rendered to its file under the output folder.
public struct BatchRender: Sendable {
    /// The output folder as given (`OUT`); outputs go to `OUT/NAME.EXT`.
    public var outputFolder: String
    /// The format of every output.
    public var format: OutputFormat
    /// Spec syntax forced by `--input-format`, or nil to go by each file's extension.
    public var inputFormat: SpecFormat?
    /// Cut PNGs into pages of at most this many pixels.
    public var maximumPageHeight: Int?
    /// Command-line values that replace each spec's own.
    public var overrides: SpecOverrides

    /// Creates a batch render.
    public init(outputFolder: String, format: OutputFormat, inputFormat: SpecFormat? = nil,
                overrides: SpecOverrides = SpecOverrides()) {
        self.outputFolder = outputFolder
        self.format = format
        self.inputFormat = inputFormat
        self.overrides = overrides
    }

    /// What happened to one spec.
    public struct Outcome: Sendable {
        /// The spec.
        public var job: SpecJob
        /// The file written (or that would have been).
        public var output: String
        /// Warnings about the spec, as `spec: warning: …` lines.
        public var warnings: [String]
        /// Why nothing was written, or nil on success.
        public var error: RenderError?

        /// 0 when written, else the error's exit code.
        public var exitCode: Int32 { error?.exitCode ?? 0 }
    }

    /// The output file of a spec.
    public func output(of job: SpecJob) -> String {
        job.output(in: outputFolder, suffix: "." + format.rawValue)
    }

    /// The outcome of a spec that could not even start (its thread has no pipeline).
    public func failure(of job: SpecJob, _ error: RenderError) -> Outcome {
        Outcome(job: job, output: output(of: job), warnings: [], error: error)
    }

    /// Loads, renders and atomically writes one spec with `pipeline` (which must not be used by another thread
    /// meanwhile), creating its subfolder when needed.
    public func render(_ job: SpecJob, with pipeline: RenderPipeline) -> Outcome {
        let output = output(of: job)
        var warnings: [String] = []
        do {
            let overrides = job.overrides(over: self.overrides)
            let (spec, importWarnings) = try job.loadReporting(format: inputFormat, overrides: self.overrides)
            warnings = importWarnings + pipeline.warnings(for: spec).map { "\(PathEscaping.escaped(job.path)): warning: \($0)" }
            try OutputFolders.create(parentOf: output)
            try pipeline.write(consume spec, overrides: overrides, format: format, to: output, name: PathEscaping.escaped(job.path),
                               maximumPageHeight: maximumPageHeight)
            return Outcome(job: job, output: output, warnings: warnings, error: nil)
        } catch {
            return Outcome(job: job, output: output, warnings: warnings, error: RenderError(error))
        }
    }
}
