import TableSpec
import XCTest

/// An SF Symbols name the catalog lacks never sinks a spec: it is kept (layout draws a placeholder) and warned
/// about where it is written, with the closest known name, wherever a symbol may be written.
final class SymbolWarningTests: XCTestCase {
    private func warnings(_ json: String) throws -> [String] {
        try SpecLoader.decodeReporting(SpecLoader.parse(Array(json.utf8), format: .json)).warnings
            .map { $0.formattedWarning(file: "s.json") }
    }

    func testEveryPlaceASymbolIsWrittenWarnsAtItsValue() throws {
        let json = #"""
            {"tableHeader": {"symbol": "lock.fil", "title": "T"},
             "sections": [{"rows": [
               {"title": "A", "icon": {"symbol": "wfi"}, "accessory": {"symbol": "arrow.upright"}},
               {"title": "B", "slider": {"minSymbol": "speaker.slash.fil", "maxSymbol": "speaker.wave.3.fill"}},
               {"title": "C", "swipe": {"trailing": [{"symbol": "trsh"}]}}
             ]}]}
            """#
        XCTAssertEqual(try warnings(json), [
            #"s.json:1:28: warning: unknown SF Symbol "lock.fil"; did you mean "lock.fill"?"#,
            #"s.json:3:38: warning: unknown SF Symbol "wfi"; did you mean "wifi"?"#,
            #"s.json:3:70: warning: unknown SF Symbol "arrow.upright"; did you mean "arrow.up.right"?"#,
            #"s.json:4:43: warning: unknown SF Symbol "speaker.slash.fil"; did you mean "speaker.slash.fill"?"#,
            #"s.json:5:53: warning: unknown SF Symbol "trsh"; did you mean "trash"?"#,
        ])
    }

    func testTheNameIsKeptSoItDrawsAPlaceholder() throws {
        let json = #"{"sections": [{"rows": [{"title": "A", "icon": {"symbol": "no.such.symbol.at.all"}}]}]}"#
        let (spec, found) = try SpecLoader.decodeReporting(SpecLoader.parse(Array(json.utf8), format: .json))
        XCTAssertEqual(spec.sections[0].rows[0].icon, .symbol(SymbolIcon(name: "no.such.symbol.at.all")))
        XCTAssertEqual(found.count, 1)
        let placeholder = SymbolCatalog.glyphOrPlaceholder(named: "no.such.symbol.at.all")
        XCTAssertTrue(placeholder.isPlaceholder)
        XCTAssertEqual(placeholder.glyphName, "placeholder")
        XCTAssertEqual(placeholder.variant, .plain)
        XCTAssertFalse(SymbolCatalog.glyphOrPlaceholder(named: "wifi").isPlaceholder)
    }

    func testAKnownNameWarnsNothing() throws {
        XCTAssertEqual(try warnings(#"{"sections": [{"rows": [{"title": "A", "icon": {"symbol": "server.rack"}}]}]}"#), [])
    }
}
