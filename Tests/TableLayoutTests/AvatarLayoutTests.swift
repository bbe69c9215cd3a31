import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// Where circular avatars go: a 40-pt circle in the icon column of an ordinary row (screenshot 07), a 60-pt one in
/// the Settings account row (a row with a subtitle), the title after the circle (390 pt, margin 20: content 40…350).
final class AvatarLayoutTests: XCTestCase {
    private func oneRow(_ configure: (inout Row) -> Void, spec adjust: (inout Spec) -> Void = { _ in }) -> DisplayList {
        var row = Row(title: "Title")
        configure(&row)
        var spec = Spec(sections: [Section(rows: [row, Row(title: "Next")])])
        adjust(&spec)
        return layout(spec)
    }

    private func circle(in list: DisplayList) -> FilledShape? {
        list.fills.first { $0.curve == .circular && $0.rect.width == $0.rect.height && $0.radii == CornerRadii(all: $0.rect.width / 2) }
    }

    func testInitialsInAnOrdinaryRowAreA40PointCircleInTheIconColumn() throws {
        let list = oneRow { $0.icon = .avatar(AvatarIcon(content: .initials("F"), color: .semantic(.systemBlue))) }
        let shape = try XCTUnwrap(circle(in: list))
        XCTAssertEqual(shape.rect.x, 40)
        XCTAssertEqual(shape.rect.width, 40)
        XCTAssertEqual(shape.color, RGBAColor(hex: 0x007AFF))
        let card = list.cards()[0]
        XCTAssertGreaterThanOrEqual(shape.rect.y - card.rect.y, 15, "15 pt above the circle, as screenshot 07's 70-pt rows")
        let title = try XCTUnwrap(list.text("Title"))
        XCTAssertEqual(title.origin.x, 40 + 40 + 8, "the title 8 pt after the circle")
        XCTAssertEqual(list.hairlines[0].rect.x, 88, accuracy: 0.34, "the separator starts at the title")
        let initials = try XCTUnwrap(list.text("F"))
        XCTAssertEqual(initials.color, RGBAColor(255, 255, 255))
        XCTAssertEqual(initials.style.weight, .semibold)
        XCTAssertEqual(initials.style.size, 16, "0.4 × the diameter")
        XCTAssertEqual(initials.origin.x, 40)
        XCTAssertEqual(initials.width, 40)
        XCTAssertEqual(initials.alignment, .center)
        XCTAssertTrue(shape.rect.y < initials.origin.y && initials.origin.y < shape.rect.midY,
                      "the initials' line is centred on the circle")
    }

    func testARowWithAnAvatarIsAtLeastTheCirclePlusItsPadding() throws {
        let list = oneRow { $0.icon = .avatar(AvatarIcon(content: .initials("F"))) }
        let shape = try XCTUnwrap(circle(in: list))
        XCTAssertEqual(list.hairlines[0].rect.y - list.cards()[0].rect.y, 70, accuracy: 0.34)
        XCTAssertEqual(shape.rect.midY - list.cards()[0].rect.y, 35, accuracy: 0.34, "centred in the row")
        XCTAssertEqual(shape.color, RGBAColor(hex: 0xA5A9B1), "Settings' grey gradient by default, from the top…")
        XCTAssertEqual(shape.gradientBottom, RGBAColor(hex: 0x868A92), "…to the bottom")
        let coloured = oneRow { $0.icon = .avatar(AvatarIcon(content: .initials("F"), color: .semantic(.systemBlue))) }
        XCTAssertNil(try XCTUnwrap(circle(in: coloured)).gradientBottom, "a given colour is a flat fill")
    }

    func testTheAccountRowWithASubtitleHasA60PointCircleAndTwoLinesAfterIt() throws {
        let list = oneRow {
            $0.title = "Jane Appleseed"
            $0.subtitle = "Apple Account, iCloud, and more"
            $0.icon = .avatar(AvatarIcon(content: .initials("JA")))
        }
        let shape = try XCTUnwrap(circle(in: list))
        XCTAssertEqual(shape.rect.width, 60)
        XCTAssertEqual(shape.rect.x, 40)
        let title = try XCTUnwrap(list.text("Jane Appleseed"))
        let subtitle = try XCTUnwrap(list.text("Apple Account, iCloud, and more"))
        XCTAssertEqual(title.origin.x, 40 + 60 + 15)
        XCTAssertEqual(subtitle.origin.x, 40 + 60 + 15)
        XCTAssertLessThan(title.origin.y, subtitle.origin.y)
        XCTAssertEqual(list.text("JA")?.style.size, 24, "0.4 × 60")
        XCTAssertEqual(list.hairlines[0].rect.y - list.cards()[0].rect.y, 90, accuracy: 0.34, "60 + 2 × 15")
        XCTAssertEqual(title.style.size, 22, "the name in title 2")
        XCTAssertEqual(title.style.weight, .regular)
        XCTAssertEqual(subtitle.style.size, 13, "the subtitle in footnote")
        XCTAssertEqual(subtitle.lineCount, 1, "\"Apple Account, iCloud, and more\" fits on one line beside the circle")
    }

    func testTheAccountRowsTextsGrowWithDynamicTypeAndTheCircleDoesNot() throws {
        let list = oneRow({
            $0.title = "Jane Appleseed"
            $0.subtitle = "Apple Account, iCloud, and more"
            $0.icon = .avatar(AvatarIcon(content: .initials("JA")))
        }, spec: { $0.dynamicType = .xxxLarge })
        XCTAssertEqual(list.text("Jane Appleseed")?.style.size, 28, "title 2 at xxxLarge")
        XCTAssertEqual(list.text("Apple Account, iCloud, and more")?.style.size, 19, "footnote at xxxLarge")
        XCTAssertEqual(try XCTUnwrap(circle(in: list)).rect.width, 60)
    }

    func testACircularImageIsClippedToTheCircle() throws {
        let list = oneRow { $0.icon = .avatar(AvatarIcon(content: .image(path: "/tmp/face.png"))) }
        let image = try XCTUnwrap(list.items.compactMap { item -> ImageItem? in
            if case .image(let image) = item { return image } else { return nil }
        }.first)
        XCTAssertEqual(image.path, "/tmp/face.png")
        XCTAssertEqual(image.shape.rect, Rect(x: 40, y: image.shape.rect.y, width: 40, height: 40))
        XCTAssertEqual(image.shape.radii, CornerRadii(all: 20))
        XCTAssertEqual(image.shape.curve, .circular, "a true circle, not a squircle")
        XCTAssertEqual(list.text("Title")?.origin.x, 88)
    }

    func testRightToLeftPutsTheCircleAtTheTrailingEdgeAndTheTitleBeforeIt() throws {
        let list = oneRow({ $0.icon = .avatar(AvatarIcon(content: .initials("F"))) }, spec: { $0.direction = .rtl })
        let shape = try XCTUnwrap(circle(in: list))
        XCTAssertEqual(shape.rect.maxX, 350, accuracy: 1e-9)
        let title = try XCTUnwrap(list.text("Title"))
        XCTAssertEqual(title.origin.x + title.width, 350 - 48, accuracy: 1e-9)
        let initials = try XCTUnwrap(list.text("F"))
        XCTAssertEqual(initials.origin.x + initials.width / 2, shape.rect.midX, accuracy: 1e-9)
    }

    func testAvatarsDoNotScaleWithDynamicType() throws {
        let list = oneRow({ $0.icon = .avatar(AvatarIcon(content: .initials("F"))) },
                          spec: { $0.dynamicType = .AX2 })
        XCTAssertEqual(try XCTUnwrap(circle(in: list)).rect.width, 40)
    }
}
