import LayoutTestSupport
import TableLayout
import TableResolve
import TableSpec
import XCTest

/// The resolve stage tested as text: the complete look of every style × generation × appearance, and the
/// display list of a small spec per style, pinned in files (`RECORD_REFERENCES=1` rewrites those that differ).
final class ResolvedSnapshotTests: XCTestCase {
    /// The generations whose looks differ: one of 13…18 (they share a row) and 26.
    static let generations: [IOSGeneration] = [.ios18, .ios26]

    func testTheResolvedLookOfEveryStyleGenerationAndAppearance() {
        for style in TableStyle.allCases {
            for ios in Self.generations {
                for appearance in Appearance.allCases {
                    var spec = Spec()
                    spec.style = style
                    spec.ios = ios
                    spec.appearance = appearance
                    TextSnapshot.assertMatches(Resolved(spec).dump(), folder: "ResolvedSnapshots",
                                               named: "\(style).\(ios.rawValue).\(appearance).txt")
                }
            }
        }
    }

    func testTheDisplayListOfASmallSpecInEveryStyle() {
        for style in TableStyle.allCases {
            for ios in Self.generations {
                TextSnapshot.assertMatches(layout(Self.small(style, ios: ios)).dump(), folder: "LayoutSnapshots",
                                           named: "\(style).\(ios.rawValue).txt")
            }
        }
    }

    func testClassicAndCardsIgnoreTheIOSGeneration() {
        for style in TableStyle.allCases where !style.followsGeneration {
            for ios: IOSGeneration in [.ios13, .ios16, .ios26] {
                XCTAssertEqual(Resolved(Self.small(style, ios: ios)).look, Resolved(Self.small(style, ios: .ios18)).look,
                               "\(style) with ios \(ios)")
                XCTAssertEqual(layout(Self.small(style, ios: ios)).dump(), layout(Self.small(style, ios: .ios18)).dump(),
                               "\(style) with ios \(ios)")
            }
        }
        for style in TableStyle.allCases where style.followsGeneration {
            XCTAssertNotEqual(layout(Self.small(style, ios: .ios26)).dump(), layout(Self.small(style, ios: .ios18)).dump(),
                              "\(style) follows ios")
        }
    }

    /// Two sections with a header and footer, every accessory kind, a switch, a badge, a subtitle and an icon.
    static func small(_ style: TableStyle, ios: IOSGeneration) -> Spec {
        var chevron = Row(title: "General")
        chevron.accessory = .disclosure
        chevron.icon = .glyph("G", color: .semantic(.systemGray))
        var value = Row(title: "Language")
        value.detail = "English"
        value.accessory = .disclosure
        var toggle = Row(title: "Airplane Mode")
        toggle.switchValue = true
        var checked = Row(title: "Checked")
        checked.accessory = .checkmark
        checked.badge = "3"
        var info = Row(title: "Wi-Fi")
        info.accessory = .detailDisclosure
        var subtitle = Row(title: "Payment")
        subtitle.cellStyle = .subtitle
        subtitle.subtitle = "Yesterday"
        subtitle.detail = "$4.00"
        var spec = Spec(sections: [
            Section(header: SectionHeader(text: "Settings"), footer: "A footer under the first section.",
                    rows: [chevron, value, toggle]),
            Section(header: SectionHeader(text: "More"), rows: [checked, info, subtitle]),
        ])
        spec.style = style
        spec.ios = ios
        spec.width = 390
        spec.scale = 2
        return spec
    }
}
