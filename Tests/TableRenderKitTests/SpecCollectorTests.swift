import Foundation
import TableChecks
import TableRenderKit
import XCTest

/// Which specs a batch sees, in which order, and the names their outputs take.
final class SpecCollectorTests: TemporaryFolderTestCase {
    func testFolderIsSearchedRecursivelyAndKeepsRelativePaths() throws {
        try write("{}", to: "specs/z.json")
        try write("{}", to: "specs/a/b.json")
        try write("x: 1", to: "specs/a/c.yaml")
        try write("x: 1", to: "specs/a/deeper/d.YML")
        try write("not a spec", to: "specs/a/readme.md")
        try write("{}", to: "specs/a/image.png.json")
        let jobs = try SpecCollector.collect([path("specs")])
        XCTAssertEqual(jobs.map(\.name), ["a/b", "a/c", "a/deeper/d", "a/image.png", "z"])
        XCTAssertEqual(jobs.first?.path, path("specs/a/b.json"))
        XCTAssertEqual(jobs.first?.output(in: "out", suffix: ".png"), "out/a/b.png")
        XCTAssertEqual(jobs.first?.output(in: "out/", suffix: ".diff.png"), "out/a/b.diff.png")
    }

    func testTrailingSlashGivesTheSamePathsAsTheUserTyped() throws {
        try write("{}", to: "specs/a.json")
        XCTAssertEqual(try SpecCollector.collect([path("specs") + "/"]).map(\.path), [path("specs/a.json")])
    }

    func testHiddenFilesAndFoldersAreSkipped() throws {
        try write("{}", to: "specs/.hidden.json")
        try write("{}", to: "specs/.git/config.json")
        try write("{}", to: "specs/shown.json")
        XCTAssertEqual(try SpecCollector.collect([path("specs")]).map(\.name), ["shown"])
    }

    func testOrderIsByteOrderWithinAFolderAndArgumentOrderAcross() throws {
        try write("{}", to: "one/b.json")
        try write("{}", to: "one/B.json")
        try write("{}", to: "one/a.json")
        try write("{}", to: "two/0.json")
        try write("{}", to: "single.json")
        let jobs = try SpecCollector.collect([path("single.json"), path("two"), path("one")])
        XCTAssertEqual(jobs.map(\.name), ["single", "0", "B", "a", "b"])
    }

    func testFileArgumentIsNamedAfterItsFileAlone() throws {
        try write("{}", to: "deep/er/spec.yaml")
        XCTAssertEqual(try SpecCollector.collect([path("deep/er/spec.yaml")]),
                       [SpecJob(path: path("deep/er/spec.yaml"), name: "spec")])
    }

    func testMissingPathStaysAJobSoItFailsOnItsOwn() throws {
        XCTAssertEqual(try SpecCollector.collect(["nowhere/missing.json"]).map(\.name), ["missing"])
    }

    func testFolderWithoutSpecsIsAnInputError() throws {
        try write("nothing", to: "empty/notes.txt")
        XCTAssertThrowsError(try SpecCollector.collect([path("empty")])) { error in
            guard case RenderError.input(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("no .json, .yaml or .yml specs"), message)
        }
    }

    func testTwoSpecsWithTheSameOutputNameAreRefused() throws {
        try write("{}", to: "specs/a.json")
        try write("x: 1", to: "specs/a.yaml")
        XCTAssertThrowsError(try SpecCollector.collect([path("specs")])) { error in
            XCTAssertTrue("\(error)".contains("would both be written as \"a\""), "\(error)")
            XCTAssertEqual((error as? RenderError)?.exitCode, 2)
        }
        try write("{}", to: "other/b.json")
        try write("{}", to: "more/b.json")
        XCTAssertThrowsError(try SpecCollector.collect([path("other/b.json"), path("more/b.json")]))
    }
}
