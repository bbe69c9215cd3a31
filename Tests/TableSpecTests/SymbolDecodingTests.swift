import TableGraphics
import TableSpec
import XCTest

/// `icon: {"symbol": …}` and `accessory: {"symbol": …}` decode SF names the catalog knows, and the catalog is the
/// data the rest of the tool reads.
final class SymbolDecodingTests: XCTestCase {
    private func rows(_ json: String) throws -> [Row] { try SpecFixtures.rows(json) }

    func testASymbolIconIsATileByDefault() throws {
        let row = try XCTUnwrap(rows(#"{"title": "Wi-Fi", "icon": {"symbol": "wifi", "color": "systemBlue"}}"#).first)
        XCTAssertEqual(row.icon, .symbol(SymbolIcon(name: "wifi", color: .semantic(.systemBlue), tile: true)))
    }

    func testABareSymbolIconKeepsItsColourOrNone() throws {
        let decoded = try rows(#"""
            {"title": "A", "icon": {"symbol": "calendar", "tile": false}},
            {"title": "B", "icon": {"symbol": "doc.text", "tile": false, "color": "#112233"}}
            """#)
        XCTAssertEqual(decoded[0].icon, .symbol(SymbolIcon(name: "calendar", color: nil, tile: false)))
        XCTAssertEqual(decoded[1].icon, .symbol(SymbolIcon(name: "doc.text", color: .literal(RGBAColor(0x11, 0x22, 0x33)),
                                                          tile: false)))
    }

    func testAnAccessorySymbolIsKeptBesideTheAccessoryEnumeration() throws {
        let decoded = try rows(#"""
            {"title": "Website", "accessory": {"symbol": "arrow.up.right"}},
            {"title": "Blog", "accessory": {"symbol": "link", "color": "systemBlue"}},
            {"title": "General", "accessory": "disclosure"}
            """#)
        XCTAssertEqual(decoded[0].accessorySymbol, SymbolAccessory(name: "arrow.up.right"))
        XCTAssertEqual(decoded[0].accessory, Accessory.none)
        XCTAssertEqual(decoded[1].accessorySymbol, SymbolAccessory(name: "link", color: .semantic(.systemBlue)))
        XCTAssertNil(decoded[2].accessorySymbol)
        XCTAssertEqual(decoded[2].accessory, .disclosure)
    }

    func testYAMLWritesTheSameKeys() throws {
        let yaml = """
            sections:
              - rows:
                  - title: Focus
                    icon: { symbol: moon.fill, color: systemIndigo }
                    accessory: { symbol: chevron.up.chevron.down }
            """
        let row = try SpecLoader.load(Array(yaml.utf8), format: .yaml).sections[0].rows[0]
        XCTAssertEqual(row.icon, .symbol(SymbolIcon(name: "moon.fill", color: .semantic(.systemIndigo))))
        XCTAssertEqual(row.accessorySymbol?.name, "chevron.up.chevron.down")
    }

    func testAnUnknownNameIsKeptWithAWarningNamingTheClosestName() throws {
        let text = #"{"sections": [{"rows": [{"title": "A", "icon": {"symbol": "gera"}}]}]}"#
        let (spec, warnings) = try SpecLoader.decodeReporting(SpecLoader.parse(Array(text.utf8), format: .json))
        XCTAssertEqual(spec.sections[0].rows[0].icon, .symbol(SymbolIcon(name: "gera")))
        XCTAssertEqual(warnings.map { $0.formattedWarning(file: "s.json") },
                       [#"s.json:1:59: warning: unknown SF Symbol "gera"; did you mean "gear"?"#])
    }

    // MARK: The catalog

    func testTheCatalogHasAtLeastAHundredSettingsNamesSortedAndUnique() {
        let names = SymbolCatalog.names
        XCTAssertGreaterThanOrEqual(names.count, 100)
        XCTAssertEqual(names, names.sorted())
        XCTAssertEqual(Set(names).count, names.count)
        for name in ["wifi", "airplane", "bluetooth", "antenna.radiowaves.left.and.right", "personalhotspot",
                     "bell.badge.fill", "speaker.wave.3.fill", "moon.fill", "hourglass", "gear", "switch.2",
                     "sun.max.fill", "textformat.size", "accessibility", "hand.raised.fill", "lock.fill",
                     "battery.100", "faceid", "sos", "key.fill", "creditcard.fill", "person.crop.circle.fill",
                     "globe", "magnifyingglass", "trash", "arrow.up.right", "chevron.up.chevron.down", "info.circle",
                     "calendar", "paintpalette", "location.fill", "exclamationmark.bubble", "doc.text"] {
            XCTAssertNotNil(SymbolCatalog.glyph(named: name), name)
        }
    }

    func testEveryGlyphIsAPrivateUseCharacterAndFillNamesDrawFillGlyphs() {
        // Letters, digits and currency signs are characters of the text font (SymbolCatalogCoverageTests).
        for glyph in SymbolCatalog.glyphs where glyph.characters == nil {
            // Private use only: the font's character map was cut to these so fallback never picks it for text.
            for code in [glyph.codePoint, glyph.tileCodePoint] {
                XCTAssertTrue((0xE000...0xF8FF).contains(code) || (0xF0000...0xFFFFD).contains(code),
                              "\(glyph.name) \(glyph.codePointText)")
            }
            XCTAssertEqual(glyph.text.unicodeScalars.count, 1, glyph.name)
            if glyph.name.hasSuffix(".fill") {
                XCTAssertTrue(glyph.glyphName.hasSuffix("-fill"), glyph.name)
                XCTAssertEqual(glyph.tileCodePoint, glyph.codePoint, "a fill glyph is already heavy: \(glyph.name)")
            }
        }
    }

    func testOnlyDirectionalSymbolsMirror() {
        for name in ["arrow.up.right", "chevron.right", "chevron.left", "arrow.clockwise", "doc.text"] {
            XCTAssertEqual(SymbolCatalog.glyph(named: name)?.mirrors, true, name)
        }
        for name in ["wifi", "gear", "bell.badge.fill", "chevron.up", "calendar", "paintpalette", "airplane"] {
            XCTAssertEqual(SymbolCatalog.glyph(named: name)?.mirrors, false, name)
        }
    }

    func testTheListingHasOneSortedLinePerName() {
        let lines = SymbolListing.text().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, SymbolCatalog.names.count)
        XCTAssertTrue(lines.contains("arrow.up.right\tarrow-up-right\tU+F063\tmirrors"))
        XCTAssertTrue(lines.contains("wifi\twifi-high\tU+F363"))
        let json = SymbolListing.json()
        XCTAssertTrue(json.contains(#"{"name": "wifi", "glyph": "wifi-high", "codePoint": "U+F363", "variant": "plain", "source": "Phosphor 1.3.0", "mirrors": false}"#))
        XCTAssertTrue(lines.contains("heart.slash\theart\tU+F1CA\tslash"))
        XCTAssertTrue(json.contains(#"{"name": "a.circle", "glyph": "text \"a\"", "codePoint": "-", "variant": "circle", "source": "text font", "mirrors": false}"#))
    }
}
