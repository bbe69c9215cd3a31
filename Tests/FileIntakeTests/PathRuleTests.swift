@testable import FileIntake
import Foundation
import XCTest

/// The one rule for paths an input names: one path at a time (`resolve`, a spec's or a bundle's) and many at a
/// time (`PathRule.Resolver`, a report's) give the same answers.
final class PathRuleTests: XCTestCase {
    private var folder: URL!
    /// The temporary folder with its links resolved.
    private var real: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("path-rule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        real = try XCTUnwrap(PathRule.realPath(folder.path))
        // root/ holds a file, a folder, links that stay inside, links that lead out (a file, a folder, back in
        // through the parent) and a link to nowhere; out/ is beside it.
        for name in ["root/sub", "out"] {
            try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
        }
        for name in ["root/a.png", "root/sub/b.png", "out/c.png"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: path(name), contents: Data([1])))
        }
        for (link, destination) in [("root/alias.png", "a.png"), ("root/linksub", "sub"), ("root/outfile.png", "../out/c.png"),
                                    ("root/outdir", "../out"), ("root/sub/up", ".."), ("root/dangling.png", "nothing"),
                                    ("rootlink", "root"), ("root/self", ".")] {
            try FileManager.default.createSymbolicLink(atPath: path(link), withDestinationPath: destination)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Paths that exist: what `resolve` gives is what Foundation's `resolvingSymlinksInPath` gives (what the
    /// rule was written with), and whether it is inside is whether that is below the root.
    private static let existing = ["a.png", "sub/b.png", "alias.png", "linksub/b.png", "sub/up/a.png", "sub/../a.png",
                                   "outfile.png", "outdir/c.png", "sub/up/outdir/c.png", "../out/c.png", "../rootlink/a.png",
                                   "sub//b.png", "./a.png", ".", "sub", "sub/", "self", "self/a.png", "linksub/../a.png"]

    func testExistingPathsResolveAsFoundationResolvesThem() throws {
        let rule = PathRule(folder: URL(fileURLWithPath: path("root")))
        XCTAssertEqual(rule.roots, [real + "/root"])
        for name in Self.existing {
            let foundation = URL(fileURLWithPath: path("root")).appendingPathComponent(name).standardizedFileURL
                .resolvingSymlinksInPath().path
            let inside = foundation == real + "/root" || foundation.hasPrefix(real + "/root/")
            if inside {
                XCTAssertEqual(try rule.resolve(name).path, foundation, name)
            } else {
                XCTAssertThrowsError(try rule.resolve(name), name) { XCTAssertEqual($0 as? PathRuleRefusal, .outside) }
                XCTAssertEqual(try PathRule(folder: URL(fileURLWithPath: path("root")), allowsOutside: true).resolve(name).path,
                               foundation, name)
            }
        }
    }

    /// A file that is not there is judged by where its folder leads (Foundation kept the whole path as written,
    /// so a missing file through a link pointing out counted as inside); with no folder, as written.
    func testMissingFilesAreJudgedByTheirFolder() throws {
        let rule = PathRule(folder: URL(fileURLWithPath: path("root")))
        XCTAssertEqual(try rule.resolve("none.png").path, real + "/root/none.png")
        XCTAssertEqual(try rule.resolve("linksub/none.png").path, real + "/root/sub/none.png")
        XCTAssertEqual(try rule.resolve("nowhere/none.png").path, real + "/root/nowhere/none.png")
        XCTAssertEqual(try rule.resolve("dangling.png").path, real + "/root/dangling.png", "the link itself")
        XCTAssertThrowsError(try rule.resolve("outdir/none.png")) { XCTAssertEqual($0 as? PathRuleRefusal, .outside) }
        XCTAssertEqual(try rule.resolve(path("rootlink/none.png")).path, real + "/root/none.png")
        XCTAssertEqual(try rule.resolve("a.png\u{0}x").path, real + "/root/a.png%00x", "no file found by a shorter name")
    }

    /// Many paths through the resolver, each relative to the root as written: the same files as `resolve`, and
    /// the same refusals, but for paths that leave the root as written before coming back (`../rootlink/a.png`).
    func testTheResolverAgreesWithResolve() throws {
        let rule = PathRule(folder: URL(fileURLWithPath: path("root")))
        let resolver = PathRule.Resolver(folders: [path("root")])
        XCTAssertEqual(resolver.rule, rule)
        for name in Self.existing + ["none.png", "nowhere/none.png", "dangling.png", "outdir/none.png"] {
            let resolved = try? rule.resolve(name).path
            let resolution = resolver.resolution(of: name, from: path("root"))
            let placement = resolver.placement(of: name, from: path("root"))
            switch resolution {
            case .file(let file, _):
                XCTAssertEqual(file, resolved, name)
                XCTAssertEqual(placement, .inside, name)
            case .missing:
                XCTAssertTrue(["none.png", "nowhere/none.png", "dangling.png", "outdir/none.png"].contains(name), name)
            case .outside(let throughLink):
                XCTAssertEqual(throughLink, !name.hasPrefix("../"), name)
                XCTAssertTrue(resolved == nil || name == "../rootlink/a.png", name)
            }
        }
        XCTAssertEqual(resolver.resolution(of: "a.png", from: path("root")), .file(real + "/root/a.png", isRegular: true))
        XCTAssertEqual(resolver.resolution(of: "sub", from: path("root")), .file(real + "/root/sub", isRegular: false))
        XCTAssertEqual(resolver.resolution(of: ".", from: path("root")), .file(real + "/root", isRegular: false),
                       "the folder itself is inside")
        XCTAssertEqual(resolver.resolution(of: "../root", from: path("root")), .file(real + "/root", isRegular: false))
        XCTAssertEqual(resolver.resolution(of: "../rootlink/a.png", from: path("root")), .outside(throughLink: false))
        XCTAssertEqual(resolver.resolution(of: "outfile.png", from: path("root")), .outside(throughLink: true))
        XCTAssertEqual(resolver.placement(of: "outfile.png", from: path("root")), .inside, "the file is not looked at")
        XCTAssertEqual(resolver.placement(of: "outdir/c.png", from: path("root")), .outside(throughLink: true))
        XCTAssertEqual(resolver.placement(of: "nowhere/none.png", from: path("root")), .missing)
        XCTAssertEqual(resolver.resolution(of: "outdir/none.png", from: path("root")), .missing,
                       "nothing to open or warn about: a merge has already left it out")

        // Folders given through a link: relative paths start from the folder as written, and end where it leads.
        let linked = PathRule.Resolver(folders: [path("rootlink")])
        XCTAssertEqual(linked.resolution(of: "alias.png", from: path("rootlink")), .file(real + "/root/a.png", isRegular: true))
        XCTAssertEqual(linked.resolution(of: "nowhere/none.png", from: path("rootlink")), .missing)
        XCTAssertEqual(linked.resolution(of: path("root/a.png"), from: "."), .outside(throughLink: false),
                       "not inside the folder as written")
    }

    func testNamesAreComparedAsBytes() {
        let rule = PathRule(roots: ["/r/caf\u{E9}"])
        XCTAssertTrue(rule.contains("/r/caf\u{E9}/a.png"))
        XCTAssertTrue(rule.contains("/r/caf\u{E9}"))
        XCTAssertFalse(rule.contains("/r/cafe\u{301}/a.png"), "another folder to the kernel, though equal as Strings")
        XCTAssertFalse(rule.contains("/r/caf\u{E9}s/a.png"))
        XCTAssertTrue(PathRule(roots: ["/"]).contains("/etc/passwd"))
    }

    func testPathsAsText() {
        XCTAssertEqual(PathRule.lexicalComponents("a/./b//../c", from: "/w"), ["w", "a", "c"])
        XCTAssertEqual(PathRule.lexicalComponents("../../../x", from: "/w"), ["x"])
        XCTAssertEqual(PathRule.lexical("/a/b/..", from: "/w"), "/a")
        XCTAssertEqual(PathRule.lexical("..", from: "/"), "/")
        for plain in ["a.png", "diffs/a.png", ".hidden/a.png", "a/..b"] { XCTAssertTrue(PathRule.isPlainRelative(plain), plain) }
        // A name of dots only is worked out whole, to be safe.
        for other in ["", "/a", "a//b", "./a", "a/..", "a/", "..", ".", "..."] {
            XCTAssertFalse(PathRule.isPlainRelative(other), other)
        }
    }
}
