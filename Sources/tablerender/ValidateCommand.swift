import ArgumentParser
import Foundation
import TableRenderKit
import TableSpec

/// `tablerender validate SPEC...`: checks specs (syntax, keys, values, icon images) without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs without rendering them.",
        discussion: """
            Prints every problem as FILE:LINE:COLUMN: PATH: message. A folder means every .json, .yaml and .yml \
            file in it, recursively, as for render and check. Exit 0 when all are valid, 2 otherwise.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders of them (searched recursively); - reads standard input.")
    var specs: [String]

    @Option(help: "Spec syntax: json or yaml (default: from each spec's extension).")
    var inputFormat: SpecFormat?

    @Flag(help: "Let icon images come from outside the spec's folder.")
    var allowOutsidePaths = false

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    func run() throws {
        let jobs: [SpecJob]
        do {
            // Nothing is written, so two specs with the same name are fine here.
            jobs = try SpecCollector.collect(specs, uniqueNames: false)
        } catch let error as RenderError {
            printError(error.description)
            throw ExitCode(error.exitCode)
        }
        var overrides = SpecOverrides()
        overrides.allowsOutsidePaths = allowOutsidePaths
        var invalid = 0
        for job in jobs {
            let source = SpecSource(path: job.path, format: inputFormat, allowsOutsidePaths: allowOutsidePaths)
            do {
                _ = try job.load(format: inputFormat, overrides: overrides)
                if !quiet { printStatus("\(source.displayName): valid") }
            } catch let error as RenderError {
                printError(error)
                invalid += 1
            }
        }
        if invalid > 0 { throw ExitCode(2) }
    }
}
