import FileIntake
import ArgumentParser
import CairoBackend
import Foundation
import ImageDiff
import TableChecks
import TableRenderKit

/// `tablerender diff A.png B.png`: the comparison `check` makes, on two PNG files.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files by their pixels.",
        discussion: """
            A is the expected image, B the actual one. The default tolerances fail on any visible change and \
            forgive only anti-aliasing at glyph edges. Exit codes: 0 they match within the tolerances; 1 they \
            differ (or their sizes do); 2 a file cannot be read, is not a PNG, or is larger than any render \
            (checked from its header before decoding); 64 bad usage.
            """)

    @Argument(help: "The expected PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here: A faded, red where pixels differ, yellow where only anti-aliasing does.")
    var output: String?

    @OptionGroup var tolerance: ToleranceOptions

    @Flag(help: "Print the result as JSON instead of a line of text.")
    var json = false

    /// The JSON printed by `--json`.
    private struct Report: Encodable {
        var expected: String
        var actual: String
        var status: String
        var comparison: ComparisonReport
        var diff: String?

        func encode(to encoder: Encoder) throws {
            // The comparison's fields sit beside the file names, as in each entry of `check --report`.
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(expected, forKey: .expected)
            try container.encode(actual, forKey: .actual)
            try container.encode(status, forKey: .status)
            try container.encode(diff, forKey: .diff)
            try comparison.encode(to: encoder)
        }

        private enum CodingKeys: String, CodingKey { case expected, actual, status, diff }
    }

    func run() throws {
        let expectedImage = try load(expected)
        let actualImage = try load(actual)
        let options = tolerance.diffOptions
        let result: DiffResult
        if let output {
            let both = ImageComparator.compareWithDiff(expectedImage, actualImage, options: options)
            result = both.result
            do {
                try AtomicFile.write(try ImageSurface.encodePNG(both.diff), to: output)
            } catch {
                printError(RenderError(error))
                throw ExitCode(1)
            }
        } else {
            result = ImageComparator.compare(expectedImage, actualImage, options: options)
        }
        let status = result.passed ? "match" : "mismatch"
        if json {
            let report = Report(expected: expected, actual: actual, status: status,
                                comparison: ComparisonReport(result, expectedSize: ImageSize(of: expectedImage),
                                                             actualSize: ImageSize(of: actualImage)),
                                diff: output)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            printOutput(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            var line = "\(expected) vs \(actual): \(status): \(result)"
            if !result.sizesMatch {
                line += " (\(ImageSize(of: expectedImage)) vs \(ImageSize(of: actualImage)))"
            }
            printStatus(line)
        }
        if !result.passed { throw ExitCode(1) }
    }

    /// Reads and decodes one PNG, its header checked before anything is decoded; exit 2 when it cannot.
    private func load(_ path: String) throws -> RGBAImage {
        do {
            guard let bytes = try PNGFile.read(path, limit: .raster) else {
                printError("\(path): cannot read the file")
                throw ExitCode(2)
            }
            return try ImageSurface.decodePNG(bytes)
        } catch let problem as PNGHeader.Problem {
            printError("\(path): \(problem)")
            throw ExitCode(2)
        } catch let refusal as RegularFile.Refusal {
            printError("\(PathEscaping.escaped(path)): cannot read the file: \(refusal)")
            throw ExitCode(2)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("\(path): not a PNG image (\(error))")
            throw ExitCode(2)
        }
    }
}
