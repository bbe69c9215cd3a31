import TableGraphics
import TableSpec
import XCTest

/// Issue 16's table parts (`searchBar`, `sectionIndex`, `editing`, `selection`; row `swipe`, `edit`, `reorder`,
/// `children`, `expanded`) decode to the model; bad values and combinations iOS cannot show are errors at their
/// path, one line each.
final class TablePartsDecodingTests: XCTestCase {
    private func row(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> Row {
        do {
            return try XCTUnwrap(SpecFixtures.rows(json).first, file: file, line: line)
        } catch let error as SpecError {
            XCTFail("unexpected diagnostics:\n\(error)", file: file, line: line)
            throw error
        }
    }

    private func spec(_ topLevel: String, rows: String = "", file: StaticString = #filePath,
                      line: UInt = #line) throws -> Spec {
        do {
            return try SpecFixtures.spec(topLevel, rows: rows)
        } catch let error as SpecError {
            XCTFail("unexpected diagnostics:\n\(error)", file: file, line: line)
            throw error
        }
    }

    private func messages(_ json: String) -> [String] { SpecFixtures.rowMessages(json) }

    private func topMessages(_ topLevel: String, rows: String = "") -> [String] {
        SpecFixtures.specMessages(topLevel, rows: rows)
    }

    /// The diagnostics of a whole spec written in `json`.
    private func documentMessages(_ json: String) -> [String] {
        SpecFixtures.messages { _ = try SpecLoader.load(Array(json.utf8), format: .json) }
    }

    // MARK: Search bar

    func testSearchBarDecodesEachKeyAndDefaultsTheRest() throws {
        XCTAssertNil(try spec(#""style": "plain""#).searchBar)
        XCTAssertEqual(try spec(#""searchBar": {}"#).searchBar, SearchBarSpec())
        XCTAssertEqual(try spec(#""searchBar": {"placeholder": "Search Settings"}"#).searchBar,
                       SearchBarSpec(placeholder: "Search Settings"))
        XCTAssertEqual(try spec(#""searchBar": {"text": "wi"}"#).searchBar, SearchBarSpec(placeholder: "Search", text: "wi"))
        XCTAssertNil(try spec(#""searchBar": null"#).searchBar)
    }

    func testSearchBarErrors() {
        XCTAssertEqual(topMessages(#""searchBar": true"#), [
            #"1:43: searchBar: expected an object with "placeholder" and "text", found true"#,
        ])
        XCTAssertEqual(topMessages(#""searchBar": {"placeholer": "Find", "text": 3}"#), [
            #"1:44: searchBar.placeholer: unknown key "placeholer"; did you mean "placeholder"?"#,
            #"1:74: searchBar.text: expected a string, found the number 3"#,
        ])
    }

    // MARK: Section index

    private let lettered = #"{"sections": [{"header": "apple", "rows": ["Apple"]}, {"rows": ["Other"]}, {"header": {"text": " Berry"}, "rows": ["Berry"]}], "sectionIndex": true}"#

    func testSectionIndexTrueTakesTheHeadersFirstLetters() throws {
        let decoded = try SpecLoader.load(Array(lettered.utf8), format: .json)
        XCTAssertEqual(decoded.sectionIndex, .fromHeaders)
        XCTAssertEqual(decoded.sectionIndex?.titles(for: decoded.sections), ["A", "B"])
    }

    func testSectionIndexTitlesAndFalse() throws {
        let titles = try spec(##""sectionIndex": ["A", "B", "#"]"##)
        XCTAssertEqual(titles.sectionIndex, .titles(["A", "B", "#"]))
        XCTAssertEqual(titles.sectionIndex?.titles(for: titles.sections), ["A", "B", "#"])
        XCTAssertNil(try spec(#""sectionIndex": false"#).sectionIndex)
        let most = (0..<SpecLimits.maximumSectionIndexTitles).map { "\"\($0)\"" }.joined(separator: ", ")
        XCTAssertEqual(try spec(#""sectionIndex": [\#(most)]"#).sectionIndex?.titles(for: []).count,
                       SpecLimits.maximumSectionIndexTitles)
    }

    /// A header letter for a section without a header, or for a blank header, would not point anywhere.
    func testHeaderLettersSkipSectionsWithoutOrWithBlankHeaders() {
        let sections = [Section(header: SectionHeader(text: "  "), rows: []), Section(rows: []),
                        Section(header: SectionHeader(text: "éclair"), rows: []),
                        Section(header: SectionHeader(text: "中文"), rows: [])]
        XCTAssertEqual(SectionIndexSpec.fromHeaders.titles(for: sections), ["É", "中"])
    }

    func testSectionIndexTrueWithoutHeadersIsAnError() {
        XCTAssertEqual(topMessages(#""sectionIndex": true"#, rows: #""A""#), [
            #"1:49: sectionIndex: nothing to index: true takes the first letter of each section header, and no section has one; add headers or list the titles"#,
        ])
        // A header with its own problem still counts, so it is reported once.
        XCTAssertEqual(documentMessages(#"{"sections": [{"header": {"txt": "A"}}], "sectionIndex": true}"#), [
            #"1:26: sections[0].header: missing required key "text""#,
            #"1:27: sections[0].header.txt: unknown key "txt"; did you mean "text"?"#,
        ])
    }

    func testSectionIndexErrors() {
        XCTAssertEqual(topMessages(#""sectionIndex": []"#), [
            #"1:46: sectionIndex: "sectionIndex" is empty; list at least one title, or use true for the first letters of the section headers"#,
        ])
        XCTAssertEqual(topMessages(#""sectionIndex": "A-Z""#), [
            #"1:46: sectionIndex: expected true or an array of strings, found the string "A-Z""#,
        ])
        XCTAssertEqual(topMessages(#""sectionIndex": ["A", 2, " "]"#), [
            #"1:52: sectionIndex[1]: expected a string, found the number 2"#,
            #"1:55: sectionIndex[2]: an index title must not be empty"#,
        ])
    }

    /// The count is refused before any title is read: a hundred thousand bad titles give one line.
    func testTooManyIndexTitlesAreRefusedBeforeTheyAreRead() {
        let many = Array(repeating: "0", count: 100_000).joined(separator: ", ")
        XCTAssertEqual(topMessages(#""sectionIndex": [\#(many)]"#), [
            #"1:46: sectionIndex: 100000 index titles; at most 100 are allowed"#,
        ])
    }

    // MARK: Edit mode and selection

    func testEditModeDecodesEveryControlAndReorder() throws {
        let rows = #"{"title": "A"}, {"title": "B", "edit": "insert", "reorder": true}, {"title": "C", "edit": "none"}, {"title": "D", "edit": "delete", "reorder": false}"#
        let decoded = try spec(#""editing": true"#, rows: rows)
        XCTAssertTrue(decoded.editing)
        XCTAssertEqual(decoded.selection, .none)
        XCTAssertEqual(decoded.sections[0].rows.map(\.edit), [nil, .insert, EditControl.none, .delete])
        XCTAssertEqual(decoded.sections[0].rows.map(\.reorder), [false, true, false, false])
    }

    func testMultipleSelectionInEditMode() throws {
        let decoded = try spec(#""editing": true, "selection": "multiple""#,
                               rows: #"{"title": "A", "selected": true, "reorder": true}, {"title": "B", "edit": "none"}"#)
        XCTAssertEqual(decoded.selection, .multiple)
        XCTAssertTrue(decoded.sections[0].rows[0].selected)
        XCTAssertEqual(try spec(#""selection": "none""#).selection, .none)
    }

    /// `false`, `"none"` and absent keys say "nothing here" and are fine outside edit mode; only what would draw
    /// something is refused.
    func testDefaultsAreAcceptedOutsideEditMode() throws {
        let decoded = try row(#"{"title": "A", "edit": "none", "reorder": false}"#)
        XCTAssertEqual(decoded.edit, EditControl.none)
        XCTAssertFalse(decoded.reorder)
        XCTAssertNoThrow(try spec(#""editing": false"#, rows: #""A""#))
    }

    func testEditAndReorderOutsideEditModeAreErrorsAtTheRow() {
        XCTAssertEqual(messages(#"{"title": "A", "reorder": true}"#), [
            #"1:25: sections[0].rows[0]: "reorder" draws only in edit mode; set "editing": true at the top level"#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "edit": "delete"}"#), [
            #"1:25: sections[0].rows[0]: "edit" draws only in edit mode; set "editing": true at the top level"#,
        ])
        XCTAssertEqual(topMessages(#""editing": false"#, rows: #"{"edit": "insert", "reorder": true}"#), [
            #"1:25: sections[0].rows[0]: "edit" and "reorder" draw only in edit mode; set "editing": true at the top level"#,
        ])
    }

    func testSelectionWithoutEditModeIsAnError() {
        XCTAssertEqual(topMessages(#""selection": "multiple""#, rows: #""A""#), [
            #"1:46: selection: selection circles show only in edit mode; set "editing": true at the top level"#,
        ])
    }

    /// UIKit replaces the delete and insert controls by the selection circle when selecting several rows.
    func testEditControlsWithMultipleSelectionAreErrors() {
        XCTAssertEqual(topMessages(#""editing": true, "selection": "multiple""#, rows: #"{"title": "A", "edit": "insert"}"#), [
            #"1:25: sections[0].rows[0]: with "selection": "multiple" a selection circle takes the place of the "insert" control; remove "edit" or "selection""#,
        ])
    }

    func testEditModeValueErrorsAreReportedOnce() {
        // An editing that did not decode is unknown: the rows are not also told to set it.
        XCTAssertEqual(topMessages(#""editing": "yes", "selection": "multple""#, rows: #"{"reorder": true, "edit": "remove"}"#), [
            #"1:51: sections[0].rows[0].edit: unknown value "remove"; expected one of "delete", "insert", "none""#,
            #"1:76: editing: expected true or false, found the string "yes""#,
            #"1:96: selection: unknown value "multple"; did you mean "multiple"?"#,
        ])
        XCTAssertEqual(messages(#"{"reorder": "yes"}"#), [
            #"1:37: sections[0].rows[0].reorder: expected true or false, found the string "yes""#,
        ])
    }

    // MARK: Swipe actions

    func testSwipeDecodesEitherSide() throws {
        let trailing = try row(#"""
            {"title": "Mail", "swipe": {"trailing": [{"title": "Delete", "symbol": "trash", "role": "destructive"}, {"title": "Flag", "color": "systemOrange"}]}}
            """#)
        XCTAssertEqual(trailing.swipe, SwipeActions(trailing: [
            SwipeAction(title: "Delete", symbol: "trash", role: .destructive),
            SwipeAction(title: "Flag", color: .semantic(.systemOrange)),
        ]))
        let leading = try row(#"{"title": "Mail", "swipe": {"leading": [{"symbol": "envelope"}], "trailing": []}}"#)
        XCTAssertEqual(leading.swipe, SwipeActions(leading: [SwipeAction(symbol: "envelope")]))
        let most = Array(repeating: #"{"title": "A"}"#, count: SpecLimits.maximumSwipeActions).joined(separator: ", ")
        XCTAssertEqual(try row(#"{"swipe": {"leading": [\#(most)]}}"#).swipe?.leading.count, SpecLimits.maximumSwipeActions)
    }

    func testSwipeWithBothSidesOrNoActionsIsAnError() {
        XCTAssertEqual(messages(#"{"swipe": {"leading": [{"title": "Pin"}], "trailing": [{"title": "Delete"}]}}"#), [
            #"1:35: sections[0].rows[0].swipe: a row shows either its leading or its trailing actions revealed, not both; give each side its own row"#,
        ])
        let nothing = #"1:35: sections[0].rows[0].swipe: "swipe" has no actions, so there is nothing to reveal; add "leading" or "trailing" actions, or leave "swipe" out"#
        XCTAssertEqual(messages(#"{"swipe": {}}"#), [nothing])
        XCTAssertEqual(messages(#"{"swipe": {"leading": [], "trailing": []}}"#), [nothing])
    }

    func testActionsNeedATitleOrASymbol() {
        XCTAssertEqual(messages(#"{"swipe": {"trailing": [{"role": "destructive"}, {"title": " ", "color": "systemRed"}]}}"#), [
            #"1:49: sections[0].rows[0].swipe.trailing[0]: an action needs a "title" or a "symbol""#,
            #"1:74: sections[0].rows[0].swipe.trailing[1]: an action needs a "title" or a "symbol""#,
        ])
    }

    func testActionValueErrorsHaveDidYouMeans() {
        XCTAssertEqual(messages(#"{"swipe": {"trailing": [{"title": "Delete", "role": "destuctive", "colour": "red"}, {"symbol": "trsh"}]}}"#), [
            #"1:77: sections[0].rows[0].swipe.trailing[0].role: unknown value "destuctive"; did you mean "destructive"?"#,
            #"1:91: sections[0].rows[0].swipe.trailing[0].colour: unknown key "colour"; did you mean "color"?"#,
        ])  // "trsh" is no error: it draws a placeholder with a warning (SymbolWarningTests)
        XCTAssertEqual(messages(#"{"swipe": {"trailng": [], "leading": {"title": "Pin"}}}"#), [
            #"1:36: sections[0].rows[0].swipe.trailng: unknown key "trailng"; did you mean "trailing"?"#,
            #"1:62: sections[0].rows[0].swipe.leading: expected an array of actions, found an object"#,
        ])
        XCTAssertEqual(messages(#"{"swipe": [{"title": "Delete"}], "edit": "delete"}"#).first,
                       #"1:25: sections[0].rows[0]: "edit" draws only in edit mode; set "editing": true at the top level"#)
        XCTAssertEqual(messages(#"{"swipe": {"trailing": ["Delete"]}}"#), [
            #"1:49: sections[0].rows[0].swipe.trailing[0]: expected an action object with "title" or "symbol", found the string "Delete""#,
        ])
    }

    func testTooManyActionsAreRefusedBeforeTheyAreRead() {
        let many = Array(repeating: "0", count: 6).joined(separator: ", ")
        XCTAssertEqual(messages(#"{"swipe": {"leading": [\#(many)]}}"#), [
            #"1:47: sections[0].rows[0].swipe.leading: 6 actions; at most 5 are allowed on one side"#,
        ])
    }

    func testASwipedRowInEditModeIsAnError() {
        XCTAssertEqual(topMessages(#""editing": true"#, rows: #"{"title": "A", "swipe": {"trailing": [{"title": "Delete"}]}}"#), [
            #"1:25: sections[0].rows[0]: a row in edit mode shows no swipe actions (iOS ends swiping when editing starts); remove "swipe" or "editing""#,
        ])
    }

    // MARK: Outline children

    func testChildrenDecodeAsRowsWithExpanded() throws {
        let decoded = try row(#"""
            {"title": "Folders", "expanded": true, "children": ["Notes", {"title": "Work", "children": [{"title": "Q3", "swipe": {"trailing": [{"title": "Delete"}]}}]}, {"title": "Empty", "children": [], "expanded": true}]}
            """#)
        XCTAssertTrue(decoded.expanded)
        XCTAssertEqual(decoded.children?.map(\.title), ["Notes", "Work", "Empty"])
        XCTAssertFalse(decoded.children?[1].expanded ?? true)
        XCTAssertEqual(decoded.children?[1].children?.first?.swipe, SwipeActions(trailing: [SwipeAction(title: "Delete")]))
        XCTAssertEqual(decoded.children?[2].children, [])
        XCTAssertEqual(decoded.outlineRowCount, 5)
    }

    func testExpandedWithoutChildrenIsAnError() throws {
        XCTAssertEqual(messages(#"{"title": "A", "expanded": true}"#), [
            #"1:25: sections[0].rows[0]: "expanded" needs "children"; a row without children has nothing to expand"#,
        ])
        XCTAssertFalse(try row(#"{"title": "A", "expanded": false}"#).expanded)
        // Children with their own problem are not also missing.
        XCTAssertEqual(messages(#"{"title": "A", "expanded": true, "children": "B"}"#), [
            #"1:70: sections[0].rows[0].children: expected an array, found the string "B""#,
        ])
    }

    /// Nested rows are checked like a section's: their problems are reported at their own paths.
    func testChildrenAreCheckedAsRows() {
        XCTAssertEqual(messages(#"{"children": [{"title": "B", "reorder": true, "children": [{"titel": "C"}]}]}"#), [
            #"1:39: sections[0].rows[0].children[0]: "reorder" draws only in edit mode; set "editing": true at the top level"#,
            #"1:85: sections[0].rows[0].children[0].children[0].titel: unknown key "titel"; did you mean "title"?"#,
        ])
    }

    private func nested(_ levels: Int, inner: String = #""leaf""#) -> String {
        var json = inner
        for level in (0..<levels).reversed() { json = #"{"title": "L\#(level)", "children": [\#(json)]}"# }
        return json
    }

    func testChildrenNestEightLevelsAndNoDeeper() throws {
        var decoded: Row? = try row(nested(SpecLimits.maximumOutlineDepth))
        var depth = 0
        while let children = decoded?.children {
            depth += 1
            decoded = children.first
        }
        XCTAssertEqual(depth, 8)
        XCTAssertEqual(messages(nested(9)), [
            #"1:285: sections[0].rows[0].children[0]….children[0].children: children nested 9 levels deep; at most 8 levels are allowed"#,
        ])
    }

    /// The depth is refused before the deeper rows are read: their own problems are never reached.
    func testTooDeepChildrenAreRefusedBeforeTheyAreRead() {
        XCTAssertEqual(messages(nested(9, inner: #"{"titel": 1}"#)).count, 1)
    }

    /// Outline children count toward the table's row limit, collapsed or not, so children cannot multiply rows
    /// past it.
    func testChildrenCountTowardTheRowLimit() {
        let leaves = Array(repeating: "\"x\"", count: 1000).joined(separator: ",")
        let parent = #"{"title": "P", "children": [\#(leaves)]}"#
        let rows = Array(repeating: parent, count: SpecLimits.maximumRows / 1001 + 1).joined(separator: ",")
        let found = messages(rows)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasSuffix("200200 rows; at most 200000 are allowed in one table") == true,
                      found.first ?? "")
    }

    // MARK: Helpers for rows built in code

    func testTablePartConflictsForRowsBuiltInCode() {
        var row = Row(title: "A")
        row.reorder = true
        row.swipe = SwipeActions(leading: [SwipeAction(title: "Pin")], trailing: [SwipeAction(symbol: "trash")])
        XCTAssertEqual(row.tablePartConflicts(editing: false, selection: .none), [
            #""reorder" draws only in edit mode; set "editing": true at the top level"#,
            "a row shows either its leading or its trailing actions revealed, not both; give each side its own row",
        ])
        row.swipe = nil
        XCTAssertEqual(row.tablePartConflicts(editing: true, selection: .multiple), [])
        XCTAssertNil(SwipeActions(trailing: [SwipeAction(title: "Delete", role: .destructive)]).problem)
        XCTAssertFalse(SwipeAction(title: "  ").hasLabel)
        XCTAssertTrue(SwipeAction(symbol: "trash").hasLabel)
    }
}
