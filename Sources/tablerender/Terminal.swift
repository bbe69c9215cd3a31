import Foundation

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes one line to standard output, unbuffered so it interleaves correctly with standard error.
func printOutput(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Whether standard error is a terminal (where a progress bar makes sense).
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
