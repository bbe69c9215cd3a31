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
        XCTAssertEqual(wifi["variant"] as? String, "plain")
        XCTAssertEqual(wifi["source"] as? String, "Phosphor 1.3.0")
        let ring = try XCTUnwrap(array.first { $0["name"] as? String == "heart.circle" })
        XCTAssertEqual(ring["glyph"] as? String, "heart")
        XCTAssertEqual(ring["variant"] as? String, "circle")
        XCTAssertGreaterThanOrEqual(array.count, 1_500)
    }

    func testSearchListsOnlyTheNamesContainingTheWord() throws {
        let lines = try runSuccessfully(["symbols", "--search", "WiFi"]).stdoutText.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("wifi\twifi-high\tU+F363"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("wifi.slash\t") })
        XCTAssertTrue(lines.allSatisfy { $0.split(separator: "\t")[0].contains("wifi") }, lines.joined(separator: "\n"))
        XCTAssertEqual(try runSuccessfully(["symbols", "--search", "no-such-word", "--json"]).stdout, Data("[]\n".utf8))
    }

    func testTheSheetDrawsEveryFoundNameInAGridOfLightAndDarkCells() throws {
        try runSuccessfully(["symbols", "--search", "heart", "--sheet", "heart.png", "--columns", "4", "--scale", "1"])
        let png = try contents(of: "heart.png")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        let count = try runSuccessfully(["symbols", "--search", "heart"]).stdoutText.split(separator: "\n").count
        XCTAssertEqual(width, 4 * 144, "four cells of two 72-pt panels")
        XCTAssertEqual(height, (count + 3) / 4 * 62, "a 62-pt row of cells per four names")
        try runSuccessfully(["symbols", "--search", "heart", "--sheet", "heart.pdf"])
        XCTAssertTrue(try contents(of: "heart.pdf").starts(with: Data("%PDF".utf8)))
        let bad = try run(["symbols", "--sheet", "sheet.txt"])
        XCTAssertEqual(bad.status, 64, bad.stderr)
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
