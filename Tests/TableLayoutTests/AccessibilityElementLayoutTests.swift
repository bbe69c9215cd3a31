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

/// The elements around the rows: the bars, the search field, the index, swipe actions and edit mode.
final class AccessibilityChromeLayoutTests: XCTestCase {
    func testBarsSearchFieldRowsAndIndexInReadingOrder() throws {
        var flag = Row(title: "Ben")
        flag.swipe = SwipeActions(trailing: [SwipeAction(title: "Delete", role: .destructive), SwipeAction(title: "Flag")])
        var spec = Spec(sections: [Section(header: SectionHeader(text: "B"), rows: [flag, Row(title: "Bo")])])
        spec.width = 390
        spec.height = 600
        spec.screen = true
        spec.navigationBar = NavigationBarSpec(title: "Contacts", back: "Lists", trailing: "Edit")
        spec.searchBar = SearchBarSpec(placeholder: "Search")
        spec.sectionIndex = .fromHeaders
        let list = layout(spec)
        let elements = list.accessibility
        XCTAssertEqual(elements.map(\.kind), [.barButton, .barTitle, .barButton, .searchField, .header, .row,
                                              .swipeAction, .swipeAction, .row, .sectionIndex])
        XCTAssertEqual(elements.map(\.label), ["Lists", "Contacts", "Edit", "Search", "B", "Ben", "Delete", "Flag",
                                               "Bo", "Table index, B"])
        // Bar buttons take the whole bar's height; the title is a header.
        let back = try XCTUnwrap(elements[0].target)
        let title = elements[1]
        XCTAssertEqual(back.height, title.frame.height)
        XCTAssertEqual(back.y, title.frame.y)
        XCTAssertEqual(title.traits, .header)
        XCTAssertNil(title.target)
        // The search field is its drawn field, 36 pt tall, inset to the margins.
        let field = try XCTUnwrap(elements[3].target)
        XCTAssertEqual(field.height, 36)
        XCTAssertEqual(field.x, 20)
        XCTAssertEqual(field.maxX, 370)
        XCTAssertGreaterThan(field.y, back.maxY, "under the bar")
        // The swipe actions are the drawn buttons, outermost (Delete) first, inside the row.
        let delete = try XCTUnwrap(elements[6].target), flagButton = try XCTUnwrap(elements[7].target)
        XCTAssertGreaterThan(delete.x, flagButton.x)
        XCTAssertEqual(elements[6].context, "Ben")
        let row = elements[5].frame
        XCTAssertGreaterThanOrEqual(delete.y, row.y)
        XCTAssertLessThanOrEqual(delete.maxY, row.maxY)
        // The index: one adjustable element, the 15-pt column at the trailing edge.
        let index = try XCTUnwrap(elements[9].target)
        XCTAssertEqual(elements[9].traits, .adjustable)
        XCTAssertEqual(index.x, 375)
        XCTAssertEqual(index.width, 15)
        XCTAssertEqual(index.height, 14)
    }

    func testEditModeControlsFillTheColumnsEditModeMakes() throws {
        var delete = Row(title: "Mum")
        delete.edit = .delete
        delete.reorder = true
        var spec = Spec(sections: [Section(rows: [delete])])
        spec.width = 390
        spec.editing = true
        let elements = layout(spec).accessibility
        XCTAssertEqual(elements.map(\.kind), [.row, .editControl, .reorderControl])
        XCTAssertEqual(elements.map(\.label), ["Mum", "Delete", "Reorder"])
        let row = elements[0].frame
        let control = try XCTUnwrap(elements[1].target), reorder = try XCTUnwrap(elements[2].target)
        // From the row's leading edge to where edit mode moved the content, the row's height.
        XCTAssertEqual(control.x, row.x)
        XCTAssertEqual(control.height, row.height)
        XCTAssertGreaterThan(control.maxX, elements[1].frame.maxX, "past the drawn circle")
        XCTAssertEqual(reorder.maxX, row.maxX)
        XCTAssertEqual(reorder.height, row.height)
        XCTAssertGreaterThanOrEqual(reorder.width, 44)
    }
}
