import Foundation
import XCTest

/// `tablerender symbols` lists every supported SF name with the glyph that draws it, and a spec using symbols
/// renders to all three formats.
final class SymbolsCommandTests: TableRenderTestCase {
    func testSymbolsListsEverySupportedNameSortedOnePerLine() throws {
        let result = try runSuccessfully(["symbols"])
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertGreaterThanOrEqual(lines.count, 100)
        let names = lines.map { String($0.split(separator: "\t")[0]) }
        XCTAssertEqual(names, names.sorted(), "sorted by name")
        XCTAssertTrue(lines.contains("wifi\twifi-high\tU+F363"), "name, Phosphor glyph, code point")
        XCTAssertTrue(lines.contains("arrow.up.right\tarrow-up-right\tU+F063\tmirrors"))
        XCTAssertEqual(result.stderr, "")
    }

    func testSymbolsJSONIsAnArrayOfTheSameRows() throws {
        let result = try runSuccessfully(["symbols", "--json"])
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        let text = try runSuccessfully(["symbols"]).stdout
        XCTAssertEqual(array.count, String(decoding: text, as: UTF8.self).split(separator: "\n").count)
        let wifi = try XCTUnwrap(array.first { $0["name"] as? String == "wifi" })
        XCTAssertEqual(wifi["glyph"] as? String, "wifi-high")
        XCTAssertEqual(wifi["codePoint"] as? String, "U+F363")
        XCTAssertEqual(wifi["mirrors"] as? Bool, false)
    }

    func testASpecWithSymbolsRendersToEveryFormat() throws {
        try write("""
            {"sections": [{"rows": [
              {"title": "Wi-Fi", "icon": {"symbol": "wifi", "color": "systemBlue"}},
              {"title": "Appearance", "icon": {"symbol": "paintpalette", "tile": false}},
              {"title": "Website", "accessory": {"symbol": "arrow.up.right"}}
            ]}]}
            """, to: "symbols.json")
        for format in ["png", "svg", "pdf"] {
            try runSuccessfully(["symbols.json", "-o", "out.\(format)"])
            XCTAssertGreaterThan(try contents(of: "out.\(format)").count, 1000, format)
        }
    }
}
