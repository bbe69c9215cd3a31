import TableRenderKit
/// `check --markdown` and `report merge --markdown`: a summary for a CI job page (GitHub's
/// `$GITHUB_STEP_SUMMARY`): a headline, the problems in a table, orphans, and the matches folded away. Lists are
/// cut at `maximumRows` so 10,000 specs still make a page a browser opens; the HTML and JSON reports have all.
public struct MarkdownReport {
    /// The most rows of each list.
    public static let maximumRows = 200

    /// The report to summarise; its image paths are linked as they are, so they must be relative to the
    /// Markdown file's folder (`rebasingImages`).
    public var report: CheckReport
    /// The HTML page as a path from the Markdown file's folder, linked under the headline (where the `accept`
    /// commands are); nil for none.
    public var htmlLink: String?

    /// Creates the summary of `report`.
    public init(report: CheckReport, htmlLink: String? = nil) {
        self.report = report
        self.htmlLink = htmlLink
    }

    /// The page as UTF-8 bytes.
    public func render() -> [UInt8] {
        let problems = report.specs.filter(\.isProblem)
        let orphans = report.orphansPruned ? [] : (report.orphans ?? [])
        let summary = report.summary
        var lines: [String] = []
        let failed = problems.count + orphans.count
        if failed == 0 {
            lines.append("## ✅ tablerender check: \(Self.count(summary.specs, "spec")) passed")
        } else {
            lines.append("## ❌ tablerender check: \(Self.count(failed, "problem")) in \(Self.count(summary.specs, "spec"))")
        }
        var counts = "\(summary.match) match, \(summary.mismatch) mismatch, \(summary.missing) missing, \(summary.error) failed"
        if summary.updated > 0 { counts += "; \(Self.count(summary.updated, "golden")) written by --update" }
        if let found = report.orphans {
            counts += "; \(Self.count(found.count, "orphan golden"))" + (report.orphansPruned ? " deleted" : "")
        }
        if let shard = report.shard { counts += " (shard \(Self.cell(shard)))" }
        lines += ["", counts + ".", ""]
        if let htmlLink {
            lines += ["[Open the review page](\(MarkdownText.url(htmlLink))) (expected, diff and actual of each failure, and the commands that accept them).", ""]
        }

        if !problems.isEmpty {
            lines.append("| Status | Spec | Variant | Differing pixels | Ratio | Changed area | What changed | Images or message |")
            lines.append("|---|---|---|--:|--:|---|---|---|")
            for entry in problems.prefix(Self.maximumRows) { lines.append(row(entry)) }
            if problems.count > Self.maximumRows {
                lines += ["", "…and \(problems.count - Self.maximumRows) more (the HTML and JSON reports list every one)."]
            }
            lines.append("")
        }
        if !orphans.isEmpty {
            lines.append("### Orphan goldens (no spec produces them)")
            lines.append("")
            lines += orphans.prefix(Self.maximumRows).map { "- " + Self.cell($0) }
            if orphans.count > Self.maximumRows { lines.append("- …and \(orphans.count - Self.maximumRows) more") }
            lines.append("")
        }
        let passed = report.specs.filter { !$0.isProblem }
        if !passed.isEmpty {
            lines.append("<details><summary>\(Self.count(passed.count, "spec")) passed</summary>")
            lines.append("")
            lines += passed.prefix(Self.maximumRows).map { "- " + Self.cell($0.name) + ($0.updated ? " (golden written)" : "") }
            if passed.count > Self.maximumRows { lines.append("- …and \(passed.count - Self.maximumRows) more") }
            lines += ["", "</details>", ""]
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// One problem's table row; the last cell is the strip if there is one, else the diff or the render, as the
    /// check wrote it (the path inside the diff folder it uploaded), or why nothing could be compared.
    private func row(_ entry: CheckReport.Entry) -> String {
        let comparison = entry.comparison
        // Nothing compared and not merely missing (an invalid spec, a golden that is not a PNG): the reason first.
        let last = entry.comparison == nil && entry.status != GoldenCheck.Status.missing.rawValue
            ? Self.cell(entry.summaryLine) : links(entry)
        let changes = entry.layoutChanges ?? []
        let changed = changes.prefix(Self.maximumChangesPerRow).map(Self.cell)
            + (changes.count > Self.maximumChangesPerRow ? ["…and \(changes.count - Self.maximumChangesPerRow) more"] : [])
        let cells = [entry.status, entry.name, entry.variantText,
                     comparison.map { String($0.differingPixels) } ?? "",
                     comparison.map { CheckReport.Entry.percent($0.ratio) } ?? "",
                     entry.boundsText ?? (comparison.map { $0.sizesMatch ? "" : "sizes differ" } ?? "")].map(Self.cell)
            + [changed.joined(separator: "<br>"), last]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// Most layout changes listed in one row (the HTML and JSON reports have them all).
    static let maximumChangesPerRow = 5

    /// Links to the entry's images (the strip first), as relative paths from the Markdown file.
    private func links(_ entry: CheckReport.Entry) -> String {
        ReportImageKind.compareFirst.compactMap { kind in
            entry.images[kind.rawValue].map { "[\(kind.rawValue)](\(MarkdownText.url($0)))" }
        }.joined(separator: " · ")
    }

    /// A cell or list item: cut at `ReportLimits.maximumMarkdownCellCharacters`, then escaped.
    private static func cell(_ text: String) -> String {
        MarkdownText.escaped(ReportText.cut(text, to: ReportLimits.maximumMarkdownCellCharacters))
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension ReportImageKind {
    /// The most telling image first: the strip shows all three.
    static let compareFirst: [ReportImageKind] = [.compare, .diff, .actual]
}
