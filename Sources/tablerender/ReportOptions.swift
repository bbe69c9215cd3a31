import ArgumentParser
import TableChecks
import TableRenderKit
import TableScale

/// The files `check` writes about its run: the JSON report (`--report`), and for people the HTML page, JUnit XML
/// and Markdown summary.
struct ReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write a JSON report of every spec to this file (what `report merge` joins); image paths in it are relative to its folder.",
                               valueName: "file"))
    var report: String?

    @OptionGroup var formats: ReportFormatOptions

    func validate() throws {
        try ReportFormatOptions.checkDistinct((report.map { [("--report", $0)] } ?? []) + formats.files)
    }

    /// Whether the check must keep failing outcomes' images in memory: an HTML page is asked for and no diff
    /// folder holds them.
    func needsImagesInMemory(diffFolder: String?) -> Bool {
        formats.html != nil && diffFolder == nil
    }

    /// Writes the requested reports of a finished check; a page reads images from disk only inside
    /// `diffFolder` (what the check wrote there). Returns the exit code a failure to write them adds (1), or 0.
    func write(check: GoldenCheck, outcomes: [GoldenCheck.Outcome], shard: Shard?, orphans: OrphanResult?,
               diffFolder: String?) -> Int32 {
        guard report != nil || !formats.files.isEmpty else { return 0 }
        var code: Int32 = 0
        var document = CheckReport(check: check, outcomes: outcomes, orphans: orphans)
        document.shard = shard?.description
        if let report {
            // Image paths as written by the check (from the current folder), re-based to the report's folder.
            let relative = document.rebasingImages(from: ".", to: RelativePath.folder(of: report))
            code = max(code, ReportFormatOptions.write(to: report) { try relative.writeJSON(to: $0) })
        }
        if !formats.files.isEmpty {
            // Each run's `order` is unique: the outcome of an entry, for the images kept in memory.
            var kept: [Int: [String: [UInt8]]] = [:]
            for outcome in outcomes where !outcome.images.isEmpty { kept[outcome.job.order] = outcome.images }
            let policy = diffFolder.map { ReportImagePolicy(folders: [$0], description: "the diff folder") }
            code = max(code, formats.write(document, imagesRelativeTo: ".", policy: policy, acceptReport: report,
                                           refused: { entry, kind, path, reason in
                // Only a file changed in the diff folder since the check wrote it gets here.
                printError("check: warning: \"\(PathEscaping.escaped(entry.name))\": the \"\(kind)\" image \"\(PathEscaping.escaped(path))\" is \(reason); left out")
            }, images: { entry, kind in
                kept[entry.order]?[kind]
            }))
        }
        return code
    }
}
