import ArgumentParser
import Foundation
import TableChecks
import TableRenderKit

/// `tablerender report merge A.json B.json … [-o merged.json] [--html F] [--junit F] [--markdown F]`: joins the
/// reports of a run's shards into the report of the whole run.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of check's shards into one report (and its HTML, JUnit and Markdown).",
        discussion: """
            The reports must check the same golden folder with the same tolerances; each spec and variant may be \
            in one report only. Entries are put back in the order of an unsharded run and the summary is \
            recounted, so the merged JSON is byte for byte the report of an unsharded run (with every shard \
            given). Image paths are taken relative to each report's folder (download a shard's report together \
            with its diff folder) and written relative to the merged report's; only images inside the folders \
            of the reports given are read (symbolic links resolved), and other paths are left out with a \
            warning. Shards of the split that were not given are named in a warning. Without -o and without other outputs, the JSON goes to standard output. \
            Exit codes: 0 every spec matches (or --update wrote its golden); 1 a mismatch, a missing golden, a \
            spec that could not be checked or an orphan golden, or an output that cannot be written; 2 a report \
            that cannot be read or does not fit with the others; 64 bad usage.
            """)

    @Argument(help: ArgumentHelp("The JSON reports of check --report (one per shard).", valueName: "report.json"))
    var reports: [String] = []

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the merged JSON report to this file (- for standard output).", valueName: "file"))
    var output: String?

    @OptionGroup var formats: ReportFormatOptions

    @Flag(name: .shortAndLong, help: "Do not print warnings or the summary line.")
    var quiet = false

    /// Runs `jobs` (the JSON, the page, the JUnit XML, the summary: each only reads the merged report) at the
    /// same time, and returns the highest exit code. With 100,000 entries they took a second or more each, one
    /// after the other.
    static func runSideBySide(_ jobs: [() -> Int32]) -> Int32 {
        let codes = UnsafeMutableBufferPointer<Int32>.allocate(capacity: jobs.count)
        defer { codes.deallocate() }
        codes.initialize(repeating: 0)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            codes[index] = jobs[index]()
        }
        return codes.max() ?? 0
    }

    /// The merged report, never freed (see `run`).
    nonisolated(unsafe) private static var keptUntilExit: ReportMerge.Result?

    func validate() throws {
        if reports.isEmpty { throw ValidationError("missing a report: tablerender report merge A.json B.json … [-o merged.json]") }
        if reports.contains("-") { throw ValidationError("report merge reads report files, not standard input") }
        try ReportFormatOptions.checkDistinct((output.flatMap { $0 == "-" ? nil : [("--output", $0)] } ?? []) + formats.files)
    }

    func run() throws {
        let toStandardOutput = output == "-" || (output == nil && formats.files.isEmpty)
        // Image paths are written relative to the merged report's folder; without a file, to the current one.
        let folder = toStandardOutput ? "." : output.map(RelativePath.folder(of:)) ?? "."
        let result: ReportMerge.Result
        do {
            result = try ReportMerge.merge(try ReportMerge.read(reports), imagesRelativeTo: folder)
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(2)
        }
        if !quiet { for warning in result.warnings { printError(warning) } }
        // Kept until the process ends: freeing 100,000 entries' strings one by one just before exiting took a
        // tenth of the run.
        Self.keptUntilExit = result
        let merged = result.report
        var jobs: [() -> Int32] = []
        if toStandardOutput {
            jobs.append {
                do {
                    let sink = ReportSink(descriptor: STDOUT_FILENO)
                    try merged.writeJSON(to: sink)
                    try sink.finish(name: "standard output")
                    return 0
                } catch {
                    printError(RenderError(error))
                    return 1
                }
            }
        } else if let output {
            jobs.append { ReportFormatOptions.write(to: output) { try merged.writeJSON(to: $0) } }
        }
        // Images the page refuses as it reads them: named like the merge's, as many per report, then counted.
        // Only the page's job touches this.
        var refusedPerReport: [String: Int] = [:]
        jobs += formats.jobs(merged, imagesRelativeTo: folder, policy: result.imagePolicy,
                             acceptReport: toStandardOutput ? nil : output,
                             refused: { entry, kind, path, reason in
            let report = result.imageSources[entry.name] ?? ""
            refusedPerReport[report, default: 0] += 1
            if !quiet, refusedPerReport[report, default: 0] <= ReportMerge.maximumImageWarnings {
                printError(result.warning(entry: entry, kind: kind, path: path, reason: reason))
            }
        })
        var code = Self.runSideBySide(jobs)
        if !quiet {
            for (report, count) in refusedPerReport.sorted(by: { $0.key < $1.key }) where count > ReportMerge.maximumImageWarnings {
                printError("report merge: warning: \(PathEscaping.escaped(report)): \(count - ReportMerge.maximumImageWarnings) more images left out of the page (links leading outside the folders of the reports merged, or not regular files)")
            }
        }
        let orphans = merged.orphansPruned ? 0 : (merged.orphans?.count ?? 0)
        if merged.specs.contains(where: \.isProblem) || orphans > 0 { code = max(code, 1) }
        if !quiet && !toStandardOutput {
            var line = CheckCommand.summary(merged.summary, update: merged.options.update)
                .replacingOccurrences(of: "check: ", with: "report merge: \(reports.count) \(reports.count == 1 ? "report" : "reports"), ")
            if let found = merged.orphans {
                line += "; \(found.count) \(found.count == 1 ? "orphan" : "orphans")" + (merged.orphansPruned ? " deleted" : "")
            }
            printStatus(line)
        }
        if code != 0 { throw ExitCode(code) }
    }
}
