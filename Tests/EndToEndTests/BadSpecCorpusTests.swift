import Foundation
import XCTest

/// Every bad spec in BadSpecs/ exits 2 with exactly its expected lines, and leaves the output folder as it was.
final class BadSpecCorpusTests: TableRenderTestCase {
    /// One bad spec and what the binary must print for it.
    struct Case {
        /// The file name, as the command line is given it.
        var name: String
        /// The exact lines expected on standard error.
        var expectedLines: [String]
        /// Set for a case whose current message is wrong or unhelpful: what has to change first.
        var expectedToFailUntil: String?
    }

    /// The corpus folder in the package.
    static let corpusFolder = TableRenderBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/BadSpecs")

    /// Files beside the cases that the cases refer to (an icon image that is not a PNG; a 57-byte PNG whose
    /// header claims 20000×20000 px).
    static let fixtureNames = ["not-a-png.png", "huge-icon.png"]

    /// Cases too big to commit, generated here.
    static let generatedCases: [String: () -> Data] = [
        "90-depth-bomb-100000-arrays.json": {
            Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        },
        "91-depth-bomb-1000-objects.json": {
            Data((String(repeating: #"{"a":"#, count: 1000) + "1" + String(repeating: "}", count: 1000)).utf8)
        },
        "92-yaml-depth-bomb-100000-brackets.yaml": {
            Data(("sections: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        },
        "93-yaml-depth-bomb-5000-dashes.yaml": {
            Data(("sections:\n" + String(repeating: "- ", count: 5000) + "x\n").utf8)
        },
        // 10 KB whose aliases expand to 90 MB of text in 10,000 rows: few values, long strings.
        "94-yaml-alias-bomb-by-bytes.yaml": { Data(aliasBombByBytes.utf8) },
        // 201 outline folders of 1000 children each: 201,201 rows, past the limit only when children count.
        "123-outline-children-past-row-limit.json": {
            let folder = #"{"title": "Folder", "children": ["# + Array(repeating: "\"x\"", count: 1000).joined(separator: ",") + "]}"
            return Data((#"{"sections": [{"rows": ["# + Array(repeating: folder, count: 201).joined(separator: ",") + "]}]}\n").utf8)
        },
        "95-huge-key.json": { Data(("{\"sections\": [], \"" + String(repeating: "k", count: 1_000_000) + "\": 1}\n").utf8) },
    ]

    /// A section of 100 rows of one 9,000-character string, then 99 aliases of the section.
    static let aliasBombByBytes = "sections: [&s {rows: [&r \"" + String(repeating: "x", count: 9000) + "\""
        + String(repeating: ", *r", count: 99) + "]}" + String(repeating: ", *s", count: 99) + "]\n"

    /// What `out.png` holds before each run: a PNG signature and text, so any rewrite shows.
    static let existingOutput = Data(OutputInspector.pngSignature + Array("existing output, must survive\n".utf8))

    // MARK: The corpus

    func testCorpusHasAnExpectationForEveryCaseAndEnoughCases() throws {
        let cases = try Self.loadCases()
        let names = cases.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "a case is listed twice in expected.txt")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpusFolder.path)
            .filter { Self.isSpecName($0) }
        XCTAssertEqual(Set(files).subtracting(names).sorted(), [], "case files without an entry in expected.txt")
        let missing = Set(names).subtracting(files).subtracting(Self.generatedCases.keys)
        XCTAssertEqual(missing.sorted(), [], "entries in expected.txt without a case file or generator")
        XCTAssertGreaterThanOrEqual(cases.count, 40)
        XCTAssertGreaterThanOrEqual(names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.count, 10)
        for testCase in cases {
            XCTAssertFalse(testCase.expectedLines.isEmpty, "\(testCase.name): no expected line")
            for line in testCase.expectedLines {
                XCTAssertTrue(line.hasPrefix(testCase.name + ":"), "\(testCase.name): \(line)")
            }
        }
    }

    func testEveryBadSpecExits2WithExactlyItsLinesAndWritesNothing() throws {
        for testCase in try Self.loadCases() where testCase.expectedToFailUntil == nil {
            let result = try runCase(testCase)
            XCTAssertEqual(result.stderr, Self.joined(testCase.expectedLines), testCase.name)
        }
    }

    /// The cases marked EXPECTED TO FAIL still exit 2 and write nothing; their messages are skipped, by name,
    /// until the fix lands (a case that starts passing fails here, so its marker gets removed).
    func testCasesWithKnownWrongMessagesAreSkippedByName() throws {
        var skipped: [String] = []
        for testCase in try Self.loadCases() {
            guard let reason = testCase.expectedToFailUntil else { continue }
            let result = try runCase(testCase)
            if result.stderr == Self.joined(testCase.expectedLines) {
                XCTFail("\(testCase.name) now prints what expected.txt asks for: remove its EXPECTED TO FAIL line")
            } else {
                skipped.append("\(testCase.name) (until \(reason))")
            }
        }
        if !skipped.isEmpty {
            throw XCTSkip("EXPECTED TO FAIL: " + skipped.joined(separator: "; "))
        }
    }

    func testBadSpecsFromStandardInputAreNamedStdin() throws {
        let cases = try Self.loadCases()
        let choices = [("33-width-zero.json", [String]()), ("65-yaml-nested-type-error.yaml", ["--input-format", "yaml"])]
        for (name, options) in choices {
            let testCase = try XCTUnwrap(cases.first { $0.name == name }, name)
            XCTAssertNil(testCase.expectedToFailUntil, name)
            let caseFolder = try makeCaseFolder(named: name)
            let input = try Data(contentsOf: Self.corpusFolder.appendingPathComponent(name))
            let before = try Self.listing(of: caseFolder)

            let result = try TableRenderBinary.run(["-", "-o", "out.png"] + options, in: caseFolder, stdin: input)

            XCTAssertFalse(result.crashed, name)
            XCTAssertEqual(result.status, 2, name)
            let expected = testCase.expectedLines.map { "<stdin>" + $0.dropFirst(name.count) }
            XCTAssertEqual(result.stderr, Self.joined(expected), name)
            XCTAssertEqual(try Data(contentsOf: caseFolder.appendingPathComponent("out.png")), Self.existingOutput, name)
            XCTAssertEqual(try Self.listing(of: caseFolder), before, name)
        }
    }

    // MARK: Running a case

    /// Runs one case in its own folder, beside an existing `out.png`, and checks everything but the message.
    private func runCase(_ testCase: Case, file: StaticString = #filePath, line: UInt = #line) throws -> CommandResult {
        let name = testCase.name
        let caseFolder = try makeCaseFolder(named: name)
        let spec = caseFolder.appendingPathComponent(name)
        if let generate = Self.generatedCases[name] {
            try generate().write(to: spec)
        } else {
            try FileManager.default.copyItem(at: Self.corpusFolder.appendingPathComponent(name), to: spec)
        }
        let before = try Self.listing(of: caseFolder)

        // --strict: an unknown SF Symbols name, a warning otherwise, is one of the corpus's errors.
        let result = try TableRenderBinary.run([name, "-o", "out.png", "--strict"], in: caseFolder)

        XCTAssertFalse(result.crashed, "\(name): crashed with signal \(result.status)", file: file, line: line)
        XCTAssertEqual(result.status, 2, "\(name): exit status", file: file, line: line)
        XCTAssertEqual(result.stdout, Data(), "\(name): standard output", file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: caseFolder.appendingPathComponent("out.png")), Self.existingOutput,
                       "\(name): out.png must be left byte for byte", file: file, line: line)
        XCTAssertEqual(try Self.listing(of: caseFolder), before, "\(name): no new or temporary file", file: file, line: line)
        return result
    }

    /// A fresh folder for one case holding the fixtures and the existing output.
    private func makeCaseFolder(named name: String) throws -> URL {
        let caseFolder = folder.appendingPathComponent(name + ".run", isDirectory: true)
        try FileManager.default.createDirectory(at: caseFolder, withIntermediateDirectories: true)
        for fixture in Self.fixtureNames {
            try FileManager.default.copyItem(at: Self.corpusFolder.appendingPathComponent(fixture),
                                             to: caseFolder.appendingPathComponent(fixture))
        }
        try Self.existingOutput.write(to: caseFolder.appendingPathComponent("out.png"))
        return caseFolder
    }

    // MARK: Reading expected.txt

    /// The cases of expected.txt, in file order.
    static func loadCases() throws -> [Case] {
        let text = try String(contentsOf: corpusFolder.appendingPathComponent("expected.txt"), encoding: .utf8)
        var cases: [Case] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== ") {
                cases.append(Case(name: String(line.dropFirst(3)), expectedLines: []))
            } else if line.hasPrefix("// EXPECTED TO FAIL until ") {
                guard !cases.isEmpty else { throw HarnessError("expected.txt: a marker before the first case") }
                cases[cases.count - 1].expectedToFailUntil = String(line.dropFirst("// EXPECTED TO FAIL until ".count))
            } else if line.hasPrefix("#") || line.isEmpty {
                continue
            } else {
                guard !cases.isEmpty else { throw HarnessError("expected.txt: a line before the first case: \(line)") }
                cases[cases.count - 1].expectedLines.append(line)
            }
        }
        return cases
    }

    private static func isSpecName(_ name: String) -> Bool {
        [".json", ".yaml", ".yml", ".plist"].contains { name.hasSuffix($0) }
    }

    /// Lines as the binary writes them: each ended by a newline.
    private static func joined(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Every name in `folder`, hidden ones included, sorted.
    private static func listing(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
