/// One problem found in a spec, with where it is: printed as `FILE:LINE:COLUMN: PATH: message`.
public struct SpecDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where the offending value (or key) starts.
    public var location: SourceLocation
    /// The JSON path of the offending value.
    public var path: JSONPath
    /// What is wrong, with a fix when one is known.
    public var message: String

    /// Creates a diagnostic.
    public init(location: SourceLocation, path: JSONPath, message: String) {
        self.location = location
        self.path = path
        self.message = message
    }

    /// `LINE:COLUMN: PATH: message` (the CLI puts the file name in front), made safe by `DiagnosticText`.
    public var description: String { DiagnosticText.line("\(location): \(path): \(message)") }

    /// The full one-line form used on standard error, made safe by `DiagnosticText`: whatever the file name,
    /// keys and values hold, it prints as exactly one bounded line.
    public func formatted(file: String) -> String { DiagnosticText.line("\(file):\(location): \(path): \(message)") }

    /// The one-line form of a warning: `FILE:LINE:COLUMN: warning: message`.
    public func formattedWarning(file: String) -> String { DiagnosticText.line("\(file):\(location): warning: \(message)") }
}

extension Array where Element == SpecDiagnostic {
    /// In document order: by line, then column.
    public func inDocumentOrder() -> [SpecDiagnostic] {
        sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
