import ArgumentParser
import Foundation
import TableImport
import TableRenderKit
import TableSpec

/// `tablerender validate SPEC...`: checks specs (syntax, keys, values, icon images) without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs without rendering them.",
        discussion: """
            Prints every problem as FILE:LINE:COLUMN: PATH: message. A folder means every .json, .yaml and .yml \
            file in it, recursively, as for render and check. A Settings bundle (PATH.bundle) or .plist pane is \
            linted for what breaks on a device (a text field with an empty Key, a child pane before any group, a \
            File that does not exist, a .strings file Apple's parser rejects); binary plists print FILE: PATH: \
            message. Warnings (unknown specifier types, defaults matching no value, SF Symbols names tablerender \
            does not know, which draw as a placeholder) do not fail; --strict makes every warning an error. \
            Exit 0 when all are valid, 2 otherwise.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders of them (searched recursively); - reads standard input.")
    var specs: [String]

    @Option(help: "Spec syntax: json or yaml (default: from each spec's extension).")
    var inputFormat: SpecFormat?

    @Flag(help: "Let icon images come from outside the spec's folder.")
    var allowOutsidePaths = false

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    @OptionGroup var strictOption: StrictOption
    /// `--strict`.
    var strict: Bool { strictOption.strict }

    @OptionGroup var bundleArguments: BundleArguments

    func run() throws {
        var invalid = 0
        var specArguments: [String] = []
        for argument in specs {
            if BundleSource.handles(argument) {
                invalid += lintBundle(argument) ? 0 : 1
            } else {
                specArguments.append(argument)
            }
        }
        if specArguments.isEmpty {
            if invalid > 0 { throw ExitCode(2) }
            return
        }
        let jobs: [SpecJob]
        do {
            // Nothing is written, so two specs with the same name are fine here.
            jobs = try SpecCollector.collect(specArguments, uniqueNames: false)
        } catch let error as RenderError {
            printError(error.description)
            throw ExitCode(error.exitCode)
        }
        var overrides = SpecOverrides()
        overrides.allowsOutsidePaths = allowOutsidePaths
        overrides.strict = strict
        for job in jobs {
            let source = SpecSource(path: job.path, format: inputFormat, allowsOutsidePaths: allowOutsidePaths)
            do {
                let (_, warnings) = try job.loadReporting(format: inputFormat, overrides: overrides)
                if !quiet { for warning in warnings { printError(warning) } }
                if !quiet { printStatus("\(source.displayName): valid") }
            } catch let error as RenderError {
                printError(error)
                invalid += 1
            }
        }
        if invalid > 0 { throw ExitCode(2) }
    }

    /// Lints one bundle; true when nothing in it breaks on a device (warnings may still be printed).
    private func lintBundle(_ path: String) -> Bool {
        let problems: [ImportProblem]
        do {
            // A storyboard has nothing device-breaking to lint beyond what reading it reports.
            var source = BundleSource(path: path, options: bundleArguments.options)
            source.strict = strict
            problems = try source.lint()
        } catch let error as ImportError {
            for problem in error.problems { printError(problem.description) }
            return false
        } catch let error as RenderError {
            printError(error)
            return false
        } catch {
            printError(DiagnosticText.line("\(PathEscaping.escaped(path)): \(error)"))
            return false
        }
        for problem in problems where problem.severity == .error || !quiet { printError(problem.description) }
        let valid = !problems.contains { $0.severity == .error }
        if valid && !quiet { printStatus("\(PathEscaping.escaped(path)): valid") }
        return valid
    }
}
