import TableRenderKit
import Foundation

/// The entries: every mismatch, missing golden and error in full, then the matches as one collapsed list.
extension HTMLReport {
    /// Entries whose images load with the page; later ones load as they near the screen, so a run where
    /// everything changed (a new toolchain) does not decode thousands of screenshots up front.
    static let eagerEntries = 6

    /// One `<article>` per entry that is not a match, in report order; the variants of one spec (`--matrix`)
    /// together in one card (`group`).
    func problems(into sink: ReportSink, budget: PageBudget) {
        sink.write("<section id=\"problems\">\n" as StaticString)
        let specs = report.specs
        var shown = 0
        var index = 0
        while index < specs.count {
            let end = Self.variantRun(in: specs, from: index)
            let failing = (index..<end).filter { specs[$0].status != "match" }
            guard !failing.isEmpty else {
                index = end
                continue
            }
            if budget.isTextFull(sink) {
                let rest = specs[index...].lazy.filter { $0.status != "match" }.count
                sink.write(Self.leftOut(rest, "problem"))
                break
            }
            if end - index > 1 {
                group(index..<end, into: sink, budget: budget, shown: &shown)
            } else {
                problem(specs[index], id: "e\(index)", eager: shown < Self.eagerEntries, into: sink, images: budget)
                shown += 1
            }
            index = end
        }
        sink.write("<p class=\"empty\" hidden>Nothing to show with these filters.</p>\n</section>\n" as StaticString)
    }

    /// The end of the run of entries from `start` that are variants of one spec (consecutive in report order),
    /// or `start + 1` for an entry without variants.
    static func variantRun(in specs: [CheckReport.Entry], from start: Int) -> Int {
        var end = start + 1
        guard !specs[start].variant.isEmpty else { return end }
        while end < specs.count, specs[end].spec == specs[start].spec, !specs[end].variant.isEmpty { end += 1 }
        return end
    }

    /// The failing variants' rank in a card: mismatches (changed) first, then missing goldens, then errors.
    static func rank(_ status: String) -> Int {
        ["mismatch": 0, "missing": 1, "error": 2][status] ?? 3
    }

    /// The variants of one spec in one card: small multiples of every variant (the changed ones first, each a
    /// thumbnail of its diff linking to its entry), then the failing entries, the first with its images open
    /// and the others' folded.
    func group(_ run: Range<Int>, into sink: ReportSink, budget: PageBudget, shown: inout Int) {
        let specs = report.specs
        let ordered = run.sorted { (Self.rank(specs[$0].status), $0) < (Self.rank(specs[$1].status), $1) }
        let failing = ordered.filter { specs[$0].status != "match" }
        var html = "<section class=\"group\" data-spec=\"\(HTMLEscaping.escaped(specs[run.lowerBound].spec))\">\n"
            + "<h2>\(HTMLEscaping.escaped(specs[run.lowerBound].spec)) <small>\(failing.count) of \(run.count) variants "
            + "failing</small></h2>\n<ul class=\"multiples\">"
        for index in ordered {
            let entry = specs[index]
            let status = HTMLEscaping.escaped(entry.status)
            let label = HTMLEscaping.escaped(entry.variantText) + " · " + status
            if entry.status == "match" {
                html += "<li><span class=\"tile-match\">\(label)</span></li>"
            } else {
                html += "<li><a href=\"#e\(index)\" data-goto=\"e\(index)\" class=\"tile-\(status)\">"
                    + "<img data-thumb=\"e\(index)\" alt=\"\"><span>\(label)</span></a></li>"
            }
        }
        sink.write(html + "</ul>\n")
        for (position, index) in failing.enumerated() {
            problem(specs[index], id: "e\(index)", eager: shown < Self.eagerEntries, foldPictures: position > 0,
                    into: sink, images: budget)
            shown += 1
        }
        sink.write("</section>\n" as StaticString)
    }

    /// The matches, collapsed: one short line each and no images, so runs of thousands stay light.
    func matches(into sink: ReportSink, budget: PageBudget) {
        var count = 0
        for entry in report.specs where entry.status == "match" { count += 1 }
        guard count > 0 else { return }
        sink.write("<section id=\"matches\" data-status=\"match\">\n<details><summary>"
                   + "\(Self.count(count, "match", "matches"))</summary>\n<ol class=\"match-list\">\n")
        var listed = 0
        for entry in report.specs where entry.status == "match" {
            if budget.isTextFull(sink) {
                sink.write("</ol>\n" + Self.leftOut(count - listed, "match", "matches") + "<ol hidden>\n")
                break
            }
            listed += 1
            sink.write("<li>" as StaticString)
            HTMLEscaping.write(entry.name, to: sink)
            // Within the tolerances but not identical: worth a glance when tolerances are loose.
            if let differing = entry.comparison?.differingPixels, differing > 0 {
                sink.write(" <small>\(Self.grouped(differing)) px differ</small>")
            }
            if entry.updated { sink.write(" <small>golden updated</small>" as StaticString) }
            sink.write("</li>\n" as StaticString)
        }
        sink.write("</ol>\n</details>\n</section>\n" as StaticString)
    }

    /// Goldens no spec of the run produces (`check --orphans`), or those `--prune` deleted; nothing when the run
    /// did not look for them.
    func orphans(into sink: ReportSink, budget: PageBudget) {
        guard let orphans = report.orphans, !orphans.isEmpty else { return }
        let what = report.orphansPruned ? "deleted by <code>--prune</code>" : "without a spec"
        // Open when they are still there: a golden nothing checks is a problem to act on.
        sink.write("<section id=\"orphans\">\n<details\(report.orphansPruned ? "" : " open")><summary>"
                   + "\(Self.count(orphans.count, "golden")) \(what)</summary>\n<ul class=\"match-list\">\n")
        for (index, orphan) in orphans.enumerated() {
            if budget.isTextFull(sink) {
                sink.write("</ul>\n" + Self.leftOut(orphans.count - index, "golden") + "<ul hidden>\n")
                break
            }
            sink.write("<li><code>" as StaticString)
            HTMLEscaping.write(orphan, to: sink)
            sink.write("</code></li>\n" as StaticString)
        }
        sink.write("</ul>\n</details>\n</section>\n" as StaticString)
    }

    /// The note that ends a list cut at `maximumPageTextBytes`.
    static func leftOut(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "<p class=\"note\">\(Self.count(count, singular, plural)) more left out: the page stops at "
            + "\(maximumPageTextBytes >> 20) MiB of text. The JSON report lists every one.</p>\n"
    }

    /// A mismatch, missing golden or error: names, figures, notes, and its images side by side (within what
    /// `budget` has left).
    func problem(_ entry: CheckReport.Entry, id: String, eager: Bool = true, foldPictures: Bool = false,
                 into sink: ReportSink, images budget: PageBudget) {
        let status = HTMLEscaping.escaped(entry.status)
        // The changed pixels, for the 100 % viewer to open on them.
        let bounds = entry.comparison?.changedBounds.map { " data-bounds=\"\($0.x),\($0.y),\($0.width),\($0.height)\"" }
        var html = "<article class=\"entry\" id=\"\(id)\" data-status=\"\(status)\"\(bounds ?? "") tabindex=\"-1\">\n"
        html += "<h2><span class=\"badge s-\(status)\">\(status)</span> "
            + "<span class=\"name\">\(HTMLEscaping.escaped(entry.name))</span>"
        if entry.updated { html += " <span class=\"badge updated\">golden updated</span>" }
        html += "</h2>\n"
        html += facts(entry)
        if let comparison = entry.comparison { html += figures(comparison) }
        if !entry.versionChanges.isEmpty {
            html += "<div class=\"note\"><p>Rendered with other versions than the golden recorded, "
                + "which may explain the difference:</p><ul>"
            for change in entry.versionChanges { html += "<li><code>\(HTMLEscaping.escaped(change))</code></li>" }
            html += "</ul></div>\n"
        }
        if let changes = entry.layoutChanges, !changes.isEmpty {
            html += "<div class=\"changes\"><p>What changed in the layout:</p><ul>"
            for change in changes { html += "<li>\(HTMLEscaping.escaped(change))</li>" }
            html += "</ul></div>\n"
        }
        if let acceptReport, GoldenAcceptance.isAcceptable(entry),
           let command = AcceptCommandText.command(report: acceptReport, names: [entry.name]) {
            html += "<p class=\"accept\">Accept: <code class=\"command\">\(HTMLEscaping.escaped(command))</code></p>\n"
        }
        if entry.status == "missing" {
            html += entry.updated
                ? "<p class=\"note\">There was no golden at this path: <code>--update</code> wrote this render.</p>\n"
                : "<p class=\"note\">No golden at this path yet: below is the render; "
                    + "<code>check --update</code> writes it.</p>\n"
        }
        if let message = entry.message {
            html += "<pre class=\"message\">\(HTMLEscaping.escaped(multiline: message))</pre>\n"
        }
        sink.write(html)
        // An error compared nothing: its message is the whole story, and no image is read.
        if entry.status != "error" {
            if foldPictures {
                sink.write("<details class=\"pictures\"><summary>Expected, diff and actual</summary>\n" as StaticString)
            }
            pictures(entry, eager: eager, into: sink, images: budget)
            if foldPictures { sink.write("</details>\n" as StaticString) }
        }
        sink.write("</article>\n" as StaticString)
    }

    /// Spec file, golden path and the variant's values.
    func facts(_ entry: CheckReport.Entry) -> String {
        var html = "<p class=\"facts\"><span>spec <code>\(HTMLEscaping.escaped(entry.spec))</code></span> "
            + "<span>golden <code>\(HTMLEscaping.escaped(entry.golden))</code></span>"
        for value in entry.variant {
            html += " <span class=\"chip\">\(HTMLEscaping.escaped(value.axis))="
                + "<b>\(HTMLEscaping.escaped(value.value))</b></span>"
        }
        return html + "</p>\n"
    }

    /// The comparison's figures.
    func figures(_ comparison: ComparisonReport) -> String {
        var rows: [(String, String)] = [
            ("Differing", "\(Self.grouped(comparison.differingPixels)) px of \(Self.grouped(comparison.totalPixels)) "
                + "(\(Self.percent(comparison.ratio)))"),
            ("Anti-aliased", "\(Self.grouped(comparison.antiAliasedPixels)) px"),
            ("Max channel Δ", "\(comparison.maxChannelDelta) of 255"),
        ]
        if let bounds = comparison.changedBounds {
            rows.append(("Changed", "\(bounds.width)×\(bounds.height) at x \(bounds.x), y \(bounds.y)"))
        }
        switch (comparison.expectedSize, comparison.actualSize) {
        case let (expected?, actual?) where expected != actual:
            rows.append(("Size", "<em>\(Self.size(expected)) → \(Self.size(actual))</em>"))
        case let (expected?, _):
            rows.append(("Size", Self.size(expected)))
        case let (nil, actual?):
            rows.append(("Size", Self.size(actual)))
        case (nil, nil):
            break
        }
        var html = "<dl class=\"figures\">"
        for (term, value) in rows { html += "<div><dt>\(term)</dt><dd>\(value)</dd></div>" }
        return html + "</dl>\n"
    }

    /// Expected, diff and actual side by side (whichever exist), and, when both expected and actual exist, the
    /// view switch and the overlay the script fills for the wipe and onion views. Once the page holds
    /// `maximumEmbeddedImageBytes` of images, a note stands in for them.
    func pictures(_ entry: CheckReport.Entry, eager: Bool = true, into sink: ReportSink, images budget: PageBudget) {
        guard !budget.isSpent else {
            if ReportImageKind.allCases.contains(where: { entry.images[$0.rawValue] != nil }) {
                sink.write(Self.imagesLeftOut)
            }
            return
        }
        var shown = ["expected", "diff", "actual"].compactMap { image($0, of: entry) }
        // Only a composite (`compare`) on hand: better than nothing.
        if shown.isEmpty, let compare = image("compare", of: entry) { shown = [compare] }
        guard !shown.isEmpty else { return }
        guard budget.take(shown.reduce(0) { $0 + $1.png.count }) else {
            sink.write(Self.imagesLeftOut)
            return
        }
        let expected = shown.first { $0.role == "expected" }, actual = shown.first { $0.role == "actual" }
        var html = ""
        if let expected, let actual {
            html += "<div class=\"views\" role=\"group\" aria-label=\"View\">"
            for (view, label) in [("side", "Side by side"), ("wipe", "Wipe"), ("onion", "Onion skin")] {
                html += "<button type=\"button\" data-view=\"\(view)\" aria-pressed=\"\(view == "side")\">\(label)</button>"
            }
            html += "</div>\n" + overlay(expected: expected.size, actual: actual.size)
        }
        html += "<div class=\"panes\">"
        // One scale for the three: each image is its share of the widest (never wider than that one's pixels),
        // so a golden of another size looks it.
        let widest = shown.compactMap { $0.size?.width }.max() ?? 0
        for picture in shown {
            var caption = picture.role.prefix(1).uppercased() + picture.role.dropFirst()
            var frameStyle = "", dimensions = "", box = ""
            if let size = picture.size {
                caption += " <span class=\"dim\">\(Self.size(size))</span>"
                let share = String(format: "%.4f", Double(size.width) / Double(widest))
                frameStyle = " style=\"width:calc(min(100%,\(widest)px)*\(share))\""
                dimensions = " width=\"\(size.width)\" height=\"\(size.height)\""
                if picture.role != "compare", let bounds = entry.comparison?.changedBounds {
                    box = Self.box(bounds, in: size)
                }
            }
            html += "<figure class=\"pane\"><figcaption>\(caption)</figcaption><span class=\"frame\"\(frameStyle)>"
                + "<img class=\"shot\" " + (eager ? "" : "loading=\"lazy\" ")
                + "data-role=\"\(picture.role)\" alt=\"\(picture.role)\"\(dimensions) src=\"data:image/png;base64,"
            sink.write(html)
            html = ""
            // Straight into the page: an image's base64 is never copied into a string with the markup around it.
            let base64 = Data(picture.png).base64EncodedData()
            base64.withUnsafeBytes { sink.write($0.bindMemory(to: UInt8.self)) }
            budget.wroteImage(base64.count)
            sink.write("\">" + box + "</span></figure>")
        }
        sink.write(html + "</div>\n")
    }

    /// What stands in for an entry's images once the page holds `maximumEmbeddedImageBytes` of them.
    static let imagesLeftOut = "<p class=\"note\">Images left out: the page already embeds "
        + "\(maximumEmbeddedImageBytes >> 20) MiB of images. They are in the diff folders of the reports.</p>\n"

    /// A frame around the changed pixels, in shares of `size`: the bounds are on the canvas both images share
    /// (anchored top left), so on a smaller image the frame is cut at its edge.
    static func box(_ bounds: ComparisonReport.Bounds, in size: ImageSize) -> String {
        func share(_ part: Int, _ whole: Int) -> String { String(format: "%.4f%%", Double(part) * 100 / Double(whole)) }
        return "<span class=\"box\" style=\"left:\(share(bounds.x, size.width));top:\(share(bounds.y, size.height));"
            + "width:\(share(bounds.width, size.width));height:\(share(bounds.height, size.height))\"></span>"
    }

    /// The wipe/onion view: the two images one over the other and a range input; the script copies the
    /// sources in when it is first shown, so each image is embedded once.
    func overlay(expected: ImageSize?, actual: ImageSize?) -> String {
        var stackStyle = "", underStyle = "", overStyle = ""
        if let expected, let actual {
            // Both images keep their pixel scale: each is its share of the wider one, anchored top left.
            let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
            func share(_ part: Int) -> String { String(format: "%.4f%%", Double(part) * 100 / Double(width)) }
            stackStyle = " style=\"aspect-ratio:\(width)/\(height);--w:\(width)px\""
            underStyle = " style=\"width:\(share(expected.width))\""
            overStyle = " style=\"width:\(share(actual.width))\""
        }
        // The slider comes first and sticks under the filter bar: a tall screenshot scrolls beneath it.
        return "<div class=\"overlay\" hidden>"
            + "<label class=\"slider\"><span>expected</span><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
            + "aria-label=\"Expected to actual\"><span>actual</span></label>"
            + "<div class=\"stack\"\(stackStyle)><img class=\"under\" alt=\"expected\"\(underStyle)>"
            // The actual image sits in a layer as large as the stack, so the wipe's clip and the handle share
            // one coordinate system whatever the two sizes.
            + "<div class=\"layer\"><img class=\"over\" alt=\"actual\"\(overStyle)></div>"
            + "<span class=\"handle\"></span></div></div>\n"
    }
}
