import TableSpec

/// A problem found while turning an input a team already has into a spec: where it is and what is odd about it.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
    /// How serious it is: warnings never stop a render; errors are what iOS would fail on.
    public enum Severity: String, Equatable, Sendable {
        /// Drawn anyway, as Settings would (possibly looking odd).
        case warning
        /// Breaks on a real device (an empty `Key`, a missing `File`, a `.strings` file Apple's parser rejects) or
        /// cannot be shown at all (an unreadable `Root.plist`): `validate` fails on it; a render still draws what
        /// it can and prints it as a warning.
        case error
    }

    /// The file, as the user would name it (escaped when printed).
    public var file: String
    /// Where in the file, or nil for a binary plist or a whole-file problem.
    public var location: SourceLocation?
    /// The path of the value in the plist (`PreferenceSpecifiers[3].DefaultValue`), or nil in a file without
    /// value paths (a `.strings` file).
    public var path: JSONPath?
    /// What is wrong, in one line.
    public var message: String
    /// Warning or error.
    public var severity: Severity
    /// The pane it belongs to when several panes share one file (a storyboard's tables), or nil to go by `file`.
    public var pane: String?

    /// Creates a problem.
    public init(file: String, location: SourceLocation?, path: JSONPath?, message: String, severity: Severity = .warning) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
        self.severity = severity
    }

    /// `FILE:LINE:COLUMN: PATH: message` (XML) or `FILE: PATH: message` (binary), warnings marked `warning:`, made
    /// one safe line by `DiagnosticText` like spec diagnostics.
    public var description: String { line(severity) }

    /// The line printed by a render, which draws anyway: every problem as a warning.
    public var asWarning: String { line(.warning) }

    private func line(_ severity: Severity) -> String {
        let place = location.map { "\(file):\($0)" } ?? file
        // A positioned problem always names its value (`$` for the document, as spec diagnostics do); a problem
        // with the whole file (missing, unreadable) has no value to name.
        let pathText = path.map { $0.components.isEmpty && location == nil ? "" : "\($0): " } ?? ""
        let mark = severity == .warning ? "warning: " : ""
        return DiagnosticText.line("\(place): \(pathText)\(mark)\(message)")
    }
}

/// An input that cannot be shown at all (an unreadable or invalid `Root.plist`): every problem found.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    /// The problems, errors first.
    public var problems: [ImportProblem]

    /// Creates an import error.
    public init(_ problems: [ImportProblem]) {
        self.problems = problems
    }

    /// One line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
