import TableRenderKit
/// `check --html` and `report merge --html`: one self-contained page of a check's results.
///
/// The page embeds everything (images as `data:` URIs, its style and script inline: `HTMLReport+Page.swift`) and
/// its Content Security Policy forbids any request, so it works from `file://`, offline, attached to a CI run. The
/// same report gives the same bytes: nothing depends on the clock, the locale or random ids.
public struct HTMLReport {
    /// The report to show.
    public var report: CheckReport
    /// The bytes of an entry's image (`expected`, `actual`, `diff`, `compare`), nil when there is none.
    public var images: (CheckReport.Entry, String) -> [UInt8]?

    /// The JSON report of the same run as a path from where the check ran, for the `tablerender accept`
    /// commands the page shows (for the whole run and per failure); nil shows none (no JSON report written).
    public var acceptReport: String?

    /// Most bytes of images this page embeds: `maximumEmbeddedImageBytes` (lowered by tests).
    var embeddedImageLimit = Self.maximumEmbeddedImageBytes
    /// Most bytes of text this page holds: `maximumPageTextBytes` (lowered by tests).
    var pageTextLimit = Self.maximumPageTextBytes

    /// Creates the page of `report`, with images from `images`.
    public init(report: CheckReport, images: @escaping (CheckReport.Entry, String) -> [UInt8]?) {
        self.report = report
        self.images = images
    }

    /// Most bytes of images one page embeds (before base64): past them, entries show a note instead of their
    /// images. A browser does not open a page of gigabytes, and a report naming one large file for every entry
    /// must not make one.
    public static let maximumEmbeddedImageBytes = 128 << 20

    /// Most bytes of markup and text one page holds (its images apart): past them the page lists no more
    /// entries and says how many it left out (the JSON report has them). A browser struggles with a page of
    /// 100,000 problems (about 150 MB) long before this cuts it.
    public static let maximumPageTextBytes = 96 << 20

    /// The page as UTF-8 bytes.
    public func render() -> [UInt8] {
        let sink = ReportSink()
        render(into: sink)
        return sink.bytes
    }

    /// The page written into `sink` entry by entry, so it is never whole in memory.
    public func render(into sink: ReportSink) {
        let budget = PageBudget(imageBytes: embeddedImageLimit, textBytes: pageTextLimit, start: sink.count)
        sink.write(Self.page.beforeTitle)
        HTMLEscaping.write(title, to: sink)
        sink.write(Self.page.beforeBody)
        sink.write(header())
        sink.write("<main>\n" as StaticString)
        problems(into: sink, budget: budget)
        matches(into: sink, budget: budget)
        orphans(into: sink, budget: budget)
        sink.write("</main>\n" as StaticString)
        sink.write(Self.page.afterBody)
    }

    /// `tablerender check: 3 mismatches, 1 missing of 120`: what a tab or a bookmark shows.
    var title: String {
        let summary = report.summary
        var parts: [String] = []
        if summary.mismatch > 0 { parts.append(Self.count(summary.mismatch, "mismatch", "mismatches")) }
        if summary.missing > 0 { parts.append("\(Self.grouped(summary.missing)) missing") }
        if summary.error > 0 { parts.append(Self.count(summary.error, "error")) }
        let verdict = parts.isEmpty ? "all \(Self.grouped(summary.specs)) match"
                                    : parts.joined(separator: ", ") + " of \(Self.grouped(summary.specs))"
        return "tablerender check: " + verdict + (report.shard.map { " (shard \($0))" } ?? "")
    }
}
