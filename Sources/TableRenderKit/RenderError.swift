import TableSpec

/// Why a render did not produce an output, sorted by the exit code a script sees.
public enum RenderError: Error, CustomStringConvertible {
    /// The spec could not be read (missing file, too large).
    case input(String)
    /// The spec was read but is invalid: every problem with its position.
    case invalidSpec(file: String, SpecError)
    /// Drawing or writing failed.
    case output(String)
    /// Several input problems of one file, each already one safe line (a SwiftUI file read with `--strict`).
    case inputLines([String])

    /// Exit code: 2 for a bad spec or unreadable input, 1 for a failure while rendering or writing.
    public var exitCode: Int32 {
        switch self {
        case .input, .invalidSpec, .inputLines: return 2
        case .output: return 1
        }
    }

    /// The lines to print on standard error, each one safe to print (`DiagnosticText`): messages name
    /// files and hold text from specs, which must not break or colour the line.
    public var lines: [String] {
        switch self {
        case .input(let message), .output(let message):
            return [DiagnosticText.line(message)]
        case .invalidSpec(let file, let error):
            return error.diagnostics.map { $0.formatted(file: file) }
        case .inputLines(let lines):
            return lines.map(DiagnosticText.line)
        }
    }

    /// The lines to print on standard error, joined by newlines.
    public var description: String { lines.joined(separator: "\n") }
}
