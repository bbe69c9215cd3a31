/// A position in a spec file: 1-based line and column (columns count Unicode scalars, as editors do).
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    // Stored in 32 bits each: every value of a spec carries a location, and a spec of 100,000 rows has about a
    // million values (a spec is at most 64 MiB, so no line or column reaches 2³¹).
    private var storedLine: Int32
    private var storedColumn: Int32

    /// Line number, starting at 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// Column number, starting at 1, counted in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `LINE:COLUMN`, the form used in diagnostics.
    public var description: String { "\(line):\(column)" }
}

/// One key of a JSON object or YAML mapping, with where the key itself was written.
public struct SourceMember: Equatable, Sendable {
    /// The key as written.
    public var key: String
    /// Where the key starts (its opening quote in JSON).
    public var keyLocation: SourceLocation
    /// The value stored under the key.
    public var value: SourceNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: SourceNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// The value of a parsed document, independent of whether it was written as JSON or YAML. Not `indirect`: the
/// nesting goes through arrays, which are references already, and a box per value doubled the memory of a
/// large spec's tree.
public enum SourceValue: Equatable, Sendable {
    /// An object (JSON) or mapping (YAML), members in the order written.
    case object([SourceMember])
    /// An array (JSON) or sequence (YAML).
    case array([SourceNode])
    /// A string.
    case string(String)
    /// A number (JSON numbers and YAML ints/floats are all read as `Double`).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null` (JSON) or `~`/`null`/empty (YAML).
    case null
}

/// A parsed value together with where it starts in the file, so decoding errors can point at it.
public struct SourceNode: Equatable, Sendable {
    /// The value.
    public var value: SourceValue
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: SourceValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A document that could not be parsed at all (not JSON/YAML, or nested too deeply); TableImport's XML reader
/// reports with it too (`XMLSyntaxError`).
public struct SourceSyntaxError: Error, Equatable, Sendable {
    /// Where the problem was found.
    public var location: SourceLocation
    /// What is wrong, in one line, e.g. `expected "," or "}" after an object member`.
    public var message: String
    /// The value the problem is in (`width` for a number out of range), or the root when there is none.
    public var path: JSONPath

    /// Creates a syntax error.
    public init(_ message: String, at location: SourceLocation, path: JSONPath = .root) {
        self.message = message
        self.location = location
        self.path = path
    }
}
