extension SourceNode {
    /// The node at `path`, or nil if the document has no such value.
    public func node(at path: JSONPath) -> SourceNode? {
        var current = self
        for component in path.components {
            switch (component, current.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                current = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Where the value at `path` starts, or where its nearest existing ancestor does.
    public func location(of path: JSONPath) -> SourceLocation {
        var components = path.components
        while !components.isEmpty {
            if let found = node(at: JSONPath(components: components)) { return found.location }
            components.removeLast()
        }
        return location
    }
}
