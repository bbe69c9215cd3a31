import CairoBackend
import Foundation
import TableRenderKit
import TableSpec
import TestSupport
import XCTest

/// Every spec in Examples/ rendered and compared by decoded pixels with its reference PNG.
final class ExampleReferenceTests: XCTestCase {
    static let examples = ReferenceImage.packageRoot(of: URL(fileURLWithPath: #filePath))
        .appendingPathComponent("Examples")

    func testEveryExampleMatchesItsReference() throws {
        let pipeline = try RenderPipeline()
        // Every spec under Examples/, sub-folders included (screens/…, the Consumer package's specs/), named by
        // its relative path, as `tablerender check Examples` collects them: hidden entries skipped (Consumer/.build
        // holds SwiftPM's own JSON files).
        let files = (FileManager.default.enumerator(atPath: Self.examples.path)?.allObjects as? [String] ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(files.count, 4, "settings plus one example per style")
        for file in files {
            let spec = try SpecSource(path: Self.examples.appendingPathComponent(file).path).load()
            let image = try pipeline.renderer.rasterize(pipeline.layout(spec))
            let name = (file as NSString).deletingPathExtension
            ReferenceImage.assertMatches(image, named: name)
        }
    }

    func testAllElementsInDarkAndRightToLeft() throws {
        let pipeline = try RenderPipeline()
        var spec = try SpecSource(path: Self.examples.appendingPathComponent("all-elements.json").path).load()
        spec.appearance = .dark
        ReferenceImage.assertMatches(try pipeline.renderer.rasterize(pipeline.layout(spec)), named: "all-elements.dark")
        spec.appearance = .light
        spec.direction = .rtl
        ReferenceImage.assertMatches(try pipeline.renderer.rasterize(pipeline.layout(spec)), named: "all-elements.rtl")
    }

    func testSeedStyleVariants() throws {
        let pipeline = try RenderPipeline()
        func render(_ example: String, as name: String, _ change: (inout Spec) -> Void) throws {
            var spec = try SpecSource(path: Self.examples.appendingPathComponent("\(example).json").path).load()
            change(&spec)
            ReferenceImage.assertMatches(try pipeline.renderer.rasterize(pipeline.layout(spec)), named: name)
        }
        try render("ipad-settings", as: "ipad-settings.compact") { $0.width = 390; $0.scale = 2 }
        try render("ios6", as: "ios6.dark") { $0.appearance = .dark }
        try render("cards", as: "cards.dark") { $0.appearance = .dark }
        try render("settings", as: "settings.dark") { $0.appearance = .dark }
        try render("privacy", as: "privacy.dark") { $0.appearance = .dark }
        for example in ["sign-in", "display-brightness", "downloads", "contacts", "mailbox-editing", "reorderable",
                        "outline"] {
            try render(example, as: "\(example).dark") { $0.appearance = .dark }
            try render(example, as: "\(example).ios26") { $0.ios = .ios26 }
        }
        try render("display-brightness", as: "display-brightness.rtl") { $0.direction = .rtl }
        try render("contacts", as: "contacts.rtl") { $0.direction = .rtl }
        try render("reorderable", as: "reorderable.grouped") { $0.style = .grouped }
        try render("settings", as: "settings.ios26") { $0.ios = .ios26 }
        try render("settings", as: "settings.ios26.dark") { $0.ios = .ios26; $0.appearance = .dark }
        try render("all-elements", as: "all-elements.ios26") { $0.ios = .ios26 }
        // iOS 26 chrome: leading and trailing bar buttons as glass capsules.
        try render("screens/settings-iphone-15", as: "screens/settings-iphone-15.ios26-buttons") {
            $0.ios = .ios26
            $0.navigationBar?.leading = "Reset"
            $0.navigationBar?.trailing = "Done"
        }
        for device in Device.allCases {
            try render("screens/settings-\(device.rawValue)", as: "screens/settings-\(device.rawValue).dark") {
                $0.appearance = .dark
            }
        }
    }

    /// Bug #13: classic and cards took iOS 26's radius, row height, switch and headers when a spec said
    /// `"ios": 26`; docs/spec.md says they ignore `ios`. Same pixels, exactly, with and without it.
    func testClassicAndCardsRenderTheSameWithAndWithoutIOS26() throws {
        let pipeline = try RenderPipeline()
        for example in ["ios6", "cards"] {
            var spec = try SpecSource(path: Self.examples.appendingPathComponent("\(example).json").path).load()
            let without = try pipeline.renderer.rasterize(pipeline.layout(spec))
            spec.ios = .ios26
            let with26 = try pipeline.renderer.rasterize(pipeline.layout(spec))
            XCTAssertEqual(with26, without, "\(example) with ios 26")
        }
    }

    func testContactSheetAndVariants() throws {
        let pipeline = try RenderPipeline()
        let names = ["settings", "grouped", "plain", "cards", "ios6", "wallet", "snake", "ios26-settings"]
        let entries = try names.map { name -> (name: String, spec: Spec) in
            var spec = try SpecSource(path: Self.examples.appendingPathComponent("\(name).json").path).load()
            spec.scale = 1
            return (name, spec)
        }
        ReferenceImage.assertMatches(try pipeline.renderer.rasterize(pipeline.sheet(entries, columns: 4, captions: true)),
                                     named: "sheet")
        var phone = try SpecSource(path: Self.examples.appendingPathComponent("screens/settings-iphone-se.json").path).load()
        phone.scale = 1
        let pair = pipeline.variants(of: phone, appearances: [.light, .dark], devices: [], captions: true)
        ReferenceImage.assertMatches(try pipeline.renderer.rasterize(pair), named: "screens/settings-iphone-se.variants")
    }

    func testRenderingTwiceGivesIdenticalBytes() throws {
        let spec = try SpecSource(path: Self.examples.appendingPathComponent("settings.json").path).load()
        for format in OutputFormat.allCases {
            let first = try RenderPipeline().render(spec, format: format)
            let second = try RenderPipeline().render(spec, format: format)
            XCTAssertTrue(first == second, "\(format) output differs between two renders in one process")
        }
    }
}
