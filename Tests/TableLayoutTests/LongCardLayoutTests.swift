import LayoutTestSupport
import TableGraphics
@testable import TableLayout
import TableSpec
import XCTest

/// The card of a long section is laid out as pieces, so no shape of the display list is as tall as the section
/// (issue 34: one section of 100,000 rows held its card as one shape 4.4 million points tall).
final class LongCardLayoutTests: XCTestCase {
    private func section(rows count: Int) -> Spec {
        var spec = Spec(sections: [Section(rows: (0..<count).map { Row(title: "Row \($0)") })])
        spec.scale = 3
        return spec
    }

    func testALongSectionsCardIsPiecesNoTallerThanTwoPiecesTilingTheRows() {
        let list = layout(section(rows: 3_000))
        let cards = list.cards()
        let bottom = list.pageBreaks.last ?? 0
        XCTAssertGreaterThan(bottom - (cards.first?.rect.y ?? 0), 100_000, "the section is long")
        XCTAssertGreaterThan(cards.count, 20)
        XCTAssertTrue(cards.allSatisfy { $0.rect.height < 2 * LayoutPass.cardPieceHeight + 100 },
                      "no piece is the section's height")
        for (upper, lower) in zip(cards, cards.dropFirst()) {
            XCTAssertEqual(upper.rect.maxY, lower.rect.y, "pieces meet at a row bottom")
            XCTAssertTrue(list.pageBreaks.contains(upper.rect.maxY))
        }
        XCTAssertEqual(cards.last?.rect.maxY, bottom)
        XCTAssertFalse(cards.first?.radii.isZero ?? true)
        XCTAssertFalse(cards.last?.radii.isZero ?? true)
        XCTAssertTrue(cards.dropFirst().dropLast().allSatisfy { $0.radii.isZero })
    }

    func testAShortSectionsCardStaysOneShape() {
        XCTAssertEqual(layout(section(rows: 40)).cards().count, 1)
    }
}
