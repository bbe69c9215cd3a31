import TableGraphics
import TableLayout
import TableResolve
import TableSpec
import XCTest

/// Devices and full-screen chrome: metrics, safe areas in both orientations, bar and title positions.
final class ScreenLayoutTests: XCTestCase {
    private func screen(_ device: Device, orientation: Orientation = .portrait,
                        bar: NavigationBarSpec? = NavigationBarSpec(title: "Settings", largeTitle: true)) -> Spec {
        var spec = Spec(sections: [Section(rows: rows("One", "Two"))])
        spec.screen = true
        spec.navigationBar = bar
        spec.device = device
        spec.orientation = orientation
        return spec
    }

    private func canvas(_ spec: Spec) -> Canvas { Resolved(spec).canvas }

    func testDevicesSetWidthScaleSafeAreaAndSizeClass() {
        let phone = screen(.iphone15)
        XCTAssertEqual(canvas(phone).width, 393)
        XCTAssertEqual(canvas(phone).scale, 3)
        XCTAssertEqual(canvas(phone).height, 852)
        XCTAssertEqual(canvas(phone).safeArea, EdgeInsets(top: 59, bottom: 34))
        XCTAssertEqual(canvas(phone).sizeClass, .compact)
        let se = screen(.iphoneSE)
        XCTAssertEqual(canvas(se).width, 375)
        XCTAssertEqual(canvas(se).scale, 2)
        XCTAssertEqual(canvas(se).safeArea, EdgeInsets(top: 20))
        let pad = screen(.ipad13)
        XCTAssertEqual(canvas(pad).width, 1032)
        XCTAssertEqual(canvas(pad).safeArea, EdgeInsets(top: 24, bottom: 20))
        XCTAssertEqual(canvas(pad).sizeClass, .regular)
    }

    func testLandscapeSwapsTheSizeAndMovesTheNotchInsetsToTheSides() {
        let phone = screen(.iphone15ProMax, orientation: .landscape)
        XCTAssertEqual(canvas(phone).width, 932)
        XCTAssertEqual(canvas(phone).height, 430)
        XCTAssertEqual(canvas(phone).safeArea, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(canvas(phone).sizeClass, .regular)
        let card = layout(phone).cards()[0]
        XCTAssertEqual(card.rect.x, 59 + 20, "the safe area adds to the card inset")
    }

    func testTheSpecsOwnKeysWinOverItsDevice() {
        var spec = Spec(sections: [])
        spec.width = 300
        spec.device = .iphoneSE
        XCTAssertEqual(canvas(spec).width, 300)
        XCTAssertEqual(canvas(spec).scale, 2)
    }

    func testLargeTitleAndTableSitBelowTheStatusBar() {
        let list = layout(screen(.iphone15))
        XCTAssertEqual(list.size.height, 852, "a screen is the device's height, the table clipped")
        let title = try? XCTUnwrap(list.text("Settings"))
        XCTAssertEqual(title?.style.size, 34)
        XCTAssertEqual(title?.style.weight, .bold)
        XCTAssertEqual(title?.style.family, "Inter Display", "SF Pro Display's place from 20 pt up")
        XCTAssertEqual(title?.style.tracking ?? 0, -0.024 * 34, accuracy: 1e-9, "the text table held past 17 pt")
        XCTAssertEqual((title?.origin.y ?? 0) + 34 * 0.95, 59 + 44 + 41, accuracy: 1e-9, "baseline 41 into the title area")
        XCTAssertEqual(title?.origin.x, 20)
        let card = list.cards()[0]
        XCTAssertEqual(card.rect.y, 59 + 44 + 52 + 35 + 1.0 / 3, accuracy: 0.34)
        XCTAssertNotNil(list.text("9:41"), "the status bar's time")
        let indicator = list.fills.first { $0.rect.width == 134 && $0.rect.height == 5 }
        XCTAssertEqual(indicator?.rect.maxY, 852 - 8, "home indicator 8 pt above the bottom")
        XCTAssertNil(layout(screen(.iphoneSE)).fills.first { $0.rect.width == 134 }, "no home indicator on an SE")
    }

    func testInlineBarWithBackAndTrailingButtons() {
        let list = layout(screen(.ipad11, bar: NavigationBarSpec(title: "General", back: "Settings", trailing: "Edit")))
        let title = try? XCTUnwrap(list.text("General"))
        XCTAssertEqual(title?.style.size, 17)
        XCTAssertEqual(title?.alignment, .center)
        XCTAssertEqual(list.text("Settings")?.color, RGBAColor(hex: 0x007AFF), "back label in the tint")
        XCTAssertEqual(list.text("Edit")?.alignment, .right)
        let chevron = list.strokes.first { $0.lineWidth == 3 }
        XCTAssertLessThan(chevron?.path.points.map(\.x).max() ?? 100, 21, "back chevron at the leading edge")
        XCTAssertEqual(list.cards()[0].rect.y, 24 + 44 + 35 + 1.0 / 3, accuracy: 0.34, "no large-title area")
    }

    func testRightToLeftMirrorsTheBars() {
        var spec = screen(.ipad11, bar: NavigationBarSpec(title: "General", back: "Settings"))
        spec.direction = .rtl
        let chevron = layout(spec).strokes.first { $0.lineWidth == 3 }
        XCTAssertGreaterThan(chevron?.path.points.map(\.x).min() ?? 0, 834 - 21, "the back chevron moves right")
    }

    func testLeadingButtonIsTintTextBeforeIOS26AndAGlassCapsuleOnIOS26() throws {
        var spec = screen(.iphone15, bar: NavigationBarSpec(title: "General", trailing: "Done", leading: "Reset"))
        spec.ios = .ios18
        let plain = layout(spec)
        let text = try XCTUnwrap(plain.text("Reset"))
        XCTAssertEqual(text.origin.x, 16, "at the leading margin")
        XCTAssertEqual(text.color, RGBAColor(hex: 0x007AFF), "plain tint text")
        XCTAssertNil(plain.fills.first { $0.rect.height == 36 }, "no capsule before iOS 26")
        spec.ios = .ios26
        let glass = layout(spec)
        let label = try XCTUnwrap(glass.text("Reset"))
        XCTAssertEqual(label.origin.x, 16 + 14, "inside the capsule's padding")
        let capsules = glass.fills.filter { $0.rect.height == 36 }.sorted { $0.rect.x < $1.rect.x }
        XCTAssertEqual(capsules.count, 2, "leading and trailing capsules")
        XCTAssertEqual(capsules.first?.rect.x, 16)
        XCTAssertEqual(capsules.first?.rect.width ?? 0, label.width + 28, accuracy: 1e-9)
        XCTAssertEqual(capsules.last?.rect.maxX ?? 0, 393 - 16, accuracy: 1e-9, "trailing capsule mirrors it")
        spec.direction = .rtl
        let mirrored = layout(spec).fills.filter { $0.rect.height == 36 }.sorted { $0.rect.x < $1.rect.x }
        XCTAssertEqual(mirrored.last?.rect.maxX ?? 0, 393 - 16, accuracy: 1e-9, "RTL: the leading capsule moves right")
        XCTAssertEqual(mirrored.last?.rect.width, capsules.first?.rect.width)
        XCTAssertEqual(mirrored.first?.rect.x ?? 0, 16, accuracy: 1e-9)
    }
}
