import ArgumentParser
import TableRenderKit

/// The files `check` writes about its run: the JSON report (`--report`), and for people the HTML page, JUnit XML
/// and Markdown summary.
struct ReportOptions: ParsableArguments {
    @Option(help: "Write a JSON report of every spec to this file (what `report merge` joins).")
    var report: String?

    /// Writes the requested reports of a finished check; returns the exit code a failure to write them adds
    /// (1), or 0.
    func write(check: GoldenCheck, outcomes: [GoldenCheck.Outcome], shard: Shard?, orphans: OrphanResult?) -> Int32 {
        var code: Int32 = 0
        if let report {
            var document = CheckReport(check: check, outcomes: outcomes)
            document.shard = shard?.description
            do {
                try OutputFolders.create(parentOf: report)
                try AtomicFile.write(try document.json(), to: report)
            } catch {
                printError(RenderError(error))
                code = 1
            }
        }
        return code
    }
}
