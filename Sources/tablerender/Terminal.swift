import Foundation
import TableRenderKit
import TableSpec

/// Writes one line to standard error, made safe by `DiagnosticText` (idempotent, so lines already formatted
/// print unchanged): warnings and messages carry file names and spec text that must not break the line.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((DiagnosticText.line(line) + "\n").utf8))
}

/// Writes each line of `error` to standard error.
func printError(_ error: RenderError) {
    for line in error.lines { printError(line) }
}

/// Writes one line to standard output, unbuffered so it interleaves correctly with standard error.
func printOutput(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes one status line that names files (`a.json: valid`, a check verdict) to standard output, made
/// safe like `printError`, so a file name cannot forge a line of a report that scripts read.
func printStatus(_ line: String) {
    printOutput(DiagnosticText.line(line))
}

/// Whether standard error is a terminal (where a progress bar makes sense).
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
