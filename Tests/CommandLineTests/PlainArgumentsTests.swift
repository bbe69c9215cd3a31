import ArgumentParser
import XCTest
@testable import tablerender

/// `RenderCommand.plain` against swift-argument-parser: every line it takes makes the parser's command, field for
/// field (the parser's defaults included), and every other line is left to the parser.
final class PlainArgumentsTests: XCTestCase {
    /// The parser's command for `arguments`, as text: every field of the command and of its option groups.
    private func parsed(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let command = try TableRenderCommand.parseAsRoot(arguments)
        let render = try XCTUnwrap(command as? RenderCommand, "the parser made \(type(of: command))", file: file, line: line)
        return String(describing: render)
    }

    private func assertSameAsParser(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let plain = try XCTUnwrap(RenderCommand.plain(arguments), "not taken: \(arguments)", file: file, line: line)
        XCTAssertEqual(String(describing: plain), try parsed(arguments, file: file, line: line), "\(arguments)",
                       file: file, line: line)
    }

    func testTheCommonLinesMakeTheParsersCommand() throws {
        try assertSameAsParser(["settings.json"])
        try assertSameAsParser(["settings.json", "-o", "settings.png"])
        try assertSameAsParser(["render", "settings.json", "-o", "settings.png"])
        try assertSameAsParser(["-o", "out.pdf", "specs/a b.yaml"])
        try assertSameAsParser(["screen.json", "--scale", "3", "-o", "screen.png", "-q"])
        try assertSameAsParser(["screen.json", "--output", "x.svg", "--quiet", "--format", "svg", "--appearance", "dark"])
        try assertSameAsParser(["s.json", "--width", "390", "--style", "plain", "--dynamic-type", "AX2", "--direction", "rtl",
                                "--ios", "26.0", "--device", "iphone-se", "--input-format", "yaml",
                                "--png-compression", "smallest", "--max-page-height", "2000", "--strict",
                                "--allow-outside-paths", "--screen"])
        try assertSameAsParser(["Settings.bundle", "-o", "root.png"])
        try assertSameAsParser(["View.swift", "-o", "view.png", "--ios", "18"])
    }

    /// Lines drawn from the options taken here, in any order, each option once: the same commands.
    func testGeneratedLinesMakeTheParsersCommand() throws {
        let choices: [[String]] = [
            ["-o", "out.png"], ["--output", "folder/out.pdf"], ["--format", "svg"], ["--scale", "2.5"], ["--scale", "1"],
            ["--width", "320"], ["--appearance", "light"], ["--style", "insetGrouped"], ["--dynamic-type", "xSmall"],
            ["--direction", "ltr"], ["--ios", "13"], ["--ios", "26.4"], ["--device", "ipad-13"], ["--input-format", "json"],
            ["--png-compression", "default"], ["--max-page-height", "1"], ["-q"], ["--quiet"], ["--strict"],
            ["--allow-outside-paths"], ["--screen"],
        ]
        var random = SplitMix(seed: 34)
        var taken = 0
        for _ in 0..<150 {
            var picked: [[String]] = []
            var spellings: Set<String> = []
            for _ in 0..<Int(random.next() % 6) {
                let choice = choices[Int(random.next() % UInt64(choices.count))]
                // One spelling per option: -o and --output are one option.
                let key = choice[0] == "--output" ? "-o" : choice[0] == "--quiet" ? "-q" : choice[0]
                if spellings.insert(key).inserted { picked.append(choice) }
            }
            var line = picked.flatMap { $0 }
            let at = Int(random.next() % UInt64(picked.count + 1))
            let position = picked.prefix(at).reduce(0) { $0 + $1.count }
            line.insert("spec \(taken).json", at: position)
            if random.next() % 4 == 0 { line.insert("render", at: 0) }
            // A line the parser refuses (an iPad width for a style that cannot take it, say) is left to it too.
            guard (try? parsed(line)) != nil else {
                XCTAssertNil(RenderCommand.plain(line), "taken, but the parser refuses \(line)")
                continue
            }
            try assertSameAsParser(line)
            taken += 1
        }
        XCTAssertGreaterThan(taken, 120)
    }

    func testEveryOtherLineIsLeftToTheParser() {
        let lines: [[String]] = [
            [], ["render"], ["--help"], ["-h"], ["--version"], ["help"], ["check", "a.json"], ["validate", "a.json"],
            ["a.json", "b.json"], ["a.json", "--out-dir", "out"], ["a.json", "-o", "a.png", "-o", "b.png"],
            ["a.json", "-q", "-q"], ["a.json", "--scale=3"], ["a.json", "-o"], ["a.json", "-o", "-"], ["-"],
            ["a.json", "--scale", "-1"], ["a.json", "--scale", "0"], ["a.json", "--scale", "three"],
            ["a.json", "--max-page-height", "0"], ["a.json", "--appearance", "sepia"], ["a.json", "--variants", "light,dark"],
            ["a.json", "--dump-layout"], ["a.json", "--matrix", "appearance=light,dark"], ["a.json", "-qo", "a.png"],
            ["a.json", "--", "b.json"], ["", "-o", "a.png"], ["render", "check"], ["a.json", "--jobs", "2"],
        ]
        for line in lines {
            XCTAssertNil(RenderCommand.plain(line), "\(line)")
        }
    }
}

/// A small seeded generator, so the generated lines are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
