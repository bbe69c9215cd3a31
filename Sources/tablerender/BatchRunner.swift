import CairoBackend
import TableRenderKit

/// Runs the specs of a batch on `threads` threads, each with its own `RenderPipeline` made once and reused
/// (pipelines are not thread-safe), with a progress bar on a terminal and outcomes handed over in spec order.
struct BatchRunner {
    /// Threads to run at once.
    var threads: Int
    /// Whether to hide the progress bar (`--quiet`).
    var quiet: Bool
    /// The PNG encoder setting every pipeline uses.
    var pngCompression: PNGCompression

    /// Runs `work` for every job. `deliver` sees each outcome in job order, while later specs still render, and
    /// may print through the progress bar it is given; `pipelineFailed` stands in for `work` on a thread whose
    /// pipeline could not be created (no fonts, for instance).
    func run<Outcome>(
        _ jobs: [SpecJob],
        work: @escaping (SpecJob, RenderPipeline) -> Outcome,
        pipelineFailed: @escaping (SpecJob, RenderError) -> Outcome,
        deliver: @escaping (Outcome, ProgressBar) -> Void
    ) -> [Outcome] {
        let progress = ProgressBar(total: jobs.count, enabled: !quiet && standardErrorIsTerminal)
        defer { progress.finish() }
        return WorkerPool(threads: threads).run(
            count: jobs.count,
            makeState: { [pngCompression] in try RenderPipeline.prefetched(pngCompression: pngCompression) },
            work: { pipeline, index in work(jobs[index], pipeline) },
            failed: { error, index in pipelineFailed(jobs[index], RenderError(error)) },
            completed: { progress.update(completed: $0) },
            deliver: { _, outcome in deliver(outcome, progress) })
    }
}
