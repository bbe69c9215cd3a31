import ArgumentParser
import CairoBackend
import TableRenderKit

/// `tablerender`: the root command; `render` is the default, so `tablerender SPEC -o OUT` works.
@main
struct TableRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablerender",
        abstract: "Draw iOS-style grouped tables from a JSON or YAML spec into PNG, SVG or PDF.",
        discussion: """
            render exit codes: 0 success; 1 rendering or writing failed; 2 the spec is invalid, unreadable or past a \
            limit (one FILE:LINE:COLUMN: PATH: message line per problem on standard error); 64 bad command-line \
            usage; 128 + the signal when interrupted (SIGINT 130, SIGTERM 143, SIGHUP 129), with every temporary \
            file removed. A batch exits with the highest code of its specs. check and diff: 0 all match; 1 a mismatch or \
            a missing golden; 2 invalid input; 64 usage. validate: 0 all valid; 2 otherwise. audit: 0 no problem; 1 a problem found; 2 an invalid spec; 64 usage.
            """,
        version: TableRenderVersion.current,
        subcommands: [RenderCommand.self, CheckCommand.self, AcceptCommand.self, ReviewCommand.self, DiffCommand.self, SheetCommand.self, ValidateCommand.self, AuditCommand.self, ImportCommand.self,
                      ReportCommand.self,
                      SchemaCommand.self, SymbolsCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Parses and runs the command, with temporary files removed if SIGINT, SIGTERM or SIGHUP ends the run.
    /// A command that draws gets its fonts loaded on a second thread while its arguments are parsed. `--version`
    /// prints the version, commit, libraries and fonts (`TableRenderVersion.report()`).
    static func main() {
        ProcessMemory.keepFreedMemory()
        TemporaryFiles.removeOnInterrupt()
        if drawsTables(CommandLine.arguments.dropFirst()) { RenderPipeline.prefetch() }
        // ParsableCommand.main's own steps, with one more: the prefetch thread may still be loading fonts when
        // a command ends early (a bad spec, --dump-resolved), and exit's handlers must not run under it.
        do {
            // The plain `render` lines most runs are skip the parser's reflection (RenderCommand+PlainArguments).
            if let plain = RenderCommand.plain(Array(CommandLine.arguments.dropFirst())) {
                try plain.run()
            } else {
                var command = try parseAsRoot()
                try command.run()
            }
        } catch {
            RenderPipeline.finishPrefetch()
            if TableRenderVersion.isRequest(error) {
                print(TableRenderVersion.report())
                exit()
            }
            exit(withError: error)
        }
        RenderPipeline.finishPrefetch()
    }

    /// Subcommands that never lay out a table: no fonts to prefetch for them.
    static let subcommandsWithoutTables: Set<String> = ["accept", "validate", "import", "report", "schema", "symbols", "diff", "help"]

    /// Whether these arguments run a command that lays out tables (render, the default, check, sheet,
    /// audit) rather than printing help, a version or a schema.
    static func drawsTables(_ arguments: ArraySlice<String>) -> Bool {
        guard let first = arguments.first else { return false }
        if subcommandsWithoutTables.contains(first) { return false }
        return !arguments.contains { ["-h", "--help", "--version", "--generate-completion-script"].contains($0) }
    }
}
