import TableRenderKit
/// The page's top: what was checked, with which tolerances, the counts, and the filter bar.
extension HTMLReport {
    /// The statuses in the order the page lists and filters them.
    static let statuses = ["mismatch", "missing", "error", "match"]

    /// The header and the sticky filter bar.
    func header() -> String {
        let options = report.options
        let summary = report.summary
        var rows: [(String, String)] = [("Tool", HTMLEscaping.escaped(report.tool))]
        if let versions = report.versions { rows.append(("Versions", "<code>\(HTMLEscaping.escaped(versions))</code>")) }
        rows.append(("Golden", "<code>\(HTMLEscaping.escaped(report.golden))</code>"))
        rows.append(("Shard", report.shard.map { HTMLEscaping.escaped($0) } ?? "all (no --shard, or every shard merged)"))
        rows.append(("Tolerances", "threshold \(options.threshold) · max ratio \(Self.percent(options.maxRatio)) · "
                     + "anti-aliased pixels \(options.includeAntiAliasing ? "counted" : "ignored")"))
        rows.append(("Mode", options.update ? "update: \(Self.count(summary.updated, "golden")) written" : "check"))

        var html = "<header class=\"top\">\n<h1>tablerender check</h1>\n"
        html += "<p class=\"verdict\">\(HTMLEscaping.escaped(verdict))</p>\n<dl class=\"meta\">\n"
        for (term, value) in rows { html += "<div><dt>\(term)</dt><dd>\(value)</dd></div>\n" }
        html += "</dl>\n"
        if let acceptReport, report.specs.contains(where: GoldenAcceptance.isAcceptable),
           let command = AcceptCommandText.command(report: acceptReport) {
            html += "<p class=\"accept\">Accept every change (run it where the check ran, with its diff folder): "
                + "<code class=\"command\">\(HTMLEscaping.escaped(command))</code></p>\n"
        }
        html += "</header>\n"

        html += "<nav class=\"bar\" aria-label=\"Filters\">\n<span class=\"filters\">"
        for status in Self.statuses {
            let zero = count(of: status) == 0 ? " zero" : ""
            html += "<button type=\"button\" class=\"filter s-\(status)\(zero)\" data-status=\"\(status)\" "
                + "aria-pressed=\"true\">\(status) <span class=\"n\">\(Self.grouped(count(of: status)))</span></button>"
        }
        html += "</span>\n<span class=\"position\" aria-live=\"polite\"></span>"
        html += "<button type=\"button\" class=\"help\" aria-controls=\"keys\" title=\"Keyboard shortcuts\">?</button>\n"
        html += "</nav>\n"
        return html
    }

    /// `120 specs: 3 mismatch, 1 missing, 0 error, 116 match; 0 goldens updated`.
    var verdict: String {
        let summary = report.summary
        var text = Self.count(summary.specs, "spec") + ": "
        text += Self.statuses.map { "\(Self.grouped(count(of: $0))) \($0)" }.joined(separator: ", ")
        if report.options.update || summary.updated > 0 {
            text += "; \(Self.count(summary.updated, "golden")) updated"
        }
        if let orphans = report.orphans {
            text += "; \(Self.count(orphans.count, "orphan golden"))" + (report.orphansPruned ? " deleted" : "")
        }
        return text
    }

    /// The summary's count for `status`.
    func count(of status: String) -> Int {
        switch status {
        case "match": return report.summary.match
        case "mismatch": return report.summary.mismatch
        case "missing": return report.summary.missing
        default: return report.summary.error
        }
    }
}
