import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// The accessibility elements layout emits (390 pt, iOS 18 inset grouped: card 20…370, content 40…350), with the
/// fixed-width measurer: VoiceOver's reading order, frames and touch targets, mirrored right to left.
final class AccessibilityElementLayoutTests: XCTestCase {
    private func spec(direction: LayoutDirection = .ltr) -> Spec {
        var wifi = Row(title: "Wi-Fi")
        wifi.switchValue = true
        var copies = Row(title: "Copies")
        copies.control = .stepper(StepperControl(value: "3"))
        var range = Row(title: "Range")
        range.control = .segments(SegmentsControl(items: ["Day", "Week"], selected: 1))
        var about = Row(title: "About")
        about.accessory = .disclosure
        about.detail = "v2"
        var spec = Spec(sections: [Section(header: SectionHeader(text: "Account"), footer: "Note",
                                           rows: [wifi, copies, range, about])])
        spec.width = 390
        spec.direction = direction
        return spec
    }

    func testElementsComeInReadingOrderWithTheirLabelsAndTraits() {
        let elements = layout(spec()).accessibility
        XCTAssertEqual(elements.map(\.kind), [.header, .row, .row, .stepperDecrement, .stepperIncrement, .row,
                                              .segment, .segment, .row, .footer])
        XCTAssertEqual(elements.map(\.label), ["Account", "Wi-Fi, On", "Copies: 3", "Decrement", "Increment", "Range",
                                               "Day", "Week", "About, v2", "Note"])
        XCTAssertEqual(elements[0].traits, .header)
        XCTAssertEqual(elements[1].traits, [.button, .toggle], "a switch row is one element: the switch's value read")
        XCTAssertNil(elements[2].target, "a stepper's row is static: its halves are the buttons")
        XCTAssertEqual(elements[3].context, "Copies")
        XCTAssertEqual(elements[7].traits, [.button, .selected], "the selected segment")
        XCTAssertEqual(elements[8].traits, .button)
        XCTAssertEqual(elements[9].traits, .staticText)
    }

    func testRowsAreTheirOwnTargetsAndControlsHaveTheirDrawnFrames() throws {
        let elements = layout(spec()).accessibility
        let wifi = elements[1]
        XCTAssertEqual(wifi.frame.x, 20)
        XCTAssertEqual(wifi.frame.width, 350)
        XCTAssertEqual(wifi.target, wifi.frame)
        XCTAssertGreaterThanOrEqual(wifi.frame.height, 44)
        // The stepper is 94 × 32 ending 2 pt past the content (352): halves 47 wide.
        let minus = try XCTUnwrap(elements[3].target), plus = try XCTUnwrap(elements[4].target)
        XCTAssertEqual(minus.x, 258)
        XCTAssertEqual(minus.width, 47)
        XCTAssertEqual(minus.height, 32)
        XCTAssertEqual(plus.x, 305)
        XCTAssertEqual(plus.width, 47)
        XCTAssertEqual(minus.midY, elements[2].frame.midY, accuracy: 0.34, "centred on its row")
        // Two segments share the track equally and are 32 pt tall.
        let day = try XCTUnwrap(elements[6].target), week = try XCTUnwrap(elements[7].target)
        XCTAssertEqual(day.height, 32)
        XCTAssertEqual(day.width, week.width, accuracy: 1e-9)
        XCTAssertEqual(day.maxX, week.x, accuracy: 1e-9)
        XCTAssertEqual(week.maxX, 352, accuracy: 1e-9)
        // The header's frame is its text's box at the content's leading edge, above the card.
        XCTAssertEqual(elements[0].frame.x, 40)
        XCTAssertLessThan(elements[0].frame.maxY, wifi.frame.y)
        XCTAssertGreaterThan(elements[9].frame.y, elements[8].frame.maxY, "the footer under the last row")
    }

    func testRightToLeftMirrorsEveryFrameAndKeepsTheOrder() throws {
        let ltr = layout(spec()).accessibility
        let rtl = layout(spec(direction: .rtl)).accessibility
        XCTAssertEqual(rtl.map(\.kind), ltr.map(\.kind))
        XCTAssertEqual(rtl.map(\.label), ltr.map(\.label))
        for (left, right) in zip(ltr, rtl) {
            XCTAssertEqual(right.frame, left.frame.mirrored(inWidth: 390), left.label)
            XCTAssertEqual(right.target, left.target?.mirrored(inWidth: 390), left.label)
        }
        // The decrement half is now on the right of the increment half, as UIKit mirrors a stepper.
        let minus = try XCTUnwrap(rtl[3].target), plus = try XCTUnwrap(rtl[4].target)
        XCTAssertEqual(minus.x, 390 - 305)
        XCTAssertEqual(plus.x, 390 - 352)
    }

    func testTheDumpDoesNotShowTheElements() {
        let list = layout(spec())
        var bare = list
        bare.accessibility = []
        XCTAssertFalse(list.accessibility.isEmpty)
        XCTAssertEqual(list.dump(), bare.dump())
    }
}
