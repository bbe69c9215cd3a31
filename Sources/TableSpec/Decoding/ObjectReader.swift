/// Reads the members of one object, rejecting unknown keys (with a suggestion) as it is created.
struct ObjectReader {
    let members: [SourceMember]
    let path: JSONPath
    let context: DecodingContext

    init(members: [SourceMember], path: JSONPath, context: DecodingContext, allowedKeys: [String]) {
        self.members = members
        self.path = path
        self.context = context
        for member in members where !allowedKeys.contains(member.key) {
            let hint = Suggestion.didYouMean(member.key, in: allowedKeys,
                                             otherwise: "; expected one of \(quotedList(allowedKeys))")
            context.report("unknown key \(DiagnosticText.quoted(member.key))\(hint)", at: member.keyLocation, path: path.appending(member.key))
        }
    }

    /// A reader for `key`, or nil when the key is absent. An explicit null counts as absent.
    subscript(key: String) -> ValueReader? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value.value { return nil }
        return ValueReader(node: member.value, path: path.appending(key), context: context)
    }

    /// A reader for a required `key`; reports it missing (at the object) when absent.
    func required(_ key: String, objectLocation: SourceLocation) -> ValueReader? {
        if let reader = self[key] { return reader }
        context.report("missing required key \(DiagnosticText.quoted(key))", at: objectLocation, path: path)
        return nil
    }

    /// A reader for a declared `key`, or nil when it is absent.
    subscript<Key: SpecKey>(key: Key) -> ValueReader? { self[key.rawValue] }

    /// A reader for a declared `key` that is required; reports it missing (at the object) when absent.
    func required<Key: SpecKey>(_ key: Key, objectLocation: SourceLocation) -> ValueReader? {
        required(key.rawValue, objectLocation: objectLocation)
    }
}
