import Foundation
import TestSupport
import XCTest

/// Issue 12: inputs that cannot hurt. Alias bombs stop early and small, every diagnostic is one bounded line
/// whatever the spec holds, and text that PNG draws also gives a valid PDF.
final class HostileInputTests: TableRenderTestCase {
    // MARK: Alias bombs

    /// 10 KB that used to pass `validate` and then take over a minute and 1.5 GB to lay out.
    func testAliasBombOfLongTextIsRefusedQuicklyAndInLittleMemory() throws {
        try write(BadSpecCorpusTests.aliasBombByBytes, to: "bomb.yaml")
        for arguments in [["validate", "bomb.yaml"], ["bomb.yaml", "-o", "out.png"]] {
            let started = Date()
            let result = try run(arguments)
            let elapsed = Date().timeIntervalSince(started)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("bomb.yaml:1:9428: sections[1]: aliases expand the document beyond"),
                          result.stderr)
            XCTAssertLessThan(elapsed, 2, "\(arguments): \(elapsed) s")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        // Peak memory, where GNU time can measure it: the bomb is refused before it grows.
        if let kilobytes = try peakMemoryKilobytes(["validate", "bomb.yaml"]) {
            XCTAssertLessThan(kilobytes, 200_000, "peak RSS \(kilobytes) KB")
        }
    }

    /// Peak resident memory of one run, from `/usr/bin/time -f %M`, or nil without GNU time.
    private func peakMemoryKilobytes(_ arguments: [String]) throws -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: time)
        process.arguments = ["-f", "peak=%M", try TableRenderBinary.url().path] + arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("peak=") }) else { return nil }
        return Int(line.dropFirst("peak=".count))
    }

    // MARK: Diagnostics

    /// Keys, values and file names that would forge lines, drive the terminal or reorder text, and a
    /// megabyte key: each problem prints as exactly one line of at most 1000 characters, with no control
    /// or format character in it.
    func testEveryDiagnosticIsOneBoundedLineWithoutControlOrFormatCharacters() throws {
        let hugeKey = String(repeating: "k", count: 1_000_000)
        let cases: [(name: String, json: String, problems: Int)] = [
            ("newline.json", #"{"sections": [], "wid\nth\n2:2: $: forged": 1}"#, 1),
            ("escape.json", #"{"sections": [], "\u001b[2J\u001b[31mred": 1, "style": "\u001b]0;title\u0007"}"#, 2),
            ("bidi.json", #"{"sections": [], "\u202Ehtdiw": 1, "tint": "\u2067#FFF\u2069"}"#, 2),
            ("separators.json", #"{"sections": [], "a\u2028b\u2029c\u0085d": 1}"#, 1),
            ("huge.json", #"{"sections": [], ""# + hugeKey + #"": 1, "style": ""# + hugeKey + #""}"#, 2),
            ("evil\n\u{1B}[31mname\u{202E}.json", #"{"sections": [], "width": 0}"#, 1),
        ]
        for testCase in cases {
            try write(testCase.json, to: testCase.name)
            let started = Date()
            let result = try run([testCase.name, "-o", "out.png"])
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, testCase.name)
            XCTAssertEqual(result.status, 2, testCase.name)
            XCTAssertTrue(result.stderr.hasSuffix("\n"), testCase.name)
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            XCTAssertEqual(lines.count, testCase.problems, "\(testCase.name): \(result.stderr.prefix(2000))")
            for line in lines {
                XCTAssertLessThanOrEqual(line.unicodeScalars.count, 1000, testCase.name)
                let unsafe = line.unicodeScalars.filter { scalar in
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                        || [.format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
                }
                XCTAssertEqual(unsafe.map { String($0.value, radix: 16) }, [], "\(testCase.name): \(line.prefix(300))")
            }
        }
    }

    /// Issue 27 item 10e: a megabyte unknown key, or a value full of quotes and backslashes, is echoed at most
    /// 60 characters at a time, escaped, and the message after it is printed whole.
    func testAMegabyteKeyOrAQuoteFilledValueIsEchoedShortAndTheMessageStaysWhole() throws {
        let huge = String(repeating: "a", count: 1_000_000)
        let quotes = String(repeating: #"\"\\"#, count: 3000)
        try write(#"{"sections": [], "\#(huge)": 1, "style": "\#(quotes)"}"#, to: "spec.json")
        let result = try run(["validate", "spec.json"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderrLines.count, 2, String(result.stderr.prefix(2000)))
        let runs = result.stderr.split(whereSeparator: { $0 != "a" }).map(\.count)
        XCTAssertLessThanOrEqual(runs.max() ?? 0, 60)
        XCTAssertTrue(result.stderrLines.first?.hasSuffix(#""selection", "valueLayout""#) == true, result.stderrLines.first ?? "")
        XCTAssertEqual(result.stderrLines.last, #"spec.json:1:1000034: style: unknown value ""#
                       + String(repeating: #"\"\\"#, count: 30) + #"…"; expected one of "insetGrouped", "grouped", "plain", "rounded", "classic", "cards""#)
    }

    /// Status lines on standard output name files too: a file name cannot forge a second `valid` line.
    func testStatusLinesEscapeFileNames() throws {
        try write(Self.smallSpec, to: "a\nb.json: valid\u{1B}[2K.json")
        let result = try run(["validate", "a\nb.json: valid\u{1B}[2K.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, #"a\nb.json: valid\u{1B}[2K.json: valid"# + "\n")
    }

    // MARK: PDF-safe text

    /// Noncharacters drew in PNG and SVG but failed as PDF; ZWJ emoji gave a PDF with duplicated keys.
    func testNoncharactersAndZWJEmojiRenderToEveryFormatAndThePDFIsValid() throws {
        let spec = #"""
            {"sections": [{"header": "\ufdd0 header \uffff", "rows": [
              "a\ufdd0b\ufffec\uffff", {"title": "plane 16 \udbff\udfff", "detail": "\ufdef"},
              "👩‍👩‍👧‍👦 and 🏳️‍🌈", {"title": "👩‍👩‍👧‍👦", "icon": "🏳️‍🌈", "badge": "🏳️‍🌈"}
            ]}]}
            """#
        try write(spec, to: "text.json")
        for format in ["png", "svg", "pdf"] {
            let result = try run(["text.json", "-o", "out.\(format)"])
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
        }
        let pdf = [UInt8](try Data(contentsOf: folder.appendingPathComponent("out.pdf")))
        XCTAssertEqual(PDFInspection.duplicatedResourceKeys(in: pdf), [])
        try PDFInspection.assertQPDFAccepts(folder.appendingPathComponent("out.pdf"))
    }
}
