import TableImport
import TableSpec

/// `--strict` for what is read from a Settings bundle or storyboard: an SF Symbols name the catalog lacks, which a
/// render draws as a placeholder with a warning, becomes an error (exit 2). Specs get the same through
/// `SpecSource.strictSymbols`, with their positions.
public enum StrictSymbols {
    /// The problems with an unknown symbol name made errors, the others unchanged (`validate --strict`).
    public static func escalated(_ problems: [ImportProblem]) -> [ImportProblem] {
        problems.map { problem in
            var problem = problem
            if SymbolCatalog.isUnknownNameMessage(problem.message) { problem.severity = .error }
            return problem
        }
    }

    /// Throws an input error naming every unknown symbol among `problems`, if there is one.
    public static func refuse(_ problems: [ImportProblem]) throws {
        let unknown = problems.filter { SymbolCatalog.isUnknownNameMessage($0.message) }
        guard !unknown.isEmpty else { return }
        var errors = unknown
        for index in errors.indices { errors[index].severity = .error }
        throw RenderError.input(errors.map(\.description).joined(separator: "; "))
    }
}
