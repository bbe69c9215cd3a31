import CairoBackend
import FileIntake
import Foundation
import ImageDiff
import TableImport
import TableRenderKit
import TableSpec
import XCTest

/// Every image path a spec names, at any outline depth, goes through `PathRule` against the spec's folder.
final class ImagePathRuleTests: TemporaryFolderTestCase {
    private func writePNG(_ relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try ImageSurface.encodePNG(RGBAImage(width: 8, height: 8, fill: RGBAPixel(255, 0, 0)))).write(to: url)
    }

    /// A spec whose one row has outline children nested `depth` deep, the deepest child naming `image`.
    private func nested(image: String, depth: Int) -> String {
        var row = #"{ "title": "Leaf", "icon": { "image": "\#(image)" } }"#
        for level in 0..<depth {
            row = #"{ "title": "Level \#(level)", "expanded": true, "children": [ \#(row) ] }"#
        }
        return #"{ "width": 200, "scale": 1, "sections": [ { "rows": [ \#(row) ] } ] }"#
    }

    func testOutlineChildImageOutsideTheSpecFolderIsRefusedNotReadFromTheWorkingDirectory() throws {
        // The secret sits where the working directory would find it, and beside the spec's folder.
        try writePNG("secret.png")
        for depth in [1, 3] {
            try write(nested(image: "../secret.png", depth: depth), to: "spec/t\(depth).json")
            XCTAssertThrowsError(try SpecSource(path: path("spec/t\(depth).json")).load()) { error in
                let children = String(repeating: ".children[0]", count: depth)
                XCTAssertTrue("\(error)".contains("sections[0].rows[0]\(children).icon.image: the image is outside the spec's folder"),
                              "\(error)")
            }
        }
        // Relative to the spec's folder, not the working directory: `secret.png` is not in `spec/`.
        try write(nested(image: "secret.png", depth: 1), to: "spec/relative.json")
        XCTAssertThrowsError(try SpecSource(path: path("spec/relative.json")).load()) { error in
            XCTAssertTrue("\(error)".contains("children[0].icon.image: no such image file"), "\(error)")
        }
    }

    func testOutlineChildImageInsideTheFolderIsMadeAbsoluteAtEveryDepth() throws {
        try writePNG("spec/icons/red.png")
        try write(nested(image: "icons/red.png", depth: 3), to: "spec/t.json")
        let spec = try SpecSource(path: path("spec/t.json")).load()
        var row = spec.sections[0].rows[0]
        for _ in 0..<3 { row = try XCTUnwrap(row.children?.first) }
        let expected = URL(fileURLWithPath: path("spec/icons/red.png")).resolvingSymlinksInPath().path
        XCTAssertEqual(row.icon, .image(path: expected))
    }

    func testAllowOutsidePathsLetsAChildImageOut() throws {
        try writePNG("secret.png")
        try write(nested(image: "../secret.png", depth: 2), to: "spec/t.json")
        XCTAssertNoThrow(try SpecSource(path: path("spec/t.json"), allowsOutsidePaths: true).load())
    }

    func testTheSpecsOwnFolderIsInsideButNotAnImage() throws {
        try write(#"{ "sections": [ { "rows": [ { "title": "A", "icon": { "image": "." } } ] } ] }"#, to: "spec/t.json")
        XCTAssertThrowsError(try SpecSource(path: path("spec/t.json")).load()) { error in
            XCTAssertTrue("\(error)".hasSuffix(#"icon.image: the image is a folder, not a PNG file (".")"#), "\(error)")
        }
    }

    func testTheRuleResolvesLinksAndRefusesWhatLeaves() throws {
        try writePNG("inside/a.png")
        try writePNG("outside/b.png")
        try FileManager.default.createSymbolicLink(atPath: path("inside/link.png"), withDestinationPath: path("outside/b.png"))
        try FileManager.default.createSymbolicLink(atPath: path("inside/up"), withDestinationPath: path("outside"))
        let rule = PathRule(folder: URL(fileURLWithPath: path("inside")))
        XCTAssertNotNil(rule.resolved("a.png"))
        XCTAssertNotNil(rule.resolved("."))
        XCTAssertNotNil(rule.resolved(path("inside/a.png")), "an absolute path inside is allowed")
        XCTAssertThrowsError(try rule.resolve("link.png")) { XCTAssertEqual($0 as? PathRuleRefusal, .outside) }
        XCTAssertThrowsError(try rule.resolve("up/b.png")) { XCTAssertEqual($0 as? PathRuleRefusal, .outside) }
        XCTAssertThrowsError(try rule.resolve("../outside/b.png")) { XCTAssertEqual($0 as? PathRuleRefusal, .outside) }
        XCTAssertThrowsError(try rule.resolve("https://example.com/a.png")) { XCTAssertEqual($0 as? PathRuleRefusal, .url) }
        XCTAssertThrowsError(try rule.resolve("")) { XCTAssertEqual($0 as? PathRuleRefusal, .empty) }
        let bundleRule = PathRule(folder: URL(fileURLWithPath: path("inside")), allowsAbsolute: false)
        XCTAssertThrowsError(try bundleRule.resolve(path("inside/a.png"))) { XCTAssertEqual($0 as? PathRuleRefusal, .absolute) }
        XCTAssertNotNil(PathRule(folder: URL(fileURLWithPath: path("inside")), allowsOutside: true).resolved("link.png"))
        // A sibling whose name starts with the folder's is not inside it.
        try writePNG("inside2/c.png")
        XCTAssertThrowsError(try rule.resolve("../inside2/c.png"))
    }
}
