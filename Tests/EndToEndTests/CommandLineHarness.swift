import Foundation
import XCTest

/// What one run of the `tablerender` binary did.
struct CommandResult {
    /// The exit status (or the signal number when `crashed`).
    var status: Int32
    /// Whether the process died from a signal instead of exiting.
    var crashed: Bool
    /// Everything written to standard output.
    var stdout: Data
    /// Everything written to standard error, as text.
    var stderr: String

    /// Standard output as text.
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error split into non-empty lines.
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Finds and runs the `tablerender` executable built beside the test bundle.
enum TableRenderBinary {
    /// The executable: `TABLERENDER_BINARY` if set, else `tablerender` in the build products folder.
    static func url() throws -> URL {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["TABLERENDER_BINARY"], !override.isEmpty {
            guard fileManager.isExecutableFile(atPath: override) else {
                throw HarnessError("TABLERENDER_BINARY=\(override) is not an executable file")
            }
            return URL(fileURLWithPath: override)
        }
        let candidates = productFolders().map { $0.appendingPathComponent("tablerender") }
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               fileManager.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw HarnessError("""
            the tablerender executable was not found; build it first (`swift build`) or set TABLERENDER_BINARY. \
            Looked in: \(Set(candidates.map { $0.deletingLastPathComponent().path }).sorted().joined(separator: ", "))
            """)
    }

    /// Folders that hold the build products: the one containing the `.xctest` bundle (macOS) or the test
    /// executable (Linux, where `Bundle.main` is the build products folder itself).
    private static func productFolders() -> [URL] {
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let first = CommandLine.arguments.first {
            let argument = URL(fileURLWithPath: first).resolvingSymlinksInPath()
            folders.append(argument.deletingLastPathComponent())
            // macOS: …/debug/Pkg.xctest/Contents/MacOS/Pkg
            folders.append(argument.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent())
        }
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        return folders
    }

    /// Runs the binary in `directory` with `arguments`, feeding `stdin` (or nothing) to standard input.
    ///
    /// Output goes through files in a separate folder, so large outputs cannot fill a pipe and nothing
    /// appears in `directory` except what the binary itself writes.
    static func run(_ arguments: [String], in directory: URL, stdin: Data? = nil,
                    environment: [String: String] = [:]) throws -> CommandResult {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory
            .appendingPathComponent("tablerender-io-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: scratch) }
        let inputURL = scratch.appendingPathComponent("stdin")
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try (stdin ?? Data()).write(to: inputURL)
        _ = fileManager.createFile(atPath: outputURL.path, contents: nil)
        _ = fileManager.createFile(atPath: errorURL.path, contents: nil)

        let input = try FileHandle(forReadingFrom: inputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? input.close()
            try? output.close()
            try? error.close()
        }

        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()

        return CommandResult(
            status: process.terminationStatus,
            crashed: process.terminationReason == .uncaughtSignal,
            stdout: try Data(contentsOf: outputURL),
            stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The package folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// A problem with the test harness itself (not with tablerender).
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A test case with a fresh temporary folder to run `tablerender` in.
class TableRenderTestCase: XCTestCase {
    /// The folder the binary runs in; removed after each test.
    private(set) var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablerender-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }

    /// A one-section spec: small, quick to render.
    static let smallSpec = """
        {
          "width": 390,
          "scale": 3,
          "sections": [
            { "header": "General", "footer": "A footer.", "rows": [
                "About",
                { "title": "Wi-Fi", "detail": "Home", "accessory": "disclosure", "icon": { "color": "systemBlue", "glyph": "W" } },
                { "title": "Bluetooth", "switch": true }
            ] }
          ]
        }
        """

    /// `Examples/settings.json` of the package.
    var settingsExample: URL {
        TableRenderBinary.packageRoot.appendingPathComponent("Examples/settings.json")
    }

    /// Writes `text` to `name` in the test folder and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Runs `tablerender` in the test folder.
    func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> CommandResult {
        try TableRenderBinary.run(arguments, in: folder, stdin: stdin, environment: environment)
    }

    /// Runs `tablerender` and fails the test (with its standard error) unless it exits 0.
    @discardableResult
    func runSuccessfully(_ arguments: [String], stdin: Data? = nil,
                         file: StaticString = #filePath, line: UInt = #line) throws -> CommandResult {
        let result = try run(arguments, stdin: stdin)
        XCTAssertFalse(result.crashed, "tablerender crashed (signal \(result.status)): \(result.stderr)",
                       file: file, line: line)
        XCTAssertEqual(result.status, 0, "tablerender \(arguments.joined(separator: " ")) failed: \(result.stderr)",
                       file: file, line: line)
        return result
    }

    /// The bytes of `name` in the test folder.
    func contents(of name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let url = folder.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("\(name) was not written", file: file, line: line)
            throw HarnessError("missing \(url.path)")
        }
        return data
    }

    /// The names in the test folder, hidden ones included, sorted.
    func folderListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The canvas size in points that `--dump-layout` reports for a spec (with the same extra arguments).
    func canvasSize(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (width: Double, height: Double) {
        let result = try runSuccessfully(arguments + ["--dump-layout", "-q"], file: file, line: line)
        let firstLine = result.stdoutText.split(separator: "\n").first.map(String.init) ?? ""
        guard let size = LayoutDump.canvasSize(firstLine) else {
            XCTFail("no canvas line in the dump: \(firstLine)", file: file, line: line)
            throw HarnessError("bad dump")
        }
        return size
    }
}

/// Reads the first line of `--dump-layout`: `canvas 390x612.5 @3x #F2F2F7`.
enum LayoutDump {
    static func canvasSize(_ line: String) -> (width: Double, height: Double)? {
        let words = line.split(separator: " ")
        guard words.count >= 2, words[0] == "canvas" else { return nil }
        let sides = words[1].split(separator: "x")
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]) else { return nil }
        return (width, height)
    }
}

/// Just enough of each output format to check what was written.
enum OutputInspector {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `data` starts with the PNG signature.
    static func isPNG(_ data: Data) -> Bool {
        data.count >= 8 && Array(data.prefix(8)) == pngSignature
    }

    /// Width and height in pixels from the IHDR chunk (big-endian at offsets 16 and 20).
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, isPNG(data), Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func uint32(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (uint32(at: 16), uint32(at: 20))
    }

    /// The `width` and `height` attributes of the root `<svg>` element, in points (`pt` or unitless).
    static func svgSize(_ data: Data) -> (width: Double, height: Double)? {
        let text = String(decoding: data, as: UTF8.self)
        guard let start = text.range(of: "<svg"),
              let end = text.range(of: ">", range: start.upperBound..<text.endIndex) else { return nil }
        let tag = String(text[start.lowerBound..<end.upperBound])
        func attribute(_ name: String) -> Double? {
            guard let range = tag.range(of: " \(name)=\"") else { return nil }
            let rest = tag[range.upperBound...]
            guard let quote = rest.firstIndex(of: "\"") else { return nil }
            var value = String(rest[..<quote])
            if value.hasSuffix("pt") { value.removeLast(2) }
            return Double(value)
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return (width, height)
    }

    /// The numbers of the first `/MediaBox [ … ]` of a PDF.
    static func pdfMediaBox(_ data: Data) -> [Double]? {
        let text = String(decoding: data, as: UTF8.self)
        guard let key = text.range(of: "/MediaBox"),
              let open = text.range(of: "[", range: key.upperBound..<text.endIndex),
              let close = text.range(of: "]", range: open.upperBound..<text.endIndex) else { return nil }
        let numbers = text[open.upperBound..<close.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" })
        let values = numbers.compactMap { Double($0) }
        return values.count == numbers.count ? values : nil
    }
}
