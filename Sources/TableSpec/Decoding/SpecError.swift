/// A spec that could not be decoded: every problem found, in document order.
public struct SpecError: Error, Sendable, CustomStringConvertible {
    /// The problems, at least one.
    public var diagnostics: [SpecDiagnostic]

    /// Creates an error from its problems.
    public init(diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One problem per line, without a file name.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
