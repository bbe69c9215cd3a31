import TableChecks
import TableRenderKit

/// What a batch does with each spec (`render --out-dir` writes it, `check` compares it with its golden): the
/// outcome of one spec with its thread's pipeline, and the one that stands in for it on a thread that has none.
protocol BatchWork {
    /// What happened to one spec.
    associatedtype Outcome: BatchOutcome

    /// Runs one spec with `pipeline` (which no other thread uses meanwhile).
    func outcome(of job: SpecJob, with pipeline: RenderPipeline) -> Outcome

    /// The outcome of a spec that could not even start (its thread has no pipeline).
    func failure(of job: SpecJob, _ error: RenderError) -> Outcome
}

/// What happened to one spec of a batch, with the warnings about it (`BatchRunner` delivers each warning once).
protocol BatchOutcome {
    /// Warnings about the spec, as `spec: warning: …` lines.
    var warnings: [String] { get set }
}

extension BatchRender.Outcome: BatchOutcome {}

extension GoldenCheck.Outcome: BatchOutcome {}

extension BatchRender: BatchWork {
    func outcome(of job: SpecJob, with pipeline: RenderPipeline) -> Outcome { render(job, with: pipeline) }
}

extension GoldenCheck: BatchWork {
    func outcome(of job: SpecJob, with pipeline: RenderPipeline) -> Outcome { check(job, with: pipeline) }
}
