import TableSpec

/// A `.strings` localisation table: `"key" = "value";` pairs, read as leniently as Settings reads them.
public struct StringsFile: Equatable, Sendable {
    /// A problem in the file: most make Apple's parser reject the whole table (`rejectsTable`); a few (an
    /// unpaired UTF-16 surrogate) only spoil one text, which iOS keeps.
    public struct Problem: Equatable, Sendable {
        /// What is wrong, in one line.
        public var message: String
        /// Where.
        public var location: SourceLocation
        /// Whether iOS ignores the whole table for it (a syntax error), rather than keeping the text it is in.
        public var rejectsTable: Bool

        /// Creates a problem.
        public init(_ message: String, at location: SourceLocation, rejectsTable: Bool = true) {
            self.message = message
            self.location = location
            self.rejectsTable = rejectsTable
        }
    }

    /// The translations by key (a repeated key keeps the last value).
    public var entries: [String: String]
    /// What Apple's parser would reject or repair, in document order; empty for a clean file.
    public var problems: [Problem]

    /// Whether iOS ignores the whole table (one of `problems` rejects it): then no text is translated by it.
    public var isRejected: Bool { problems.contains { $0.rejectsTable } }

    /// Creates a table.
    public init(entries: [String: String] = [:], problems: [Problem] = []) {
        self.entries = entries
        self.problems = problems
    }
}
