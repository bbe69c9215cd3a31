import CairoBackend
import Foundation
import TableChecks
import TableRenderKit
import XCTest

/// The page of `check --html` in a real browser (headless Chromium): real specs checked against a golden folder
/// prepared to give mismatches (a changed detail, a dark variant, another width), a missing golden, an invalid
/// spec with a hostile name and a few matches; the DOM is read back after the page's script ran.
final class HTMLReportBrowserTests: TableRenderTestCase {
    /// The page and the report it shows.
    private struct Fixture: Sendable {
        var page: URL
        var report: CheckReport
    }

    /// The mismatching specs' names, in report order.
    private static let mismatches = ["settings", "settings.dark", "grouped"]
    /// Specs whose goldens are their own renders.
    private static let matching = ["sign-in", "privacy", "plain"]
    /// An invalid spec whose name needs escaping.
    private static let hostileName = "bad <b>&amp; \"quoted\""

    /// Where the shared fixture lives: rendering it takes seconds, so the tests share one (they only read it).
    private static let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("tablerender-html-\(UUID().uuidString)", isDirectory: true)
    /// The fixture, made by the first test that asks.
    private static let shared = Result { try makeFixture(in: root) }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: root)
        super.tearDown()
    }

    private static func example(_ name: String) throws -> String {
        try String(contentsOf: TableRenderBinary.packageRoot.appendingPathComponent("Examples/\(name).json"),
                   encoding: .utf8)
    }

    /// Checks the specs with `GoldenCheck` (diff artifacts on) and writes the page the way `check --html` does.
    private static func makeFixture(in root: URL) throws -> Fixture {
        func writeFile(_ text: String, to relative: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func job(_ name: String, file: String? = nil, dark: Bool = false, order: Int) -> SpecJob {
            var job = SpecJob(path: root.appendingPathComponent("specs/\(file ?? name).json").path, name: file ?? name)
            if dark {
                job.variant = JobVariant(values: [.init(axis: "appearance", value: "dark")],
                                         overrides: SpecOverrides(appearance: .dark))
            }
            job.order = order
            return job
        }
        let pipeline = try RenderPipeline()
        let jobs = [job("settings", order: 0), job("settings.dark", file: "settings", dark: true, order: 1),
                    job("grouped", order: 2), job("contacts", order: 3), job(hostileName, order: 4)]
            + matching.enumerated().map { job($1, order: 5 + $0) }

        // Goldens from edited specs: another detail text, another width; contacts gets none (missing).
        let settings = try example("settings"), grouped = try example("grouped")
        try writeFile(settings.replacingOccurrences(of: "\"detail\": \"Home\"", with: "\"detail\": \"Office\""),
                      to: "specs/settings.json")
        try writeFile(grouped.replacingOccurrences(of: "\"width\": 375", with: "\"width\": 320"),
                      to: "specs/grouped.json")
        for name in matching { try writeFile(try example(name), to: "specs/\(name).json") }
        let seed = GoldenCheck(goldenFolder: root.appendingPathComponent("golden").path, update: true)
        for job in jobs where job.name != hostileName && job.name != "contacts" {
            if let error = seed.check(job, with: pipeline).error { throw HarnessError("seeding \(job.name): \(error)") }
        }

        try writeFile(settings, to: "specs/settings.json")
        try writeFile(grouped, to: "specs/grouped.json")
        try writeFile(try example("contacts"), to: "specs/contacts.json")
        try writeFile(#"{ "sections": 3, "note": "<script>alert(1)</script>" }"#, to: "specs/\(hostileName).json")
        let check = GoldenCheck(goldenFolder: root.appendingPathComponent("golden").path,
                                diffFolder: root.appendingPathComponent("diffs").path)
        let report = CheckReport(check: check, outcomes: jobs.map { check.check($0, with: pipeline) })
        let summary = report.summary
        guard report.specs.filter({ $0.status == "mismatch" }).map(\.name) == mismatches, summary.missing == 1,
              summary.error == 1, summary.match == matching.count else {
            throw HarnessError("the fixture did not come out as planned: \(summary)")
        }

        let page = root.appendingPathComponent("report.html")
        try Data(HTMLReport(report: report, images: images).render()).write(to: page)
        return Fixture(page: page, report: report)
    }

    /// The artifact `NAME.ROLE.png` of an entry, as `check --html` reads it.
    private static func images(_ entry: CheckReport.Entry, _ role: String) -> [UInt8]? {
        guard let path = entry.artifacts.first(where: { $0.hasSuffix(".\(role).png") }) else { return nil }
        return try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The opening tags of `element` in `html`, each with its attributes.
    private func tags(_ element: String, in html: String) -> [[String: String]] {
        var found: [[String: String]] = []
        var rest = html[...]
        while let start = rest.range(of: "<\(element) "), let end = rest[start.upperBound...].range(of: ">") {
            var attributes: [String: String] = [:]
            let text = rest[start.upperBound..<end.lowerBound]
            // Chromium writes every attribute as name="value" (valueless ones as name="").
            var scan = text[...]
            while let equals = scan.range(of: "=\"") {
                let name = scan[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                guard let close = scan[equals.upperBound...].range(of: "\"") else { break }
                attributes[name] = String(scan[equals.upperBound..<close.lowerBound])
                scan = scan[close.upperBound...]
            }
            found.append(attributes)
            rest = rest[end.upperBound...]
        }
        return found
    }

    func testFilteredPageShowsExactlyTheMismatchesWithDecodedImages() throws {
        let chromium = try HeadlessChromium.find()
        let fixture = try Self.shared.get()
        let dom = try chromium.dumpDOM(fixture.page, fragment: "filter=mismatch", scratch: folder)

        XCTAssertTrue(dom.contains("data-ready=\"true\""), "the page's script ran to its end")
        let articles = tags("article", in: dom)
        XCTAssertEqual(articles.count, 5, "one article per mismatch, missing and error")
        let visible = articles.filter { $0["hidden"] == nil }
        XCTAssertEqual(visible.map { $0["data-status"] }, Array(repeating: "mismatch", count: Self.mismatches.count))
        XCTAssertEqual(tags("body", in: dom).first?["data-shown"], "\(Self.mismatches.count)")
        XCTAssertTrue(tags("section", in: dom).contains { $0["id"] == "matches" && $0["hidden"] != nil },
                      "matches are filtered out")

        let buttons = tags("button", in: dom).filter { $0["data-status"] != nil }
        XCTAssertEqual(buttons.map { $0["data-status"] }, ["mismatch", "missing", "error", "match"])
        XCTAssertEqual(buttons.map { $0["aria-pressed"] }, ["true", "false", "false", "false"])
        for (status, count) in [("mismatch", 3), ("missing", 1), ("error", 1), ("match", 3)] {
            XCTAssertTrue(dom.contains("data-status=\"\(status)\" aria-pressed=\"\(status == "mismatch")\">\(status) "
                                       + "<span class=\"n\">\(count)</span>"), "the \(status) button shows \(count)")
        }

        // Every embedded image decoded, at the width of the PNG it embeds.
        let shots = tags("img", in: dom).filter { $0["class"] == "shot" }
        XCTAssertEqual(shots.count, 3 * 3 + 1, "expected, diff and actual per mismatch; the missing one's actual")
        for entry in fixture.report.specs where entry.status == "mismatch" || entry.status == "missing" {
            for role in ["expected", "diff", "actual"] {
                guard let bytes = Self.images(entry, role) else { continue }
                let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
                // Embedded with its pixel chunks only (the versions' tEXt chunk left out).
                let embedded = try XCTUnwrap(EmbeddablePNG.stripped(bytes))
                XCTAssertTrue(PNGTextChunk.texts(in: embedded).isEmpty)
                let source = "data:image/png;base64," + Data(embedded).base64EncodedString()
                let shot = try XCTUnwrap(shots.first { $0["src"] == source }, "\(entry.name) \(role) is embedded")
                XCTAssertEqual(shot["data-loaded"], "\(width)", "\(entry.name) \(role) decodes at its width")
            }
        }
        let sliders = tags("input", in: dom).filter { $0["type"] == "range" }
        XCTAssertEqual(sliders.count, 3, "one wipe/onion slider per mismatch with both images")

        // The hostile name is text, never markup.
        XCTAssertFalse(dom.contains("<b>&amp;"), "the invalid spec's name was not parsed as markup")
        XCTAssertTrue(dom.contains("bad &lt;b&gt;&amp;amp; \"quoted\""))
        XCTAssertFalse(dom.contains("<script>alert"))
    }

    func testPageOfTheCheckCommandShowsItsImagesAndOrphans() throws {
        let chromium = try HeadlessChromium.find()
        _ = try Self.shared.get()  // its specs and goldens
        // The binary over the fixture's specs: settings and grouped mismatch, contacts is missing, the bad spec
        // fails, and the golden of the dark variant (no --matrix here) is an orphan.
        let specs = Self.root.appendingPathComponent("specs").path
        let golden = Self.root.appendingPathComponent("golden").path
        let result = try run(["check", specs, "--golden", golden, "--diff-dir", "diffs", "--orphans",
                              "--html", "out/page.html", "-q"])
        XCTAssertEqual(result.status, 2, result.stderr)
        let page = folder.appendingPathComponent("out/page.html")
        let dom = try chromium.dumpDOM(page, fragment: "filter=mismatch,missing", scratch: folder)
        XCTAssertTrue(dom.contains("data-ready=\"true\""))
        let visible = tags("article", in: dom).filter { $0["hidden"] == nil }
        XCTAssertEqual(visible.map { $0["data-status"] ?? "" }, ["missing", "mismatch", "mismatch"],
                       "contacts, grouped, settings: the files in name order")
        let shots = tags("img", in: dom).filter { $0["class"] == "shot" }
        XCTAssertEqual(shots.count, 1 + 3 + 3)
        for shot in shots {
            let source = try XCTUnwrap(shot["src"])
            XCTAssertTrue(source.hasPrefix("data:image/png;base64,"))
            let bytes = [UInt8](Data(base64Encoded: String(source.dropFirst(22))) ?? Data())
            guard bytes.count > 24 else { XCTFail("an embedded PNG of \(bytes.count) bytes"); continue }
            let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
            XCTAssertEqual(shot["data-loaded"], "\(width)", "the \(shot["data-role"] ?? "?") image read back and decoded")
        }
        XCTAssertTrue(dom.contains("<summary>1 golden without a spec</summary>"), "the dark variant's golden")
        XCTAssertTrue(dom.contains("settings.dark.png</code>"))
    }

    func testKeysMoveBetweenVisibleEntriesAndSwitchTheView() throws {
        let chromium = try HeadlessChromium.find()
        let fixture = try Self.shared.get()
        // A copy of the page with a harness after its script: it presses keys and writes what happened into
        // the DOM, which Chromium then prints. The page itself has no test hook.
        let harness = """
            <script>
            (function () {
              var log = [];
              function press(key) {
                document.dispatchEvent(new KeyboardEvent('keydown', { key: key, bubbles: true, cancelable: true }));
                var current = document.querySelectorAll('.current');
                log.push(current.length === 1 ? (current[0].id || 'li') : current.length + ' current');
              }
              ['j', 'j', 'k', 'ArrowDown', 'ArrowDown', 'j'].forEach(press);
              var entry = document.querySelector('.current');
              press('v');
              log.push(entry.getAttribute('data-view'), String(entry.querySelector('.overlay').hidden),
                       String(entry.querySelector('.under').naturalWidth > 0 || !!entry.querySelector('.under').src));
              press(']');
              log.push(entry.querySelector('.slider input').value, entry.querySelector('.layer').style.clipPath);
              press('v');
              log.push(entry.getAttribute('data-view'), entry.querySelector('.layer').style.opacity);
              press('v');
              log.push(entry.getAttribute('data-view'), String(entry.querySelector('.overlay').hidden));
              press('?');
              log.push(String(document.getElementById('keys').hidden));
              press('Escape');
              log.push(String(document.getElementById('keys').hidden));
              press('4');
              log.push(location.hash || 'no hash', document.body.getAttribute('data-shown'));
              press('k');
              press('k');
              press('z');
              var zoom = document.getElementById('zoom');
              log.push(String(zoom.hidden), String(zoom.scrollTop > 0));
              press('Escape');
              log.push(String(zoom.hidden));
              document.body.setAttribute('data-keylog', log.join('|'));
            })();
            </script>
            """
        let html = try String(contentsOf: fixture.page, encoding: .utf8)
        let copy = folder.appendingPathComponent("keys.html")
        try html.replacingOccurrences(of: "</body>", with: harness + "</body>").write(to: copy, atomically: true,
                                                                                      encoding: .utf8)
        let dom = try chromium.dumpDOM(copy, fragment: "filter=mismatch", scratch: folder)
        let ids = fixture.report.specs.enumerated().filter { $0.element.status == "mismatch" }.map { "e\($0.offset)" }
        let log = try XCTUnwrap(tags("body", in: dom).first?["data-keylog"]).split(separator: "|").map(String.init)
        XCTAssertEqual(Array(log.prefix(6)), [ids[0], ids[1], ids[0], ids[1], ids[2], ids[2]],
                       "j/k and the arrows walk the visible mismatches and stop at the ends")
        XCTAssertEqual(Array(log.dropFirst(6)), [
            ids[2], "wipe", "false", "true",
            ids[2], "60", "inset(0px 40% 0px 0px)",
            ids[2], "onion", "0.6",
            ids[2], "side", "true",
            ids[2], "false", ids[2], "true",
            ids[2], "#filter=mismatch,match", "\(3 + Self.matching.count)",
            ids[1], ids[0], ids[0], "false", "true", ids[0], "true",
        ], "z opens the 100 % viewer scrolled down to the changed pixels; Escape closes it")
    }

    func testPanesSitSideBySideOnALaptopAndStackOnAPhoneWithoutOverflow() throws {
        let chromium = try HeadlessChromium.find()
        let fixture = try Self.shared.get()
        // Layout measured by the browser itself, written into the DOM of a copy of the page.
        let harness = """
            <script>
            (function () {
              var panes = document.querySelector('.panes');
              var columns = getComputedStyle(panes).gridTemplateColumns.split(' ').length;
              var shots = Array.prototype.map.call(panes.querySelectorAll('.shot'), function (image) {
                return Math.round(image.getBoundingClientRect().top);
              });
              var sameRow = shots.every(function (top) { return top === shots[0]; });
              var overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
              document.body.setAttribute('data-layout', columns + ' ' + sameRow + ' ' + overflow);
            })();
            </script>
            """
        let html = try String(contentsOf: fixture.page, encoding: .utf8)
        let copy = folder.appendingPathComponent("layout.html")
        try html.replacingOccurrences(of: "</body>", with: harness + "</body>").write(to: copy, atomically: true,
                                                                                      encoding: .utf8)
        for (width, height, expected) in [(1280, 900, "3 true 0"), (390, 844, "1 false 0")] {
            let dom = try chromium.dumpDOM(copy, width: width, height: height, scratch: folder)
            XCTAssertEqual(tags("body", in: dom).first?["data-layout"], expected,
                           "columns, one row, horizontal overflow at \(width) px")
        }
    }

    func testScreenshotsOnAPhoneAndALaptopInLightAndDark() throws {
        let chromium = try HeadlessChromium.find()
        let fixture = try Self.shared.get()
        // TABLERENDER_SCREENSHOTS=FOLDER keeps them for a person to look at.
        let keep = ProcessInfo.processInfo.environment["TABLERENDER_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        for (name, width, height, dark) in [("phone", 390, 844, false), ("laptop", 1280, 900, false),
                                            ("phone-dark", 390, 844, true), ("laptop-dark", 1280, 900, true)] {
            let file = folder.appendingPathComponent("\(name).png")
            try chromium.screenshot(fixture.page, width: width, height: height, dark: dark, to: file, scratch: folder)
            let image = try ImageSurface.decodePNG([UInt8](try Data(contentsOf: file)))
            XCTAssertEqual(image.width, width, "\(name) is as wide as the window")
            // The page's background, top left: #F2F2F7 in light, black in dark (prefers-color-scheme).
            let corner = image[2, 2]
            XCTAssertEqual(corner.red, dark ? 0 : 0xF2, "\(name)'s background")
            if let keep {
                try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
                let target = keep.appendingPathComponent(file.lastPathComponent)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: file, to: target)
            }
        }
        if let keep {
            try? FileManager.default.removeItem(at: keep.appendingPathComponent("report.html"))
            try FileManager.default.copyItem(at: fixture.page, to: keep.appendingPathComponent("report.html"))
        }
    }
}
