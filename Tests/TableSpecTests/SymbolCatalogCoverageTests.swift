import TableGraphics
import TableSpec
import XCTest

/// The catalog covers the SF Symbols names list and settings screens use (issue 31): at least 1,500, the
/// systematic variants of common names, and every variant drawn by one rule.
final class SymbolCatalogCoverageTests: XCTestCase {
    func testAtLeastFifteenHundredNames() {
        XCTAssertGreaterThanOrEqual(SymbolCatalog.names.count, 1_500)
    }

    func testTheNamesIssue31FoundMissingAreKnown() {
        for name in ["speaker.fill", "icloud", "server.rack", "network", "circle", "xmark.circle",
                     "square.and.arrow.down", "archivebox", "internaldrive", "line.3.horizontal.decrease"] {
            XCTAssertNotNil(SymbolCatalog.glyph(named: name), name)
        }
    }

    func testSystematicVariantsOfCommonNames() {
        for base in ["heart", "star", "bell", "trash", "folder", "person", "lock", "gearshape", "envelope", "house"] {
            for suffix in ["", ".fill", ".circle", ".circle.fill"] {
                XCTAssertNotNil(SymbolCatalog.glyph(named: base + suffix), base + suffix)
            }
        }
        for name in ["heart.slash", "bell.slash.fill", "trash.square", "trash.square.fill", "folder.badge.plus",
                     "folder.badge.minus", "cart.badge.plus", "person.badge.plus", "calendar.badge.clock",
                     "1.circle", "7.circle.fill", "12.square", "42.square.fill", "a.circle", "z.square.fill",
                     "eurosign.circle", "yensign.square.fill", "checkmark.circle.fill", "xmark.square.fill"] {
            XCTAssertNotNil(SymbolCatalog.glyph(named: name), name)
        }
    }

    func testEachVariantRuleIsTheNamesSuffix() {
        func variant(_ name: String) -> SymbolVariant? { SymbolCatalog.glyph(named: name)?.variant }
        XCTAssertEqual(variant("heart.circle"), .circle)
        XCTAssertEqual(variant("heart.circle.fill"), .circleFill)
        XCTAssertEqual(variant("trash.square"), .square)
        XCTAssertEqual(variant("trash.square.fill"), .squareFill)
        XCTAssertEqual(variant("heart.slash"), .slash)
        XCTAssertEqual(variant("cart.badge.plus")?.name, "badge.plus")
        // Phosphor's own glyph wins over a rule.
        XCTAssertEqual(variant("checkmark.circle"), .plain)
        XCTAssertEqual(SymbolCatalog.glyph(named: "checkmark.circle")?.glyphName, "check-circle")
        XCTAssertEqual(SymbolCatalog.glyph(named: "bell.slash")?.glyphName, "bell-slash")
    }

    func testLettersDigitsAndSignsAreCharactersOfTheTextFont() {
        XCTAssertEqual(SymbolCatalog.glyph(named: "a.circle")?.characters, "a")
        XCTAssertEqual(SymbolCatalog.glyph(named: "17.square.fill")?.characters, "17")
        XCTAssertEqual(SymbolCatalog.glyph(named: "bahtsign")?.characters, "฿")
        XCTAssertEqual(SymbolCatalog.glyph(named: "17.square.fill")?.variant, .squareFill)
        // Zero to nine are Phosphor's own numbered glyphs.
        XCTAssertNil(SymbolCatalog.glyph(named: "3.circle")?.characters)
    }

    func testEveryBadgeDrawsAPrivateUseDisc() {
        for glyph in SymbolCatalog.glyphs {
            guard case .badge(_, let codePoint) = glyph.variant else { continue }
            XCTAssertTrue((0xE000...0xF8FF).contains(codePoint) || (0xF0000...0xFFFFD).contains(codePoint), glyph.name)
        }
    }

    func testSearchFindsNamesContainingTheWord() {
        let found = SymbolCatalog.search("WIFI")
        XCTAssertTrue(found.contains("wifi"))
        XCTAssertTrue(found.contains("wifi.slash"))
        XCTAssertTrue(found.allSatisfy { $0.contains("wifi") })
        XCTAssertEqual(SymbolCatalog.search("no-such-word"), [])
    }
}
