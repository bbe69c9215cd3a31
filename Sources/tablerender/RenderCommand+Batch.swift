import ArgumentParser
import CairoBackend
import Foundation
import TableRenderKit
import TableScale

extension RenderCommand {
    /// `render SPEC|DIR... --out-dir OUT`: every spec in parallel; a failing spec reports its error and the
    /// others still render; errors and warnings appear in spec order, then one summary line.
    func runBatch() throws {
        var folder = outDir ?? "."
        var format = self.format
        let jobs: [SpecJob]
        do {
            let shard = try selection.resolvedShard(quiet: quiet)
            var collected = try SpecCollector.collect(specs, bundle: bundleArguments.options)
            if let pane, let bundle = specs.first {
                // `--pane` with `--matrix`: that pane's variants only.
                let found = try BundleSource(path: bundle, options: bundleArguments.options).pane(pane).pane.name
                collected = collected.filter { $0.pane?.name == found }
            }
            if outDir == nil, let output {
                guard collected.count == 1 else {
                    // A folder behind one argument: -o names one output, and its variants would need names.
                    printError("-o \(PathEscaping.escaped(output)) names the outputs of one spec, and \(PathEscaping.escaped(specs[0])) holds \(collected.count); pass --out-dir DIR instead")
                    throw ExitCode(64)
                }
                // `-o OUT.png --matrix …`: the variants are named after OUT, beside it.
                let path = output as NSString
                folder = path.deletingLastPathComponent.isEmpty ? "." : path.deletingLastPathComponent
                format = format ?? OutputFormat.infer(fromPath: output)
                collected[0].name = (path.lastPathComponent as NSString).deletingPathExtension
            }
            jobs = selection.select(collected, shard: shard).selected
            try OutputFolders.create(folder)
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
        var batch = BatchRender(outputFolder: folder, format: format ?? .png,
                                inputFormat: specOptions.inputFormat, overrides: specOptions.overrides(screen: bundleArguments.screen))
        batch.maximumPageHeight = maxPageHeight
        let quiet = self.quiet
        let outcomes = BatchRunner(threads: jobsOption.threads, quiet: quiet, pngCompression: specOptions.pngCompression).run(
            jobs,
            doing: batch,
            deliver: { outcome, progress in
                if !quiet {
                    for warning in outcome.warnings { progress.printAbove(warning, toStandardError: true) }
                }
                for line in outcome.error?.lines ?? [] { progress.printAbove(line, toStandardError: true) }
            })

        let failed = outcomes.filter { $0.error != nil }.count
        if !quiet {
            // With a matrix each spec makes several outputs: count those.
            let unit = selection.matrix.isEmpty ? "spec" : "output"
            let specsWord = jobs.count == 1 ? unit : unit + "s"
            printStatus("render: \(jobs.count - failed) of \(jobs.count) \(specsWord) rendered to \(folder)"
                + (failed > 0 ? ", \(failed) failed" : ""))
        }
        let code = outcomes.map { $0.exitCode }.max() ?? 0
        if code != 0 { throw ExitCode(code) }
    }
}
