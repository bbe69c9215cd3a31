import CairoBackend
import Foundation
import TableGraphics
import XCTest

/// Text that PNG and SVG drew but PDF refused or wrote invalidly: noncharacters and repeated ZWJ emoji.
final class PDFSafeTextTests: XCTestCase {
    private let white = RGBAColor(255, 255, 255)
    private let black = RGBAColor(0, 0, 0)

    /// A noncharacter, which Swift accepts in strings but not in literals.
    private func scalar(_ value: UInt32) -> String {
        String(Character(Unicode.Scalar(value)!))
    }

    private func list(_ texts: [String]) -> DisplayList {
        let items = texts.enumerated().map { index, text in
            DisplayItem.text(TextRun(text: text, style: TextStyle(family: "Inter", size: 17), color: black,
                                     origin: Point(4, 4 + 30 * Double(index)), width: 280))
        }
        return DisplayList(size: Size(300, 30 * Double(texts.count) + 8), scale: 2, background: white, items: items)
    }

    func testNoncharactersRenderToEveryFormat() throws {
        let renderer = try CairoRenderer()
        let texts = ["a\(scalar(0xFDD0))b\(scalar(0xFDEF))c", scalar(0xFFFE) + scalar(0xFFFF),
                     "plane 1 \(scalar(0x1FFFE)) plane 16 \(scalar(0x10FFFF))"]
        for format in [OutputFormat.png, .svg, .pdf] {
            XCTAssertNoThrow(try renderer.render(list(texts), format: format), "\(format)")
        }
        XCTAssertNoThrow(try renderer.renderPDF(pages: [list(texts)], titles: ["title " + scalar(0xFFFF)]))
    }

    /// A noncharacter draws what U+FFFD draws, in pixels, as iOS shows a missing glyph rather than nothing.
    func testNoncharactersDrawTheReplacementCharacter() throws {
        let renderer = try CairoRenderer()
        let replaced = try renderer.rasterize(list(["a\u{FFFD}b"]))
        for text in ["a\(scalar(0xFDD0))b", "a\(scalar(0xFFFF))b"] {
            XCTAssertEqual(try renderer.rasterize(list([text])), replaced, text)
        }
    }

    func testRepeatedZWJEmojiGiveAPDFWithoutDuplicatedResourceKeys() throws {
        let renderer = try CairoRenderer()
        let family = "👩‍👩‍👧‍👦", rainbow = "🏳️‍🌈"
        let pages = [list([family, "\(family) \(rainbow) \(family)", rainbow, rainbow])]
        let single = try renderer.render(pages[0], format: .pdf)
        let multi = try renderer.renderPDF(pages: pages + pages, titles: ["one", "two"])
        for (name, pdf) in [("render", single), ("renderPDF", multi)] {
            XCTAssertEqual(PDFInspection.duplicatedResourceKeys(in: pdf), [], name)
            XCTAssertGreaterThan(PDFInspection.resourceEntries(in: pdf), 0, "\(name): the emoji are images")
            try PDFInspection.assertQPDFAccepts(pdf, name: name)
        }
    }
}

/// Reads the resource dictionaries of a PDF as cairo writes them, and asks qpdf when it is installed.
enum PDFInspection {
    /// Names repeated inside one `/XObject << … >>` (or `/Pattern`, `/Font`) dictionary.
    static func duplicatedResourceKeys(in pdf: [UInt8]) -> [String] {
        dictionaries(in: pdf).flatMap { names -> [String] in
            var seen = Set<String>()
            return names.filter { !seen.insert($0).inserted }
        }
    }

    /// How many entries the resource dictionaries hold in all.
    static func resourceEntries(in pdf: [UInt8]) -> Int {
        dictionaries(in: pdf).map(\.count).reduce(0, +)
    }

    private static func dictionaries(in pdf: [UInt8]) -> [[String]] {
        let text = String(decoding: pdf, as: UTF8.self)
        let pattern = try! NSRegularExpression(pattern: #"/(?:XObject|Pattern|Font)\s*<<((?:\s*/[^\s/<>\[\]()]+\s+\d+\s+\d+\s+R)*)\s*>>"#)
        let entry = try! NSRegularExpression(pattern: #"/([^\s/<>\[\]()]+)\s+\d+\s+\d+\s+R"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).map { match in
            let body = String(text[Range(match.range(at: 1), in: text)!])
            return entry.matches(in: body, range: NSRange(body.startIndex..., in: body)).map {
                String(body[Range($0.range(at: 1), in: body)!])
            }
        }
    }

    /// Fails unless `qpdf --check` passes `pdf` without warnings; does nothing when qpdf is not installed
    /// (`make deps` installs it).
    static func assertQPDFAccepts(_ pdf: [UInt8], name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let qpdf = ["/usr/bin/qpdf", "/usr/local/bin/qpdf", "/opt/homebrew/bin/qpdf"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let qpdf else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-check-\(UUID().uuidString).pdf")
        try Data(pdf).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: qpdf)
        process.arguments = ["--check", url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // qpdf exits 3 for warnings (a duplicated key is one), 2 for errors.
        XCTAssertEqual(process.terminationStatus, 0, "\(name): qpdf --check: \(report)", file: file, line: line)
    }
}
