import ArgumentParser

/// `tablerender`: the root command; `render` is the default, so `tablerender SPEC -o OUT` works.
@main
struct TableRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablerender",
        abstract: "Draw iOS-style grouped tables from a JSON or YAML spec into PNG, SVG or PDF.",
        discussion: """
            Exit codes: 0 success; 1 rendering or writing failed; 2 the spec is invalid, unreadable or past a limit \
            (one FILE:LINE:COLUMN: PATH: message line per problem on standard error); 64 bad command-line usage.
            """,
        version: TableRenderVersion.current,
        subcommands: [RenderCommand.self, ValidateCommand.self, SchemaCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}
