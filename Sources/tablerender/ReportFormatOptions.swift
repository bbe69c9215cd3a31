import ArgumentParser
import TableChecks
import TableRenderKit

/// `--html`, `--junit` and `--markdown`: the reports for people and CI pages, written by `check` and by
/// `report merge` from the same `CheckReport`.
struct ReportFormatOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write one self-contained HTML page: every mismatch with expected, diff and actual, matches collapsed.",
                               valueName: "file"))
    var html: String?

    @Option(help: ArgumentHelp("Write JUnit XML: one testcase per spec and variant, orphan goldens as failing testcases.",
                               valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write a Markdown summary for a CI job page ($GITHUB_STEP_SUMMARY): counts, the problems in a table, matches folded.",
                               valueName: "file"))
    var markdown: String?

    /// The files requested, with the option that names each.
    var files: [(option: String, path: String)] {
        [("--html", html), ("--junit", junit), ("--markdown", markdown)].compactMap { option, path in path.map { (option, $0) } }
    }

    /// Writes each requested file from `report`, whose image paths are relative to `folder`; `images` gives an
    /// entry's image bytes (of the report as re-based to the page's folder) when it has them at hand, else they
    /// are read from disk through `policy` (nothing is read without one), and `refused` hears of each image
    /// the policy refuses (entry, kind, path, reason). Returns 1 when a file cannot be written (after saying
    /// why), else 0.
    func write(_ report: CheckReport, imagesRelativeTo folder: String, policy: ReportImagePolicy?,
               acceptReport: String? = nil,
               refused: @escaping (CheckReport.Entry, String, String, String) -> Void = { _, _, _, _ in },
               images: @escaping (CheckReport.Entry, String) -> [UInt8]? = { _, _ in nil }) -> Int32 {
        jobs(report, imagesRelativeTo: folder, policy: policy, acceptReport: acceptReport, refused: refused,
             images: images)
            .reduce(0) { max($0, $1()) }
    }

    /// What `write` does, one job per requested file, each returning its exit code: the files share nothing
    /// but the report, which they only read, so they may be written at the same time (`report merge`). Only
    /// the page's job calls `refused` and `images`.
    func jobs(_ report: CheckReport, imagesRelativeTo folder: String, policy: ReportImagePolicy?,
              acceptReport: String? = nil,
              refused: @escaping (CheckReport.Entry, String, String, String) -> Void = { _, _, _, _ in },
              images: @escaping (CheckReport.Entry, String) -> [UInt8]? = { _, _ in nil }) -> [() -> Int32] {
        var jobs: [() -> Int32] = []
        if let html {
            jobs.append {
                let pageFolder = RelativePath.folder(of: html)
                // Beside the report (`-o review/report.json --html review/index.html`) the paths are the page's
                // already: no copy of every entry.
                let sameFolder = RelativePath.absoluteComponents(folder) == RelativePath.absoluteComponents(pageFolder)
                let page = sameFolder ? report : report.rebasingImages(from: folder, to: pageFolder)
                return Self.write(to: html) { sink in
                    var page = HTMLReport(report: page, images: { entry, kind in
                        images(entry, kind) ?? policy.flatMap {
                            ReportImageLoader.image(of: entry, kind: kind, relativeTo: pageFolder, policy: $0) { reason in
                                refused(entry, kind, entry.images[kind] ?? "", reason)
                            }
                        }
                    })
                    page.acceptReport = acceptReport
                    page.render(into: sink)
                }
            }
        }
        if let junit { jobs.append { Self.write(to: junit) { JUnitReport(report: report).render(into: $0) } } }
        if let markdown {
            jobs.append {
                // Links from the summary's folder: to the page, and to each failure's images.
                let summaryFolder = RelativePath.folder(of: markdown)
                let linked = report.rebasingImages(from: folder, to: summaryFolder)
                let summary = MarkdownReport(report: linked,
                                             htmlLink: html.map { RelativePath.path(to: $0, from: summaryFolder) })
                return Self.write(to: markdown) { $0.write(summary.render()) }
            }
        }
        return jobs
    }

    /// Writes what `produce` puts into a sink to `path` atomically (never half a file), creating its folder;
    /// 1 on failure.
    static func write(to path: String, _ produce: (ReportSink) throws -> Void) -> Int32 {
        do {
            try OutputFolders.create(parentOf: path)
            try AtomicFile.write(to: path, produce)
            return 0
        } catch {
            printError(RenderError(error))
            return 1
        }
    }

    /// Refuses two outputs naming one file (the second would silently replace the first).
    static func checkDistinct(_ files: [(option: String, path: String)]) throws {
        var seen: [String: String] = [:]
        for (option, path) in files {
            let key = RelativePath.absoluteComponents(path).joined(separator: "/")
            if let other = seen.updateValue(option, forKey: key) {
                throw ValidationError("\(other) and \(option) both name \(path); give each report its own file")
            }
        }
    }
}
