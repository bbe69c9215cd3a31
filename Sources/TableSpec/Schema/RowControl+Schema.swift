extension RowControl.Kind {
    /// The control's property in a row's schema: a reference to its definition when it is an object, else its
    /// value with the control's description.
    var schemaProperty: [String: Any] {
        let declaration = self.declaration
        switch declaration.form {
        case .object: return SpecSchema.ref(rawValue)
        case .value(let value): return value.schema(summary: declaration.summary)
        }
    }

    /// Every control's property of a row's schema, by row key.
    static var rowSchemaProperties: [String: Any] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.schemaProperty as Any) })
    }

    /// The `$defs` entries of the controls that are objects, by row key.
    static var schemaDefinitions: [String: Any] {
        Dictionary(uniqueKeysWithValues: allCases.compactMap { kind -> (String, Any)? in
            let declaration = kind.declaration
            guard case .object(let keys, _) = declaration.form else { return nil }
            return (kind.rawValue, KeyDescriptor.objectSchema(keys, description: declaration.summary))
        })
    }
}
