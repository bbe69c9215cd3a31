import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Where inline controls go (issue 15), with the fixed-width measurer (a character is half the font size wide,
/// a line 1.2 × size): 390 pt, margin 20, content 40…350, body 17 (8.5 pt a character, 20.4-pt lines).
final class InlineControlLayoutTests: XCTestCase {
    private let blue = RGBAColor(hex: 0x007AFF)
    private let systemFill = RGBAColor(120, 120, 128, 51)

    private func list(_ configure: (inout Row) -> Void, spec adjust: (inout Spec) -> Void = { _ in }) -> DisplayList {
        var row = Row(title: "Title")
        configure(&row)
        var spec = Spec(sections: [Section(rows: [row, Row(title: "Next")])])
        adjust(&spec)
        return layout(spec)
    }

    /// The first row's height: from the card's top to the separator under it.
    private func firstRowHeight(_ list: DisplayList) -> Double {
        (list.hairlines.first?.rect.maxY ?? 0) - (list.cards().first?.rect.y ?? 0)
    }

    private func slider(_ list: DisplayList, thumbSize: Size = Size(28, 28))
        -> (minimum: FilledShape?, maximum: FilledShape?, thumb: FilledShape?) {
        let thumb = list.fills.first { $0.rect.width == thumbSize.width && $0.rect.height == thumbSize.height }
        let minimum = list.fills.first { $0.color == blue }
        let maximum = list.fills.first { $0.color == systemFill }
        return (minimum, maximum, thumb)
    }

    // MARK: Text fields

    /// Found by the property tests: in edit mode, an outline child at AX4 in 200 pt left the slider a text column
    /// narrower than its thumb, which then ran off the canvas. It takes the icon's column and drops its symbols.
    func testASliderInATextColumnNarrowerThanItsThumbStaysInTheRow() throws {
        var child = Row(title: "Personal")
        child.icon = .glyph("W", color: nil)
        child.control = .slider(SliderControl(value: 0, maximum: 100, minimumSymbol: "speaker.slash.fill",
                                              maximumSymbol: "speaker.wave.3.fill"))
        var parent = child
        parent.children = [child]
        parent.expanded = true
        var spec = Spec(sections: [Section(rows: [parent])])
        spec.style = .rounded
        spec.width = 200
        spec.dynamicType = .AX4
        spec.editing = true
        let list = layout(spec)
        for fill in list.fills {
            XCTAssertGreaterThanOrEqual(fill.rect.x, 0, "\(fill.rect)")
            XCTAssertLessThanOrEqual(fill.rect.maxX, 200, "\(fill.rect)")
        }
        let thumbs = list.fills.filter { $0.rect.width == 28 && $0.rect.height == 28 }
        XCTAssertEqual(thumbs.count, 2, "both rows keep their thumb")
    }

    func testATitledFieldStartsAtTheTitleColumn() throws {
        let list = list { $0.title = "Name"; $0.control = .textField(TextFieldControl(value: "Jane")) }
        let title = try XCTUnwrap(list.text("Name"))
        let field = try XCTUnwrap(list.text("Jane"))
        XCTAssertEqual(title.origin.x, 40)
        XCTAssertEqual(title.width, 34, "the title keeps its own width")
        XCTAssertEqual(field.origin.x, 40 + 97, "a short title: the field starts at the 97-pt column")
        XCTAssertEqual(field.origin.x + field.width, 350, "to the content's trailing edge")
        XCTAssertEqual(field.alignment, .left)
        XCTAssertEqual(field.maxLines, 1)
        XCTAssertEqual(field.color, RGBAColor(0, 0, 0), "the value in label")
        XCTAssertEqual(field.style.weight, .regular)
        XCTAssertEqual(field.origin.y, title.origin.y, "title and value on one line")
        XCTAssertEqual(firstRowHeight(list), 44, accuracy: 0.34, "the row keeps 44 pt")
    }

    func testAWideTitlePushesTheFieldPastItByTheGap() throws {
        let title = "Account number" // 14 characters: 119 pt
        let list = list { $0.title = title; $0.control = .textField(TextFieldControl(placeholder: "Required")) }
        let field = try XCTUnwrap(list.text("Required"))
        XCTAssertEqual(field.origin.x, 40 + 119 + 8)
        XCTAssertEqual(field.color, RGBAColor(60, 60, 67, 76), "the placeholder in placeholderText")
    }

    func testATitleWiderThanItsShareWrapsAndTheFieldKeepsTheRest() throws {
        let long = String(repeating: "W", count: 40) // 340 pt, more than 0.6 × 310 = 186
        let list = list { $0.title = long; $0.control = .textField(TextFieldControl(value: "v")) }
        XCTAssertEqual(try XCTUnwrap(list.text(long)).width, 186)
        XCTAssertEqual(try XCTUnwrap(list.text("v")).origin.x, 40 + 186 + 8)
        XCTAssertGreaterThan(firstRowHeight(list), 44, "the wrapped title makes the row taller")
    }

    func testAtTheLargestTextSizesTheColumnIsHeldToTheTitlesShare() throws {
        let list = list({ $0.title = "PIN"; $0.control = .textField(TextFieldControl(value: "1234")) },
                        spec: { $0.dynamicType = .AX5 })
        let field = try XCTUnwrap(list.text("1234"))
        XCTAssertEqual(field.origin.x, 40 + 0.6 * 310, accuracy: 1e-9, "97 × 53/17 = 302 pt would leave no field")
        XCTAssertEqual(field.width, 0.4 * 310, accuracy: 1e-9)
    }

    func testAnUntitledFieldSpansTheContentWidth() throws {
        let list = list { $0.title = ""; $0.control = .textField(TextFieldControl(placeholder: "Search")) }
        let field = try XCTUnwrap(list.text("Search"))
        XCTAssertEqual(field.origin.x, 40)
        XCTAssertEqual(field.width, 310)
        XCTAssertNil(list.text(""), "no empty title run")
    }

    func testASecureFieldShowsOneBulletPerCharacterAndDarkPlaceholdersAreLight() throws {
        let secure = list { $0.control = .textField(TextFieldControl(value: "pässwörd", secure: true)) }
        XCTAssertNotNil(secure.text("••••••••"))
        XCTAssertNil(secure.text("pässwörd"), "the value itself is never drawn")
        let dark = list({ $0.control = .textField(TextFieldControl(placeholder: "Hint")) },
                        spec: { $0.appearance = .dark })
        XCTAssertEqual(dark.text("Hint")?.color, RGBAColor(235, 235, 245, 76))
    }

    func testAFieldInRightToLeftIsMirroredAndAlignedToTheTitle() throws {
        let list = list({ $0.title = "Name"; $0.control = .textField(TextFieldControl(value: "Jane")) },
                        spec: { $0.direction = .rtl })
        let field = try XCTUnwrap(list.text("Jane"))
        XCTAssertEqual(field.origin.x + field.width, 390 - 137, "the field ends at the mirrored column")
        XCTAssertEqual(field.alignment, .right)
        XCTAssertEqual(list.text("Name").map { $0.origin.x + $0.width }, 350)
    }

    // MARK: Sliders

    func testAnUntitledSliderSpansTheContentWidthWithTheThumbAtItsFraction() throws {
        let list = list { $0.title = ""; $0.control = .slider(SliderControl(value: 0.25)) }
        let parts = slider(list)
        let minimum = try XCTUnwrap(parts.minimum), maximum = try XCTUnwrap(parts.maximum)
        let thumb = try XCTUnwrap(parts.thumb)
        XCTAssertEqual(minimum.rect.x, 40, "the track starts at the content's edge")
        XCTAssertEqual(maximum.rect.maxX, 350, "and ends at its trailing edge")
        XCTAssertEqual(minimum.rect.height, 4)
        XCTAssertEqual(minimum.radii, CornerRadii(all: 2), "round caps")
        XCTAssertEqual(thumb.rect.midX, 40 + 14 + 0.25 * (310 - 28), accuracy: 1e-9,
                       "the thumb stays on the track: its centre travels 14 pt inside each end")
        XCTAssertEqual(minimum.rect.maxX, thumb.rect.midX, accuracy: 1e-9, "tint up to the thumb's centre")
        XCTAssertEqual(maximum.rect.x, thumb.rect.midX, accuracy: 1e-9)
        XCTAssertEqual(thumb.color, RGBAColor(255, 255, 255))
        XCTAssertEqual(thumb.radii, CornerRadii(all: 14))
        XCTAssertEqual(thumb.rect.midY, minimum.rect.midY, accuracy: 0.34, "the thumb sits on the track")
        let shadows = list.items.compactMap { item -> ShadowItem? in
            if case .shadow(let shadow) = item { return shadow } else { return nil }
        }
        XCTAssertEqual(shadows.map(\.offset), [Point(0, 3), Point(0, 1), Point(0, 3)])
        XCTAssertEqual(shadows.map(\.blurRadius), [8, 1, 1])
        XCTAssertTrue(shadows.allSatisfy { $0.shape.rect == thumb.rect })
        XCTAssertEqual(firstRowHeight(list), 50, accuracy: 0.34, "the 28-pt thumb plus 11 pt above and below")
        XCTAssertEqual(thumb.rect.midY - list.cards()[0].rect.y, 25, accuracy: 0.34, "centred in the row")
    }

    func testTheSliderValueIsClampedAndScaledToItsRange() throws {
        let list = list { $0.control = .slider(SliderControl(value: 150, minimum: 50, maximum: 250)) }
        XCTAssertEqual(try XCTUnwrap(slider(list).thumb).rect.midX, 40 + 14 + 0.5 * 282, accuracy: 1e-9)
        let over = self.list { $0.control = .slider(SliderControl(value: 9)) }
        XCTAssertEqual(try XCTUnwrap(slider(over).thumb).rect.maxX, 350, accuracy: 1e-9, "clamped to the end")
    }

    func testEndSymbolsSitOutsideTheTrack() throws {
        let list = list {
            $0.title = ""
            $0.control = .slider(SliderControl(value: 0, minimumSymbol: "speaker.slash.fill",
                                               maximumSymbol: "speaker.wave.3.fill"))
        }
        let symbols = list.texts.filter { $0.style.family == SymbolCatalog.fontFamily }
        XCTAssertEqual(symbols.count, 2)
        XCTAssertEqual(symbols.map(\.style.size), [21, 21], "21 pt at body 17")
        XCTAssertEqual(symbols.map(\.color), [RGBAColor(60, 60, 67, 153), RGBAColor(60, 60, 67, 153)],
                       "secondaryLabel")
        let maximum = try XCTUnwrap(slider(list).maximum)
        let thumb = try XCTUnwrap(slider(list).thumb)
        XCTAssertEqual(thumb.rect.x, 40 + 21 + 10, accuracy: 1e-9, "value 0: the thumb at the track's start")
        XCTAssertEqual(maximum.rect.maxX, 350 - 21 - 10, accuracy: 1e-9, "the track ends 10 pt before the symbol")
        let leftSymbol = try XCTUnwrap(symbols.min { $0.origin.x < $1.origin.x })
        XCTAssertEqual(leftSymbol.origin.x, 40, accuracy: 3, "the minimum symbol's box at the content's edge")
        XCTAssertEqual(leftSymbol.text, SymbolCatalog.glyph(named: "speaker.slash.fill")?.text)
    }

    func testATitledSliderPutsItsTitleAboveAndGrowsTheRow() throws {
        let list = list { $0.title = "Volume"; $0.control = .slider(SliderControl(value: 0.5)) }
        let title = try XCTUnwrap(list.text("Volume"))
        let thumb = try XCTUnwrap(slider(list).thumb)
        XCTAssertEqual(title.origin.x, 40)
        XCTAssertEqual(thumb.rect.y, title.origin.y + 20.4 + 8, accuracy: 0.34, "8 pt under the title's line")
        XCTAssertEqual(firstRowHeight(list), 11 + 20.4 + 8 + 28 + 11, accuracy: 0.34)
    }

    func testSlidersMirrorInRightToLeft() throws {
        let list = list({ $0.title = ""; $0.control = .slider(SliderControl(value: 0.25, minimumSymbol: "sun.max")) },
                        spec: { $0.direction = .rtl })
        let parts = slider(list)
        let minimum = try XCTUnwrap(parts.minimum), thumb = try XCTUnwrap(parts.thumb)
        let ltrThumbMidX = 71 + 14 + 0.25 * (279 - 28)
        XCTAssertEqual(thumb.rect.midX, 390 - ltrThumbMidX, accuracy: 1e-9)
        XCTAssertEqual(minimum.rect.maxX, 390 - 71, accuracy: 1e-9, "the tint fills from the right")
        XCTAssertEqual(minimum.rect.x, thumb.rect.midX, accuracy: 1e-9)
        let symbol = try XCTUnwrap(list.texts.first { $0.style.family == SymbolCatalog.fontFamily })
        XCTAssertGreaterThan(symbol.origin.x, 320, "the minimum symbol at the right")
    }

    func testIOS26SlidersHaveACapsuleThumbAndASixPointTrack() throws {
        let list = list({ $0.title = ""; $0.control = .slider(SliderControl(value: 0)) }, spec: { $0.ios = .ios26 })
        let parts = slider(list, thumbSize: Size(38, 24))
        let thumb = try XCTUnwrap(parts.thumb)
        XCTAssertEqual(thumb.radii, CornerRadii(all: 12))
        XCTAssertEqual(parts.maximum?.rect.height, 6)
        XCTAssertEqual(thumb.rect.x, try XCTUnwrap(parts.minimum).rect.x, accuracy: 1e-9,
                       "value 0: the capsule's leading end at the track's start")
    }

    // MARK: Progress bars

    func testAProgressBarSitsUnderTheTitleAcrossTheContentWidth() throws {
        let list = list { $0.title = "Downloading"; $0.control = .progress(0.5) }
        let title = try XCTUnwrap(list.text("Downloading"))
        let track = try XCTUnwrap(list.fills.first { $0.color == systemFill })
        let fill = try XCTUnwrap(list.fills.first { $0.color == blue })
        XCTAssertEqual(track.rect.x, 40)
        XCTAssertEqual(track.rect.width, 310)
        XCTAssertEqual(track.rect.height, 4)
        XCTAssertEqual(track.radii, CornerRadii(all: 2))
        XCTAssertEqual(fill.rect.x, 40)
        XCTAssertEqual(fill.rect.width, 155, "filled to half")
        XCTAssertEqual(track.rect.y, title.origin.y + 20.4 + 8, accuracy: 0.34, "8 pt under the title")
        XCTAssertEqual(firstRowHeight(list), 11 + 20.4 + 8 + 4 + 11, accuracy: 0.34)
        let empty = self.list { $0.control = .progress(0) }
        XCTAssertNil(empty.fills.first { $0.color == blue }, "nothing filled at 0")
    }

    func testIOS26ProgressBarsAreSixPointsTall() throws {
        let list = list({ $0.control = .progress(1) }, spec: { $0.ios = .ios26 })
        XCTAssertEqual(list.fills.first { $0.color == systemFill }?.rect.height, 6)
    }

    func testStackedControlRowsGrowWithDynamicType() throws {
        for control in [RowControl.progress(0.3), .slider(SliderControl(value: 0.3))] {
            var heights: [Double] = []
            for size in [DynamicTypeSize.xSmall, .large, .xxxLarge, .AX2, .AX5] {
                heights.append(firstRowHeight(list({ $0.title = "Brightness"; $0.control = control },
                                                   spec: { $0.dynamicType = size })))
            }
            XCTAssertEqual(heights, heights.sorted(), "\(control): \(heights)")
            XCTAssertEqual(Set(heights).count, heights.count, "strictly growing: \(heights)")
        }
    }

    // MARK: Prominent rows

    func testAProminentRowIsATintCellWithItsTitleCentredWhiteAndSemibold() throws {
        let list = list { $0.title = "Continue"; $0.role = .prominent }
        let title = try XCTUnwrap(list.text("Continue"))
        XCTAssertEqual(title.alignment, .center)
        XCTAssertEqual(title.origin.x + title.width / 2, 195, "centred in the card")
        XCTAssertEqual(title.color, RGBAColor(255, 255, 255))
        XCTAssertEqual(title.style.weight, .semibold)
        let fill = try XCTUnwrap(list.fills.first { $0.color == blue })
        let card = list.cards()[0]
        XCTAssertEqual(fill.rect.x, card.rect.x)
        XCTAssertEqual(fill.rect.width, card.rect.width)
        XCTAssertEqual(fill.rect.y, card.rect.y)
        XCTAssertEqual(fill.rect.height, 44, accuracy: 0.34)
        XCTAssertEqual(fill.radii, CornerRadii.caps(top: true, bottom: false, radius: 10), "the card's top corners")
        let fillIndex = try XCTUnwrap(list.items.firstIndex(of: .fill(fill)))
        let separatorIndex = try XCTUnwrap(list.items.firstIndex { if case .hairline = $0 { return true } else { return false } })
        XCTAssertGreaterThan(fillIndex, separatorIndex, "over the separator: no line through the button")
    }

    func testIOS26ProminentRowsAreCapsulesAndDisabledOnesGrey() throws {
        let list = list({ $0.title = "Continue"; $0.role = .prominent }, spec: { $0.ios = .ios26 })
        let fill = try XCTUnwrap(list.fills.first { $0.color == blue })
        XCTAssertEqual(fill.radii, CornerRadii(all: fill.rect.height / 2))
        XCTAssertEqual(fill.curve, .circular)
        let plain = self.list({ $0.role = .prominent }, spec: { $0.ios = .ios26; $0.style = .plain })
        let capsule = try XCTUnwrap(plain.fills.first { $0.color == blue })
        XCTAssertEqual(capsule.rect.x, plain.text("Title").map(\.origin.x), "edge to edge: from the content's edge")
        XCTAssertEqual(capsule.rect.maxX, plain.text("Title").map { $0.origin.x + $0.width })
        let disabled = self.list { $0.role = .prominent; $0.disabled = true }
        XCTAssertNil(disabled.fills.first { $0.color == blue })
        XCTAssertNotNil(disabled.fills.first { $0.color == RGBAColor(118, 118, 128, 31) }, "tertiarySystemFill")
        XCTAssertEqual(disabled.text("Title")?.color, RGBAColor(60, 60, 67, 76), "tertiaryLabel")
    }

    // MARK: Footer links

    func testFooterLinksBecomeLinkColouredSpansOfThePlainText() throws {
        var spec = Spec(sections: [Section(footer: "See [our policy](https://a.b/p) and [terms](t).",
                                           rows: [Row(title: "Row")])])
        let footer = try XCTUnwrap(layout(spec).text("See our policy and terms."))
        XCTAssertEqual(footer.color, RGBAColor(60, 60, 67, 153), "the footer stays secondaryLabel")
        XCTAssertEqual(footer.spans, [ColoredSpan(start: 4, length: 10, color: blue),
                                      ColoredSpan(start: 19, length: 5, color: blue)])
        XCTAssertTrue(layout(spec).dump().contains("\"See our policy and terms.\" spans 4+10 #007AFF, 19+5 #007AFF"))
        spec.appearance = .dark
        XCTAssertEqual(layout(spec).text("See our policy and terms.")?.spans.first?.color, RGBAColor(hex: 0x0984FF))
    }

    func testLinkSpansCountScalarsNotBytes() throws {
        let spec = Spec(sections: [Section(footer: "Café 🇫🇷 [voir](u)", rows: [Row(title: "Row")])])
        let footer = try XCTUnwrap(layout(spec).text("Café 🇫🇷 voir"))
        XCTAssertEqual(footer.spans.map(\.start), [8], "C a f é, space, two regional indicators, space")
        XCTAssertEqual(footer.spans.map(\.length), [4])
    }

    func testAFooterWithoutLinksIsTheTextAsWrittenWithoutSpans() throws {
        let text = "Brackets [stay] (as) written, [unclosed"
        let footer = try XCTUnwrap(layout(Spec(sections: [Section(footer: text, rows: [Row(title: "Row")])])).text(text))
        XCTAssertEqual(footer.spans, [])
        XCTAssertFalse(layout(Spec(sections: [Section(footer: text, rows: [Row(title: "Row")])])).dump().contains("spans"))
    }
}
