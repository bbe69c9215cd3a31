import TableSpec

/// A `.strings` localisation table: `"key" = "value";` pairs, read as leniently as Settings reads them.
public struct StringsFile: Equatable, Sendable {
    /// A problem in the file: Apple's parser would reject it; entries before it are kept.
    public struct Problem: Equatable, Sendable {
        /// What is wrong, in one line.
        public var message: String
        /// Where.
        public var location: SourceLocation

        /// Creates a problem.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// The translations by key (a repeated key keeps the last value).
    public var entries: [String: String]
    /// What Apple's parser would reject, in document order; empty for a clean file.
    public var problems: [Problem]

    /// Creates a table.
    public init(entries: [String: String] = [:], problems: [Problem] = []) {
        self.entries = entries
        self.problems = problems
    }
}
