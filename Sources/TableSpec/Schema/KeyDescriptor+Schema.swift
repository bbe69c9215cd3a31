extension KeyDescriptor {
    /// The key's property in the JSON Schema.
    var schema: [String: Any] { value.schema(summary: summary) }
}

extension KeyDescriptor.Value {
    /// The value's JSON Schema, described by `summary`: a reference to a shared definition where there is
    /// nothing to add to it, else the definition written out with the range and description.
    func schema(summary: String?) -> [String: Any] {
        var property: [String: Any]
        switch self {
        case .text:
            guard summary != nil else { return SpecSchema.ref("text") }
            // A described text is written out: the description belongs beside the type, not beside a `$ref`.
            property = ["type": "string", "maxLength": SpecLimits.maximumTextLength]
        case .bool:
            property = ["type": "boolean"]
        case .number(let range):
            property = ["type": "number"]
            if let range {
                property["minimum"] = range.lowerBound
                property["maximum"] = range.upperBound
            }
        case .numberOrText:
            property = ["anyOf": [["type": "number"], SpecSchema.ref("text")]]
        case .symbol:
            property = SpecSchema.ref("symbol")
        case .color:
            property = SpecSchema.ref("color")
        case .texts(let count):
            property = ["type": "array", "items": SpecSchema.ref("text"), "minItems": count.lowerBound,
                        "maxItems": count.upperBound]
        case .index(let range):
            property = ["type": "integer", "minimum": range.lowerBound, "maximum": range.upperBound]
        }
        if let summary { property["description"] = summary }
        return property
    }
}

extension SpecKey {
    /// The JSON Schema of an object of these keys and no others.
    static func objectSchema(description: String?) -> [String: Any] {
        KeyDescriptor.objectSchema(descriptors, description: description)
    }
}

extension KeyDescriptor {
    /// The JSON Schema of an object of the keys `descriptors` and no others.
    static func objectSchema(_ descriptors: [KeyDescriptor], description: String?) -> [String: Any] {
        var object: [String: Any] = [
            "type": "object", "additionalProperties": false,
            "properties": Dictionary(uniqueKeysWithValues: descriptors.map { ($0.name, $0.schema) }),
        ]
        let required = descriptors.filter(\.required).map(\.name)
        if !required.isEmpty { object["required"] = required }
        if let description { object["description"] = description }
        return object
    }
}
