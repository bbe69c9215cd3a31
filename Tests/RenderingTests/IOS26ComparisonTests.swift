import ImageDiff
import TableGraphics
import TableLayout
import TableRenderKit
import TableSpec
import XCTest

/// `"ios": 26` against the figures measured on the iOS 26 screenshots (07 servers, 11 settings; 390/393 pt @3x,
/// Dynamic Type medium): card inset, corner, row pitch, separators, header, chevron and detail.
final class IOS26ComparisonTests: XCTestCase {
    private let white = RGBAPixel(255, 255, 255)
    private let background = RGBAPixel(242, 242, 247)

    private func render(_ json: String) throws -> (PixelProbe, DisplayList) {
        let spec = try SpecLoader.load(Array(json.utf8), format: .json)
        let pipeline = try RenderPipeline()
        let list = pipeline.layout(spec)
        return (PixelProbe(image: try pipeline.renderer.rasterize(list), scale: list.scale), list)
    }

    func testCardsRowsSeparatorsAndHeader() throws {
        let (probe, list) = try render("""
            {"ios": 26, "dynamicType": "medium", "sections": [
              {"rows": ["Appearance"]},
              {"header": "Servers", "rows": [
                {"title": "Website", "detail": "Open", "accessory": "disclosure"}, "Mastodon", "Privacy Policy", "Acknowledgements"]}]}
            """)
        // 11: a one-row card is 51 pt; a four-row card 204 (51-pt pitch); 07: 57 pt card to card with a header.
        let first = try XCTUnwrap(list.cards().first?.rect), second = try XCTUnwrap(list.cards().last?.rect)
        XCTAssertEqual(first.height, 51, accuracy: 0.34)
        XCTAssertEqual(second.height, 204, accuracy: 0.34)
        let cards = probe.runs(ofColor: white, atX: 195).filter { $0.bottom - $0.top > 40 }
        XCTAssertEqual(cards.first.map { $0.bottom - $0.top } ?? 0, 51, accuracy: 0.34, "in pixels too")
        XCTAssertEqual(second.y - (list.cards().first?.rect.maxY ?? 0), 57, accuracy: 0.5, "07: 57 pt with a header")
        // Card inset 16 at 390 pt (07), and the corner of a one-row card is nearly a capsule (11).
        XCTAssertEqual(second.x, 16)
        XCTAssertEqual(second.width, 358)
        XCTAssertEqual(list.cards().first?.radii.topLeft, 26)
        let capsuleTop = probe.runs(ofColor: white, atX: 16 + 6).first
        XCTAssertGreaterThan((capsuleTop?.top ?? 0) - cards[0].top, 8, "the corner eats deep into a 51-pt card")
        // Separators: inset 16 on both sides (11: x 32 → 361 in a 16.3…376.7 card), α 0.12 (231,231,232 on white).
        let separators = list.hairlines
        XCTAssertEqual(separators.count, 3)
        for line in separators {
            XCTAssertEqual(line.rect.x, 32)
            XCTAssertEqual(line.rect.maxX, 374 - 16, accuracy: 1e-9)
        }
        let lineY = (separators.first?.rect.y ?? 0) + 0.1
        XCTAssertEqual(probe.color(atX: 200, y: lineY), RGBAPixel(231, 231, 232))
        // 1 pt thick (3 px at 3× in 07, 11 and 12), in the last pixels of the row above.
        for (line, row) in zip(separators, [second.y + 51, second.y + 102, second.y + 153]) {
            XCTAssertEqual(line.rect.height, 1, accuracy: 1e-9)
            XCTAssertEqual(line.rect.maxY, row, accuracy: 1e-9)
        }
        let grey = probe.runs(ofColor: RGBAPixel(231, 231, 232), atX: 200)
        XCTAssertEqual(grey.count, 3)
        for run in grey { XCTAssertEqual(run.bottom - run.top, 1, accuracy: 0.01, "3 px at 3×") }
        // Header: mixed case, semibold headline (16 at medium), secondaryLabel, x 32 (07: ink 32.67),
        // baseline about 14 above the card (07: ink bottom 14.3 above).
        let header = try XCTUnwrap(list.text("Servers"))
        XCTAssertEqual(header.style.weight, .semibold)
        XCTAssertEqual(header.style.size, 16)
        XCTAssertEqual(header.origin.x, 32)
        let ink = try XCTUnwrap(probe.ink(in: (20, second.y - 30, 200, second.y - 1), background: background))
        // 07 by this probe: the header's ink ends 13.67 above the card (issue 18: 0.67 nearer than 14.33).
        XCTAssertEqual(second.y - ink.bottom, 13.67, accuracy: 0.17, "07: within half a device pixel")
        XCTAssertEqual(ink.left, 32.67, accuracy: 0.5)
    }

    func testChevronAndDetail() throws {
        let (probe, list) = try render("""
            {"ios": 26, "dynamicType": "medium", "sections": [{"rows": [{"title": "Wi-Fi", "detail": "Home", "accessory": "disclosure"}]}]}
            """)
        let card = try XCTUnwrap(list.cards().first?.rect)
        let chevron = try XCTUnwrap(probe.ink(in: (342, card.y + 14, 362, card.maxY - 14), background: white))
        // 07 by this probe: ink right edge 355.67 = 18.33 inside the card, 11.33 tall (issue 18: 0.33 further in).
        XCTAssertEqual(card.maxX - chevron.right, 18.33, accuracy: 0.17, "07: right edge 18.33 pt inside the card")
        XCTAssertEqual(chevron.height, 11.33, accuracy: 0.34)
        XCTAssertEqual(list.strokes.first?.color, RGBAColor(60, 60, 67, 76), "tertiaryLabel")
        let detail = try XCTUnwrap(probe.ink(in: (200, card.y + 8, chevron.left - 1, card.maxY - 8), background: white))
        XCTAssertEqual(chevron.left - detail.right, 13, accuracy: 0.6, "07: detail 13 pt before the chevron")
    }

    func testSwitchIsTheWiderIOS26Track() throws {
        let (_, list) = try render("""
            {"ios": 26, "sections": [{"rows": [{"title": "Bold Text", "switch": true}]}]}
            """)
        let track = try XCTUnwrap(list.fills.first { $0.color == RGBAColor(hex: 0x34C759) })
        XCTAssertEqual(track.rect.width, 63)
        XCTAssertEqual(track.rect.height, 28)
        let thumb = try XCTUnwrap(list.fills.last { $0.color == RGBAColor(255, 255, 255) && $0.rect.height == 24 })
        XCTAssertGreaterThan(thumb.rect.width, thumb.rect.height, "a capsule thumb")
    }

    /// The space after a two-line footer: issue 18 measured it ≈ 7 pt smaller on iOS 26.4 screens than tablerender
    /// drew, issue 32 1 pt larger than that, 26.67 pt from the footer's last ink (a line without descenders) to
    /// the next card, and the lines 14.0 pt apart (not Inter's 14.33). 07: the footer's ink starts 10.33 pt below
    /// the card.
    func testSpaceAfterAMultiLineFooter() throws {
        let (probe, list) = try render("""
            {"ios": 26, "width": 390, "dynamicType": "medium", "sections": [
              {"footer": "Drag to reorder your servers. The one at the top is used as the default server.",
               "rows": [{"title": "Fake Server", "accessory": "disclosure"}]},
              {"rows": ["Add Server"]}]}
            """)
        let first = try XCTUnwrap(list.cards().first?.rect), second = try XCTUnwrap(list.cards().last?.rect)
        let footer = try XCTUnwrap(probe.ink(in: (20, first.maxY + 1, 370, second.y - 1), background: background))
        XCTAssertEqual(footer.top - first.maxY, 10.33, accuracy: 0.5, "07: ink top below the card")
        XCTAssertGreaterThan(footer.height, 20, "two lines")
        XCTAssertEqual(second.y - footer.bottom, 26.67, accuracy: 0.17, "issue 32: 26.67, within half a device pixel")
        let text = try XCTUnwrap(list.text("Drag to reorder your servers. The one at the top is used as the default server."))
        XCTAssertEqual(text.style.lineHeight, 14, "issue 32: a 14.0-pt pitch at medium")
        // The two lines' ink: the second (from below the first's descenders) starts about one pitch below the
        // first ("the"'s ascenders stand 0.33 pt above "Drag"'s cap); the pitch itself is the line height above.
        let secondLine = try XCTUnwrap(probe.ink(in: (20, footer.top + 12.5, 370, second.y - 1), background: background))
        XCTAssertEqual(secondLine.top - footer.top, 14 - 0.33, accuracy: 0.17)
    }

    /// Corner profiles, measured as on the screenshots (docs/metrics.md "iOS 26 corners"): the inset of the card's
    /// edge from its side (or from its top or bottom edge), each device pixel's coverage summed, every 3 pt from the
    /// corner. 07's card: its 70-pt first row takes the full continuous curve, its 51-pt last row the squeezed
    /// one (24.3 pt up the side, ≈36 along the bottom); 11's one-row 51-pt cards. Each within half a point.
    func testCornersSqueezedToTheirCapRows() throws {
        let (probe, list) = try render("""
            {"ios": 26, "width": 390, "dynamicType": "medium", "sections": [
              {"rows": [{"title": "Fake Server", "height": 70}, "Server Switching", "Add Server"]},
              {"rows": ["Appearance"]}]}
            """)
        let cards: [Rect] = list.cards().map(\.rect)
        XCTAssertEqual(cards.count, 2)
        let tall = cards[0], single = cards[1]
        let top07Side = [13.69, 9.21, 6.18, 4.03, 2.46, 1.44, 0.74, 0.36]
        let top07Edge = [13.67, 9.21, 6.18, 4.03, 2.51, 1.51, 0.87, 0.51, 0.28, 0.18]
        let bottom07Side = [13.31, 8.87, 5.90, 3.79, 2.18, 1.10, 0.38, 0.05]
        let bottom07Edge = [13.21, 8.87, 5.90, 3.82, 2.33, 1.41, 0.79, 0.46, 0.26, 0.15]
        let one11 = [13.23, 8.92, 5.95, 3.77, 2.21, 1.08, 0.38, 0.05]
        func check(_ measured: [Double], _ expected: [Double], _ what: String) {
            for (index, (value, figure)) in zip(measured, expected).enumerated() {
                XCTAssertEqual(value, figure, accuracy: 0.5, "\(what) at \(3 * (index + 1)) pt")
            }
        }
        check(sideProfile(probe, card: tall, fromTop: true), top07Side, "07 top corner, side")
        check(edgeProfile(probe, card: tall, fromTop: true), top07Edge, "07 top corner, top edge")
        check(sideProfile(probe, card: tall, fromTop: false), bottom07Side, "07 bottom corner, side")
        check(edgeProfile(probe, card: tall, fromTop: false), bottom07Edge, "07 bottom corner, bottom edge")
        // Squeezed: the side is reached within 25.5 pt, the bottom edge only after ≈ 30.
        XCTAssertLessThan(sideProfile(probe, card: tall, fromTop: false)[7], 0.1)
        XCTAssertGreaterThan(edgeProfile(probe, card: tall, fromTop: false)[8], 0.1)
        check(sideProfile(probe, card: single, fromTop: true), one11, "11 one-row card, side")
        check(edgeProfile(probe, card: single, fromTop: true), one11 + [0, 0], "11 one-row card, top edge")
        // Issue 32: iOS 26's tail along the edge is longer than the iOS 7 curve's; 07's top edge within 0.1 pt
        // out to 30 pt (the iOS 7 curve gave 0.38, 0.18, 0.08 at 24, 27, 30 pt).
        for (index, (value, figure)) in zip(edgeProfile(probe, card: tall, fromTop: true), top07Edge).enumerated() {
            XCTAssertEqual(value, figure, accuracy: 0.1, "07 top edge at \(3 * (index + 1)) pt")
        }
    }

    /// Issue 32: a tall cap cell (197 pt) draws the whole iOS 26 curve down its side too, the same both ways, its
    /// tail still ≈ 0.3 pt in at 27 pt (the area of a 27-pt circle); `"ios": "26.0"` draws the corner 26.0
    /// measured, as large as a 26.5-pt one on 26.4.
    func testATallCellsCornerIsSymmetricAndTwentySixZeroIsLarger() throws {
        let spec = """
            {"ios": IOS, "width": 390, "dynamicType": "medium", "sections": [{"rows": [{"title": "Gestures", "height": 197}]}]}
            """
        let (probe, list) = try render(spec.replacingOccurrences(of: "IOS", with: "26"))
        let card = try XCTUnwrap(list.cards().first?.rect)
        let side = sideProfile(probe, card: card, fromTop: true), edge = edgeProfile(probe, card: card, fromTop: true)
        for (down, along) in zip(side, edge) { XCTAssertEqual(down, along, accuracy: 0.1, "symmetric") }
        XCTAssertEqual(edge[8], 0.3, accuracy: 0.1, "still in at 27 pt")
        let (older, olderList) = try render(spec.replacingOccurrences(of: "IOS", with: #""26.0""#))
        XCTAssertEqual(olderList.cards().first?.radii.topLeft ?? 0, 26.5, accuracy: 1e-9)
        let olderEdge = edgeProfile(older, card: try XCTUnwrap(olderList.cards().first?.rect), fromTop: true)
        XCTAssertGreaterThan(olderEdge[0], edge[0] + 0.2, "26.0's corner cuts deeper")
    }

    /// Issue 32's header row (`"style": "pane"`), checked on 03's (iOS 18.2, body 16): home-assistant's "Privacy"
    /// row is a 169.3-pt card, its title ink 114.3 pt and its subtitle ink 140.7 pt below the card's top. On iOS 26
    /// the row's padding is 15 pt and the card's corners circular: 194 pt with a two-line subtitle.
    func testAPaneHeaderIsTheSettingsPanesRow() throws {
        let spec = """
            {"ios": IOS, "width": 390, "dynamicType": "medium",
             "tableHeader": {"style": "pane", "symbol": "lock.fill", "title": "Privacy", "subtitle": "SUBTITLE"},
             "sections": [{"rows": [{"title": "Messaging", "switch": true}]}]}
            """
        let (probe, list) = try render(spec.replacingOccurrences(of: "IOS", with: "18")
            .replacingOccurrences(of: "SUBTITLE", with: "You are in control of your data."))
        let card = try XCTUnwrap(list.cards().first)
        XCTAssertEqual(card.rect.height, 169.33, accuracy: 0.5, "03: 169.3 pt")
        let title = try XCTUnwrap(probe.ink(in: (40, card.rect.y + 100, 350, card.rect.y + 133), background: white))
        XCTAssertEqual(title.top - card.rect.y, 114.33, accuracy: 0.5, "03: the title's ink")
        let subtitle = try XCTUnwrap(probe.ink(in: (40, card.rect.y + 137, 350, card.rect.maxY - 2), background: white))
        XCTAssertEqual(subtitle.top - card.rect.y, 140.67, accuracy: 0.5, "03: the subtitle's ink")
        XCTAssertEqual(list.text("Privacy")?.style.size, 19, "title3 at medium")
        XCTAssertEqual(list.text("Privacy")?.style.weight, .bold)
        XCTAssertEqual(list.text("You are in control of your data.")?.style.size, 14, "subheadline at medium")

        let (_, modern) = try render(spec.replacingOccurrences(of: "IOS", with: "26").replacingOccurrences(
            of: "SUBTITLE", with: "Choose what happens when you swipe, tap or shake inside the app, for each gesture."))
        let pane = try XCTUnwrap(modern.cards().first)
        XCTAssertEqual(pane.rect.height, 194, accuracy: 0.5, "15 + 4 + 80 + 16 + 22.67 + 4 + 2 × 16.71 + 4 + 15")
        XCTAssertEqual(pane.curve, .circular, "issue 32: circular on iOS 26")
        XCTAssertEqual(modern.cards().last?.curve, .continuous, "the other cards keep theirs")
        // The account card (the default style) is unchanged.
        let (_, account) = try render(spec.replacingOccurrences(of: "IOS", with: "18")
            .replacingOccurrences(of: #""style": "pane", "#, with: "")
            .replacingOccurrences(of: "SUBTITLE", with: "You are in control of your data."))
        XCTAssertEqual(account.text("Privacy")?.style.size ?? 0, 16 * 22 / 17, accuracy: 0.01)
    }

    /// Issue 32: iOS 26's inline navigation bar is taller than iOS 18's, its title's baseline 12 pt lower below the
    /// safe area and the first card 4 pt lower; `screen` may leave out the status bar and home indicator (a
    /// snapshot test's window) and keeps their space.
    func testInlineBarAndWindowChrome() throws {
        let spec = """
            {"ios": IOS, "device": "iphone-15", "dynamicType": "medium", "screen": SCREEN,
             "navigationBar": {"title": "Gestures", "back": "Settings"}, "sections": [{"rows": ["Shake"]}]}
            """
        func layout(_ ios: String, screen: String = "true") throws -> (PixelProbe, DisplayList) {
            try render(spec.replacingOccurrences(of: "IOS", with: ios).replacingOccurrences(of: "SCREEN", with: screen))
        }
        let (_, older) = try layout("18"), (_, newer) = try layout("26")
        let safeTop = 59.0
        func titleMiddle(_ list: DisplayList) throws -> Double {
            let title = try XCTUnwrap(list.text("Gestures"))
            return title.origin.y + (title.height ?? 0) / 2
        }
        XCTAssertEqual(try titleMiddle(newer) - titleMiddle(older), 12, accuracy: 0.01, "the title 12 pt lower")
        let firstCard = { (list: DisplayList) in list.cards().first?.rect.y ?? 0 }
        XCTAssertEqual(firstCard(newer) - firstCard(older), 4, accuracy: 0.34, "the first card 4 pt lower")
        XCTAssertGreaterThan(try titleMiddle(newer), safeTop)
        // The back button moves with the title.
        XCTAssertEqual((newer.text("Settings")?.origin.y ?? 0) - (older.text("Settings")?.origin.y ?? 0), 12, accuracy: 0.01)
        // Chrome off: nothing drawn in the status bar or at the home indicator, the table where it was.
        let (withChrome, drawn) = try layout("26")
        let (withoutChrome, bare) = try layout("26", screen: #"{"statusBar": false, "homeIndicator": false}"#)
        XCTAssertEqual(firstCard(bare), firstCard(drawn))
        XCTAssertNotNil(drawn.text("9:41"))
        XCTAssertNil(bare.text("9:41"))
        XCTAssertNotEqual(withChrome.color(atX: 196.5, y: 852 - 10), withoutChrome.color(atX: 196.5, y: 852 - 10),
                          "the home indicator is gone")
        XCTAssertEqual(withoutChrome.color(atX: 196.5, y: 852 - 10), background)
    }

    /// How far the card's edge is inside its left side, in the pixel rows 3, 6, … 24 pt from the top or bottom.
    private func sideProfile(_ probe: PixelProbe, card: Rect, fromTop: Bool) -> [Double] {
        (1...8).map { step in
            let y = fromTop ? card.y + Double(step) * 3 + 0.1 : card.maxY - Double(step) * 3 - 0.1
            return inset(probe, from: (card.x, y), direction: (1.0 / 3, 0))
        }
    }

    /// How far the card's edge is inside its top or bottom, in the pixel columns 3, 6, … 30 pt from its left side.
    private func edgeProfile(_ probe: PixelProbe, card: Rect, fromTop: Bool) -> [Double] {
        (1...10).map { step in
            let x = card.x + Double(step) * 3 + 0.1
            return fromTop ? inset(probe, from: (x, card.y + 0.1), direction: (0, 1.0 / 3))
                : inset(probe, from: (x, card.maxY - 0.1), direction: (0, -1.0 / 3))
        }
    }

    /// The uncovered part of the pixels from `start` inwards until a fully white one, in points (3× renders).
    private func inset(_ probe: PixelProbe, from start: (x: Double, y: Double), direction: (x: Double, y: Double))
        -> Double {
        var total = 0.0
        for step in 0..<200 {
            let pixel = probe.color(atX: start.x + Double(step) * direction.x, y: start.y + Double(step) * direction.y)
            let coverage = min(1, max(0, (Double(pixel.green) - 242) / 13))
            total += 1 - coverage
            if coverage > 0.97 { break }
        }
        return total / 3
    }

    /// iOS 26 screen chrome: the bar's trailing label ("Done") in a 36-pt glass capsule, 14 pt either side of the
    /// text, trailing edge at the 16-pt margin, the label in `label` (chosen; no shared screenshot shows one).
    func testTrailingBarButtonIsAGlassCapsule() throws {
        let (_, list) = try render("""
            {"ios": 26, "device": "iphone-15", "screen": true, "dynamicType": "medium",
             "navigationBar": {"title": "Servers", "largeTitle": true, "trailing": "Done"},
             "sections": [{"rows": ["Fake Server"]}]}
            """)
        let done = try XCTUnwrap(list.text("Done"))
        XCTAssertEqual(done.color, RGBAColor(0, 0, 0))
        let capsule = try XCTUnwrap(list.fills.first { $0.rect.height == 36 && $0.radii.topLeft == 18 })
        XCTAssertEqual(capsule.rect.maxX, 393 - 16, accuracy: 1e-9)
        XCTAssertEqual(capsule.rect.x, done.origin.x - 14, accuracy: 1e-9)
        XCTAssertEqual(capsule.rect.midY, done.origin.y + (done.height ?? 0) / 2, accuracy: 0.01)
    }

    /// Screenshot 11's light off switch ("Observation Mode"): a 63 × 28 track of (197,197,199) (tertiaryLabel on
    /// white) and no thumb shadow; dark draws tertiaryLabel too, (90,90,94) on the card (chosen).
    func testOffSwitchTrackAndShadowlessThumb() throws {
        for (appearance, card, expected) in [("light", white, RGBAPixel(197, 197, 199)),
                                             ("dark", RGBAPixel(28, 28, 30), RGBAPixel(90, 90, 94))] {
            let (probe, list) = try render("""
                {"ios": 26, "width": 393, "dynamicType": "medium", "appearance": "\(appearance)",
                 "sections": [{"rows": [{"title": "Observation Mode", "switch": false}]}]}
                """)
            XCTAssertFalse(list.items.contains { if case .shadow = $0 { return true } else { return false } },
                           "iOS 26's thumb casts no shadow (\(appearance))")
            let track = try XCTUnwrap(list.fills.first { $0.rect.width == 63 && $0.rect.height == 28 })
            let sample = probe.color(atX: track.rect.maxX - 8, y: track.rect.midY)
            XCTAssertLessThanOrEqual(abs(Int(sample.red) - Int(expected.red)), 4, "\(appearance) off track")
            XCTAssertLessThanOrEqual(abs(Int(sample.blue) - Int(expected.blue)), 4, "\(appearance) off track")
            XCTAssertEqual(probe.color(atX: track.rect.maxX - 8, y: track.rect.maxY + 1.5), card, "no shadow below")
        }
    }

    /// Screenshot 11's icon rows (393 pt, body 16): each bare symbol's ink centred at x 43.33 and on its row's
    /// middle (±0.3), titles' ink at 72.33 ("P", "E") or 71.67 ("A"), and `arrow.up.right`'s 11.7-pt ink ending at
    /// x 359 on the row's middle (+0.5), all within half a point.
    func testScreenshot11IconRowsAndLinkArrows() throws {
        let (probe, list) = try render("""
            {"ios": 26, "width": 393, "dynamicType": "medium", "sections": [
              {"rows": [{"title": "Privacy Zones", "icon": {"symbol": "shield", "color": "label", "tile": false}}]},
              {"rows": [{"title": "Event Settings", "icon": {"symbol": "calendar", "color": "label", "tile": false}}]},
              {"rows": [{"title": "Appearance", "icon": {"symbol": "paintpalette", "color": "label", "tile": false}}]},
              {"rows": [{"title": "Website", "accessory": {"symbol": "arrow.up.right", "color": "label"}}]}]}
            """)
        let cards: [Rect] = list.cards().map(\.rect)
        XCTAssertEqual(cards.count, 4)
        let titleInk: [Double] = [72.33, 72.33, 71.67]
        for (index, card) in cards.prefix(3).enumerated() {
            // Clear of the capsule's corners: 13 pt either side of the middle, from 14 pt inside the card.
            let iconRegion = (left: card.x + 14, top: card.midY - 13, right: card.x + 44, bottom: card.midY + 13)
            let icon = try XCTUnwrap(probe.ink(in: iconRegion, background: white))
            XCTAssertEqual((icon.left + icon.right) / 2, 43.33, accuracy: 0.5, "icon centre x, row \(index)")
            XCTAssertEqual((icon.top + icon.bottom) / 2, card.midY, accuracy: 0.5, "icon centre y, row \(index)")
            XCTAssertEqual(icon.height, 20, accuracy: 1.7, "≈ 20 pt of ink as on 11 (18.3…21.7), row \(index)")
            let titleRegion = (left: card.x + 48, top: card.midY - 13, right: card.x + 70, bottom: card.midY + 13)
            let title = try XCTUnwrap(probe.ink(in: titleRegion, background: white))
            XCTAssertEqual(title.left, titleInk[index], accuracy: 0.5, "title ink x, row \(index)")
        }
        let link = cards[3]
        let arrowRegion = (left: link.maxX - 40, top: link.midY - 10, right: link.maxX - 12, bottom: link.midY + 10)
        let arrow = try XCTUnwrap(probe.ink(in: arrowRegion, background: white))
        XCTAssertEqual(arrow.right, 359, accuracy: 0.5)
        XCTAssertEqual(arrow.width, 11.67, accuracy: 0.5)
        XCTAssertEqual(arrow.height, 11.67, accuracy: 0.5)
        XCTAssertEqual((arrow.top + arrow.bottom) / 2, link.midY + 0.5, accuracy: 0.5)
    }

    /// Screenshot 07's icon rows (390 pt, medium): the "F" avatar's 40-pt circle at x 32…72 and the title ink
    /// after it at 81.33; the bare tint symbols (arrows, plus) centred at x 43.67 / 43.5 with titles at 71.67.
    func testScreenshot07AvatarAndBareSymbolRows() throws {
        let (probe, list) = try render("""
            {"ios": 26, "width": 390, "dynamicType": "medium", "tint": "#4499CC", "sections": [
              {"rows": [{"title": "Fake Server", "icon": {"initials": "F", "color": "#4499CC"}}]},
              {"rows": [{"title": "Server Switching", "icon": {"symbol": "arrow.left.arrow.right", "tile": false}}]},
              {"rows": [{"title": "Add Server", "role": "button", "icon": {"symbol": "plus", "tile": false}}]}]}
            """)
        let cards: [Rect] = list.cards().map(\.rect)
        XCTAssertEqual(cards.count, 3)
        let avatarRow = cards[0]
        let avatar = try XCTUnwrap(probe.ink(in: (left: avatarRow.x + 8, top: avatarRow.midY - 24,
                                                   right: avatarRow.x + 60, bottom: avatarRow.midY + 24),
                                             background: white))
        XCTAssertEqual(avatar.left, 32, accuracy: 0.5, "07: the circle starts at the text inset")
        XCTAssertEqual(avatar.right, 72, accuracy: 0.5, "07: a 40-pt circle")
        XCTAssertEqual((avatar.top + avatar.bottom) / 2, avatarRow.midY, accuracy: 0.5)
        let fakeTitle = try XCTUnwrap(probe.ink(in: (left: avatarRow.x + 60, top: avatarRow.midY - 13,
                                                      right: avatarRow.x + 80, bottom: avatarRow.midY + 13),
                                                background: white))
        XCTAssertEqual(fakeTitle.left, 81.33, accuracy: 0.5, "07: title ink after the avatar")
        for (card, centre) in zip(cards.dropFirst(), [43.67, 43.5]) {
            let icon = try XCTUnwrap(probe.ink(in: (left: card.x + 14, top: card.midY - 14, right: card.x + 44,
                                                    bottom: card.midY + 14), background: white))
            XCTAssertEqual((icon.left + icon.right) / 2, centre, accuracy: 0.5, "07: bare symbol centre x")
            XCTAssertEqual((icon.top + icon.bottom) / 2, card.midY, accuracy: 0.5, "07: bare symbol centre y")
            let title = try XCTUnwrap(probe.ink(in: (left: card.x + 48, top: card.midY - 13, right: card.x + 70,
                                                     bottom: card.midY + 13), background: white))
            XCTAssertEqual(title.left, 71.67, accuracy: 0.5, "07: title ink after the icon column")
        }
    }
}

/// The few display-list queries these comparisons need.
private extension DisplayList {
    var fills: [FilledShape] { items.compactMap { if case .fill(let shape) = $0 { return shape } else { return nil } } }
    var hairlines: [Hairline] { items.compactMap { if case .hairline(let line) = $0 { return line } else { return nil } } }
    var strokes: [StrokedPath] { items.compactMap { if case .stroke(let stroke) = $0 { return stroke } else { return nil } } }
    func cards() -> [FilledShape] { fills.filter { $0.color == RGBAColor(255, 255, 255) && $0.rect.width > 100 } }
    func text(_ string: String) -> TextRun? {
        items.lazy.compactMap { if case .text(let run) = $0, run.text == string { return run } else { return nil } }.first
    }

}
