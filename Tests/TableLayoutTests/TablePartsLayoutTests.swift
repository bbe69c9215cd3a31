import TableGraphics
import TableLayout
import TableResolve
import TableSpec
import XCTest

/// Where issue 16's search bar, section index and outline rows go (390 pt; iOS 18: margin 20, content 40…350;
/// iOS 26: margin 16), with the fixed-width measurer (characters half the size wide, lines 1.2 × the size).
final class TablePartsLayoutTests: XCTestCase {
    /// tertiarySystemFill, light: the search field's fill.
    private let fieldFill = RGBAColor(118, 118, 128, 31)
    private let tint = RGBAColor(0, 122, 255)

    private func field(_ list: DisplayList) -> FilledShape? {
        list.fills.first { $0.color == fieldFill }
    }

    // MARK: Search bar

    func testTheSearchFieldIsInsetByTheMarginInEveryStyleAndGeneration() throws {
        for style in [TableStyle.insetGrouped, .grouped, .plain] {
            for ios in [IOSGeneration.ios18, .ios26] {
                var spec = Spec(sections: [Section(rows: rows("One", "Two"))])
                spec.style = style
                spec.ios = ios
                spec.searchBar = SearchBarSpec()
                let list = layout(spec)
                let field = try XCTUnwrap(field(list), "\(style) \(ios)")
                if ios == .ios26 {
                    XCTAssertEqual(field.rect, Rect(x: 16, y: 8, width: 358, height: 44), "\(style): a 44-pt capsule")
                    XCTAssertEqual(field.radii, CornerRadii(all: 22))
                } else {
                    XCTAssertEqual(field.rect, Rect(x: 20, y: 10, width: 350, height: 36), "\(style)")
                    XCTAssertEqual(field.radii, CornerRadii(all: 10))
                }
                // The placeholder in secondaryLabel after the magnifier; the magnifier is the catalog's symbol.
                let placeholder = try XCTUnwrap(list.text("Search"))
                XCTAssertEqual(placeholder.color, RGBAColor(60, 60, 67, 153))
                XCTAssertEqual(placeholder.origin.x, field.rect.x + (ios == .ios26 ? 12 : 7) + 17 + 6)
                let magnifier = try XCTUnwrap(list.texts.first { $0.style.family == SymbolCatalog.fontFamily })
                XCTAssertEqual(magnifier.text, SymbolCatalog.glyph(named: "magnifyingglass")?.text)
                XCTAssertEqual(magnifier.color, RGBAColor(60, 60, 67, 153))

                // Everything below moves down by the band, nothing else changes.
                var without = spec
                without.searchBar = nil
                let title = try XCTUnwrap(list.text("One")).origin.y
                let before = try XCTUnwrap(layout(without).text("One")).origin.y
                XCTAssertEqual(title - before, ios == .ios26 ? 60 : 56, accuracy: 0.34, "\(style) \(ios)")
            }
        }
    }

    func testTypedTextReplacesThePlaceholderInLabel() throws {
        var spec = Spec(sections: [Section(rows: rows("One"))])
        spec.searchBar = SearchBarSpec(placeholder: "Search Settings", text: "wi")
        let list = layout(spec)
        XCTAssertNil(list.text("Search Settings"))
        XCTAssertEqual(try XCTUnwrap(list.text("wi")).color, RGBAColor(0, 0, 0))
    }

    func testTheSearchBarSitsAboveTheTableHeader() throws {
        var spec = Spec(sections: [Section(rows: rows("One"))])
        spec.tableHeader = TableHeader(artwork: .symbol("gear"), title: "Settings")
        spec.searchBar = SearchBarSpec()
        let list = layout(spec)
        let field = try XCTUnwrap(field(list))
        let header = try XCTUnwrap(list.text("Settings"))
        XCTAssertLessThan(field.rect.maxY, header.origin.y, "UISearchController's bar is above the header view")
    }

    func testOnAScreenTheSearchBarSitsUnderTheLargeTitle() throws {
        var spec = Spec(sections: [Section(rows: rows("One"))])
        spec.screen = true
        spec.device = .iphone15
        spec.navigationBar = NavigationBarSpec(title: "Settings", largeTitle: true)
        spec.searchBar = SearchBarSpec()
        let list = layout(spec)
        let field = try XCTUnwrap(field(list))
        // Safe area 59, bar 44, large title 52; then the band's 10 pt.
        XCTAssertEqual(field.rect.y, 59 + 44 + 52 + 10, accuracy: 0.34)
        XCTAssertEqual(field.rect.x, 20)
        let title = try XCTUnwrap(list.text("Settings"))
        XCTAssertLessThan(title.origin.y + (title.height ?? 0), field.rect.y)
    }

    func testTheSearchFieldMirrorsInRightToLeft() throws {
        var spec = Spec(sections: [Section(rows: rows("One"))])
        spec.searchBar = SearchBarSpec()
        spec.direction = .rtl
        let list = layout(spec)
        XCTAssertEqual(try XCTUnwrap(field(list)).rect.x, 20)
        let placeholder = try XCTUnwrap(list.text("Search"))
        XCTAssertEqual(placeholder.origin.x + placeholder.width, 390 - 20 - 7 - 17 - 6, accuracy: 0.01)
        XCTAssertEqual(placeholder.alignment, .right)
    }

    // MARK: Section index

    private func indexSpec(_ headers: [String?], index: SectionIndexSpec = .fromHeaders) -> Spec {
        var spec = Spec(sections: headers.map { header in
            Section(header: header.map { SectionHeader(text: $0) }, rows: rows("Row"))
        })
        spec.sectionIndex = index
        spec.height = 600
        return spec
    }

    private func indexRuns(_ list: DisplayList) -> [TextRun] {
        list.texts.filter { $0.color == tint && $0.style.size == 11 }
    }

    func testFromHeadersTakesTheFirstLetterUppercasedOneLineEachCentredOnTheCanvas() throws {
        let list = layout(indexSpec(["apples", nil, "Bananas", "éclairs", "🇫🇷 France"]))
        let runs = indexRuns(list)
        XCTAssertEqual(runs.map(\.text), ["A", "B", "É", "🇫🇷"], "a section without a header has no entry")
        for run in runs {
            XCTAssertEqual(run.origin.x, 375, "the trailing 15-pt column")
            XCTAssertEqual(run.width, 15)
            XCTAssertEqual(run.alignment, .center)
            XCTAssertEqual(run.style.weight, .semibold)
        }
        // One per 14-pt line, the column centred on the 600-pt canvas.
        let tops = runs.map(\.origin.y)
        for (upper, lower) in zip(tops, tops.dropFirst()) { XCTAssertEqual(lower - upper, 14, accuracy: 1e-9) }
        let first = try XCTUnwrap(runs.first), last = try XCTUnwrap(runs.last)
        XCTAssertEqual((first.origin.y + last.origin.y + (last.height ?? 0)) / 2, 300, accuracy: 0.01)
    }

    func testAuthoredTitlesAndRightToLeft() throws {
        var spec = indexSpec(["One", "Two"], index: .titles(["#", "A", "Z"]))
        spec.direction = .rtl
        let runs = indexRuns(layout(spec))
        XCTAssertEqual(runs.map(\.text), ["#", "A", "Z"])
        XCTAssertEqual(runs.map(\.origin.x), [0, 0, 0], "the leading column in right to left")
    }

    func testTheIndexFontIgnoresDynamicType() throws {
        var spec = indexSpec(["One"])
        spec.dynamicType = .AX3
        XCTAssertEqual(indexRuns(layout(spec)).map(\.text), ["O"])
    }

    func testOnAScreenTheIndexIsCentredBetweenTheBarsAndTheHomeIndicator() throws {
        var spec = indexSpec(["One", "Two", "Three"])
        spec.height = nil
        spec.screen = true
        spec.device = .iphone15
        spec.navigationBar = NavigationBarSpec(title: "Settings", largeTitle: true)
        spec.searchBar = SearchBarSpec()
        let runs = indexRuns(layout(spec))
        XCTAssertEqual(runs.count, 3)
        // Visible table: below 59 + 44 + 52 + 56 (the search bar in the navigation bar), above 852 − 34.
        let top = 59.0 + 44 + 52 + 56, bottom = 852.0 - 34
        XCTAssertEqual(runs[1].origin.y + (runs[1].height ?? 0) / 2, (top + bottom) / 2, accuracy: 0.01)
        XCTAssertEqual(runs[0].origin.x, 393 - 15)
    }

    func testTheIndexRespectsTheTrailingSafeArea() throws {
        var spec = indexSpec(["One"])
        spec.safeArea = EdgeInsets(left: 59, right: 59)
        XCTAssertEqual(try XCTUnwrap(indexRuns(layout(spec)).first).origin.x, 390 - 59 - 15)
    }

    func testEdgeToEdgeCellsMakeRoomForTheIndex() throws {
        var spec = indexSpec(["One"])
        spec.style = .plain
        spec.sections[0].rows[0].accessory = .disclosure
        var without = spec
        without.sectionIndex = nil
        func chevronMaxX(_ list: DisplayList) -> Double {
            list.strokes.flatMap(\.path.points).map(\.x).max() ?? 0
        }
        XCTAssertEqual(chevronMaxX(layout(without)) - chevronMaxX(layout(spec)), 15, accuracy: 1e-9,
                       "UITableView narrows its cells' content by the index's width")
        // The separators still reach the trailing edge under the index.
        XCTAssertEqual(layout(spec).hairlines.map(\.rect.maxX).max(), 390)
    }

    func testInsetCardsShrinkOnlyWhereTheMarginWouldPutThemUnderTheIndex() throws {
        let card = { (spec: Spec) in layout(spec).cards().first?.rect }
        var spec = indexSpec(["One"])
        XCTAssertEqual(try XCTUnwrap(card(spec)), Rect(x: 20, y: try XCTUnwrap(card(spec)).y, width: 350, height: 44),
                       "a 20-pt margin already clears the 15-pt column")
        spec.layoutMargin = 8
        let narrow = try XCTUnwrap(card(spec))
        XCTAssertEqual(narrow.x, 8)
        XCTAssertEqual(narrow.maxX, 390 - 15 - 4, "4 pt clear of the column")
    }

    // MARK: Outline rows

    private func outline(_ title: String, expanded: Bool = false, _ children: [Row]) -> Row {
        var row = Row(title: title)
        row.children = children
        row.expanded = expanded
        return row
    }

    private func outlineSpec(direction: LayoutDirection = .ltr, style: TableStyle = .insetGrouped) -> Spec {
        let tree = outline("Documents", expanded: true, [
            outline("Invoices", expanded: true, [Row(title: "2026.pdf")]),
            outline("Letters", [Row(title: "Hidden")]),
        ])
        var spec = Spec(sections: [Section(rows: [tree, Row(title: "After")])])
        spec.direction = direction
        spec.style = style
        return spec
    }

    func testExpandedChildrenFollowIndentedPerLevelAndCollapsedOnesAreAbsent() throws {
        let list = layout(outlineSpec())
        XCTAssertEqual(try XCTUnwrap(list.text("Documents")).origin.x, 40)
        XCTAssertEqual(try XCTUnwrap(list.text("Invoices")).origin.x, 50, "one level: 10 pt")
        XCTAssertEqual(try XCTUnwrap(list.text("2026.pdf")).origin.x, 60, "two levels")
        XCTAssertEqual(try XCTUnwrap(list.text("Letters")).origin.x, 50)
        XCTAssertEqual(try XCTUnwrap(list.text("After")).origin.x, 40)
        XCTAssertNil(list.text("Hidden"), "a collapsed row's children are not drawn")
        let order = list.texts.map(\.text).filter { ["Documents", "Invoices", "2026.pdf", "Letters", "After"].contains($0) }
        XCTAssertEqual(order, ["Documents", "Invoices", "2026.pdf", "Letters", "After"])
        // One card of five 44-pt rows.
        XCTAssertEqual(try XCTUnwrap(list.cards().first).rect.height, 5 * 44, accuracy: 1)
    }

    func testFlattenedRowsGetSeparatorsFromTheirIndentedText() throws {
        let lines = layout(outlineSpec()).hairlines
        XCTAssertEqual(lines.map(\.rect.x), [40, 50, 60, 50], "each separator starts at its row's text")
        let plain = layout(outlineSpec(style: .plain)).hairlines
        XCTAssertEqual(plain.count, 5, "plain: one under every flattened row")
    }

    func testTheChevronPointsDownWhenExpandedAndTowardsTheTrailingSideWhenCollapsed() throws {
        for direction in [LayoutDirection.ltr, .rtl] {
            let chevrons = layout(outlineSpec(direction: direction)).strokes.filter { $0.color == tint }
            XCTAssertEqual(chevrons.count, 3, "Documents, Invoices, Letters")
            for expanded in chevrons.prefix(2) {
                let points = expanded.path.points
                XCTAssertEqual(points.count, 3)
                XCTAssertEqual(points[1].y, points.map(\.y).max(), "pointing down")
            }
            let collapsed = chevrons[2].path.points
            if direction == .ltr {
                XCTAssertEqual(collapsed[1].x, collapsed.map(\.x).max(), "pointing right")
                XCTAssertEqual(collapsed[1].x + chevrons[2].lineWidth / 2, 350 - 1, accuracy: 0.01,
                               "its ink ends 1 pt inside the content")
            } else {
                XCTAssertEqual(collapsed[1].x, collapsed.map(\.x).min(), "mirrored: pointing left")
                XCTAssertEqual(collapsed[1].x - chevrons[2].lineWidth / 2, 40 + 1, accuracy: 0.01)
            }
        }
    }

    func testARowWithoutChildrenHasNoOutlineChevron() {
        var row = Row(title: "Leaf")
        row.children = []
        row.expanded = true
        XCTAssertTrue(layout(Spec(sections: [Section(rows: [row])])).strokes.isEmpty)
    }
}
