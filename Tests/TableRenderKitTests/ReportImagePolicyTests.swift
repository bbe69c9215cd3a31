import CairoBackend
import Foundation
import ImageDiff
import TestSupport
@testable import TableChecks
@testable import TableRenderKit
import XCTest

/// Issue 27: a report is input. The images it names are opened only inside the folders of the reports merged
/// (symbolic links resolved), everything else is left out with a warning naming the report and the entry, and
/// no PNG metadata reaches a page.
final class ReportImagePolicyTests: TemporaryFolderTestCase {
    /// A 3×2 PNG carrying a `tEXt` chunk with a secret, and a private chunk after its pixels.
    private static let secretPNG: [UInt8] = {
        var bytes = (try? ImageSurface.encodePNG(RGBAImage(width: 3, height: 2, fill: RGBAPixel(0, 128, 255, 255)),
                                                 text: (keyword: "Comment", value: "TOPSECRET"))) ?? []
        // Before IEND (its last 12 bytes): a private ancillary chunk and an iTXt chunk.
        bytes.insert(contentsOf: CraftedPNG.chunk("prVt", Array("PRIVATE".utf8))
                     + CraftedPNG.chunk("iTXt", Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + Array("XMPSECRET".utf8)),
                     at: bytes.count - 12)
        return bytes
    }()

    private func writeBytes(_ bytes: [UInt8], to relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// `shard/` holding `diffs/a.png`, and around it what a hostile report points at: a PNG outside, links
    /// from inside to outside (a file and a folder), links that stay inside (a file, the folder itself), and a FIFO.
    private func writeShardFolder() throws {
        try writeBytes(Self.secretPNG, to: "shard/diffs/a.png")
        try writeBytes(Self.secretPNG, to: "secret.png")
        try writeBytes(Self.secretPNG, to: "outside/b.png")
        try link("shard/diffs/link.png", to: "../../secret.png")
        try link("shard/diffs/folder", to: path("outside"))
        try link("shard/diffs/alias.png", to: "a.png")
        try link("shard/diffs/top", to: "..")
        XCTAssertEqual(mkfifo(path("shard/diffs/fifo.png"), 0o600), 0)
    }

    func testOnlyRegularFilesInsideTheFoldersWithLinksResolvedAreAdmitted() throws {
        try writeShardFolder()
        let policy = ReportImagePolicy(folders: [path("shard")], description: "the folders of the reports merged")
        let outside = ReportImagePolicy.Verdict.refused("outside the folders of the reports merged")
        let throughLink = ReportImagePolicy.Verdict.refused("outside the folders of the reports merged (through a symbolic link)")
        let real = try XCTUnwrap(realpath(path("shard/diffs/a.png"), nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        })
        let cases: [(String, String, ReportImagePolicy.Verdict)] = [
            ("diffs/a.png", path("shard"), .inside(real)),
            (path("shard/diffs/a.png"), ".", .inside(real)),
            ("diffs/alias.png", path("shard"), .inside(real)),
            ("diffs/../diffs/a.png", path("shard"), .inside(real)),
            ("diffs/none.png", path("shard"), .missing),
            ("nowhere/none.png", path("shard"), .missing),
            (path("secret.png"), path("shard"), outside),
            ("../secret.png", path("shard"), outside),
            ("diffs/../../secret.png", path("shard"), outside),
            ("/etc/passwd", path("shard"), outside),
            ("diffs/link.png", path("shard"), throughLink),
            ("diffs/folder/b.png", path("shard"), throughLink),
            ("diffs/fifo.png", path("shard"), .refused("not a regular file")),
            ("diffs", path("shard"), .refused("not a regular file")),
            // The folder itself is inside (`PathRule`), and not a file.
            (".", path("shard"), .refused("not a regular file")),
            ("diffs/..", path("shard"), .refused("not a regular file")),
            ("diffs/top", path("shard"), .refused("not a regular file")),
            ("../shard/diffs/a.png", path("shard"), .inside(real)),
            ("", path("shard"), .refused("not a file path")),
        ]
        for (image, base, expected) in cases {
            XCTAssertEqual(policy.verdict(for: image, relativeTo: base), expected, "\(image) in \(base)")
        }
        // Where a merge looks, from the folders alone: links and FIFOs among the files wait for the page.
        let placements: [(String, String?)] = [
            ("diffs/a.png", nil), ("diffs/none.png", nil), ("nowhere/none.png", nil), (".", nil), ("diffs/link.png", nil),
            ("diffs/fifo.png", nil), ("../secret.png", "outside the folders of the reports merged"),
            ("diffs/folder/b.png", "outside the folders of the reports merged (through a symbolic link)"),
            ("", "not a file path"),
        ]
        for (image, expected) in placements {
            XCTAssertEqual(policy.placementRefusal(for: image, relativeTo: path("shard")), expected, image)
        }
        XCTAssertEqual(policy.read("diffs/a.png", relativeTo: path("shard")), Self.secretPNG)
        for refused in ["../secret.png", "diffs/link.png", "diffs/folder/b.png", "diffs/fifo.png"] {
            XCTAssertNil(policy.read(refused, relativeTo: path("shard")), refused)
        }
    }

    func testFilesOverTheSizeOrRasterLimitAreNotRead() throws {
        try FileManager.default.createDirectory(atPath: path("shard"), withIntermediateDirectories: true)
        // Sparse: no disk is used for the 64 MiB and one byte.
        XCTAssertTrue(FileManager.default.createFile(atPath: path("shard/huge.png"), contents: Data(CraftedPNG.headerOnly(width: 10, height: 10))))
        XCTAssertEqual(truncate(path("shard/huge.png"), off_t(ReportImagePolicy.maximumImageBytes + 1)), 0)
        try writeBytes(CraftedPNG.headerOnly(width: 40_000, height: 10), to: "shard/wide.png")
        try writeBytes(Array("not a png".utf8), to: "shard/text.png")
        let policy = ReportImagePolicy(folders: [path("shard")], description: "x")
        for name in ["huge.png", "wide.png", "text.png"] {
            XCTAssertEqual(policy.verdict(for: name, relativeTo: path("shard")), .inside(path("shard/" + name)))
            XCTAssertNil(policy.read(name, relativeTo: path("shard")), name)
        }
    }

    /// A report pointing its images at files outside its folder: the paths that lead outside (as written, or
    /// through a linked folder) are left out of the merged report, one warning each naming the report and the
    /// entry (escaped, one line); a link or a FIFO among the files is refused when the page comes to read it,
    /// and the page embeds none of them.
    func testMergeLeavesOutImagesOutsideTheReportsFolders() throws {
        try writeShardFolder()
        let hostileName = "evil\n\u{202E}name"
        let entries = [
            ReportFixtures.entry("kept", order: 0, status: "mismatch", differing: 5,
                                 images: ["expected": "diffs/a.png", "actual": "diffs/alias.png", "diff": "diffs/gone.png"]),
            ReportFixtures.entry(hostileName, order: 1, status: "mismatch", differing: 5,
                                 images: ["expected": path("secret.png"), "actual": "../secret.png",
                                          "diff": "diffs/link.png", "compare": "diffs/folder/b.png"]),
            ReportFixtures.entry("fifo", order: 2, status: "mismatch", differing: 5, images: ["diff": "diffs/fifo.png"]),
        ]
        let source = ReportMerge.Source(path: path("shard/report.json"), report: try ReportFixtures.decode(ReportFixtures.report(entries)))
        let result = try ReportMerge.merge([source], imagesRelativeTo: path("merged"))
        let merged = result.report.specs
        XCTAssertEqual(merged[0].images, ["expected": "../shard/diffs/a.png", "actual": "../shard/diffs/alias.png",
                                          "diff": "../shard/diffs/gone.png"], "inside, or inside and gone: kept")
        XCTAssertEqual(merged[1].images, ["diff": "../shard/diffs/link.png"], "a link is looked at when it is read")
        XCTAssertEqual(merged[2].images, ["diff": "../shard/diffs/fifo.png"])
        XCTAssertEqual(result.warnings.count, 3, result.warnings.joined(separator: "\n"))
        XCTAssertEqual(result.warnings.map { $0.components(separatedBy: " image ")[0].components(separatedBy: ": the ").last },
                       ["\"actual\"", "\"compare\"", "\"expected\""], "in the report's order of kinds, every run")
        for warning in result.warnings {
            XCTAssertTrue(warning.hasPrefix("report merge: warning: \(path("shard/report.json")): \"evil\\n\\u{202E}name\": the \""), warning)
            XCTAssertTrue(warning.hasSuffix("; left out"), warning)
            XCTAssertFalse(warning.contains("\n") || warning.contains("\u{202E}"), "one escaped line: \(warning)")
        }
        XCTAssertTrue(result.warnings.contains(
            "report merge: warning: \(path("shard/report.json")): \"evil\\n\\u{202E}name\": the \"actual\" image \"../secret.png\" is outside the folders of the reports merged; left out"),
                      result.warnings.joined(separator: "\n"))
        XCTAssertTrue(result.warnings.contains { $0.contains("\"diffs/folder/b.png\" is outside the folders of the reports merged (through a symbolic link)") })

        // A page made from the merged report, reading through the merge's rule, embeds the kept images without
        // their text, iTXt or private chunk, and says why it left out the link and the FIFO.
        let mergedFolder = path("merged")
        var refusals: [String] = []
        let page = HTMLReport(report: result.report, images: { entry, kind in
            ReportImageLoader.image(of: entry, kind: kind, relativeTo: mergedFolder, policy: result.imagePolicy) { reason in
                refusals.append(result.warning(entry: entry, kind: kind, path: entry.images[kind] ?? "", reason: reason))
            }
        })
        let html = String(decoding: page.render(), as: UTF8.self)
        XCTAssertEqual(refusals, [
            "report merge: warning: \(path("shard/report.json")): \"evil\\n\\u{202E}name\": the \"diff\" image \"../shard/diffs/link.png\" is outside the folders of the reports merged (through a symbolic link); left out",
            "report merge: warning: \(path("shard/report.json")): \"fifo\": the \"diff\" image \"../shard/diffs/fifo.png\" is not a regular file; left out",
        ])
        let images = Self.embeddedImages(in: html)
        XCTAssertEqual(images.count, 2, "expected and actual of the kept entry")
        for png in images {
            XCTAssertEqual(png, EmbeddablePNG.stripped(Self.secretPNG))
            XCTAssertEqual(try ImageSurface.decodePNG(png), try ImageSurface.decodePNG(Self.secretPNG), "the same pixels")
            for secret in ["TOPSECRET", "PRIVATE", "XMPSECRET", "tEXt", "iTXt", "prVt"] {
                XCTAssertNil(png.firstRange(of: Array(secret.utf8)), secret)
            }
        }
    }

    func testWarningsAboutOneReportAreCappedWithACount() throws {
        let entries = (0..<25).map { index in
            ReportFixtures.entry("e\(index)", order: index, status: "mismatch", differing: 1, images: ["diff": "/etc/x\(index).png"])
        }
        let source = ReportMerge.Source(path: "s/r.json", report: try ReportFixtures.decode(ReportFixtures.report(entries)))
        let warnings = try ReportMerge.merge([source], imagesRelativeTo: ".").warnings
        XCTAssertEqual(warnings.count, ReportMerge.maximumImageWarnings + 1)
        XCTAssertEqual(warnings.last, "report merge: warning: s/r.json: 15 more image paths left out (outside the folders of the reports merged)")
    }

    func testStrippingKeepsThePixelChunksOnlyAndRefusesBrokenPNGs() throws {
        let stripped = try XCTUnwrap(EmbeddablePNG.stripped(Self.secretPNG + Array("trailing junk".utf8)))
        XCTAssertTrue(PNGTextChunk.texts(in: stripped).isEmpty)
        XCTAssertEqual(try ImageSurface.decodePNG(stripped), try ImageSurface.decodePNG(Self.secretPNG))
        XCTAssertNil(stripped.firstRange(of: Array("junk".utf8)), "nothing after IEND")
        var corrupt = Self.secretPNG
        let data = try XCTUnwrap(corrupt.firstRange(of: Array("IDAT".utf8))).upperBound
        corrupt[data + 2] ^= 0xFF
        XCTAssertNil(EmbeddablePNG.stripped(corrupt), "a kept chunk with a wrong checksum")
        XCTAssertNil(EmbeddablePNG.stripped(Array(Self.secretPNG.dropLast(12))), "no IEND")
        XCTAssertNil(EmbeddablePNG.stripped(Array("GIF89a".utf8)))
        XCTAssertNil(EmbeddablePNG.stripped([]))
    }

    /// Every path `check` writes gets a prefix; any other is worked out in full: the results are the same.
    func testRebasingManyPathsGivesWhatRebasingEachGives() {
        let folders = [".", "out", "out/reports", "shard-1", "/abs/shard", "out/diffs", "../up", "a/b/c"]
        let paths = ["diffs/a.png", "a.png", "diffs/x/y/z.png", "../diffs/a.png", "./diffs/a.png", "diffs//a.png",
                     "/abs/shard/diffs/a.png", "diffs/../a.png", "...", ".hidden/a.png", "diffs/..", "out/diffs/a.png",
                     "diffs/a.png/", "reports/../diffs/a.png"]
        for old in folders {
            for new in folders {
                let rebaser = RelativePath.Rebaser(from: old, to: new, base: "/w")
                for path in paths {
                    XCTAssertEqual(rebaser.rebase(path),
                                   RelativePath.path(to: RelativePath.resolve(path, in: old, base: "/w"), from: new, base: "/w"),
                                   "\(path) from \(old) to \(new)")
                }
            }
        }
    }

    /// The page's images stop at its budget, whole entries at a time, and a note stands in for the rest; its
    /// text stops at its own limit, saying how many entries it left out.
    func testPageStopsAtItsImageAndTextBudgets() throws {
        let png = try XCTUnwrap(EmbeddablePNG.stripped(Self.secretPNG))
        let entries = (0..<10).map { index in
            ReportFixtures.entry("m\(index)", order: index, status: "mismatch", differing: 1,
                                 images: ["expected": "e", "diff": "d", "actual": "a"])
        } + (10..<20).map { ReportFixtures.entry("ok\($0)", order: $0) }
        let report = try ReportFixtures.decode(ReportFixtures.report(entries))
        var page = HTMLReport(report: report, images: { _, _ in Self.secretPNG })
        page.embeddedImageLimit = 3 * png.count * 4 + 1
        var html = String(decoding: page.render(), as: UTF8.self)
        XCTAssertEqual(Self.embeddedImages(in: html).count, 12, "four entries' three images")
        XCTAssertEqual(html.components(separatedBy: "Images left out").count - 1, 6)

        // The page around no entry, then one of 200 problems and 200 matches with room for a few of them.
        let empty = HTMLReport(report: try ReportFixtures.decode(ReportFixtures.report([])), images: { _, _ in nil }).render()
        let many = try ReportFixtures.decode(ReportFixtures.report((0..<400).map { index in
            ReportFixtures.entry("n\(index)", order: index, status: index < 200 ? "error" : "match", differing: nil,
                                 message: index < 200 ? "cannot read the spec" : nil)
        }))
        page = HTMLReport(report: many, images: { _, _ in nil })
        page.pageTextLimit = empty.count + 5_000
        html = String(decoding: page.render(), as: UTF8.self)
        // At most the limit, one article over it, the notes, and the page's end (script and overlays).
        XCTAssertLessThan(html.utf8.count, page.pageTextLimit + empty.count + 2_000)
        let whole = HTMLReport(report: many, images: { _, _ in nil }).render()
        XCTAssertGreaterThan(whole.count, html.utf8.count + 30_000, "the cut left most entries out")
        let articles = html.components(separatedBy: "<article ").count - 1
        XCTAssertGreaterThan(articles, 5)
        XCTAssertTrue(html.contains("\(200 - articles) problems more left out: the page stops at 96 MiB of text"),
                      "the cut is said")
        XCTAssertTrue(html.contains("200 matches more left out"))
        XCTAssertTrue(html.hasSuffix("</html>\n"), "the page is still whole")
    }

    func testLongTextsAreCutInThePageAndJUnitButNotInTheJSON() throws {
        let message = String(repeating: "<'", count: ReportLimits.maximumShownCharacters)
        let report = try ReportFixtures.decode(ReportFixtures.report([
            ReportFixtures.entry("e", order: 0, status: "error", differing: nil, message: message),
        ]))
        let html = String(decoding: HTMLReport(report: report, images: { _, _ in nil }).render(), as: UTF8.self)
        XCTAssertTrue(html.contains(HTMLEscaping.escaped(UTF8Escaping.cutMarker)))
        XCTAssertLessThan(html.utf8.count, 9 * ReportLimits.maximumShownCharacters / 2 + 100_000)
        let junit = String(decoding: JUnitReport(report: report).render(), as: UTF8.self)
        XCTAssertTrue(junit.contains(UTF8Escaping.cutMarker))
        XCTAssertTrue(junit.contains("message=\"" + String(repeating: "&lt;'", count: JUnitReport.maximumMessageCharacters / 2) + "…\""),
                      "the one-line summary is cut shorter")
        var read = 0
        XCTAssertEqual(try CheckReport.decode(try report.json(), entriesRead: &read).specs[0].message, message)
    }

    func testJUnitStopsAtItsLimitWithAFailingTestcaseSayingSo() throws {
        let report = try ReportFixtures.decode(ReportFixtures.report((0..<100).map { ReportFixtures.entry("t\($0)", order: $0) }))
        let sink = ReportSink()
        JUnitReport(report: report).render(into: sink, limit: 2_000)
        let xml = String(decoding: sink.bytes, as: UTF8.self)
        let cases = xml.components(separatedBy: "<testcase ").count - 1
        XCTAssertLessThan(cases, 50)
        XCTAssertTrue(xml.contains("<testsuite name=\"tablerender check\" tests=\"\(cases)\" failures=\"1\" errors=\"0\""), xml)
        XCTAssertTrue(xml.contains("<failure type=\"truncated\" message=\"\(100 - cases + 1) more testcases left out"), xml)
    }

    /// The reports' number and total size are refused before any is read; their entries while decoding.
    func testMergeInputsAreRefusedBeforeTheWorkPastTheLimits() throws {
        let many = Array(repeating: path("r.json"), count: ReportLimits.maximumReports + 1)
        XCTAssertThrowsError(try ReportMerge.read(many)) { error in
            XCTAssertEqual((error as? RenderError)?.description,
                           "report merge: 1001 reports given; at most 1000 are merged (a run splits into at most 1000 shards)")
        }
        // Two sparse files of 100 MiB: refused from their sizes, before a byte of them is read.
        for name in ["a.json", "b.json"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: path(name), contents: nil))
            XCTAssertEqual(truncate(path(name), 100 << 20), 0)
        }
        let started = Date()
        XCTAssertThrowsError(try ReportMerge.read([path("a.json"), path("b.json")])) { error in
            XCTAssertEqual((error as? RenderError)?.description,
                           "\(path("b.json")): the reports given reach \(200 << 20) bytes with this one; report merge reads at most \(ReportLimits.maximumTotalBytes) in all")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "nothing was read")

        // Entries are counted across the reports: the one holding the entry over the limit is refused.
        try write(String(decoding: try JSONSerialization.data(withJSONObject: ReportFixtures.report(
            (0..<3).map { ReportFixtures.entry("a\($0)", order: $0) })), as: UTF8.self), to: "one.json")
        try write(String(decoding: try JSONSerialization.data(withJSONObject: ReportFixtures.report(
            (3..<6).map { ReportFixtures.entry("b\($0)", order: $0) })), as: UTF8.self), to: "two.json")
        XCTAssertEqual(try ReportMerge.read([path("one.json"), path("two.json")], entryLimit: 6).count, 2)
        XCTAssertThrowsError(try ReportMerge.read([path("one.json"), path("two.json")], entryLimit: 5)) { error in
            XCTAssertEqual((error as? RenderError)?.description,
                           "\(path("two.json")): more than 5 entries (specs and orphans) in the reports merged; report merge reads at most 5")
        }
    }

    /// The base64 data of every `data:image/png` in `html`, decoded.
    private static func embeddedImages(in html: String) -> [[UInt8]] {
        html.components(separatedBy: "src=\"data:image/png;base64,").dropFirst().compactMap { part in
            part.split(separator: "\"", maxSplits: 1).first.flatMap { Data(base64Encoded: String($0)) }.map { [UInt8]($0) }
        }
    }
}
