/// `check --html` and `report merge --html`: one self-contained page of a check's results.
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

    /// The page as UTF-8 bytes. (A first version: one line per entry; the full page comes with issue 19.)
    public func render() -> [UInt8] {
        var html = "<!doctype html><meta charset=utf-8><title>tablerender check</title><ul>"
        for entry in report.specs { html += "<li>\(entry.name): \(entry.status)</li>" }
        return Array((html + "</ul>\n").utf8)
    }
}
