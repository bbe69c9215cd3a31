import Foundation
import SwiftUIImport
import TableImport
import TableSpec
import XCTest

/// The reader on sources written in the test: limits, selection, assumptions, strictness, positions.
final class SwiftUIReaderTests: XCTestCase {
    func read(_ source: String, options: SwiftUIOptions = SwiftUIOptions(), locale: String = "en") throws -> SettingsImport {
        try SwiftUIImport.panes(source: Array(source.utf8), name: "View.swift",
                                options: BundleOptions(locale: locale, swiftUI: options))
    }

    func titles(_ read: SettingsImport, pane: Int = 0) -> [String] {
        read.panes[pane].spec.sections.flatMap(\.rows).map(\.title)
    }

    func refusal(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try SwiftUIImport.panes(source: bytes, name: "View.swift")
            XCTFail("expected a refusal", file: file, line: line)
            return ""
        } catch let error as ImportError {
            return error.description
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return ""
        }
    }

    static let list = """
        import SwiftUI
        struct ListView: View {
            @State private var on = true
            var body: some View {
                List {
                    Toggle("Wi-Fi", isOn: $on)
                    if model.isPro { Text("Pro") } else { Text("Free") }
                    Text(model.name)
                }
            }
        }
        """

    func testNonUTF8IsRefusedAtTheByteWithItsPosition() {
        var bytes = Array("struct A: View {\n    var body: some View { Text(\"caf".utf8)
        bytes += [0xE9] + Array("\") }\n}\n".utf8)
        XCTAssertEqual(refusal(bytes), "View.swift:2:36: invalid UTF-8 (byte 0xE9); a Swift file is UTF-8")
    }

    func testNestingDeeperThanTheLimitIsRefusedBeforeParsing() {
        let source = "let x = " + String(repeating: "(", count: 200) + String(repeating: ")", count: 200)
        XCTAssertEqual(refusal(Array(source.utf8)), "View.swift:1:137: brackets nest more than 128 deep")
    }

    func testSquareBracketsNestedPastTheirLimitAreRefusedBeforeParsing() {
        // swift-syntax's lookahead through unclosed `[` doubles with each level: a fuzzer's 75 took minutes.
        let source = "struct A: View { var body: some View { List { B() " + String(repeating: "[", count: 75) + "} } }"
        XCTAssertEqual(refusal(Array(source.utf8)), "View.swift:1:63: square brackets nest more than 12 deep")
    }

    func testAFileOverTheSizeLimitIsRefused() {
        let bytes = [UInt8](repeating: 0x20, count: SwiftUILimits.maximumFileBytes + 1)
        XCTAssertTrue(refusal(bytes).contains("at most \(SwiftUILimits.maximumFileBytes) are read"))
    }

    func testUnknownStateShowsTheFirstBranchAndAPlaceholderWithPositionedWarnings() throws {
        let read = try read(Self.list)
        XCTAssertEqual(titles(read), ["Wi-Fi", "Pro", "‹name›"])
        XCTAssertEqual(read.problems.map(\.description), [
            "View.swift:7:16: warning: the condition \"model.isPro\" is not known without running the app; the first branch is shown (set it with --assume 'model.isPro=false')",
            "View.swift:8:18: warning: \"model.name\" is not known without running the app; shown as ‹name› (set it with --assume 'model.name=VALUE')",
        ])
    }

    func testAssumptionsSetConditionsAndValues() throws {
        let read = try read(Self.list, options: SwiftUIOptions(assumptions: ["model.isPro=false", "model.name=\"Ada\"", "on=false"]))
        XCTAssertEqual(titles(read), ["Wi-Fi", "Free", "Ada"])
        XCTAssertEqual(read.panes[0].spec.sections[0].rows[0].switchValue, false)
        XCTAssertTrue(read.problems.isEmpty, "\(read.problems)")
    }

    func testABadAssumptionIsAnError() {
        XCTAssertThrowsError(try read(Self.list, options: SwiftUIOptions(assumptions: ["model.isPro"]))) { error in
            XCTAssertEqual((error as? ImportError)?.description, "View.swift: --assume \"model.isPro\": expected EXPR=VALUE")
        }
    }

    func testStrictTurnsEveryWarningIntoAnError() {
        XCTAssertThrowsError(try read(Self.list, options: SwiftUIOptions(strict: true))) { error in
            let problems = (error as? ImportError)?.problems ?? []
            XCTAssertEqual(problems.count, 2)
            XCTAssertTrue(problems.allSatisfy { $0.severity == .error })
            XCTAssertTrue(problems[0].description.hasPrefix("View.swift:7:16: the condition"))
        }
        XCTAssertNoThrow(try read(Self.list, options: SwiftUIOptions(
            assumptions: ["model.isPro=true", "model.name=x"], strict: true)))
    }

    static let two = """
        import SwiftUI
        struct First: View { var body: some View { Text("not a list") } }
        struct Second: View { var body: some View { Form { Text("Second") } } }
        struct Third: View { var body: some View { NavigationStack { List { Text("Third") } } } }
        """

    func testWithoutPreviewsEveryViewWhoseBodyIsAFormOrListIsAPane() throws {
        let read = try read(Self.two)
        XCTAssertEqual(read.panes.map(\.name), ["Second", "Third"])
        XCTAssertEqual(titles(read, pane: 1), ["Third"])
    }

    func testViewAndPreviewSelectOnePane() throws {
        XCTAssertEqual(try read(Self.two, options: SwiftUIOptions(view: "First")).panes.map(\.name), ["First"])
        XCTAssertThrowsError(try read(Self.two, options: SwiftUIOptions(view: "Fourth"))) { error in
            XCTAssertEqual((error as? ImportError)?.description,
                           "View.swift: no view \"Fourth\"; the file's views are \"First\", \"Second\", \"Third\"")
        }
        let previews = Self.two + "\n#Preview(\"Big\") { Third() }\n#Preview { Second() }\n"
        XCTAssertEqual(try read(previews).panes.map(\.name), ["Big", "View"])
        XCTAssertEqual(titles(try read(previews, options: SwiftUIOptions(preview: "Preview"))), ["Second"])
        XCTAssertThrowsError(try read(previews, options: SwiftUIOptions(preview: "Small"))) { error in
            XCTAssertEqual((error as? ImportError)?.description, "View.swift: no preview \"Small\"; the previews are \"Big\", \"View\"")
        }
    }

    func testAViewWithoutAListIsDrawnAsRowsWithAWarning() throws {
        let read = try read(Self.two, options: SwiftUIOptions(view: "First"))
        XCTAssertEqual(titles(read), ["not a list"])
        XCTAssertEqual(read.problems.first?.description,
                       "View.swift:2:1: warning: no Form or List in \"First\"; its views are drawn as the rows of one list")
    }

    func testForEachPastItsLimitDrawsTheFirstItemsWithAWarning() throws {
        let source = """
            import SwiftUI
            struct Many: View {
                var body: some View { List { ForEach(0..<100_000) { Text("Row \\($0)") } } }
            }
            """
        let read = try read(source)
        XCTAssertEqual(titles(read).count, SwiftUILimits.maximumForEachItems)
        XCTAssertEqual(titles(read).last, "Row 999")
        XCTAssertEqual(read.problems.map(\.description),
                       ["View.swift:3:42: warning: ForEach over 100000 items; the first 1000 are drawn"])
    }

    func testAViewThatContainsItselfIsInlinedOnceWithAWarning() throws {
        let source = """
            import SwiftUI
            struct Tree: View {
                var body: some View { List { Text("Node"); Tree() } }
            }
            """
        let read = try read(source)
        XCTAssertEqual(titles(read), ["Node", "‹Tree›"])
        XCTAssertEqual(read.problems.map(\.description),
                       ["View.swift:3:48: warning: \"Tree\" contains itself; it is drawn once and the inner one left out"])
    }

    func testAnUnknownSwitchShowsItsFirstCase() throws {
        let source = """
            import SwiftUI
            struct S: View {
                var body: some View { Form { switch store.state { case .a: Text("A"); default: Text("B") } } }
            }
            """
        let read = try read(source)
        XCTAssertEqual(titles(read), ["A"])
        XCTAssertTrue(read.problems[0].description.hasPrefix("View.swift:3:34: warning: the switch on \"store.state\""))
        XCTAssertEqual(titles(try self.read(source, options: SwiftUIOptions(assumptions: ["store.state=.b"]))), ["B"])
    }

    func testEnumRawValuesComputedTitlesAndStaticMembers() throws {
        let source = """
            import SwiftUI
            enum Speed: Int, CaseIterable { case slow = 1, normal, fast
                var title: String { switch self { case .slow: "Slow"; case .normal: "Normal"; case .fast: "Fast" } }
            }
            enum Keys { static let prefix = "v"; static let build = 42 }
            struct S: View {
                @State private var speed: Speed = .fast
                var body: some View {
                    Form {
                        Text("\\(Keys.prefix)\\(Keys.build) at \\(speed.rawValue)")
                        ForEach(Speed.allCases, id: \\.self) { Text($0.title) }
                        Picker("Speed", selection: $speed) { ForEach(Speed.allCases, id: \\.self) { Text($0.title) } }
                    }
                }
            }
            """
        let read = try read(source)
        XCTAssertEqual(titles(read), ["v42 at 3", "Slow", "Normal", "Fast", "Speed"])
        XCTAssertEqual(read.panes[0].spec.sections[0].rows.last?.control, .menu("Fast"))
    }

    func testTheSpecRoundTripsThroughTheWriter() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftUI/Controls.swift")
        let read = try SwiftUIImport.panes(atPath: url.path, options: BundleOptions(
            swiftUI: SwiftUIOptions(sources: [url.deletingLastPathComponent().path])))
        for pane in read.panes {
            let text = SpecWriter.write(pane.spec, format: .json)
            XCTAssertEqual(try SpecLoader.decode(SpecLoader.parse(Array(text.utf8), format: .json)), pane.spec)
        }
    }

    func testStringTablesFollowTheBundleFallbackRules() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ja.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        let ja = folder.appendingPathComponent("ja.lproj/Localizable.strings")
        let fr = folder.appendingPathComponent("fr.lproj/Localizable.strings")
        try "\"greeting\" = \"こんにちは\";\n".write(to: ja, atomically: true, encoding: .utf8)
        try "\"greeting\" = \"Bonjour\";\n\"count %lld\" = \"%lld éléments\";\n".write(to: fr, atomically: true, encoding: .utf8)
        let catalog = folder.appendingPathComponent("Other.xcstrings")
        try """
            {"sourceLanguage": "en", "strings": {"files": {"localizations": {
              "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld file"}},
                                               "other": {"stringUnit": {"value": "%lld files"}}}}}}}}}
            """.write(to: catalog, atomically: true, encoding: .utf8)
        let source = """
            import SwiftUI
            struct S: View {
                let count = 3
                var body: some View { Form { Text("greeting"); Text("count \\(count)"); Text("files", tableName: "Other") } }
            }
            """
        func titles(_ locale: String) throws -> [String] {
            let read = try SwiftUIImport.panes(source: Array(source.utf8), name: "View.swift",
                                               options: BundleOptions(locale: locale),
                                               folders: SourceFoldersList(stringFiles: [catalog.path, fr.path, ja.path]))
            return self.titles(read)
        }
        XCTAssertEqual(try titles("fr-CA"), ["Bonjour", "3 éléments", "%lld files"])
        // Neither en nor its language: the first localisation there is (fr), as CFBundle picks.
        XCTAssertEqual(try titles("en"), ["Bonjour", "3 éléments", "%lld files"])
        XCTAssertEqual(try titles("ja"), ["こんにちは", "count 3", "%lld files"])
    }

    func testOtherFilesGiveMissingNamesButNeverReplaceTheFilesOwnTypes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-others-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let other = folder.appendingPathComponent("Other.swift")
        try """
            import SwiftUI
            enum Mode: String { case quiet = "Quiet", loud = "Loud" }
            extension Mode { var label: String { rawValue + "!" } }
            struct S: View { var body: some View { List { Text("another target's S") } } }
            struct Row: View { let text: String; var body: some View { Label(text, systemImage: "bell") } }
            """.write(to: other, atomically: true, encoding: .utf8)
        let source = """
            import SwiftUI
            struct S: View {
                @State private var mode = Mode.loud
                var body: some View { List { Text(mode.label); Row(text: "Bell"); Missing() } }
            }
            """
        let read = try SwiftUIImport.panes(source: Array(source.utf8), name: "View.swift",
                                           folders: SourceFoldersList(swiftFiles: [other.path]))
        XCTAssertEqual(titles(read), ["Loud!", "Bell", "‹Missing›"])
        XCTAssertEqual(read.panes[0].spec.sections[0].rows[1].icon, .symbol(SymbolIcon(name: "bell", tile: false)))
    }
}
