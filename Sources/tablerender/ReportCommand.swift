import ArgumentParser

/// `tablerender report …`: commands over the JSON reports `check --report` writes.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with the JSON reports of check (merge the reports of shards).",
        subcommands: [ReportMergeCommand.self])
}
