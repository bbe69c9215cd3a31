import TableGraphics
@testable import TableAudit
import TableRenderKit
import XCTest

/// WCAG 2.x contrast maths, the large-text rule and the backdrop found behind text in hand-made display lists.
final class ContrastRatioTests: XCTestCase {
    private let white = RGBAColor(255, 255, 255)
    private let black = RGBAColor(0, 0, 0)

    func testKnownRatios() {
        XCTAssertEqual(ContrastRatio.ratio(black, white), 21, accuracy: 1e-9)
        XCTAssertEqual(ContrastRatio.ratio(white, black), 21, accuracy: 1e-9, "order does not matter")
        XCTAssertEqual(ContrastRatio.ratio(white, white), 1, accuracy: 1e-12)
        // The classic pair around the 4.5:1 line: #777777 fails, #767676 passes.
        XCTAssertEqual(ContrastRatio.ratio(RGBAColor(hex: 0x777777), white), 4.478, accuracy: 0.001)
        XCTAssertEqual(ContrastRatio.ratio(RGBAColor(hex: 0x767676), white), 4.542, accuracy: 0.001)
        // systemBlue on white, and iOS's secondaryLabel composited on white.
        XCTAssertEqual(ContrastRatio.ratio(RGBAColor(hex: 0x007AFF), white), 4.02, accuracy: 0.005)
        XCTAssertEqual(ContrastRatio.ratio(RGBAColor(hex: 0x999999), white), 2.85, accuracy: 0.005)
        XCTAssertEqual(ContrastRatio.relativeLuminance(RGBAColor(hex: 0x808080)), 0.2159, accuracy: 0.0001)
    }

    func testLargeTextNeedsThreeToOne() {
        let style = { (size: Double, weight: FontWeight) in TextStyle(family: "Inter", size: size, weight: weight) }
        XCTAssertEqual(ContrastRatio.required(for: style(17, .regular)), 4.5)
        XCTAssertEqual(ContrastRatio.required(for: style(17.99, .medium)), 4.5, "medium is not bold")
        XCTAssertEqual(ContrastRatio.required(for: style(18, .regular)), 3)
        XCTAssertEqual(ContrastRatio.required(for: style(14, .semibold)), 3, "semibold counts as bold")
        XCTAssertEqual(ContrastRatio.required(for: style(14, .bold)), 3)
        XCTAssertEqual(ContrastRatio.required(for: style(13.9, .bold)), 4.5)
    }

    private func measurer() throws -> TextMeasuring {
        try RenderPipeline().renderer.measurer
    }

    private func run(_ text: String, color: RGBAColor = RGBAColor(0, 0, 0), at point: Point = Point(20, 20),
                     width: Double = 100) -> TextRun {
        TextRun(text: text, style: TextStyle(family: "Inter", size: 17), color: color, origin: point, width: width,
                maxLines: 1, height: 20)
    }

    func testTheBackdropIsTheCanvasThenEveryFillHoldingTheTextCompositedWithAlpha() throws {
        let list = DisplayList(size: Size(200, 100), scale: 1, background: RGBAColor(hex: 0xF2F2F7), items: [
            .fill(FilledShape(rect: Rect(x: 10, y: 10, width: 180, height: 40), color: white)),
            // Half-transparent black over white: (128,128,128).
            .fill(FilledShape(rect: Rect(x: 10, y: 10, width: 180, height: 40), color: RGBAColor(0, 0, 0, 128))),
            // A fill under only part of the text's lines (a pinstripe) adds its colour as a second candidate.
            .fill(FilledShape(rect: Rect(x: 0, y: 0, width: 30, height: 100), color: RGBAColor(255, 0, 0))),
            .text(run("Title")),
            .text(run("Outside", at: Point(40, 60))),
        ])
        let texts = BackdropSampler.texts(in: list, measurer: try measurer())
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(texts[0].backdrops, [RGBAColor(127, 127, 127), RGBAColor(255, 0, 0)])
        XCTAssertEqual(texts[1].backdrops, [RGBAColor(hex: 0xF2F2F7)])
        XCTAssertFalse(texts[0].hidden)
    }

    func testOnlyANearbyCopyInAnotherColourIsAnEngravingNotTwoRowsSayingTheSame() throws {
        let grey = RGBAColor(hex: 0x999999)
        let list = DisplayList(size: Size(200, 200), scale: 1, background: white, items: [
            // iOS 6: the white shadow copy one point below, then the text.
            .text(run("Header", color: white, at: Point(20, 21))),
            .text(run("Header", color: grey, at: Point(20, 20))),
            // Two rows with the same words, 44 pt apart, same colour: both are text.
            .text(run("Sign Out", color: grey, at: Point(20, 60))),
            .text(run("Sign Out", color: grey, at: Point(20, 104))),
        ])
        let texts = BackdropSampler.texts(in: list, measurer: try measurer())
        XCTAssertEqual(texts.map(\.isEngraving), [true, false, false, false])
    }

    func testQuotedTextsCannotEndTheirQuoteEarly() {
        XCTAssertEqual(AuditText.quoted(#"evil\"#), #""evil\\""#)
        XCTAssertEqual(AuditText.quoted("a\nb \"c\""), #""a\nb \"c\"""#)
    }

    func testAGradientIsJudgedAtBothEndsAndTheWorseIsReported() throws {
        var avatar = FilledShape(rect: Rect(x: 0, y: 0, width: 100, height: 100), radii: CornerRadii(all: 50),
                                 curve: .circular, color: RGBAColor(hex: 0x555555), gradientBottom: RGBAColor(hex: 0xBBBBBB))
        avatar.capHeights = nil
        var initials = run("JA", color: white, at: Point(0, 40), width: 100)
        initials.alignment = .center
        let list = DisplayList(size: Size(100, 100), scale: 1, background: white,
                               items: [.fill(avatar), .text(initials)])
        let texts = BackdropSampler.texts(in: list, measurer: try measurer())
        XCTAssertEqual(texts.first?.backdrops, [RGBAColor(hex: 0x555555), RGBAColor(hex: 0xBBBBBB)],
                       "the initials' lines lie inside the circle although their box's corners do not")
        let findings = AccessibilityAudit(measurer: try measurer()).findings(in: list)
        // #BBBBBB: L = ((187/255 + 0.055) / 1.055)^2.4 = 0.4969, so 1.05 / 0.5469 = 1.92 (#555555 gives 7.46).
        XCTAssertEqual(findings.map(\.message), [
            "contrast: \"JA\" 1.92:1 (#FFFFFF on #BBBBBB), needs 4.5:1 (17 pt regular)",
        ])
    }

    func testTranslucentTextIsCompositedOverItsBackdropAndCoveredTextIsSkipped() throws {
        let list = DisplayList(size: Size(200, 100), scale: 1, background: white, items: [
            .text(run("Faint", color: RGBAColor(0, 0, 0, 77))),
            .text(run("Hidden", color: white, at: Point(20, 60))),
            .fill(FilledShape(rect: Rect(x: 0, y: 50, width: 200, height: 50), color: white)),
        ])
        let findings = AccessibilityAudit(options: AuditOptions(checks: [.contrast]), measurer: try measurer())
            .findings(in: list)
        // 30 % black over white is (178,178,178): L = 0.4452, 1.05 / 0.4952 = 2.12.
        XCTAssertEqual(findings.map(\.message), [
            "contrast: \"Faint\" 2.12:1 (#B2B2B2 on #FFFFFF), needs 4.5:1 (17 pt regular)",
        ])
        XCTAssertEqual(try XCTUnwrap(findings.first?.ratio), ContrastRatio.ratio(RGBAColor(hex: 0xB2B2B2), white),
                       accuracy: 1e-12)
    }

    func testColourEmojiAreNotCheckedForContrastButTextGlyphsAre() {
        XCTAssertTrue(AccessibilityAudit.isColourEmoji("🚇"))
        XCTAssertTrue(AccessibilityAudit.isColourEmoji("👩‍💻"))
        XCTAssertFalse(AccessibilityAudit.isColourEmoji("✈"), "text presentation: drawn in the run's colour")
        XCTAssertFalse(AccessibilityAudit.isColourEmoji("A🚇"))
        XCTAssertFalse(AccessibilityAudit.isColourEmoji(""))
    }

    func testSymbolsAreNotCheckedForContrast() throws {
        var symbol = run("\u{E000}", color: RGBAColor(hex: 0xDDDDDD))
        symbol.style.family = "Phosphor"
        let list = DisplayList(size: Size(200, 100), scale: 1, background: white, items: [.text(symbol)])
        XCTAssertEqual(AccessibilityAudit(measurer: try measurer()).findings(in: list), [])
    }
}
