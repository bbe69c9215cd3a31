import TableImport

/// `--strict` for what is read from a Settings bundle or storyboard: every warning of the read (an SF Symbols name
/// the catalog lacks, a missing strings table, a value Settings would ignore) becomes an error (exit 2). Specs get
/// the same through `SpecSource.strict` and SwiftUI files through `SwiftUIOptions.strict`, with their positions.
public enum StrictRead {
    /// The problems with every warning made an error (`validate --strict`).
    public static func escalated(_ problems: [ImportProblem]) -> [ImportProblem] {
        problems.map { problem in
            var problem = problem
            problem.severity = .error
            return problem
        }
    }

    /// Throws an input error, one line per problem as they print without `--strict`, when there is a warning.
    public static func refuse(_ problems: [ImportProblem]) throws {
        guard !problems.isEmpty else { return }
        throw RenderError.inputLines(escalated(problems).map(\.description))
    }
}
