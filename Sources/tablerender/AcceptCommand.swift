import ArgumentParser
import TableChecks
import TableRenderKit

/// `tablerender accept REPORT.json [NAME...]`: the images a check produced become the goldens, byte for byte,
/// without rendering again.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the images a check produced the new goldens, without rendering again.",
        discussion: """
            Reads a report of check --report (with --diff-dir beside or below it) and copies each failing \
            entry's NAME.actual.png onto its golden, byte for byte: every mismatching and missing one, or the \
            NAMEs given (as the report names them, e.g. settings.dark). Run it where check ran (the report's \
            golden paths are relative to that folder). Nothing is written, and the exit code is 2, when a \
            golden changed since the report was written, an actual image is missing or is not the one the \
            check produced, or a path leads outside the report's folder or the golden folder. Exit codes: 0 \
            written (or nothing to accept); 1 a golden could not be written; 2 refused or unreadable report; \
            64 bad usage.
            """)

    @Argument(help: "The JSON report of the check (check --report FILE.json).")
    var report: String

    @Argument(help: "Names of the entries to accept (as in the report: a/b or a/b.dark); all failing ones when none.")
    var names: [String] = []

    @Option(help: "The golden folder, when it is not the report's own (which must then be inside the current folder).")
    var golden: String?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let copies: [GoldenAcceptance.Copy]
        do {
            let acceptance = try GoldenAcceptance(reportPath: report, goldenFolder: golden)
            copies = try acceptance.plan(names: names, skipped: { line in if !quiet { printStatus(line) } })
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
        do {
            _ = try GoldenAcceptance.write(copies)
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
        guard !quiet else { return }
        for copy in copies {
            printStatus("\(PathEscaping.escaped(copy.name)): \(PathEscaping.escaped(copy.source)) → \(PathEscaping.escaped(copy.golden))")
        }
        printStatus("accept: \(copies.count) \(copies.count == 1 ? "golden" : "goldens") written")
    }
}
