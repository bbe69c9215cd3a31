import CairoBackend
import Foundation
import TableGraphics
import TableRenderKit
import XCTest

/// The layout summary every PNG records (`tablerender:layout`) and the changes `check` words from two of them.
final class LayoutSummaryTests: XCTestCase {
    private static let pipeline = Result { try RenderPipeline() }

    /// Three sections: Connectivity (Wi-Fi with a switch, Bluetooth), Privacy (Analytics), General (About).
    private static func settings(bluetooth: String = "Bluetooth", wifiOn: Bool = false,
                                 privacy: [String] = ["Analytics"]) -> String {
        let privacyRows = privacy.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            { "width": 320, "scale": 1, "sections": [
              { "header": "Connectivity", "rows": [ { "title": "Wi-Fi", "switch": \(wifiOn) }, "\(bluetooth)" ] },
              { "header": "Privacy", "rows": [ \(privacyRows) ] },
              { "header": "General", "footer": "Version 1", "rows": [ "About" ] } ] }
            """
    }

    private func summary(_ json: String) throws -> LayoutSummary {
        LayoutSummary(try Self.pipeline.get().layout(try Spec.load(Array(json.utf8))))
    }

    private func changes(from old: String, to new: String) throws -> [String] {
        LayoutChanges.between(try summary(old), try summary(new))
    }

    func testATitleChangeIsOneLine() throws {
        XCTAssertEqual(try changes(from: Self.settings(), to: Self.settings(bluetooth: "Bluetooth Devices")),
                       [#"title changed: "Bluetooth" → "Bluetooth Devices""#])
    }

    func testAnInsertedRowNamesItsSectionAndTheSectionsItMovedDown() throws {
        let lines = try changes(from: Self.settings(), to: Self.settings(privacy: ["Location Services", "Analytics"]))
        XCTAssertEqual(lines.first, #"row inserted: "Location Services" in section 2"#)
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[1].hasPrefix(#"section "General" moved down "#), "\(lines)")
        XCTAssertTrue(lines[1].hasSuffix(" pt"), "\(lines)")
    }

    func testASwitchTurnedOnAndARemovedRow() throws {
        XCTAssertEqual(try changes(from: Self.settings(), to: Self.settings(wifiOn: true)), [#"switch "Wi-Fi" turned on"#])
        let removed = try changes(from: Self.settings(privacy: ["Location Services", "Analytics"]), to: Self.settings())
        XCTAssertEqual(removed.first, #"row removed: "Location Services" from section 2"#)
        XCTAssertTrue(removed.last?.hasPrefix(#"section "General" moved up "#) ?? false, "\(removed)")
    }

    func testTheSameSpecChangesNothing() throws {
        XCTAssertEqual(try changes(from: Self.settings(), to: Self.settings()), [])
    }

    func testHeaderAndFooterChanges() throws {
        let old = Self.settings()
        let new = old.replacingOccurrences(of: "\"General\"", with: "\"About This Phone\"")
            .replacingOccurrences(of: "Version 1", with: "Version 2")
        XCTAssertEqual(try changes(from: old, to: new), [
            #"header changed: "General" → "About This Phone""#,
            #"footer changed in section 3: "Version 1" → "Version 2""#,
        ])
    }

    func testTextRoundTripsWithEscapesAndNoControlCharacters() throws {
        let json = #"{ "width": 320, "sections": [ { "header": "A\tB", "rows": [ "line\none", "back\\slash", "\u0007bell" ] } ] }"#
        let original = try summary(json)
        let text = original.text
        XCTAssertTrue(text.hasPrefix(LayoutSummary.header + "\n"))
        for line in text.split(separator: "\n") {
            XCTAssertEqual(line.split(separator: "\t", omittingEmptySubsequences: false).count, line == LayoutSummary.header[...] ? 1 : 8)
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, String(line))
        }
        XCTAssertEqual(LayoutSummary(text: text), original)
        XCTAssertNil(LayoutSummary(text: "tablerender layout 9\n"), "another version is not read")
        XCTAssertNil(LayoutSummary(text: LayoutSummary.header + "\nrow\t0\n"), "a damaged line is not read")
    }

    func testEveryPNGRecordsItsSummaryAndTheBytesAreTheSameTwice() throws {
        let pipeline = try Self.pipeline.get()
        let spec = try Spec.load(Array(Self.settings().utf8))
        let png = try pipeline.render(spec, format: .png)
        XCTAssertEqual(try pipeline.render(spec, format: .png), png, "deterministic")
        let recorded = try XCTUnwrap(PNGInternationalText.text(forKeyword: LayoutSummary.pngKeyword, in: png))
        XCTAssertEqual(recorded, LayoutSummary(pipeline.layout(spec)).text)
        XCTAssertTrue(recorded.contains("row\t0\t0\t"), recorded)
        XCTAssertTrue(recorded.contains("\ton\t") == false && recorded.contains("\toff\tWi-Fi\tWi-Fi, Off"), recorded)
        // Pixels are the encoder's: the chunk sits before the first IDAT and decoding ignores it.
        XCTAssertNoThrow(try ImageSurface.decodePNG(png))
        XCTAssertEqual(PNGTextChunk.text(forKeyword: ToolchainVersions.pngKeyword, in: png) != nil, true)
    }

    func testATallTableKeepsTheSummaryBounded() throws {
        let rows = (0..<5_000).map { "\"Row number \($0) with a fairly long title\"" }.joined(separator: ", ")
        let summary = try summary(#"{ "width": 320, "scale": 1, "sections": [ { "rows": [ "# + rows + #" ] } ] }"#)
        XCTAssertTrue(summary.truncated)
        XCTAssertLessThanOrEqual(summary.text.utf8.count, LayoutSummary.maximumBytes)
        XCTAssertTrue(summary.text.hasSuffix("truncated\n"))
        XCTAssertEqual(LayoutSummary(text: summary.text), summary)
    }

    func testTheIOS26LookIsRowsTallerInOneLineAndSectionsMoved() throws {
        let spec = Self.settings()
        let lines = try changes(from: spec, to: spec.replacingOccurrences(of: #"{ "width": 320,"#, with: #"{ "ios": 26, "width": 320,"#))
        XCTAssertTrue(lines.contains { $0.hasPrefix(#"4 rows grew by "#) && $0.hasSuffix(#" pt ("Wi-Fi", "Bluetooth", "Analytics", …)"#) }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix(#"section "Privacy" moved down "#) }, "\(lines)")
    }

    func testChangesAreCappedWithACount() throws {
        let header = LayoutSummary.Element(kind: "header", section: 0, row: nil, frame: Rect(x: 0, y: 0, width: 100, height: 20),
                                           traits: 1, value: "", context: "", label: "Many")
        let rows = (0..<80).map { index in
            LayoutSummary.Element(kind: "row", section: 0, row: index,
                                  frame: Rect(x: 0, y: 20 + Double(index) * 44, width: 100, height: 44),
                                  traits: 0, value: "", context: "R\(index)", label: "R\(index)")
        }
        let lines = LayoutChanges.between(LayoutSummary(elements: [header]), LayoutSummary(elements: [header] + rows))
        XCTAssertEqual(lines.count, LayoutChanges.maximumLines)
        XCTAssertEqual(lines.first, #"row inserted: "R0" in section 1"#)
        XCTAssertEqual(lines.last, "…and \(80 - (LayoutChanges.maximumLines - 1)) more changes")
    }
}
