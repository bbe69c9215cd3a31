/// `check --html` and `report merge --html`: one self-contained page of a check's results.
///
/// The page embeds everything (images as `data:` URIs, its style and script inline) and its Content Security
/// Policy forbids any request, so it works from `file://`, offline, attached to a CI run. The same report gives
/// the same bytes: nothing depends on the clock, the locale or random ids.
public struct HTMLReport {
    /// The report to show.
    public var report: CheckReport
    /// The bytes of an entry's image (`expected`, `actual`, `diff`, `compare`), nil when there is none.
    public var images: (CheckReport.Entry, String) -> [UInt8]?

    /// Creates the page of `report`, with images from `images`.
    public init(report: CheckReport, images: @escaping (CheckReport.Entry, String) -> [UInt8]?) {
        self.report = report
        self.images = images
    }

    /// The page as UTF-8 bytes.
    public func render() -> [UInt8] {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; \
            style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <title>\(HTMLEscaping.escaped(title))</title>
            <style>\(Self.styles)</style>
            </head>
            <body>

            """
        html += header()
        html += "<main>\n"
        html += problems()
        html += matches()
        html += orphans()
        html += "</main>\n"
        html += Self.overlays
        html += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return Array(html.utf8)
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
