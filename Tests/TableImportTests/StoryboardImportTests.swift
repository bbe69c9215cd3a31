@testable import TableImport
import TableSpec
import XCTest

/// Storyboard static tables → specs: the fixtures in Fixtures/Storyboards, asserted exactly.
final class StoryboardImportTests: XCTestCase {
    private func document(_ name: String, images: Bool = true) throws -> StoryboardDocument {
        let path = StoryboardFixtureXML.path(name)
        return StoryboardImport.document(try StoryboardFixtureXML.root(name), file: path,
                                         images: images ? .catalogs(near: path) : .none)
    }

    private func row(_ title: String, configure: (inout Row) -> Void = { _ in }) -> Row {
        var row = Row(title: title)
        configure(&row)
        return row
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(line: line, column: column)
    }

    // MARK: A grouped settings screen and the inset-grouped screen it pushes

    func testSettingsStoryboardGivesBothTableViewControllersInDocumentOrder() throws {
        let document = try document("Base.lproj/Settings.storyboard")
        XCTAssertEqual(document.tables.map(\.name), ["Settings", "Notifications"])
        XCTAssertEqual(document.tables.map(\.id), ["set-Tvc-001", "ntf-Tvc-001"])
        XCTAssertEqual(document.warnings, [])
    }

    func testGroupedSettingsTableWithEveryCellStyleAccessorySwitchAndImage() throws {
        let table = try XCTUnwrap(try document("Base.lproj/Settings.storyboard").tables.first)
        var expected = Spec(sections: [
            Section(header: SectionHeader(text: "General"), rows: [
                row("General") {
                    $0.icon = .symbol(SymbolIcon(name: "gear", tile: false))
                    $0.accessory = .disclosure
                },
                row("Language") { $0.cellStyle = .value1; $0.detail = "English"; $0.accessory = .disclosure },
                // value2: UIKit's small leading textLabel is the spec's detail, its detailTextLabel the title.
                row("jane@example.com") { $0.cellStyle = .value2; $0.detail = "email" },
                row("iPhone Storage") {
                    $0.cellStyle = .subtitle
                    $0.subtitle = "41.2 GB of 128 GB used"
                    $0.accessory = .detail
                },
            ]),
            Section(header: SectionHeader(text: "Connectivity"),
                    footer: "Turn on Wi-Fi Assist to use cellular data when the Wi-Fi connection is poor.", rows: [
                row("Wi-Fi Assist") {
                    $0.icon = .image(path: "../Assets.xcassets/Tiles/WifiTile.imageset/wifi@3x.png")
                    $0.switchValue = true
                },
                row("Cellular Backup") { $0.switchValue = false },
                // Written trailing label first: reading order still makes "Notifications" the title.
                row("Notifications") { $0.detail = "On"; $0.accessory = .disclosure },
            ]),
            Section(rows: [
                row("Automatic Updates") { $0.accessory = .checkmark },
                row("About") { $0.accessory = .detailDisclosure },
                row("Sign Out") { $0.role = .button },
            ]),
        ])
        expected.style = .grouped
        expected.navigationBar = NavigationBarSpec(title: "Settings", largeTitle: true)
        XCTAssertEqual(table.spec, expected)
        XCTAssertEqual(table.warnings, [
            StoryboardWarning("image \"CloudTile\" not found as a PNG in an asset catalog next to the storyboard;"
                              + " image skipped", at: at(168, 199)),
        ])
    }

    func testPushedInsetGroupedTableGetsBackButtonAndKeepsItsInlineTitle() throws {
        let table = try XCTUnwrap(try document("Base.lproj/Settings.storyboard").tables.last)
        var expected = Spec(sections: [
            Section(footer: "Notifications may include alerts, sounds, and icon badges.", rows: [
                row("Allow Notifications") { $0.switchValue = true },  // label and switch inside a stack view
            ]),
            Section(header: SectionHeader(text: "Alerts"), rows: [
                row("Banners") { $0.accessory = .checkmark },
                row("Lock Screen"),
            ]),
        ])
        expected.style = .insetGrouped
        expected.navigationBar = NavigationBarSpec(title: "Notifications", largeTitle: false, back: "Settings")
        XCTAssertEqual(table.spec, expected)
        XCTAssertEqual(table.warnings, [])
    }

    func testWithoutImagesEveryAssetImageIsSkippedWithAWarning() throws {
        let table = try XCTUnwrap(try document("Base.lproj/Settings.storyboard", images: false).tables.first)
        XCTAssertNil(table.spec.sections[1].rows[0].icon)
        XCTAssertEqual(table.spec.sections[0].rows[0].icon, .symbol(SymbolIcon(name: "gear", tile: false)))
        XCTAssertEqual(table.warnings.map(\.location), [at(142, 199), at(168, 199)])
    }

    func testAssetCatalogLookupPrefersThreeTimesPNGAndSkipsVectorOnlySets() {
        let images = StoryboardImages.catalogs(near: StoryboardFixtureXML.path("Base.lproj/Settings.storyboard"))
        XCTAssertEqual(images.path(for: "WifiTile"), "../Assets.xcassets/Tiles/WifiTile.imageset/wifi@3x.png")
        XCTAssertNil(images.path(for: "CloudTile"))
        XCTAssertNil(images.path(for: "Tiles"))
        // Next to a storyboard outside an .lproj folder, the catalog is a sibling.
        let sibling = StoryboardImages.catalogs(near: StoryboardFixtureXML.path("Plain.storyboard"))
        XCTAssertEqual(sibling.path(for: "WifiTile"), "Assets.xcassets/Tiles/WifiTile.imageset/wifi@3x.png")
    }

    // MARK: A plain table of custom cells

    func testPlainTableOfCustomCellsWithControls() throws {
        let document = try document("Plain.storyboard")
        XCTAssertEqual(document.warnings, [])
        let table = try XCTUnwrap(document.tables.first)
        XCTAssertEqual(document.tables.count, 1)
        XCTAssertEqual(table.name, "Profile")
        var expected = Spec(sections: [
            Section(header: SectionHeader(text: "Contact"), rows: [
                // The attributed label sits above "Mobile": title, and the one below a subtitle.
                row("+1 (555) 010-0199") { $0.subtitle = "Mobile"; $0.accessory = .disclosure },
                row("Nickname") { $0.control = .textField(TextFieldControl(placeholder: "Optional")) },
            ]),
            Section(header: SectionHeader(text: "Display"), rows: [
                row("Theme") { $0.control = .segments(SegmentsControl(items: ["Light", "Dark", "Auto"], selected: 2)) },
                row("") { $0.control = .slider(SliderControl(value: 14, minimum: 10, maximum: 30)) },
            ]),
            Section(rows: [
                // A title in the tint colour is a button; the symbol keeps its tint.
                row("Export Data") {
                    $0.role = .button
                    $0.icon = .symbol(SymbolIcon(name: "square.and.arrow.up", color: .semantic(.systemOrange),
                                                 tile: false))
                },
                row("Delete Account") { $0.role = .destructive; $0.align = .center },
            ]),
        ])
        expected.style = .plain
        expected.navigationBar = NavigationBarSpec(title: "Profile")
        XCTAssertEqual(table.spec, expected)
        XCTAssertEqual(table.warnings, [])
    }

    // MARK: Nothing to draw

    func testDynamicTableAndStaticTableOutsideATableViewControllerAreSkippedWithNotes() throws {
        let document = try document("Dynamic.storyboard")
        XCTAssertEqual(document.tables, [])
        XCTAssertEqual(document.warnings, [
            StoryboardWarning("table view controller \"Inbox\" has a dynamic table (prototype cells filled in by code);"
                              + " skipped", at: at(9, 116)),
            StoryboardWarning("static table views only work in a table view controller, not in a <viewController>"
                              + " (Xcode refuses this); skipped", at: at(43, 29)),
        ])
    }

    func testXibIsNotReadWithAWarningAtItsStaticTable() throws {
        let document = try document("Cell.xib")
        XCTAssertEqual(document.tables, [])
        XCTAssertEqual(document.warnings, [
            StoryboardWarning("static table views are only supported in storyboards (Xcode refuses this xib); skipped",
                              at: at(7, 9)),
        ])
    }

    func testDocumentThatIsNotInterfaceBuilderXML() throws {
        let root = XMLElement(name: "plist", location: at(2, 1))
        XCTAssertEqual(StoryboardImport.document(root, file: "Root.plist"), StoryboardDocument(warnings: [
            StoryboardWarning("not an Interface Builder document (the root element is <plist>, not <document>)",
                              at: at(2, 1)),
        ]))
    }

    // MARK: Broken and odd inputs

    func testReadingFromAPathFindsTheCatalogAndMatchesTheTreeRead() throws {
        let path = StoryboardFixtureXML.path("Base.lproj/Settings.storyboard")
        XCTAssertEqual(try StoryboardImport.document(atPath: path), try document("Base.lproj/Settings.storyboard"))
    }

    func testTruncatedStoryboardThrowsTheReadersPositionedError() {
        XCTAssertThrowsError(try StoryboardImport.document(atPath: StoryboardFixtureXML.path("Broken.storyboard"))) {
            let error = $0 as? XMLSyntaxError
            XCTAssertNotNil(error, "\($0)")
            XCTAssertEqual(error?.location, self.at(10, 25))
            XCTAssertEqual(error?.message, #"expected an attribute, ">" or "/>" in <tableView>, found "<""#)
        }
    }

    func testOddStoryboardDrawsWhatItCanAndWarnsAtEachProblem() throws {
        let document = try document("Odd.storyboard", images: false)
        XCTAssertEqual(document.tables.map(\.name), ["Odd Table", "Odd Table (odd-Tvc-002)"])
        XCTAssertEqual(document.warnings, [
            StoryboardWarning("table view controller \"odd-Tvc-003\" has no table view; skipped", at: at(73, 17)),
        ])

        let odd = document.tables[0]
        var expected = Spec(sections: [
            Section(rows: [
                row("Fancy"),
                row(""),
                row("") { $0.cellStyle = .value1; $0.detail = "Detail only" },
                row("First") { $0.detail = "Second"; $0.accessory = .disclosure; $0.switchValue = true },
                // A symbol the catalog lacks is kept: it draws a placeholder, with a warning.
                row("Sync") {
                    $0.control = .stepper(StepperControl())
                    $0.icon = .symbol(SymbolIcon(name: "heart.text.square", tile: false))
                },
                row(""),
                // Thirteen segments: the spec draws twelve, so the selection (the thirteenth) is dropped too.
                row("") { $0.control = .segments(SegmentsControl(items: (1...12).map(String.init))) },
            ]),
            Section(),
        ])
        expected.style = .plain
        XCTAssertEqual(odd.spec, expected)
        XCTAssertEqual(odd.warnings, [
            StoryboardWarning("unknown table style \"carousel\"; drawn plain", at: at(7, 61)),
            StoryboardWarning("unknown cell style \"IBUITableViewCellStyleFancy\"; read as a custom cell", at: at(11, 52)),
            StoryboardWarning("custom cell without a label; drawn without text", at: at(18, 37)),
            StoryboardWarning("the cell's textLabel \"gone-Lbl-1\" is not one of its labels; left empty", at: at(25, 85)),
            StoryboardWarning("unknown accessory type \"disclosureButton\"; drawn without one", at: at(25, 52)),
            StoryboardWarning("label \"Third\" ignored: a row shows a title and one detail or subtitle", at: at(37, 49)),
            StoryboardWarning("image \"missing\" not found as a PNG in an asset catalog next to the storyboard;"
                              + " image skipped", at: at(41, 60)),
            StoryboardWarning("<switch> ignored: the row already shows a <switch>", at: at(40, 49)),
            StoryboardWarning("unknown SF Symbol \"heart.text.square\"; did you mean \"heart.square\"?",
                              at: at(50, 60)),
            StoryboardWarning("accessory dropped: the row's control sits where it would be drawn", at: at(45, 52)),
            StoryboardWarning("segmented control with 13 segments: the first 12 are drawn", at: at(58, 49)),
        ])

        let bare = document.tables[1]
        var bareSpec = Spec()
        bareSpec.style = .plain
        bareSpec.navigationBar = NavigationBarSpec(title: "Odd Table")
        XCTAssertEqual(bare.spec, bareSpec)
        XCTAssertEqual(bare.warnings, [StoryboardWarning("static table without sections; drawn empty", at: at(71, 21))])
    }

    func testWarningPrintsAsOneLineWithItsPosition() {
        let warning = StoryboardWarning("label \"a\nb\" ignored", at: at(3, 9))
        XCTAssertEqual(warning.description, "3:9: label \"a\\nb\" ignored")
    }

    // MARK: Trees built in code

    func testCustomCellLabelsBesideEachOtherAndRightAlignedDetail() {
        func label(_ text: String, x: Double, y: Double, alignment: String? = nil) -> XMLContent {
            var attributes = [XMLAttribute(name: "text", value: text, location: at(1, 1))]
            if let alignment { attributes.append(XMLAttribute(name: "textAlignment", value: alignment, location: at(1, 1))) }
            let rect = XMLElement(name: "rect", attributes: [
                XMLAttribute(name: "key", value: "frame", location: at(1, 1)),
                XMLAttribute(name: "x", value: "\(x)", location: at(1, 1)),
                XMLAttribute(name: "y", value: "\(y)", location: at(1, 1)),
                XMLAttribute(name: "width", value: "100", location: at(1, 1)),
                XMLAttribute(name: "height", value: "20", location: at(1, 1)),
            ], location: at(1, 1))
            return .element(XMLElement(name: "label", attributes: attributes, content: [.element(rect)], location: at(1, 1)))
        }
        func table(_ labels: [XMLContent]) -> Row? {
            let content = XMLElement(name: "tableViewCellContentView",
                                     attributes: [XMLAttribute(name: "key", value: "contentView", location: at(1, 1))],
                                     content: [.element(XMLElement(name: "subviews", content: labels, location: at(1, 1)))],
                                     location: at(1, 1))
            let cell = XMLElement(name: "tableViewCell", content: [.element(content)], location: at(1, 1))
            func wrap(_ name: String, _ child: XMLElement, _ attributes: [(String, String)] = []) -> XMLElement {
                XMLElement(name: name, attributes: attributes.map { XMLAttribute(name: $0.0, value: $0.1, location: at(1, 1)) },
                           content: [.element(child)], location: at(1, 1))
            }
            let tableView = wrap("tableView", wrap("sections", wrap("tableViewSection", wrap("cells", cell))),
                                 [("key", "view"), ("dataMode", "static")])
            let root = wrap("document", wrap("scenes", wrap("scene", wrap("objects",
                wrap("tableViewController", tableView, [("id", "t")])))), [("type", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")])
            return StoryboardImport.document(root, file: "t.storyboard").tables.first?.spec.sections.first?.rows.first
        }
        // Beside each other on one line: the trailing one is the detail, whatever the written order.
        XCTAssertEqual(table([label("Detail", x: 250, y: 12), label("Title", x: 20, y: 11)]),
                       row("Title") { $0.detail = "Detail" })
        // A right-aligned label under the title is still a trailing detail (a two-line value1 look).
        XCTAssertEqual(table([label("Title", x: 20, y: 4), label("Value", x: 20, y: 24, alignment: "right")]),
                       row("Title") { $0.detail = "Value" })
        XCTAssertEqual(table([label("Title", x: 20, y: 4), label("Below", x: 20, y: 24)]),
                       row("Title") { $0.subtitle = "Below" })
    }
}
