import TableRenderKit
/// The bounds on what `report merge` reads, each checked before the work it bounds, so any input finishes in a
/// few seconds and well under a gigabyte or is refused with one line naming the limit (exit 2). Documented in
/// docs/spec.md, "Limits".
public enum ReportLimits {
    /// Most reports one merge reads: a run is split into at most `Shard.maximumCount` shards. Checked on the
    /// command line, before any report is opened.
    public static let maximumReports = Shard.maximumCount

    /// Largest report file read, in bytes: checked with `fstat` before the file is read (100,000 entries of a
    /// matrix run make about 100 MB).
    public static let maximumReportBytes = 160 << 20

    /// Largest total of the report files of one merge, in bytes: checked, by their sizes, before any is read.
    public static let maximumTotalBytes = 160 << 20

    /// Most entries (specs and variants) and orphans in all the reports of one merge: counted while decoding,
    /// and the report holding the one too many is refused there.
    public static let maximumEntries = 150_000

    /// Longest text (a message, a name, a path) the HTML page and the JUnit XML show, in Unicode scalars: a
    /// longer one is cut with a note that the JSON report has all of it. Escaping makes text up to five times
    /// longer (`'` is `&#39;`), so without this one message could make a gigabyte of page.
    public static let maximumShownCharacters = 65_536

    /// Longest text in a cell or line of the Markdown summary, in Unicode scalars: a summary line, not a log.
    public static let maximumMarkdownCellCharacters = 500
}
