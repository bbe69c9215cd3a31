import ImageDiff
import TableGraphics
import TableRenderKit
import TableSpec
import XCTest

/// Our renders of the content of the real iOS 18.2 screenshots in ../shared/reference/uikit-screenshots (03 and
/// 04: 390 pt @3x, Dynamic Type medium), measured the same way as the originals. The expected figures were
/// measured from the screenshots' pixels (docs/metrics.md); each must hold within half a point and a few levels.
final class ScreenshotComparisonTests: XCTestCase {
    private let groupedBackground = RGBAPixel(242, 242, 247)
    private let white = RGBAPixel(255, 255, 255)

    private func render(_ json: String) throws -> PixelProbe {
        let spec = try SpecLoader.load(Array(json.utf8), format: .json)
        let pipeline = try RenderPipeline()
        let list = pipeline.layout(spec)
        return PixelProbe(image: try pipeline.renderer.rasterize(list), scale: list.scale)
    }

    /// 04_ha_ios18.2_listpicker_sections_light: two headed sections of four rows, a checkmark in row 2.
    func testListPickerScreenshot04() throws {
        let probe = try render("""
            {"dynamicType": "medium", "tint": "#00AEEF", "sections": [
              {"header": "Section 1", "rows": [{"title": "Abc", "role": "button"},
                {"title": "aaaa", "role": "button", "accessory": "checkmark"},
                {"title": "bbbb", "role": "button"}, {"title": "ccccc", "role": "button"}]},
              {"header": "Section 2", "rows": [{"title": "Abc", "role": "button"}, {"title": "aaaa", "role": "button"},
                {"title": "bbbb", "role": "button"}, {"title": "ccccc", "role": "button"}]}]}
            """)
        // Cards: where a column inside the card (x = 38 pt: past the corner, before the text and separators) is white.
        let cards = probe.runs(ofColor: white, atX: 38).filter { $0.bottom - $0.top > 100 }
        XCTAssertEqual(cards.count, 2)
        let first = cards[0], second = cards[1]
        XCTAssertEqual(first.bottom - first.top, 176, accuracy: 0.34, "4 rows of 44 pt (04: 135 → 311)")
        XCTAssertEqual(second.top - first.bottom, 55, accuracy: 0.5, "card to card with a header (04: 55)")
        // Card inset (04: 20 pt each side).
        let row = probe.runs(ofColor: white, atX: 20.2)
        XCTAssertFalse(row.isEmpty, "the card starts at 20 pt")
        XCTAssertTrue(probe.runs(ofColor: white, atX: 19.8).isEmpty, "and not before")
        // Separators: one device pixel, (198,198,200) over white, at the end of each 44-pt row (04: 178.67).
        let separator = probe.color(atX: 200, y: first.top + 44 - 0.2)
        XCTAssertEqual(separator, RGBAPixel(198, 198, 200))
        XCTAssertEqual(probe.color(atX: 200, y: first.top + 44 - 0.5), white, "only one pixel row")
        XCTAssertEqual(probe.color(atX: 39.9, y: first.top + 44 - 0.2), white, "starts at the text (40 pt)")
        XCTAssertEqual(probe.color(atX: 40.2, y: first.top + 44 - 0.2), RGBAPixel(198, 198, 200))
        // Header "SECTION 2": ink x 40.67, bottom (baseline) 8.67 above the card.
        let header = try XCTUnwrap(probe.ink(in: (30, first.bottom + 1, 370, second.top - 0.5),
                                             background: groupedBackground))
        XCTAssertEqual(header.left, 40.67, accuracy: 0.5)
        XCTAssertEqual(second.top - header.bottom, 8.67, accuracy: 0.5)
        XCTAssertEqual(header.height, 9.0, accuracy: 0.5, "cap height of footnote 12 (SF 9.0, Inter 9.3)")
        // Row text "aaaa": baseline 28.17 below the row top.
        let rowTop = first.top + 44
        let text = try XCTUnwrap(probe.ink(in: (21, rowTop + 0.5, 300, rowTop + 43.5), background: white))
        XCTAssertEqual(text.bottom - rowTop, 28.17, accuracy: 0.5)
        XCTAssertEqual(text.left, 40.67, accuracy: 0.5)
        // Checkmark: ink x 334.33…348.0, y 15.83…29.17 within the row.
        let check = try XCTUnwrap(probe.ink(in: (300, rowTop + 0.5, 369, rowTop + 43.5), background: white))
        XCTAssertEqual(check.left, 334.33, accuracy: 0.5)
        XCTAssertEqual(check.right, 348.0, accuracy: 0.5)
        XCTAssertEqual(check.top - rowTop, 15.83, accuracy: 0.5)
        XCTAssertEqual(check.bottom - rowTop, 29.17, accuracy: 0.5)
    }

    /// 03_ha_ios18.2_privacy_light: switch rows with two-line footers.
    func testPrivacyScreenshot03() throws {
        let probe = try render("""
            {"dynamicType": "medium", "sections": [
              {"footer": "Firebase Cloud Messaging must be enabled for push notifications to function.",
               "rows": [{"title": "Firebase Cloud Messaging", "switch": true}]},
              {"footer": "Allows checking for important alerts like security vulnerabilities.",
               "rows": [{"title": "Alerts", "switch": true}]}]}
            """)
        let cards = probe.runs(ofColor: white, atX: 38).filter { $0.bottom - $0.top > 40 }
        XCTAssertEqual(cards.count, 2)
        XCTAssertEqual(cards[0].bottom - cards[0].top, 44, accuracy: 0.34)
        // 03: card to card 64 pt with a two-line footer.
        XCTAssertEqual(cards[1].top - cards[0].bottom, 64, accuracy: 0.5)
        // Footer ink: first line's ascenders 8.4 pt below the card (03: 311.73 − 303.33), x 40.67.
        let footer = try XCTUnwrap(probe.ink(in: (30, cards[0].bottom + 1, 370, cards[1].top - 1),
                                             background: groupedBackground))
        XCTAssertEqual(footer.top - cards[0].bottom, 8.4, accuracy: 0.5)
        XCTAssertEqual(footer.left, 40.67, accuracy: 0.5)
        // Switch: 51 × 31, on = systemGreen (52,199,89), right edge 18 pt inside the card (x 352).
        let rowMid = cards[0].top + 22
        XCTAssertEqual(probe.color(atX: 310, y: rowMid), RGBAPixel(52, 199, 89))
        // Height: the track's left cap, away from the thumb's shadow.
        let greenRows = (Int(cards[0].top * 3)..<Int(cards[0].bottom * 3)).filter { row in
            let p = probe.image[Int(305 * 3), row]
            return Int(p.green) - Int(p.red) > 100
        }
        let capHeight = Double((greenRows.last ?? 0) - (greenRows.first ?? 0) + 1) / 3
        XCTAssertEqual(capHeight, 2 * (15.5 * 15.5 - 11.5 * 11.5).squareRoot(), accuracy: 0.67,
                       "a 31-pt track's cap, 4 pt from its end")
        let greenColumns = (0..<(390 * 3)).filter { column in
            let p = probe.image[column, Int(rowMid * 3)]
            return Int(p.green) - Int(p.red) > 100
        }
        XCTAssertEqual(Double(greenColumns.first ?? 0) / 3, 301, accuracy: 0.34, "51 pt wide: 301 → 352")
        XCTAssertEqual(Double((greenColumns.last ?? 0) + 1) / 3, 352, accuracy: 0.34)
    }

    /// The value1 detail and chevron figures of the iOS 18 table in uikit-screenshots/README.md.
    func testDetailAndChevron() throws {
        let probe = try render("""
            {"dynamicType": "medium", "sections": [{"rows": [{"title": "Wi-Fi", "detail": "Home", "accessory": "disclosure"}]}]}
            """)
        let card = try XCTUnwrap(probe.runs(ofColor: white, atX: 38).first)
        // Rows of the card away from its rounded corners.
        let chevron = try XCTUnwrap(probe.ink(in: (333, card.top + 14, 369.9, card.bottom - 14), background: white))
        XCTAssertEqual(370 - chevron.right, 20.7, accuracy: 0.5, "right edge 20.7 pt inside the card")
        XCTAssertEqual(chevron.width, 6.7, accuracy: 0.5)
        XCTAssertEqual(chevron.height, 11.3, accuracy: 0.5)
        let detail = try XCTUnwrap(probe.ink(in: (200, card.top + 8, chevron.left - 0.1, card.bottom - 8), background: white))
        XCTAssertEqual(chevron.left - detail.right, 11, accuracy: 0.6, "detail ends ≈11 pt before the chevron")
        // Colours at the stroke's core: (191,191,191) chevron; detail (138,138,142) = secondaryLabel on white.
        let darkest = (0..<Int(chevron.width * 3)).map { probe.color(atX: chevron.left + Double($0) / 3, y: card.top + 22) }
            .min { Int($0.green) < Int($1.green) }
        XCTAssertEqual(Int(darkest?.green ?? 0), 191, accuracy: 4)
        XCTAssertEqual(RGBAColor(60, 60, 67, 153).composited(over: RGBAColor(255, 255, 255)), RGBAColor(138, 138, 142))
    }
}
