import Foundation
@testable import TableImport
import TableGraphics
import TableSpec
import XCTest

/// Bundles and storyboards written to misbehave: files outside the bundle, FIFOs, huge or linked files.
final class ImportHardeningTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static func pane(_ specifiers: [String], extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>\(extra)<key>PreferenceSpecifiers</key><array>
        \(specifiers.joined(separator: "\n"))
        </array></dict></plist>
        """
    }

    static func specifier(_ type: String, _ pairs: [(String, String)]) -> String {
        "<dict><key>Type</key><string>\(type)</string>"
            + pairs.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
    }

    static let group = specifier("PSGroupSpecifier", [])

    func write(_ text: String, _ relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    var bundle: String { folder.appendingPathComponent("Settings.bundle").path }

    func messages(_ result: SettingsImport) -> String {
        result.problems.map(\.description).joined(separator: "\n")
    }

    func testFilesNamedByTheBundleStayInsideIt() throws {
        try write(Self.pane([Self.group]), "Outside.plist")
        try write(Self.pane([Self.group]), "Settings.bundle/Linked-target-elsewhere.plist")
        try write("\"Title\" = \"Leaked\";", "Secret.strings")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Settings.bundle/Linked.plist").path,
                                                   withDestinationPath: folder.appendingPathComponent("Outside.plist").path)
        try write(Self.pane([
            Self.group,
            Self.specifier("PSChildPaneSpecifier", [("Title", "Up"), ("File", "../Outside")]),
            Self.specifier("PSChildPaneSpecifier", [("Title", "Link"), ("File", "Linked")]),
            Self.specifier("PSTitleValueSpecifier", [("Title", "Title"), ("IASKCellImage", "../secret.png")]),
        ], extra: "<key>StringsTable</key><string>../../Secret</string>"), "Settings.bundle/Root.plist")
        let result = try SettingsBundleReader.read(bundle)
        XCTAssertEqual(result.panes.map(\.name), ["Root"])
        let text = messages(result)
        XCTAssertTrue(text.contains("PreferenceSpecifiers[1].File: File \"../Outside\" leads outside the bundle; not read"), text)
        XCTAssertTrue(text.contains("PreferenceSpecifiers[2].File: File \"Linked\" leads outside the bundle"), text)
        XCTAssertTrue(text.contains("StringsTable: warning: StringsTable \"../../Secret\" leads outside the bundle"), text)
        XCTAssertTrue(text.contains("IASKCellImage: warning: IASKCellImage \"../secret.png\" leads outside the bundle"), text)
        XCTAssertNil(result.panes[0].spec.sections.flatMap(\.rows).first { $0.icon != nil })
        XCTAssertFalse(result.panes[0].spec.sections.flatMap(\.rows).contains { $0.title == "Leaked" })
    }

    func testContainedResolvesLinksAndDotDot() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b/sub"), withIntermediateDirectories: true)
        let base = folder.appendingPathComponent("b")
        XCTAssertNotNil(ImportFile.contained("sub/../x", in: base))
        XCTAssertNil(ImportFile.contained("../x", in: base))
        XCTAssertNil(ImportFile.contained("/etc/passwd", in: base))
        try FileManager.default.createSymbolicLink(atPath: base.appendingPathComponent("out").path, withDestinationPath: "/etc")
        XCTAssertNil(ImportFile.contained("out/passwd", in: base))
        XCTAssertEqual(ImportFile.standardized("./Child"), "Child")
        XCTAssertEqual(ImportFile.standardized("a//./b/../Child"), "a/Child")
        XCTAssertEqual(ImportFile.standardized("../Child"), "../Child")
    }

    func testReadRefusesFIFOsLargeFilesAndDevices() throws {
        let fifo = folder.appendingPathComponent("Settings.bundle/Root.plist")
        try FileManager.default.createDirectory(at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        XCTAssertThrowsError(try ImportFile.read(fifo)) { XCTAssertEqual(($0 as? ImportFileError)?.message, "cannot read the file (not a regular file)") }
        XCTAssertThrowsError(try SettingsBundleReader.read(bundle)) {
            XCTAssertTrue("\($0)".contains("not a regular file") || (($0 as? ImportError)?.problems.first?.message ?? "").contains("not a regular file"), "\($0)")
        }
        XCTAssertThrowsError(try ImportFile.read(URL(fileURLWithPath: "/dev/zero")))
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try FileManager.default.createSymbolicLink(atPath: storyboard.path, withDestinationPath: "/dev/zero")
        XCTAssertThrowsError(try StoryboardImport.panes(atPath: storyboard.path))
        try write(String(repeating: "x", count: 100), "big.strings")
        XCTAssertThrowsError(try ImportFile.read(folder.appendingPathComponent("big.strings"), limit: 99)) {
            XCTAssertEqual(($0 as? ImportFileError)?.message, "the file is larger than 99 bytes")
        }
        XCTAssertEqual(try ImportFile.read(folder.appendingPathComponent("big.strings"), limit: 100).count, 100)
    }

    func testCatalogScanSkipsLinksAndWaitsForTheFirstLookup() throws {
        let project = folder.appendingPathComponent("App")
        try write("", "App/Main.storyboard")
        try Data([1]).write(to: folder.appendingPathComponent("elsewhere.png"))
        try write("", "Other/Far.imageset/far@3x.png")
        let catalog = project.appendingPathComponent("Assets.xcassets")
        try write("", "App/Assets.xcassets/Icon.imageset/icon@3x.png")
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("Far.imageset").path,
                                                   withDestinationPath: folder.appendingPathComponent("Other/Far.imageset").path)
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("Leak.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("Leak.imageset/leak@3x.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("elsewhere.png").path)
        let images = StoryboardImages.catalogs(near: project.appendingPathComponent("Main.storyboard").path)
        // Added after the call: found, since the scan waits for the first lookup.
        try write("", "App/Assets.xcassets/Late.imageset/late.png")
        XCTAssertEqual(images.path(for: "Icon"), "Assets.xcassets/Icon.imageset/icon@3x.png")
        XCTAssertEqual(images.path(for: "Late"), "Assets.xcassets/Late.imageset/late.png")
        XCTAssertNil(images.path(for: "Far"), "a linked image set is not followed")
        XCTAssertNil(images.path(for: "Leak"), "a linked PNG is not read")
    }
}

extension ImportHardeningTests {
    func read(_ specifiers: [String]) throws -> SettingsImport {
        try write(Self.pane(specifiers), "Settings.bundle/Root.plist")
        return try SettingsBundleReader.read(bundle)
    }

    func testDidYouMeanPicksTheSameTypeOnATie() throws {
        // Four edits from both PSMultiValueSpecifier and PSTitleValueSpecifier: the first by name, every run.
        let text = messages(try read([Self.specifier("PSTextValueSpecifier", [("Title", "T")])]))
        XCTAssertTrue(text.contains("did you mean \"PSMultiValueSpecifier\"?"), text)
    }
}

extension ImportHardeningTests {
    func testLongFootersSplitInLinearTimeAndStopAtTwentyPieces() throws {
        let words = String(repeating: "word ", count: 2_000)   // 10 000 characters a piece
        XCTAssertEqual(PaneMapper.pieces(of: words + words, limit: 10_000).count, 2)
        // 5 MB of footer: the split used to count the whole rest on every pass; now it steps and stops at 20 pieces.
        let huge = String(repeating: "licence text ", count: 400_000)
        let started = Date()
        let result = try read([Self.specifier("PSGroupSpecifier", [("FooterText", huge)])])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        let footers = result.panes[0].spec.sections.compactMap(\.footer)
        XCTAssertEqual(footers.count, PaneMapper.maximumFooterPieces)
        XCTAssertTrue(footers.allSatisfy { $0.count <= SpecLimits.maximumTextLength })
        XCTAssertEqual(result.problems.filter { $0.message.contains("the rest is not drawn") }.count, 1, messages(result))
    }
}

extension ImportHardeningTests {
    func testImportedPanesAreHeldToTheSpecLimits() throws {
        var spec = Spec(sections: [Section(header: SectionHeader(text: "HHHH"), footer: "ok", rows: [Row(title: "abcdef"), Row(title: "b")]),
                                   Section(rows: [Row(title: "c")]), Section(), Section()])
        spec.navigationBar = NavigationBarSpec(title: "long title")
        let small = ImportedSpecClamp(maximumTextLength: 3, maximumRows: 2, maximumSections: 2)
        let result = ImportedSpecClamp.clamp(spec, limits: small)
        XCTAssertEqual(result.spec.sections.count, 2)
        XCTAssertEqual(result.spec.sections.flatMap(\.rows).map(\.title), ["abc", "b"])
        XCTAssertEqual(result.spec.sections[0].header?.text, "HHH")
        XCTAssertEqual(result.spec.navigationBar?.title, "lon")
        XCTAssertEqual(result.warnings, ["2 sections past the limit of 2 are not drawn", "1 rows past the limit of 2 are not drawn",
                                         "3 texts longer than 3 characters are cut there"])
        XCTAssertEqual(ImportedSpecClamp.clamp(spec).warnings, [])
    }

    func testImportedTextsAreCutToTheScalarLimits() throws {
        let zalgo = "Z" + String(repeating: "\u{301}", count: 100) + "algo"
        let heavy = String(repeating: "e\u{301}\u{302}\u{303}\u{304}", count: 9_000)
        let spec = Spec(sections: [Section(footer: heavy, rows: [Row(title: zalgo), Row(title: "e\u{301} fine")])])
        let result = ImportedSpecClamp.clamp(spec)
        let title = result.spec.sections[0].rows[0].title
        XCTAssertEqual(title.unicodeScalars.count, SpecLimits.maximumScalarsPerCharacter + 4)
        XCTAssertTrue(title.hasSuffix("algo"))
        XCTAssertEqual(result.spec.sections[0].rows[1].title, "e\u{301} fine")
        let footer = try XCTUnwrap(result.spec.sections[0].footer)
        XCTAssertEqual(footer.unicodeScalars.count, SpecLimits.maximumTextScalars, "8,000 whole characters of five")
        XCTAssertEqual(result.warnings, ["2 texts with a character of more than 32 Unicode scalars (combining marks), "
                                         + "or more than 40000 in all, are cut there"])
    }

    func testAStoryboardTitleLongerThanTheLimitIsCutWithAWarning() throws {
        let title = String(repeating: "t", count: SpecLimits.maximumTextLength + 5)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s">
            <objects><tableViewController id="t" title="\(title)"><tableView key="view" dataMode="static" id="v"><sections>
            <tableViewSection id="x"><cells><tableViewCell id="c" textLabel="l"><tableViewCellContentView key="contentView" id="cv">
            <subviews><label id="l" text="\(title)"/></subviews></tableViewCellContentView></tableViewCell></cells></tableViewSection>
            </sections></tableView></tableViewController></objects></scene></scenes></document>
            """, "Main.storyboard")
        let result = try StoryboardImport.panes(atPath: folder.appendingPathComponent("Main.storyboard").path)
        let texts = result.panes[0].spec.sections.flatMap(\.rows).map(\.title) + [result.panes[0].spec.navigationBar?.title ?? ""]
        XCTAssertTrue(texts.allSatisfy { $0.count <= SpecLimits.maximumTextLength }, "\(texts.map(\.count))")
        XCTAssertEqual(result.problems.filter { $0.message.contains("characters are cut there") }.count, 1, messages(result))
    }
}

extension ImportHardeningTests {
    static func slider(_ minimum: String, _ maximum: String, _ value: String) -> String {
        "<dict><key>Type</key><string>PSSliderSpecifier</string><key>MinimumValue</key><real>\(minimum)</real>"
            + "<key>MaximumValue</key><real>\(maximum)</real><key>DefaultValue</key><real>\(value)</real></dict>"
    }

    func sliders(_ result: SettingsImport) -> [SliderControl] {
        result.panes[0].spec.sections.flatMap(\.rows).compactMap {
            if case .slider(let slider)? = $0.control { return slider }
            return nil
        }
    }

    func testSliderBoundsThatAreNotFiniteOrNotARangeAreZeroToOne() throws {
        let result = try read([Self.group, Self.slider("nan", "inf", "nan"), Self.slider("5", "5", "5"),
                               Self.slider("-inf", "10", "4")])
        XCTAssertEqual(sliders(result), [SliderControl(value: 0, minimum: 0, maximum: 1),
                                         SliderControl(value: 1, minimum: 0, maximum: 1),
                                         SliderControl(value: 4, minimum: 0, maximum: 10)], messages(result))
        XCTAssertTrue(messages(result).contains("MinimumValue 5 is not below MaximumValue 5; drawn as 0…1"), messages(result))
        let written = SpecWriter.write(result.panes[0].spec, format: .json)
        XCTAssertFalse(written.contains("nan") || written.contains("inf"), written)
    }

    func testAStoryboardSliderWithEqualBoundsIsZeroToOneWithAWarning() throws {
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s">
            <objects><tableViewController id="t" title="T"><tableView key="view" dataMode="static" id="v"><sections>
            <tableViewSection id="x"><cells><tableViewCell id="c"><tableViewCellContentView key="contentView" id="cv">
            <subviews><slider id="sl" value="nan" minValue="3" maxValue="3"/></subviews></tableViewCellContentView></tableViewCell>
            <tableViewCell id="c2"><tableViewCellContentView key="contentView" id="cv2">
            <subviews><slider id="s2" value="inf" minValue="0" maxValue="inf"/></subviews></tableViewCellContentView></tableViewCell>
            </cells></tableViewSection></sections></tableView></tableViewController></objects></scene></scenes></document>
            """, "Main.storyboard")
        let result = try StoryboardImport.panes(atPath: folder.appendingPathComponent("Main.storyboard").path)
        XCTAssertEqual(sliders(result), [SliderControl(value: 0, minimum: 0, maximum: 1), SliderControl(value: 0, minimum: 0, maximum: 1)],
                       messages(result))
        XCTAssertEqual(result.problems.filter { $0.message.contains("minValue is not below maxValue") }.count, 1, messages(result))
    }

    func testTheSpecWriterNeverWritesNaNOrInfinity() {
        var row = Row()
        row.control = .slider(SliderControl(value: .nan, minimum: .infinity, maximum: -.infinity))
        row.height = .infinity
        var progress = Row()
        progress.control = .progress(.nan)
        var spec = Spec(sections: [Section(rows: [row, progress])])
        spec.width = .nan
        let written = SpecWriter.write(spec, format: .json) + SpecWriter.write(spec, format: .yaml)
        XCTAssertFalse(written.lowercased().contains("nan") || written.lowercased().contains("inf"), written)
        XCTAssertTrue(written.contains("\"min\": 0"), written)
    }
}

extension ImportHardeningTests {
    func testTintedSymbolsAndColouredGlyphsRoundTripThroughTheWriter() throws {
        var symbol = Row(title: "Wi-Fi")
        symbol.icon = .symbol(SymbolIcon(name: "wifi", color: .semantic(.systemBlue), tile: false))
        var glyph = Row(title: "Plane")
        glyph.icon = .glyph("✈", color: .literal(RGBAColor(255, 0, 0, 128)))
        var plain = Row(title: "Gear")
        plain.icon = .symbol(SymbolIcon(name: "gear"))
        let spec = Spec(sections: [Section(rows: [symbol, glyph, plain])])
        for format in [SpecFormat.json, .yaml] {
            let written = SpecWriter.write(spec, format: format)
            let read = try SpecLoader.load(Array(written.utf8), format: format)
            XCTAssertEqual(read.sections[0].rows.map(\.icon), [symbol.icon, glyph.icon, plain.icon], written)
        }
    }
}

extension ImportHardeningTests {
    func testProblemsPerFileStopAtTheDiagnosticsLimitWithOneMoreLine() throws {
        let unknown = (0..<(SpecLimits.maximumDiagnostics + 30)).map { Self.specifier("PSNope\($0)", []) }
        let result = try read([Self.group] + unknown)
        XCTAssertEqual(result.problems.count, SpecLimits.maximumDiagnostics + 1, messages(result))
        XCTAssertEqual(result.problems.last?.message, "…and 30 more")
        let mixed = (0..<4).map { ImportProblem(file: $0 < 3 ? "a" : "b", location: nil, path: nil, message: "m\($0)",
                                                 severity: $0 == 2 ? .error : .warning) }
        XCTAssertEqual(ImportProblem.capped(mixed, limit: 1).map(\.message), ["m0", "m3", "…and 2 more"])
        XCTAssertEqual(ImportProblem.capped(mixed, limit: 1).last?.severity, .error)
    }
}

extension ImportHardeningTests {
    func testRawValuesInMessagesAreQuotedAndEscaped() throws {
        let result = try read([Self.specifier("PSNo\"pe\t", [])])
        XCTAssertTrue(messages(result).contains("unknown specifier type \"PSNo\\\"pe\\t\""), messages(result))
        let document = StoryboardImport.document(try XMLReader.parse(Array("""
            <document type="a&quot;b&#10;c"><scenes/></document>
            """.utf8)), file: "x.storyboard")
        XCTAssertEqual(document.warnings.first?.message, "document type \"a\\\"b\\nc\" is not an iOS storyboard; reading it as one")
    }
}

extension ImportHardeningTests {
    func testStoryboardSceneNamesStayUniqueWhenTheDisambiguatedNameIsTaken() throws {
        func scene(_ id: String, _ title: String) -> String {
            """
            <scene sceneID="s\(id)"><objects><tableViewController id="\(id)" title="\(title)"><tableView key="view" dataMode="static" id="v\(id)">
            <sections><tableViewSection id="x\(id)"><cells><tableViewCell id="c\(id)" textLabel="l\(id)"><tableViewCellContentView key="contentView" id="cv\(id)">
            <subviews><label id="l\(id)" text="Row"/></subviews></tableViewCellContentView></tableViewCell></cells></tableViewSection>
            </sections></tableView></tableViewController></objects></scene>
            """
        }
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>"
            + scene("a", "Settings (b)") + scene("z", "Settings") + scene("b", "Settings") + scene("q", "Settings (b)")
            + "</scenes></document>"
        let names = StoryboardImport.document(try XMLReader.parse(Array(xml.utf8)), file: "x.storyboard").tables.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        XCTAssertEqual(names, ["Settings (b)", "Settings", "Settings (b) 2", "Settings (b) (q)"])
    }
}

extension ImportHardeningTests {
    func testAPaneFileNamedThroughALinkIsRead() throws {
        try write(Self.pane([Self.group, Self.specifier("PSTitleValueSpecifier", [("Title", "Linked")])]), "real/Pane.plist")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("links"), withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("links/Link.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path,
                                                   withDestinationPath: folder.appendingPathComponent("real/Pane.plist").path)
        let result = try SettingsBundleReader.read(link.path)
        XCTAssertEqual(result.panes.first?.spec.sections.flatMap(\.rows).map(\.title), ["Linked"])
    }
}
