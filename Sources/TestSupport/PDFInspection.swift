import Foundation
import XCTest

/// Reads the resource dictionaries of a PDF as cairo writes them, and asks `qpdf --check` when it is installed:
/// the checks the backend's and the end-to-end tests share.
public enum PDFInspection {
    /// Names repeated inside one `/XObject << … >>` (or `/Pattern`, `/Font`) dictionary.
    public static func duplicatedResourceKeys(in pdf: [UInt8]) -> [String] {
        dictionaries(in: pdf).flatMap { names -> [String] in
            var seen = Set<String>()
            return names.filter { !seen.insert($0).inserted }
        }
    }

    /// How many entries the resource dictionaries hold in all.
    public static func resourceEntries(in pdf: [UInt8]) -> Int {
        dictionaries(in: pdf).map(\.count).reduce(0, +)
    }

    /// Fails unless `qpdf --check` passes `pdf` without warnings; does nothing when qpdf is not installed
    /// (`make deps` installs it, so CI runs it).
    public static func assertQPDFAccepts(_ pdf: [UInt8], name: String, file: StaticString = #filePath,
                                         line: UInt = #line) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-check-\(UUID().uuidString).pdf")
        try Data(pdf).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try assertQPDFAccepts(url, name: name, file: file, line: line)
    }

    /// Fails unless `qpdf --check` passes the PDF at `url` without warnings; does nothing without qpdf.
    public static func assertQPDFAccepts(_ url: URL, name: String? = nil, file: StaticString = #filePath,
                                         line: UInt = #line) throws {
        let qpdf = ["/usr/bin/qpdf", "/usr/local/bin/qpdf", "/opt/homebrew/bin/qpdf"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let qpdf else { return }
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
        XCTAssertEqual(process.terminationStatus, 0, "\(name ?? url.lastPathComponent): qpdf --check: \(report)",
                       file: file, line: line)
    }

    private static func dictionaries(in pdf: [UInt8]) -> [[String]] {
        let text = String(decoding: pdf, as: UTF8.self)
        guard let pattern = try? NSRegularExpression(
                pattern: #"/(?:XObject|Pattern|Font)\s*<<((?:\s*/[^\s/<>\[\]()]+\s+\d+\s+\d+\s+R)*)\s*>>"#),
              let entry = try? NSRegularExpression(pattern: #"/([^\s/<>\[\]()]+)\s+\d+\s+\d+\s+R"#) else { return [] }
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let bodyRange = Range(match.range(at: 1), in: text) else { return nil }
            let body = String(text[bodyRange])
            return entry.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap {
                Range($0.range(at: 1), in: body).map { String(body[$0]) }
            }
        }
    }
}
