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

    /// Runs `work` for every job. `deliver` sees each outcome in job order, while later specs still render, with
    /// only the warnings not delivered before, and may print through the progress bar it is given; `work`'s
    /// failure stands in for it on a thread whose pipeline could not be created (no fonts, for instance). The
    /// outcomes returned keep every warning.
    func run<Work: BatchWork>(
        _ jobs: [SpecJob],
        doing work: Work,
        deliver: @escaping (Work.Outcome, ProgressBar) -> Void
    ) -> [Work.Outcome] {
        let progress = ProgressBar(total: jobs.count, enabled: !quiet && standardErrorIsTerminal)
        defer { progress.finish() }
        let printed = RepeatedLines()
        return WorkerPool(threads: threads).run(
            count: jobs.count,
            makeState: { [pngCompression] in try RenderPipeline.prefetched(pngCompression: pngCompression) },
            work: { pipeline, index in work.outcome(of: jobs[index], with: pipeline) },
            failed: { error, index in work.failure(of: jobs[index], RenderError(error)) },
            completed: { progress.update(completed: $0) },
            deliver: { _, outcome in
                // A matrix runs each spec several times: its warnings (a bundle's, a spec's) once.
                var outcome = outcome
                outcome.warnings = printed.firstTime(outcome.warnings)
                deliver(outcome, progress)
            })
    }
}
