import CairoBackend
import TableRenderKit
import XCTest

/// Which run `render` makes of its arguments, and which combinations it refuses, without the binary.
final class RenderModeTests: XCTestCase {
    private func mode(_ request: RenderRequest) throws -> RenderMode { try RenderMode.choose(request) }

    private func refusal(_ request: RenderRequest) -> String? {
        do {
            _ = try RenderMode.choose(request)
            return nil
        } catch {
            return (error as? RenderUsageError)?.message
        }
    }

    func testEachCombinationIsOneMode() throws {
        XCTAssertEqual(try mode(RenderRequest(specs: ["a.json"])), .single)
        XCTAssertEqual(try mode(RenderRequest(specs: ["a.json"], output: "-")), .single)
        XCTAssertEqual(try mode(RenderRequest(specs: ["a.json"], output: "a.png", composes: true)), .single)
        XCTAssertEqual(try mode(RenderRequest(specs: ["a.json", "b.json"], output: "review.pdf")), .reviewPDF(output: "review.pdf"))
        XCTAssertEqual(try mode(RenderRequest(specs: ["a.json", "b.json"], format: .pdf)), .reviewPDF(output: "review.pdf"))
        XCTAssertEqual(try mode(RenderRequest(specs: ["a.json", "b.json"], outDir: "out")), .batch)
        XCTAssertEqual(try mode(RenderRequest(specs: ["specs"], outDir: "out", format: .pdf)), .batch)
        XCTAssertEqual(try mode(RenderRequest(specs: ["a.json"], output: "shots/a.png", selectsJobs: true)), .batch,
                       "one spec's matrix beside -o")
    }

    func testCombinationsThatWouldDropAnOptionAreRefused() {
        XCTAssertEqual(refusal(RenderRequest(specs: [])), "missing a spec: tablerender SPEC [-o OUT], or SPEC|DIR... --out-dir OUT")
        XCTAssertEqual(refusal(RenderRequest(specs: ["a.json", "b.json"])), "several specs need --out-dir DIR to write into")
        XCTAssertEqual(refusal(RenderRequest(specs: ["a.json", "b.json"], output: "x.png")),
                       "-o names one output file; to render several specs, pass --out-dir DIR instead")
        XCTAssertEqual(refusal(RenderRequest(specs: ["a.json"], output: "x.png", outDir: "out")), "-o and --out-dir cannot be combined")
        XCTAssertEqual(refusal(RenderRequest(specs: ["specs"], outDir: "out", composes: true)),
                       "--variants and --devices put renders of one spec side by side in one image; give one spec and -o")
        XCTAssertEqual(refusal(RenderRequest(specs: ["a.json", "b.json"], output: "r.pdf", dumpLayout: true)),
                       "--variants, --devices, --dump-layout and --dump-resolved take one spec")
        XCTAssertEqual(refusal(RenderRequest(specs: ["-"])),
                       "reading the spec from standard input needs -o (a file, or - for standard output)")
        XCTAssertNil(refusal(RenderRequest(specs: ["-"], dumpLayout: true)), "a dump goes to standard output")
        XCTAssertEqual(refusal(RenderRequest(specs: ["a.json"], output: "a.jpeg")),
                       #"cannot tell the format from "a.jpeg"; name it .png, .svg or .pdf, or pass --format"#)
        XCTAssertEqual(refusal(RenderRequest(specs: ["a.json"], selectsJobs: true, dumpResolved: true)),
                       "--dump-layout and --dump-resolved print one spec; drop --matrix and --shard")
        XCTAssertEqual(refusal(RenderRequest(specs: ["a.json"], pane: "Root")),
                       "--pane picks one pane of one bundle (PATH.bundle or a .plist pane); give one bundle and no --out-dir")
    }
}
