import TableSpec

/// One key of a plist dictionary, with where the key was written (nil in binary plists).
public struct PlistMember: Equatable, Sendable {
    /// The key.
    public var key: String
    /// Where the `<key>` element starts, or nil for a binary plist.
    public var keyLocation: SourceLocation?
    /// The value stored under the key.
    public var value: PlistNode
}

/// A property-list value, from an XML or a binary plist.
public indirect enum PlistValue: Equatable, Sendable {
    /// `<dict>`: members in the order written (a repeated key keeps every occurrence; readers take the last, as
    /// Foundation does).
    case dictionary([PlistMember])
    /// `<array>`.
    case array([PlistNode])
    /// `<string>`.
    case string(String)
    /// `<integer>`.
    case integer(Int64)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// `<date>`, as written (ISO 8601) or, from a binary plist, formatted so.
    case date(String)
    /// `<data>`, base64-decoded.
    case data([UInt8])
}

/// A plist value with where it starts (nil in binary plists, which have no lines).
public struct PlistNode: Equatable, Sendable {
    /// The value.
    public var value: PlistValue
    /// Where the value's element starts, or nil for a binary plist.
    public var location: SourceLocation?

    /// Creates a node.
    public init(_ value: PlistValue, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }

    /// The value under `key` in a dictionary (the last occurrence), or nil.
    public subscript(key: String) -> PlistNode? {
        guard case .dictionary(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }
}

/// A plist that cannot be read at all (not XML or bplist00, malformed, over a limit).
public struct PlistError: Error, Equatable, Sendable {
    /// What is wrong, in one line.
    public var message: String
    /// Where it was found (nil in a binary plist).
    public var location: SourceLocation?
    /// The path of the value it is in (`PreferenceSpecifiers[3].Key`), or the root.
    public var path: JSONPath

    /// Creates a plist error.
    public init(_ message: String, at location: SourceLocation? = nil, path: JSONPath = .root) {
        self.message = message
        self.location = location
        self.path = path
    }
}
