import FuzzDriver
import TableChecks
import TableRenderKit

/// One fuzz input through `report merge` in memory: the report reader, the merge (with its image rule), and
/// the JSON, HTML, JUnit and Markdown writers into memory sinks; no file is written. Refusals are expected
/// answers; crashes, hangs, leaks and the invariants below failing are findings.
///
/// An input is up to three parts split at NUL bytes (which JSON text cannot hold): a report, a second report
/// merged with it, and the bytes every image of the page reads as (so PNG stripping sees hostile PNGs).
///
/// `make fuzz-report` builds this with `-sanitize=fuzzer -DFUZZING` and it runs libFuzzer; otherwise it replays the
/// given input files once each (`FuzzDriver`).
@main
enum FuzzReportTarget: FuzzEntry {
    static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
        let image = parts.count > 2 ? parts[2] : nil
        var sources: [ReportMerge.Source] = []
        var entriesRead = 0
        for (index, part) in parts.prefix(2).enumerated() {
            guard let report = try? CheckReport.decode(part, entriesRead: &entriesRead) else { continue }
            sources.append(ReportMerge.Source(path: "fuzz/shard-\(index + 1)/report.json", report: report))
        }
        guard !sources.isEmpty else { return }
        // Both together, and each alone: two reports that do not belong together are refused, and each still
        // goes through the writers.
        for group in [sources] + (sources.count > 1 ? sources.map { [$0] } : []) {
            guard let result = try? ReportMerge.merge(group, imagesRelativeTo: "fuzz/merged") else { continue }
            write(result.report, image: image)
        }
    }

    private static func write(_ report: CheckReport, image: [UInt8]?) {
        // What the writer writes, the reader reads back to the same report.
        if let json = try? report.json() {
            var read = 0
            let back = try? CheckReport.decode(json, entriesRead: &read, limit: .max)
            precondition(back == report, "the merged report does not read back as itself")
        }
        let page = HTMLReport(report: report, images: { entry, kind in
            entry.images[kind] == nil ? nil : image
        }).render()
        // Nothing from a report becomes markup: the page's one script is its own.
        precondition(occurrences(of: Array("<script".utf8), in: page) == 1, "a report's text became a script tag")
        _ = JUnitReport(report: report).render()
        _ = MarkdownReport(report: report).render()
    }

    private static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
        guard haystack.count >= needle.count else { return 0 }
        var count = 0
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { count += 1 }
        }
        return count
    }
}
