import Foundation
@testable import TableChecks
@testable import TableRenderKit
import XCTest

/// The report's own JSON writer and reader (issue 27): the same bytes as `JSONEncoder`, the same values as
/// `JSONDecoder`, one-line errors for what is not a report, and the entry limit counted while decoding.
final class ReportJSONTests: XCTestCase {
    /// Strings a report may hold from spec names, paths and messages: quotes, backslashes, slashes, every kind
    /// of control character, DEL, separators, bidi overrides, non-BMP characters.
    private static let awkward = [
        "", "plain", "a/b/c.json", "quote \" and \\ backslash", "tab\tline\nreturn\rback\u{8}feed\u{C}",
        "nul \u{0} esc \u{1B} unit \u{1F} del \u{7F}", "\u{2028}\u{2029}\u{202E}rtl", "é 日本 🧪 \u{10FFFF}",
        "</script><b>'x'</b>&amp;",
    ]

    /// Ratios and tolerances that exercise Swift's shortest form: integral, tiny, huge, subnormal.
    private static let doubles: [Double] = [0, 1, 0.1, 0.5, 1.0 / 3, 1e-7, 123_456_789.125, 1e20, 1e21, .leastNonzeroMagnitude,
                                            0.000416548520813923, 2.5e-5, 100]

    /// A report with every shape an entry takes: compared or not, bounds and sizes present or null, images,
    /// variants, orphans.
    private func sampleReport(orphans: [String]? = ["golden/x.png", "golden/\u{1B}.png"]) -> CheckReport {
        var entries: [CheckReport.Entry] = []
        for (index, text) in Self.awkward.enumerated() {
            let ratio = Self.doubles[index % Self.doubles.count]
            let compared = index % 3 != 0
            let comparison = compared ? ComparisonReport(
                passed: index % 2 == 0, sizesMatch: index % 4 != 1, differingPixels: index * 1000,
                antiAliasedPixels: index, totalPixels: 1_000_000 + index, ratio: ratio, maxChannelDelta: index * 20,
                changedBounds: index % 2 == 0 ? nil : ComparisonReport.Bounds(x: index, y: 2, width: 30, height: 40),
                expectedSize: ImageSize(width: 390, height: 844 + index),
                actualSize: index == 4 ? nil : ImageSize(width: 390, height: 844)) : nil
            entries.append(CheckReport.Entry(
                spec: "specs/\(text).json", name: "n\(index)\(text)", order: index,
                variant: index % 2 == 0 ? [] : [JobVariant.Value(axis: "appearance", value: text),
                                                  JobVariant.Value(axis: "locale", value: "de")],
                images: index % 3 == 2 ? ["expected": "d/\(text).png", "diff": "d/x.png", "compare": "c", "actual": text] : [:],
                golden: "golden/\(text).png", status: ["match", "mismatch", "missing", "error"][index % 4],
                comparison: comparison, goldenVersions: index % 2 == 0 ? nil : "cairo 1.18; \(text)",
                versionChanges: index % 3 == 0 ? [] : [text, "pango 1.50 → 1.52"], updated: index % 5 == 0,
                artifacts: index % 2 == 0 ? [] : ["out/\(text).diff.png"], message: index % 4 == 3 ? text : nil))
        }
        var report = CheckReport(tool: "tablerender 0.1.0", versions: "tablerender \u{1}", golden: "golden/\u{202E}",
                                 shard: "2/3", options: CheckReport.Options(threshold: 0.1, maxRatio: 2.5e-5,
                                                                             includeAntiAliasing: true, update: false),
                                 specs: entries, orphans: orphans, orphansPruned: true)
        report.shard = nil
        return report
    }

    private func encoded(_ report: CheckReport) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(report)) + [UInt8(ascii: "\n")]
    }

    func testWriterGivesJSONEncodersBytes() throws {
        for report in [sampleReport(), sampleReport(orphans: nil), sampleReport(orphans: [])] {
            let ours = try report.json()
            let foundation = try encoded(report)
            XCTAssertEqual(String(decoding: ours, as: UTF8.self), String(decoding: foundation, as: UTF8.self))
            XCTAssertEqual(ours, foundation)
        }
        var empty = sampleReport()
        empty.specs = []
        XCTAssertEqual(try empty.json(), try encoded(empty))
        // Streamed into a sink in pieces, the same bytes.
        let sink = ReportSink()
        try sampleReport().writeJSON(to: sink)
        XCTAssertEqual(sink.bytes, try encoded(sampleReport()))
    }

    func testWriterRefusesWhatJSONCannotHold() {
        var report = sampleReport()
        report.options.threshold = .nan
        XCTAssertThrowsError(try report.json())
    }

    func testReaderGivesJSONDecodersValues() throws {
        let report = sampleReport()
        // Pretty (as check writes it), and compact with other key orders and unknown keys (as another tool might).
        var compact = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try report.json())) as? [String: Any])
        compact["futureKey"] = ["nested": [[1, 2.5, true, NSNull()], "x \u{1F9EA}"], "more": -0.0] as [String: Any]
        let inputs = [try report.json(), [UInt8](try JSONSerialization.data(withJSONObject: compact))]
        for bytes in inputs {
            var read = 0
            let ours = try CheckReport.decode(bytes, entriesRead: &read)
            let foundation = try JSONDecoder().decode(CheckReport.self, from: Data(bytes))
            XCTAssertEqual(ours, foundation)
            XCTAssertEqual(ours, report)
            XCTAssertEqual(read, report.specs.count + (report.orphans?.count ?? 0), "entries and orphans counted")
        }
        // Escapes a writer may use that ours does not: `\/`, `\u` for plain letters, surrogate pairs.
        let escaped = String(decoding: try report.json(), as: UTF8.self)
            .replacingOccurrences(of: "\"tool\" : \"tablerender 0.1.0\"", with: #""t\u006fol" : "a\/b \ud83e\uddea \u00e9""#)
        var read = 0
        XCTAssertEqual(try CheckReport.decode(Array(escaped.utf8), entriesRead: &read).tool, "a/b 🧪 é")
    }

    func testWhatIsNotAReportIsRefusedInOneLineSayingWhereAndWhat() throws {
        let good = String(decoding: try sampleReport().json(), as: UTF8.self)
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let cases: [(String, String)] = [
            ("", "not valid JSON: the text ends early (line 1, column 1)"),
            ("[1, 2]", "the top level: expected an object, found an array (line 1, column 1)"),
            ("{ \"tool\": ", "not valid JSON: the text ends early (line 1, column 11)"),
            (good + "x", "not valid JSON: unexpected text after the report"),
            (good.replacingOccurrences(of: "\"tool\" :", with: "\"unknown\" : \(deep), \"tool\" :"),
             "not valid JSON: nested more than 64 levels deep"),
            (good.replacingOccurrences(of: "\"golden\" : \"golden", with: "\"golden\" : \"x\", \"golden\" : \"golden"),
             "the top level: golden is given twice"),
            (good.replacingOccurrences(of: "\"order\" : 1,", with: "\"order\" : 99999999999999999999,"),
             "specs[1].order: the number does not fit in a 64-bit integer"),
            (good.replacingOccurrences(of: "\"order\" : 1,", with: "\"order\" : 1.5,"), "specs[1].order: expected an integer"),
            (good.replacingOccurrences(of: "\"status\" : \"mismatch\"", with: "\"status\" : \"bogus\""),
             "specs[1].status: unknown status \"bogus\""),
            (good.replacingOccurrences(of: "\"tool\" : \"tablerender 0.1.0\"", with: "\"tool\" : \"\\ud800\""),
             "not valid JSON: a \\u escape of a lone surrogate"),
            (good.replacingOccurrences(of: "\"tool\" : \"tablerender 0.1.0\"", with: "\"tool\" : \"a\tb\""),
             "not valid JSON: a control character in a string must be escaped"),
            (good.replacingOccurrences(of: "\"threshold\" : 0.1", with: "\"threshold\" : 1e999"),
             "options.threshold: the number is out of range"),
            (good.replacingOccurrences(of: "\"orphansPruned\" : true,", with: ""), "the top level: orphansPruned is missing"),
            (good.replacingOccurrences(of: "\"compare\" : \"c\"", with: "\"thumbnail\" : \"c\""),
             "specs[2].images: an image kind other than expected, actual, diff or compare"),
            (good.replacingOccurrences(of: "\"differingPixels\" : 1000,", with: "\"differingPixels\" : null,"),
             "specs[1].differingPixels: must be a value when passed is not null"),
        ]
        for (input, expected) in cases {
            var read = 0
            XCTAssertThrowsError(try CheckReport.decode(Array(input.utf8), entriesRead: &read), expected) { error in
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix(expected) || text.contains(expected), "\(text) does not say \(expected)")
                XCTAssertFalse(text.contains("\n"), text)
            }
        }
        // Bytes that are not UTF-8 inside a string.
        for target in ["tablerender 0.1.0", "futureKey"] {
            let text = target == "futureKey" ? good.replacingOccurrences(of: "{\n  \"golden\"", with: "{\n  \"futureKey\" : 1, \"golden\"") : good
            var bytes = Array(text.utf8)
            let found = try XCTUnwrap(text.range(of: target))
            let at = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
            bytes[at] = 0xFF
            var read = 0
            XCTAssertThrowsError(try CheckReport.decode(bytes, entriesRead: &read)) { error in
                XCTAssertTrue("\(error)".contains("not valid UTF-8"), "\(error)")
            }
        }
    }

    /// The limit on entries is counted while decoding, across the reports of a merge: the report holding the one
    /// too many is refused there, before the rest of it is read.
    func testEntriesAreCountedAcrossReportsAndRefusedPastTheLimit() throws {
        let report = sampleReport(orphans: nil)
        let bytes = try report.json()
        var read = 0
        _ = try CheckReport.decode(bytes, entriesRead: &read, limit: 2 * report.specs.count)
        XCTAssertEqual(read, report.specs.count)
        XCTAssertThrowsError(try CheckReport.decode(bytes, entriesRead: &read, limit: 2 * report.specs.count - 1)) { error in
            guard let error = error as? ReportDecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .tooManyEntries(limit: 2 * report.specs.count - 1))
            XCTAssertEqual(error.path, "specs[\(report.specs.count - 1)]", "refused at the entry over the limit")
        }
    }
}
