import CairoBackend
import Foundation
@testable import ImageDiff
@testable import TableChecks
@testable import TableRenderKit
import XCTest

/// `HTMLReport` without a browser: its structure, escaping, determinism, self-containment and size.
final class HTMLReportTests: XCTestCase {
    /// A string with everything HTML and a terminal care about: markup, both quotes, an entity, a script end,
    /// an escape sequence, a line feed and a bidi override.
    private static let hostile = "<x y='1'>&amp; \"q\" </script>\u{1B}[31m\nline\u{202E}txt"

    private static let check = GoldenCheck(goldenFolder: "golden")

    /// An outcome of `status` for a spec named `name`, with a comparison for mismatches and matches.
    private func outcome(_ name: String, _ status: GoldenCheck.Status, order: Int = 0,
                         differing: Int = 3) -> GoldenCheck.Outcome {
        var job = SpecJob(path: "specs/\(name).json", name: name)
        job.order = order
        var outcome = Self.check.failure(of: job, .input("unused"))
        outcome.error = nil
        outcome.status = status
        if status == .mismatch || status == .match {
            let size = ImageSize(width: 4, height: 3)
            outcome.expectedSize = size
            outcome.actualSize = size
            outcome.result = DiffResult(options: DiffOptions(), sizesMatch: true,
                                        differingPixels: status == .match ? 0 : differing, antiAliasedPixels: 2,
                                        totalPixels: 12, maxChannelDelta: 200,
                                        changedBounds: PixelRect(x: 1, y: 0, width: 2, height: 3),
                                        expectedIsBlank: false, actualIsBlank: false)
        }
        if status == .error { outcome.error = .input("cannot read <spec> & \"more\"") }
        return outcome
    }

    private func report(_ outcomes: [GoldenCheck.Outcome]) -> CheckReport {
        CheckReport(check: Self.check, outcomes: outcomes)
    }

    /// A 4×3 PNG.
    private static let png: [UInt8] = {
        (try? ImageSurface.encodePNG(RGBAImage(width: 4, height: 3, fill: RGBAPixel(255, 0, 0, 255))))
            ?? []
    }()

    private func page(_ report: CheckReport, images: @escaping (CheckReport.Entry, String) -> [UInt8]? = { entry, role in
        entry.status == "missing" && role != "actual" ? nil : HTMLReportTests.png
    }) -> String {
        String(decoding: HTMLReport(report: report, images: images).render(), as: UTF8.self)
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testEscapingTurnsMarkupIntoTextAndControlsIntoVisibleEscapes() {
        XCTAssertEqual(HTMLEscaping.escaped(Self.hostile),
                       #"&lt;x y=&#39;1&#39;&gt;&amp;amp; &quot;q&quot; &lt;/script&gt;\u{1B}[31m\nline\u{202E}txt"#)
        XCTAssertEqual(HTMLEscaping.escaped(multiline: "a<\nb\tc"), "a&lt;\nb\\tc", "line feeds kept, tabs shown")
        XCTAssertEqual(HTMLEscaping.escaped("Einstellungen · 設定 👍🏽 é"), "Einstellungen · 設定 👍🏽 é",
                       "printable text is left alone")
        XCTAssertEqual(HTMLEscaping.escaped("\u{0}\u{7F}\u{85}\u{2028}"), #"\u{0}\u{7F}\u{85}\u{2028}"#)
    }

    func testEveryStringOfTheReportIsEscaped() {
        var report = report([outcome("a", .mismatch), outcome("b", .error, order: 1), outcome("c", .match, order: 2)])
        report.tool = Self.hostile
        report.versions = Self.hostile
        report.golden = Self.hostile
        report.shard = Self.hostile
        for index in report.specs.indices {
            report.specs[index].name = Self.hostile
            report.specs[index].spec = Self.hostile
            report.specs[index].golden = Self.hostile
            report.specs[index].status = report.specs[index].status == "match" ? "match" : Self.hostile
            report.specs[index].variant = [.init(axis: Self.hostile, value: Self.hostile)]
            report.specs[index].versionChanges = [Self.hostile]
            report.specs[index].message = Self.hostile
        }
        let html = page(report)
        XCTAssertFalse(html.contains("<x"), "no report string became markup")
        XCTAssertFalse(html.contains("\u{1B}"), "no escape sequence reaches the page")
        XCTAssertFalse(html.contains("\u{202E}"), "no bidi override reorders the page")
        XCTAssertEqual(occurrences(of: "</script>", in: html), 1, "only the page's own script ends a script")
        XCTAssertGreaterThan(occurrences(of: "&lt;x y=&#39;1&#39;&gt;", in: html), 10)
    }

    func testSameReportGivesTheSameBytes() {
        let outcomes = [outcome("a", .mismatch), outcome("b", .missing, order: 1), outcome("c", .error, order: 2),
                        outcome("d", .match, order: 3)]
        let first = HTMLReport(report: report(outcomes), images: { _, _ in Self.png }).render()
        let second = HTMLReport(report: report(outcomes), images: { _, _ in Self.png }).render()
        XCTAssertEqual(first, second)
        XCTAssertTrue(String(decoding: first, as: UTF8.self).hasPrefix("<!doctype html>\n"))

        let empty = page(report([]))
        XCTAssertTrue(empty.contains("<title>tablerender check: all 0 match</title>"))
        XCTAssertTrue(empty.contains("<p class=\"verdict\">0 specs: 0 mismatch, 0 missing, 0 error, 0 match</p>"))
        XCTAssertFalse(empty.contains("id=\"matches\""), "no empty match list")
    }

    func testPageIsSelfContainedAndMakesNoRequests() {
        let html = page(report([outcome("a", .mismatch), outcome("b", .missing, order: 1),
                                outcome("c", .error, order: 2), outcome("d", .match, order: 3)]))
        XCTAssertFalse(html.contains("http://"))
        XCTAssertFalse(html.contains("https://"))
        for needle in ["<link", "@import", "url(", "src=\"//", "fetch(", "XMLHttpRequest", "<iframe", "<object"] {
            XCTAssertFalse(html.contains(needle), "no \(needle)")
        }
        let sources = html.components(separatedBy: "src=\"").dropFirst()
        XCTAssertFalse(sources.isEmpty)
        for source in sources { XCTAssertTrue(source.hasPrefix("data:image/png;base64,"), "only embedded images") }
        XCTAssertTrue(html.contains("content=\"default-src 'none'; img-src data:;"),
                      "the Content Security Policy forbids any request")
        XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    }

    /// The skeleton, style sheet and script embedded from `Resources/`: each marker once and in order, neither
    /// file ends its element early, and the page is the skeleton with them in place, each without the final line
    /// feed its file ends with.
    func testThePageIsTheEmbeddedFilesWithTheReportInPlace() throws {
        let skeleton = String(decoding: PackageResources.report_html, as: UTF8.self)
        var rest = Substring(skeleton)
        for marker in HTMLReport.Page.markers {
            XCTAssertEqual(skeleton.components(separatedBy: marker).count, 2, "\(marker) once")
            let range = try XCTUnwrap(rest.range(of: marker), "\(marker) after the one before it")
            rest = rest[range.upperBound...]
        }
        let style = String(decoding: PackageResources.report_css, as: UTF8.self)
        let script = String(decoding: PackageResources.report_js, as: UTF8.self)
        XCTAssertFalse(style.lowercased().contains("</style"))
        XCTAssertFalse(script.lowercased().contains("</script"))
        XCTAssertTrue(style.hasSuffix("}\n") && !style.hasSuffix("\n\n"))
        XCTAssertTrue(script.hasSuffix("})();\n") && !script.hasSuffix("\n\n"))

        let html = page(report([outcome("a", .mismatch), outcome("d", .match, order: 1)]))
        let head = skeleton.components(separatedBy: "{{body}}\n")[0]
            .replacingOccurrences(of: "{{title}}", with: "tablerender check: 1 mismatch of 2")
            .replacingOccurrences(of: "{{style}}", with: String(style.dropLast()))
        let tail = skeleton.components(separatedBy: "{{body}}\n")[1]
            .replacingOccurrences(of: "{{script}}", with: String(script.dropLast()))
        XCTAssertTrue(html.hasPrefix(head + "<header class=\"top\">\n"))
        XCTAssertTrue(html.hasSuffix("</main>\n" + tail))
    }

    func testEachStatusShowsWhatItHas() {
        var entries = [outcome("mis", .mismatch), outcome("gone", .missing, order: 1), outcome("bad", .error, order: 2),
                       outcome("fine", .match, order: 3)]
        entries[0].versionChanges = ["cairo 1.16.0 → 1.18.0"]
        let html = page(report(entries))
        let articles = html.components(separatedBy: "<article ").dropFirst()
            .map { $0.components(separatedBy: "</article>")[0] }
        XCTAssertEqual(articles.count, 3, "the match is no article")
        let mismatch = articles[0], missing = articles[1], error = articles[2]

        XCTAssertTrue(mismatch.contains("data-status=\"mismatch\""))
        XCTAssertEqual(["expected", "diff", "actual"].map { mismatch.contains("data-role=\"\($0)\"") }, [true, true, true])
        XCTAssertTrue(mismatch.contains("<dt>Differing</dt><dd>3 px of 12 (25 %)</dd>"))
        XCTAssertTrue(mismatch.contains("<dt>Max channel Δ</dt><dd>200 of 255</dd>"))
        XCTAssertTrue(mismatch.contains("<dt>Changed</dt><dd>2×3 at x 1, y 0</dd>"))
        XCTAssertTrue(mismatch.contains("<dt>Size</dt><dd>4×3</dd>"))
        XCTAssertTrue(mismatch.contains("data-bounds=\"1,0,2,3\""), "where the 100 % viewer opens")
        XCTAssertEqual(occurrences(of: "<span class=\"box\" style=\"left:25.0000%;top:0.0000%;width:50.0000%;"
                                   + "height:100.0000%\"></span>", in: mismatch), 3, "the change framed on all three")
        XCTAssertTrue(mismatch.contains("cairo 1.16.0 → 1.18.0"))
        XCTAssertTrue(mismatch.contains("<input type=\"range\""), "the wipe/onion slider")
        XCTAssertTrue(mismatch.contains("spec <code>specs/mis.json</code>"))

        XCTAssertEqual(["expected", "diff", "actual"].map { missing.contains("data-role=\"\($0)\"") }, [false, false, true])
        XCTAssertFalse(missing.contains("type=\"range\""), "nothing to wipe against")

        XCTAssertFalse(error.contains("<img"))
        XCTAssertTrue(error.contains("<pre class=\"message\">cannot read &lt;spec&gt; &amp; &quot;more&quot;</pre>"))

        XCTAssertTrue(html.contains("<summary>1 match</summary>"))
        XCTAssertTrue(html.contains("<li>fine</li>"))
        for (status, count) in [("mismatch", 1), ("missing", 1), ("error", 1), ("match", 1)] {
            XCTAssertTrue(html.contains("data-status=\"\(status)\" aria-pressed=\"true\">\(status) "
                                        + "<span class=\"n\">\(count)</span>"), "the \(status) filter's count")
        }
    }

    func testOrphansAreListedAndPrunedOnesSaySo() {
        var found = report([outcome("a", .match)])
        XCTAssertFalse(page(found).contains("id=\"orphans\""), "not looked for: no section")
        found.orphans = ["golden/old <x>.png"]
        let html = page(found)
        XCTAssertTrue(html.contains("<details open><summary>1 golden without a spec</summary>"))
        XCTAssertTrue(html.contains("<li><code>golden/old &lt;x&gt;.png</code></li>"))
        XCTAssertTrue(html.contains("1 orphan golden</p>"), "counted in the verdict")
        found.orphansPruned = true
        XCTAssertTrue(page(found).contains("<summary>1 golden deleted by <code>--prune</code></summary>"))
    }

    func testTenThousandMostlyMatchingEntriesStayLight() {
        var outcomes: [GoldenCheck.Outcome] = []
        for index in 0..<10_000 {
            let status: GoldenCheck.Status = index % 1_000 == 0 ? .mismatch : .match
            outcomes.append(outcome("group-\(index / 100)/settings-\(index).dark.AX2", status, order: index))
        }
        let lock = NSLock()
        var asked: Set<String> = []
        let bytes = HTMLReport(report: report(outcomes), images: { entry, _ in
            lock.lock(); defer { lock.unlock() }
            asked.insert(entry.status)
            return Self.png
        }).render()
        let html = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(asked, ["mismatch"], "no image is even read for a match")
        XCTAssertEqual(occurrences(of: "class=\"shot\"", in: html), 10 * 3)
        XCTAssertEqual(occurrences(of: "<li>", in: html), 9_990)
        XCTAssertEqual(occurrences(of: "loading=\"lazy\"", in: html), (10 - HTMLReport.eagerEntries) * 3,
                       "the first entries' images load with the page, the others when scrolled to")
        // Written out so a change in size shows up in the log; the bound is what "light" means here.
        print("HTMLReport: 10,000 entries (9,990 matches, 10 mismatches with 4×3 images): \(bytes.count) bytes")
        XCTAssertLessThan(bytes.count, 600_000, "about 40 bytes per match plus the page itself")
    }

    func testNumbersAreFormattedWithoutTheLocale() {
        var entry = outcome("a", .mismatch, differing: 1_234_567)
        entry.result = DiffResult(options: DiffOptions(), sizesMatch: false, differingPixels: 1_234_567,
                                  antiAliasedPixels: 0, totalPixels: 987_654_321, maxChannelDelta: 7, changedBounds: nil,
                                  expectedIsBlank: false, actualIsBlank: false)
        entry.expectedSize = ImageSize(width: 390, height: 844)
        entry.actualSize = ImageSize(width: 390, height: 900)
        let html = page(report([entry]))
        XCTAssertTrue(html.contains("1,234,567 px of 987,654,321 (0.125 %)"))
        XCTAssertTrue(html.contains("<dt>Size</dt><dd><em>390×844 → 390×900</em></dd>"))
        XCTAssertTrue(html.contains("<title>tablerender check: 1 mismatch of 1</title>"))
    }
}
