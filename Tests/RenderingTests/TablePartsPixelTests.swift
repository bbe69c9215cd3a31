import CairoBackend
import Foundation
import ImageDiff
import TableGraphics
import TableRenderKit
import TableSpec
import XCTest

/// Issue 16's search bar, section index and outline rows drawn for real at 3×, 390 pt wide (iOS 18: margin 20),
/// measured from pixels.
final class TablePartsPixelTests: XCTestCase {
    private let background = RGBAPixel(242, 242, 247)
    /// tertiarySystemFill (118,118,128,31) over systemGroupedBackground.
    private let field = RGBAPixel(227, 227, 232)

    private func render(_ spec: Spec) throws -> PixelProbe { try PixelProbe.rendering(spec) }


    private func searchSpec(ios: IOSGeneration = .ios18, text: String = "") -> Spec {
        var spec = Spec(sections: [Section(rows: [Row(title: "One"), Row(title: "Two")])])
        spec.ios = ios
        spec.searchBar = SearchBarSpec(text: text)
        return spec
    }

    func testTheSearchFieldIsAGreyRoundedRectWithAMagnifierAndAPlaceholder() throws {
        let probe = try render(searchSpec())
        // The band is 56 pt: the field 10…46, inset 20 on both sides.
        let runs = probe.runs(ofColor: field, atX: 195)
        let run = try XCTUnwrap(runs.first)
        XCTAssertEqual(run.top, 10, accuracy: 0.34)
        XCTAssertEqual(run.bottom, 46, accuracy: 0.34)
        assertClose(probe.color(atX: 19.5, y: 28), background, "the field starts at the margin")
        assertClose(probe.color(atX: 21, y: 28), field, "the field's leading edge")
        assertClose(probe.color(atX: 20.2, y: 10.2), background, "a rounded corner")
        // The magnifier's ink: secondaryLabel (grey) in its box 27…44, clear of the field's rounded corners.
        let magnifier = try XCTUnwrap(probe.ink(in: (left: 22, top: 16, right: 46, bottom: 40), background: field))
        XCTAssertGreaterThan(magnifier.width, 10, "a magnifier, not a speck")
        XCTAssertLessThan(magnifier.width, 18)
        XCTAssertEqual((magnifier.top + magnifier.bottom) / 2, 28, accuracy: 1.5, "centred on the field")
        // The placeholder "Search" after it.
        let placeholder = try XCTUnwrap(probe.ink(in: (left: 47, top: 12, right: 200, bottom: 44), background: field))
        XCTAssertEqual(placeholder.left, 50, accuracy: 2)
        // The first section's card starts below the band, the leading gap and an empty header (2 × 17.67).
        let card = try XCTUnwrap(probe.runs(ofColor: RGBAPixel(255, 255, 255), atX: 100).first)
        XCTAssertEqual(card.top, 56 + 35.33, accuracy: 0.34)
    }

    func testTheIOS26SearchFieldIsA44PointCapsule() throws {
        let probe = try render(searchSpec(ios: .ios26))
        let run = try XCTUnwrap(probe.runs(ofColor: field, atX: 195).first)
        XCTAssertEqual(run.bottom - run.top, 44, accuracy: 0.34)
        XCTAssertEqual(run.top, 8, accuracy: 0.34)
        // A capsule: 22-pt ends, so 4 pt in from the end the field is still background near its top.
        assertClose(probe.color(atX: 16 + 4, y: 8 + 3), background, "the capsule's curve")
        assertClose(probe.color(atX: 16 + 22, y: 8 + 1), field, "past the curve")
    }

    func testTypedTextIsDarkerThanThePlaceholder() throws {
        func darkest(_ probe: PixelProbe) -> Int {
            var darkest = 255
            for y in stride(from: 20.0, to: 36, by: 1 / 3) {
                for x in stride(from: 50.0, to: 120, by: 1 / 3) {
                    darkest = min(darkest, Int(probe.color(atX: x, y: y).red))
                }
            }
            return darkest
        }
        XCTAssertLessThan(darkest(try render(searchSpec(text: "Wi-Fi"))), 40, "label: black ink")
        XCTAssertGreaterThan(darkest(try render(searchSpec())), 90, "secondaryLabel: grey ink")
    }

    func testIndexTitlesAreDrawnInTheTintAtTheTrailingEdgeAndMirrorInRightToLeft() throws {
        var spec = Spec(sections: ["Apples", "Bananas", "Cherries"].map {
            Section(header: SectionHeader(text: $0), rows: [Row(title: $0)])
        })
        spec.sectionIndex = .fromHeaders
        spec.height = 600
        var probe = try render(spec)
        let tint = RGBAPixel(0, 122, 255)
        func tinted(_ probe: PixelProbe, from left: Double, to right: Double) -> Int {
            var count = 0
            for y in stride(from: 0.0, to: 600, by: 1 / 3) {
                for x in stride(from: left, to: right, by: 1 / 3) {
                    let pixel = probe.color(atX: x, y: y)
                    if Int(pixel.blue) > 200, Int(pixel.red) < 120, Int(pixel.green) < 170 { count += 1 }
                }
            }
            return count
        }
        XCTAssertGreaterThan(tinted(probe, from: 375, to: 390), 20, "tinted ink in the trailing column")
        XCTAssertEqual(tinted(probe, from: 0, to: 15), 0)
        // Its ink is centred on the canvas: three titles of 14 pt around y 300.
        let ink = try XCTUnwrap(probe.ink(in: (left: 375, top: 200, right: 390, bottom: 400), background: background))
        XCTAssertEqual((ink.top + ink.bottom) / 2, 300, accuracy: 2)
        assertClose(probe.color(atX: (ink.left + ink.right) / 2, y: ink.top + 1.5), tint, "the tint", tolerance: 200)
        spec.direction = .rtl
        probe = try render(spec)
        XCTAssertGreaterThan(tinted(probe, from: 0, to: 15), 20, "the leading column in right to left")
        XCTAssertEqual(tinted(probe, from: 375, to: 390), 0)
    }

    func testTheOutlineChevronIsTintedInk() throws {
        var parent = Row(title: "Folder")
        parent.children = [Row(title: "File")]
        let probe = try render(Spec(sections: [Section(rows: [parent])]))
        // The chevron's ink ends near the content's trailing edge (350 - 1) in the first row (35.33…79.33), clear
        // of the card's rounded corner.
        let ink = try XCTUnwrap(probe.ink(in: (left: 320, top: 46, right: 365, bottom: 70),
                                          background: RGBAPixel(255, 255, 255)))
        XCTAssertEqual(ink.right, 349, accuracy: 1)
        XCTAssertEqual(ink.height, 12.5, accuracy: 1, "collapsed: pointing right, taller than wide")
        let pixel = probe.color(atX: ink.left + 0.5, y: ink.top + 1)
        XCTAssertGreaterThan(Int(pixel.blue), Int(pixel.red) + 60, "tinted: \(pixel)")
    }

    // MARK: Showcase

    /// Renders the showcase to `TABLE_PARTS_DIR` (when set) to look at; asserts nothing else.
    func testWriteShowcaseWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["TABLE_PARTS_DIR"] else {
            throw XCTSkip("set TABLE_PARTS_DIR to write the showcase PNGs")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pipeline = try RenderPipeline()
        for screen in [false, true] {
            for ios in [IOSGeneration.ios18, .ios26] {
                for appearance in [Appearance.light, .dark] {
                    for direction in [LayoutDirection.ltr, .rtl] {
                        var spec = Self.showcase(screen: screen)
                        spec.ios = ios
                        spec.appearance = appearance
                        spec.direction = direction
                        let name = "parts.\(screen ? "screen" : "canvas").\(ios == .ios26 ? 26 : 18).\(appearance)"
                            + ".\(direction.rawValue)"
                        try pipeline.write(spec, format: .png, to: folder + "/" + name + ".png", name: name)
                    }
                }
            }
        }
        for style in TableStyle.allCases {
            for size in [DynamicTypeSize.large, .AX2] {
                var spec = Self.showcase(screen: false)
                spec.style = style
                spec.dynamicType = size
                let name = "parts.style.\(style.rawValue).\(size)"
                try pipeline.write(spec, format: .png, to: folder + "/" + name + ".png", name: name)
            }
        }
    }

    /// A search bar, an index from the headers and a two-level outline.
    static func showcase(screen: Bool) -> Spec {
        func row(_ title: String, expanded: Bool = false, _ children: [Row]? = nil) -> Row {
            var row = Row(title: title)
            row.children = children
            row.expanded = expanded
            return row
        }
        var detailed = Row(title: "Notes")
        detailed.detail = "12"
        let documents = row("Documents", expanded: true, [
            row("Invoices", expanded: true, [Row(title: "2025.pdf"), Row(title: "2026.pdf")]),
            row("Letters", [Row(title: "Hidden")]),
            detailed,
        ])
        var spec = Spec(sections: [
            Section(header: SectionHeader(text: "Archive"), rows: [documents, row("Photos", [Row(title: "Hidden")])]),
            Section(header: SectionHeader(text: "Bookmarks"), rows: [Row(title: "Apple"), Row(title: "Swift")]),
            Section(header: SectionHeader(text: "Contacts"), rows: [Row(title: "Jane Appleseed")]),
            Section(header: SectionHeader(text: "Éclairs"), rows: [Row(title: "Chocolate")]),
        ])
        spec.searchBar = SearchBarSpec()
        spec.sectionIndex = .fromHeaders
        spec.scale = 3
        if screen {
            spec.screen = true
            spec.device = .iphone15
            spec.navigationBar = NavigationBarSpec(title: "Files", largeTitle: true)
        } else {
            spec.height = 760
        }
        return spec
    }
}
