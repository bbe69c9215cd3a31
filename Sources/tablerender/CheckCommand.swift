import ArgumentParser
import TableChecks
import TableRenderKit
import TableScale

/// `tablerender check SPEC|DIR... --golden DIR`: renders each spec in memory and compares its pixels with the
/// golden PNG at the same relative path.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare renders of specs with golden PNGs.",
        discussion: """
            Each spec is rendered in memory and compared by decoded pixels with GOLDEN/<relative path>.png: \
            match, mismatch (beyond the tolerances, or another size) or missing. The default tolerances fail \
            on any visible change (one level of one channel, a moved edge, a changed letter) and forgive only \
            anti-aliasing at glyph edges. Exit codes: 0 all match (or --update wrote the rest); 1 a mismatch or \
            a missing golden; 2 a spec is invalid or unreadable, or a golden cannot be compared (not a PNG, \
            larger than any render); 64 bad usage.
            """)

    @Argument(help: "Spec files (.json, .yaml or .yml) or folders of them, searched recursively.")
    var specs: [String] = []

    @Option(help: "The folder of golden PNGs, laid out like the specs.")
    var golden: String

    @Option(help: "Where each failure leaves NAME.expected.png, NAME.actual.png, NAME.diff.png and NAME.compare.png (expected | diff | actual).")
    var diffDir: String?

    @OptionGroup var tolerance: ToleranceOptions

    @Flag(help: "Write missing and mismatching goldens from this render, then exit 0.")
    var update = false

    @OptionGroup var reportOptions: ReportOptions

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var selection: SelectionOptions

    @OptionGroup var orphanOptions: OrphanOptions

    @OptionGroup var bundleArguments: BundleArguments

    @OptionGroup var jobsOption: JobsOption

    @Flag(name: .shortAndLong, help: "Print only what fails the check and errors: no warnings, no lines for goldens --update wrote or --prune deleted, no progress bar or summary.")
    var quiet = false

    func validate() throws {
        if specs.isEmpty { throw ValidationError("missing a spec: tablerender check SPEC|DIR... --golden DIR") }
        if specs.contains("-") { throw ValidationError("check reads spec files and folders, not standard input") }
        try selection.checkConflicts(with: specOptions)
        try orphanOptions.validate(specs: specs, shard: selection.shard, golden: golden)
    }

    func run() throws {
        let all: [SpecJob], jobs: [SpecJob], shard: Shard?
        do {
            shard = try selection.resolvedShard(quiet: quiet)
            (all, jobs) = selection.select(try SpecCollector.collect(specs, bundle: bundleArguments.options), shard: shard)
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
        let check = GoldenCheck(goldenFolder: golden, diffFolder: diffDir, options: tolerance.diffOptions,
                                update: update, inputFormat: specOptions.inputFormat,
                                overrides: specOptions.overrides(screen: bundleArguments.screen),
                                keepsImages: reportOptions.needsImagesInMemory(diffFolder: diffDir))
        let quiet = self.quiet
        let outcomes = BatchRunner(threads: jobsOption.threads, quiet: quiet, pngCompression: specOptions.pngCompression).run(
            jobs,
            doing: check,
            deliver: { outcome, progress in
                for line in Self.lines(for: outcome, quiet: quiet) {
                    progress.printAbove(line.text, toStandardError: line.isError)
                }
            })

        var code = outcomes.map { $0.exitCode }.max() ?? 0
        let unrendered = outcomes.first { $0.status == .error }.map(\.job)
        let orphans = orphanOptions.isRequested ? findOrphans(all: all, unrendered: unrendered, code: &code) : nil
        code = max(code, reportOptions.write(check: check, outcomes: outcomes, shard: shard, orphans: orphans,
                                                  diffFolder: diffDir))
        if !quiet {
            var line = Self.summary(CheckReport.Summary(outcomes), update: update)
            if let shard { line += " (shard \(shard))" }
            if let orphans {
                line += "; \(orphans.orphans.count) \(orphans.orphans.count == 1 ? "orphan" : "orphans")"
                    + (orphans.pruned ? " deleted" : "")
            }
            printStatus(line)
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// Lists (or, with `--prune`, deletes) goldens no job of the whole run produces; orphans left in place fail
    /// the check (1), a deletion that fails is an output error.
    private func findOrphans(all: [SpecJob], unrendered: SpecJob?, code: inout Int32) -> OrphanResult {
        if orphanOptions.prune, let refusal = PruneSafety.refusal(afterRun: all, unrendered: unrendered) {
            printError(refusal)
            code = max(code, 2)
        } else if orphanOptions.prune {
            do {
                let deleted = try GoldenOrphans.prune(in: golden, producedBy: all)
                if !quiet { for path in deleted { printStatus("\(path): orphan golden deleted") } }
                return OrphanResult(orphans: deleted, pruned: true)
            } catch {
                printError(RenderError(error))
                code = max(code, 1)
                return OrphanResult(orphans: GoldenOrphans.find(in: golden, producedBy: all), pruned: false)
            }
        }
        let found = GoldenOrphans.find(in: golden, producedBy: all)
        for path in found { printStatus("\(path): orphan golden (no spec produces it)") }
        if !found.isEmpty { code = max(code, 1) }
        return OrphanResult(orphans: found, pruned: false)
    }

    /// What to print for one spec: a line per problem; quiet, only what fails the run (a golden `--update`
    /// wrote is done, not a problem) and errors.
    static func lines(for outcome: GoldenCheck.Outcome, quiet: Bool) -> [(text: String, isError: Bool)] {
        if quiet && outcome.updated && outcome.error == nil { return [] }
        var lines: [(String, Bool)] = quiet ? [] : outcome.warnings.map { ($0, true) }
        let spec = outcome.job.path + (outcome.job.variant.map { " [\($0.values.map(\.value).joined(separator: ", "))]" } ?? "")
        switch outcome.status {
        case .match:
            break
        case .missing:
            lines.append(("\(spec): missing golden \(outcome.golden)" + (outcome.updated ? "; written" : ""), false))
        case .mismatch where outcome.result == nil && outcome.note != nil:
            // Exit 2 like other bad input, so on standard error.
            lines.append(("\(spec): cannot compare with \(outcome.golden): \(outcome.note ?? "")"
                + (outcome.updated ? "; updated" : ""), !outcome.updated))
        case .mismatch:
            let detail = outcome.result?.description ?? outcome.note ?? "differs"
            lines.append(("\(spec): mismatch with \(outcome.golden): \(detail)" + (outcome.updated ? "; updated" : ""),
                          false))
            for change in outcome.layoutChanges ?? [] { lines.append(("  " + change, false)) }
            if outcome.recordedVersions == nil {
                lines.append(("  the golden records no tool or library versions (not written by tablerender)", false))
            } else if !outcome.versionChanges.isEmpty {
                lines.append(("  the golden was drawn by other versions, so the toolchain may explain this: "
                    + outcome.versionChanges.joined(separator: "; "), false))
            }
        case .error:
            break
        }
        for artifact in outcome.artifacts where artifact.hasSuffix(".diff.png") {
            lines.append(("  diff: \(artifact)", false))
        }
        for line in outcome.error?.lines ?? [] { lines.append((line, true)) }
        return lines
    }

    /// `check: 12 specs: 10 match, 1 mismatch, 1 missing` (+ goldens written by `--update`).
    static func summary(_ counts: CheckReport.Summary, update: Bool) -> String {
        var parts = ["\(counts.match) match", "\(counts.mismatch) mismatch", "\(counts.missing) missing"]
        if counts.error > 0 { parts.append("\(counts.error) failed") }
        var line = "check: \(counts.specs) \(counts.specs == 1 ? "spec" : "specs"): " + parts.joined(separator: ", ")
        if update { line += "; \(counts.updated) \(counts.updated == 1 ? "golden" : "goldens") written" }
        return line
    }
}
